package qa

import (
	"fmt"
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestPiecesCountWhatTheOtherAnswersHold: a keypad's pieces to tap are
// the kinds Only keeps, in the deck's order, each with the deck's copies
// less those held elsewhere (never fewer than none); a game that draws
// none offers none.
func TestPiecesCountWhatTheOtherAnswersHold(t *testing.T) {
	deck := tiles.NewSuitedDeck("toy", []string{"C", "D"}, 4, "")
	deck.Kinds = append(deck.Kinds, tiles.KindInfo{Code: "GD", Suit: "GD", Copies: 1})
	look := func(k tiles.Kind) Look {
		if info := deck.Info(k); info.Chain {
			return Suited(info, "circle", "circles")
		}
		return Written(deck.Info(k), "green dragon")
	}
	held, err := ReadHand(deck)("111C [5D 5D] GD -")
	if err != nil {
		t.Fatal(err)
	}
	p := Keypad{Deck: deck, Look: look, Held: held, Only: func(k tiles.Kind) bool { return deck.Info(k).Rank != 2 }}
	var got []string
	for _, pc := range p.Pieces() {
		got = append(got, fmt.Sprintf("%s%d", pc.Token, pc.Left))
	}
	want := []string{"1C 1", "3C 4", "4C 4", "5C 4", "6C 4", "7C 4", "8C 4", "9C 4", "1D 4", "3D 4", "4D 4", "5D 2", "6D 4", "7D 4", "8D 4", "9D 4", "GD 0"}
	if !slices.Equal(got, want) {
		t.Errorf("pieces %v, want %v", got, want)
	}
	if pc := p.Pieces()[0].Look; pc.Name != "1 of circles" || pc.Mark != "circle" || pc.Count != 1 {
		t.Errorf("1C looks %+v", pc)
	}
	if pc := p.Pieces()[16].Look; pc.Name != "green dragon" || pc.Text != "GD" || pc.Mark != "" {
		t.Errorf("GD looks %+v", pc)
	}
	if p.Look = nil; p.Pieces() != nil {
		t.Error("a keypad that draws nothing offers pieces to tap")
	}
}

// TestHeldByTheOtherPlayers: the pieces a player's part may hold count
// the other players' parts given before it, not his own; an answer the
// notation refuses holds nothing.
func TestHeldByTheOtherPlayers(t *testing.T) {
	deck := tiles.NewSuitedDeck("toy", []string{"C"}, 4, "")
	part := Part{Deck: deck, Read: ReadHand(deck)}
	a := Answers{}
	a.SetEach("fished", "Ann", "1C 2C")
	a.SetEach("fished", "Bo", "3C")
	a.SetEach("fished", "Cy", "not a hand")
	q := &Question{ID: EachKey("fished", "Bo"), Player: "Bo"}
	if got := deck.Format(part.Held(q, a)); got != "1C 2C" {
		t.Errorf("Bo's part counts %q held, want Ann's 1C 2C", got)
	}
	if keys := OthersKeys(q, a); !slices.Equal(keys, []string{"fished:Ann", "fished:Cy"}) {
		t.Errorf("the others' answers are %v", keys)
	}
}

// TestNameOfTheLongest: a kind is named by the longest of the deck's
// names for it, by its code when it has none.
func TestNameOfTheLongest(t *testing.T) {
	deck := tiles.NewDeck(&tiles.Deck{Game: "toy", Kinds: []tiles.KindInfo{{}, {Code: "E", Suit: "E", Copies: 4}, {Code: "N", Suit: "N", Copies: 4}},
		Names: map[string]string{"east": "E", "east wind": "E"}})
	if got := NameOf(deck, 1); got != "east wind" {
		t.Errorf("E is named %q", got)
	}
	if got := NameOf(deck, 2); got != "N" {
		t.Errorf("N is named %q", got)
	}
}
