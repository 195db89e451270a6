package ledger

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestInputFieldsFillTheirKind: each description fills a member of Inputs
// of its kind, every member is described, and no game has a key twice.
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
	v := reflect.ValueOf(&in).Elem()
	for i := range v.NumField() {
		if !filled[v.Field(i).Addr().Interface()] {
			t.Errorf("Inputs.%s is filled by no input field", v.Type().Field(i).Name)
		}
	}
	for _, g := range allGames() {
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

// sample sets field f in in to a value of its kind for a table of players.
func sample(f *InputField, in *Inputs, players []string) {
	switch p := f.of(in).(type) {
	case *string:
		*p = "a " + f.Key
		if f.Kind == PlayerName {
			*p = players[1]
		}
	case *bool:
		*p = true
	case *[]NamedHand:
		*p = []NamedHand{{players[0], "1 2 3"}, {players[1], ""}}
	}
}

// TestInputsRoundTrip: every field of every game and kind, written by
// walking the descriptions, reads back as it was.
func TestInputsRoundTrip(t *testing.T) {
	for _, g := range allGames() {
		h := &Header{Game: g, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: Rules{FifthTile: true}}
		for _, k := range Kinds {
			for _, f := range g.inputs(k) {
				in := &Inputs{}
				sample(f, in, h.Players)
				n := inputsNode(in, g)
				ps := &problems{Found{File: "x"}}
				r := &HandRecord{Kind: k}
				got := readInputs(h, "x", ps, n, r, "hand 1")
				if len(ps.list) > 0 || !reflect.DeepEqual(got, in) {
					t.Errorf("%s %s %s: wrote %+v, read back %+v (%v)", g, k, f.Key, in, got, ps.list)
				}
			}
		}
	}
}

// toy is a game only the tests know.
const toy Game = "toy"

// TestAddingAnInputIsOneEdit: a game's input is one description. A game of
// the tests' own, with three inputs described, records them, reads them
// back and checks them; no other game takes them.
func TestAddingAnInputIsOneEdit(t *testing.T) {
	useCache(t, false)
	oldFields := inputFields
	t.Cleanup(func() { inputFields = oldFields })
	inputFields = append(slices.Clone(oldFields),
		&InputField{Key: "lucky", Kind: Flag, Kinds: wins, Help: "a lucky hand",
			of: func(in *Inputs) any { return &in.AllNatural }},
		&InputField{Key: "caller", Kind: PlayerName, Kinds: wins, Help: "who called",
			of: func(in *Inputs) any { return &in.TwelfthBy }},
		&InputField{Key: "cards", Kind: PlayerHands, Kinds: wins, Help: "the cards", Each: "the cards of", OneLine: true,
			of: func(in *Inputs) any { return &in.Hands }},
	)
	addGame(t, toy, Books{Title: "Toy", MinPlayers: 2, MaxPlayers: 4, Play: "hand", Hands: []Kind{Win}, Ranking: HighestTotal,
		Inputs: []string{"lucky", "caller", "cards"}, Rotation: ByMatch})
	path := filepath.Join(t.TempDir(), "toy.yaml")
	if err := Create(path, Header{Game: toy, Players: []string{"Ann", "Bo"}}); err != nil {
		t.Fatal(err)
	}
	want := &Inputs{AllNatural: true, TwelfthBy: "Bo", Hands: []NamedHand{{"Ann", "A K"}, {"Bo", "Q"}}}
	if _, err := Append(path, func(st State) (*HandRecord, error) {
		return &HandRecord{Kind: Win, Inputs: want, Scores: map[string]int{"Ann": 3, "Bo": 1}}, nil
	}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "inputs:\n      lucky: true\n      caller: Bo\n      cards: {Ann: A K, Bo: Q}\n") {
		t.Errorf("the toy's inputs are not written as described:\n%s", data)
	}
	l, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Hands[0].Inputs; !reflect.DeepEqual(got, want) {
		t.Errorf("read back %+v; want %+v", got, want)
	}
	if toy.HandsField() != "cards" {
		t.Errorf("HandsField %q; want cards", toy.HandsField())
	}
	bad := strings.Replace(string(data), "caller: Bo", "caller: Zed", 1)
	if _, ps := Parse(path, []byte(bad)); len(ps) != 1 || !strings.Contains(ps[0].Msg, `hand 1: caller: "Zed" is not a player`) {
		t.Errorf("a caller who is not a player: %v", ps)
	}
	magic := strings.Replace(goodLedger, "discard_by: Cy", "lucky: true", 1)
	if _, ps := Parse("m.yaml", []byte(magic)); len(ps) == 0 || !strings.Contains(ps[0].Msg, `unknown field "lucky"`) {
		t.Errorf("a Magic Dragon record with the toy's input: %v", ps)
	}
}

// TestInputFieldGetSet: every field but a player's hands is set from the
// text Get gives back, filling its member of Inputs as the ledger reads
// it; a flag takes true, false or nothing, and a player's hands no text.
func TestInputFieldGetSet(t *testing.T) {
	players := []string{"Ann", "Bo"}
	for _, f := range InputFields() {
		want := &Inputs{}
		sample(&f, want, players)
		got := &Inputs{}
		err := f.Set(got, f.Get(want))
		switch {
		case f.Kind == PlayerHands:
			if err == nil || f.Get(want) != "" {
				t.Errorf("%s: Get %q, Set %v; want no text, and a refusal", f.Key, f.Get(want), err)
			}
		case err != nil || !reflect.DeepEqual(got, want):
			t.Errorf("%s: set from %q: %+v (%v); want %+v", f.Key, f.Get(want), got, err, want)
		case f.Kind == Flag:
			for s, on := range map[string]bool{"true": true, "false": false, "": false} {
				if err := f.Set(got, s); err != nil || (f.Get(got) == "true") != on {
					t.Errorf("%s: set from %q: %q (%v)", f.Key, s, f.Get(got), err)
				}
			}
			if err := f.Set(got, "yes"); err == nil || !strings.Contains(err.Error(), f.Key+` is true or false, not "yes"`) {
				t.Errorf("%s: set from yes: %v", f.Key, err)
			}
		}
	}
}
