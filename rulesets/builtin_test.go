package rulesets

import (
	"reflect"
	"testing"
)

// TestBuiltinMagicDragonIsTheFile: the built-in ruleset the program uses
// (Go data, magic_dragon_gen.go) is magic-dragon.yaml as it reads; after a
// change to the file, 'go generate ./rulesets' brings them together.
func TestBuiltinMagicDragonIsTheFile(t *testing.T) {
	fromFile, err := ParseMagicDragon("rulesets/magic-dragon.yaml", magicDragonYAML)
	if err != nil {
		t.Fatal(err)
	}
	builtin, err := MagicDragon()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(builtin, fromFile) {
		t.Errorf("magic_dragon_gen.go is not magic-dragon.yaml: run 'go generate ./rulesets'\nbuilt in: %+v\nthe file: %+v", builtin, fromFile)
	}
}

// TestBuiltinMagicDragonCopies: each caller gets a copy of its own.
func TestBuiltinMagicDragonCopies(t *testing.T) {
	a, _ := MagicDragon()
	a.Units[0].Points = 99
	a.Versions[0].Units = append(a.Versions[0].Units[:0], "changed")
	b, _ := MagicDragon()
	if b.Units[0].Points == 99 || (len(b.Versions[0].Units) > 0 && b.Versions[0].Units[0] == "changed") {
		t.Error("a change to one caller's ruleset shows in the next")
	}
}
