package books

import (
	"reflect"
	"slices"
	"testing"
)

// TestRulesDescribedOnce: each member of Rules is one rule's, of its kind;
// keys and flags are each one rule's; every rule says what it is.
func TestRulesDescribedOnce(t *testing.T) {
	want := map[RuleKind]reflect.Type{Switch: reflect.TypeFor[*bool](), Number: reflect.TypeFor[*int](), Choice: reflect.TypeFor[*string]()}
	var r Rules
	filled := map[any]string{}
	var keys, flags []string
	for _, ru := range rules {
		p := ru.of(&r)
		if got := reflect.TypeOf(p); got != want[ru.Kind] {
			t.Errorf("%s fills a %v; a rule of its kind fills a %v", ru.Key, got, want[ru.Kind])
		}
		if other, ok := filled[p]; ok {
			t.Errorf("%s and %s fill the same member", ru.Key, other)
		}
		filled[p] = ru.Key
		if slices.Contains(keys, ru.Key) || slices.Contains(flags, ru.Flag) {
			t.Errorf("%s (--%s) twice", ru.Key, ru.Flag)
		}
		keys, flags = append(keys, ru.Key), append(flags, ru.Flag)
		if ru.Help == "" || ru.Question == "" || ru.comment == nil || ru.summary == nil || len(ru.Games()) == 0 {
			t.Errorf("%s is not fully described: %+v", ru.Key, *ru)
		}
		if ru.Kind == Choice && ru.choices == nil {
			t.Errorf("%s is a choice with no choices", ru.Key)
		}
	}
	v := reflect.ValueOf(&r).Elem()
	for i := range v.NumField() {
		if _, ok := filled[v.Field(i).Addr().Interface()]; !ok {
			t.Errorf("Rules.%s is no rule's", v.Type().Field(i).Name)
		}
	}
}
