package books

import (
	"reflect"
	"slices"
	"testing"
)

// TestInputFieldsFillTheirKind: each description of the core fills a
// member of Inputs of its kind, every member but the games' own answers
// is filled by a field of the core or of a game, and no game has a key
// twice.
func TestInputFieldsFillTheirKind(t *testing.T) {
	want := map[FieldKind]reflect.Type{
		PlayerName: reflect.TypeFor[*string](), Text: reflect.TypeFor[*string](),
		Flag: reflect.TypeFor[*bool](), PlayerHands: reflect.TypeFor[*[]NamedHand](),
	}
	var in Inputs
	filled := map[any]bool{}
	for _, f := range inputFields {
		p := f.of(&in)
		if got := reflect.TypeOf(p); got != want[f.Kind] {
			t.Errorf("%s fills a %v; a field of its kind fills a %v", f.Key, got, want[f.Kind])
		}
		filled[p] = true
		if f.Kind == PlayerHands && f.Each == "" {
			t.Errorf("%s does not say what one of its entries is", f.Key)
		}
	}
	for _, g := range Games() {
		for f := range g.fields {
			filled[f.member(&in)] = true
		}
	}
	v := reflect.ValueOf(&in).Elem()
	for i := range v.NumField() {
		if v.Type().Field(i).Name != "Own" && !filled[v.Field(i).Addr().Interface()] {
			t.Errorf("Inputs.%s is filled by no input field", v.Type().Field(i).Name)
		}
	}
	for _, g := range Games() {
		for _, k := range Kinds {
			var keys []string
			for _, f := range g.inputs(k) {
				if slices.Contains(keys, f.Key) {
					t.Errorf("%s %s: %s twice", g, k, f.Key)
				}
				keys = append(keys, f.Key)
			}
		}
	}
}
