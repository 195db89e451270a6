package ledger

import (
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// sample sets field f in in to a value of its kind for a table of players.
func sample(f *books.InputField, in *books.Inputs, players []string) {
	switch f.Kind {
	case books.PlayerName:
		f.Set(in, players[1])
	case books.Text:
		f.Set(in, "a "+f.Key)
	case books.Flag:
		f.Set(in, "true")
	case books.PlayerHands:
		f.SetHands(in, []books.NamedHand{{Name: players[0], Hand: "1 2 3"}, {Name: players[1], Hand: ""}})
	}
}

// TestInputsRoundTrip: every field of every game and kind, written by
// walking the descriptions, reads back as it was.
func TestInputsRoundTrip(t *testing.T) {
	t.Parallel()
	for _, g := range books.Games() {
		h := &books.Header{Game: g, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: books.Rules{FifthTile: true}}
		for _, k := range books.Kinds {
			for _, f := range g.Inputs(k) {
				in := &books.Inputs{}
				sample(&f, in, h.Players)
				n := inputsNode(in, g)
				ps := &problems{books.Found{File: "x"}}
				r := &books.HandRecord{Kind: k}
				got := readInputs(h, "x", ps, n, r, "hand 1", g.Inputs(k))
				if ps.Len() > 0 || !reflect.DeepEqual(got, in) {
					t.Errorf("%s %s %s: wrote %+v, read back %+v (%v)", g, k, f.Key, in, got, ps.Finish(nil))
				}
			}
		}
	}
}

// TestInputFieldGetSet: every field but a player's hands is set from the
// text Get gives back, filling its member of Inputs as the ledger reads
// it; a flag takes true, false or nothing, and a player's hands no text.
func TestInputFieldGetSet(t *testing.T) {
	t.Parallel()
	players := []string{"Ann", "Bo"}
	for _, f := range books.InputFields() {
		want := &books.Inputs{}
		sample(&f, want, players)
		got := &books.Inputs{}
		err := f.Set(got, f.Get(want))
		switch {
		case f.Kind == books.PlayerHands:
			if err == nil || f.Get(want) != "" {
				t.Errorf("%s: Get %q, Set %v; want no text, and a refusal", f.Key, f.Get(want), err)
			}
		case err != nil || !reflect.DeepEqual(got, want):
			t.Errorf("%s: set from %q: %+v (%v); want %+v", f.Key, f.Get(want), got, err, want)
		case f.Kind == books.Flag:
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
