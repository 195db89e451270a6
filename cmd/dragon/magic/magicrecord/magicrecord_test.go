package magicrecord

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

func state(players []string, r books.Rules) books.State {
	r.Version, r.Stakes = "C", 1
	h := &books.Header{Game: books.Magic, Players: players, Rules: r}
	return books.State{Header: h, Version: "C", RoleHolder: players[0]}
}

func inputs(players []string, hands ...string) *books.Inputs {
	in := &books.Inputs{Winner: players[0], Hand: hands[0], DiscardBy: players[1]}
	for i, p := range players[1:] {
		in.Losers = append(in.Losers, books.NamedHand{Name: p, Hand: hands[i+1]})
	}
	return in
}

// TestSettleEveryTable: every Magic Dragon table that can keep a ledger can
// record a win: seven players with small hands (IX-3), three with a suit
// removed (IX-2); the transfers add up to zero and the winner is paid.
func TestSettleEveryTable(t *testing.T) {
	seven := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"}
	three := []string{"Ann", "Bo", "Cy"}
	for _, tt := range []struct {
		name string
		st   books.State
		in   *books.Inputs
	}{
		{"seven_with_small_hands", state(seven, books.Rules{SmallHands: true}), inputs(seven,
			"123C 456C 789C 11S", "123S 456S 789S 2D", "123D 456D 789D 3S", "123P 456P 789P 4C",
			"234S 567D 11P 9C 9D", "345P 678C 22C 33D", "567P 345D 88S 9P 1D")},
		{"three_without_pictures", state(three, books.Rules{WithoutSuit: "P"}), inputs(three,
			"123C 456C 789S 111D 22S", "345S 678D 99C 1S 2D 3D 4D 5C", "234D 567C 88S 1C 2C 3C 9D 6S")},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := Transfers(tt.in, tt.st)
			if err != nil {
				t.Fatal(err)
			}
			sum := 0
			for _, v := range tr {
				sum += v
			}
			if sum != 0 || tr[tt.in.Winner] <= 0 || len(tr) != len(tt.st.Header.Players) {
				t.Errorf("transfers %v", tr)
			}
			// The audit settles alike: the same money.
			if audit, err := (Auditor{}).Recompute(&books.HandRecord{Kind: books.Win, Inputs: tt.in}, tt.st); err != nil || !maps.Equal(audit, tr) {
				t.Errorf("Recompute = %v, %v; Transfers gave %v", audit, err, tr)
			}
		})
	}
	// Without small_hands in the header, seven players cannot be settled.
	in := inputs(seven, "123C 456C 789C 11S", "123S 456S 789S 2D", "123D 456D 789D 3S", "123P 456P 789P 4C",
		"234S 567D 11P 9C 9D", "345P 678C 22C 33D", "567P 345D 88S 9P 1D")
	if _, err := Transfers(in, state(seven, books.Rules{})); err == nil {
		t.Errorf("seven players with full hands: no error")
	}
}

// TestHandErrorNamesThePlayer: a hand that does not parse is a
// books.HandError naming whose it is, so check reports it at that hand.
func TestHandErrorNamesThePlayer(t *testing.T) {
	three := []string{"Ann", "Bo", "Cy"}
	in := inputs(three, "123C 456C 789S 111D 22S", "345S 678D 99C 1S 2D 3D 4D 5C", "234D 567C 88S 1C 2C 3C 9D 6P")
	_, err := Transfers(in, state(three, books.Rules{WithoutSuit: "P"}))
	var he *books.HandError
	if !errors.As(err, &he) || he.Player != "Cy" || !strings.Contains(err.Error(), "the P suit is removed") {
		t.Errorf("a picture in Cy's hand without pictures: %v; want a HandError for Cy", err)
	}
}
