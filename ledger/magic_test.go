package ledger

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestMagicFourCycles plays the ultimate cycles with the special dealer
// rule: ties and dealer wins keep the deal, a void undoes a hand and its
// effect on the rotation, an adjustment moves money but not the deal, and
// each cycle plays the next version. Every expected value was worked out by
// hand from the rules (magic-dragon.md, Dealers, games and cycles).
func TestMagicFourCycles(t *testing.T) {
	for _, cache := range []bool{false, true} {
		t.Run(fmt.Sprintf("cache=%v", cache), func(t *testing.T) {
			useCache(t, cache)
			testMagicFourCycles(t)
		})
	}
}

func testMagicFourCycles(t *testing.T) {
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy", "Di"},
		Rules: books.Rules{Ultimate: true, DealerRule: true}})
	type step struct {
		op        string // win, tie, adjust, undo
		winner    string
		transfers string
		// The game the record is played in: its number, dealer, cycle and
		// version (for an adjustment or a void: the state it was made in).
		game    int
		dealer  string
		cycle   int
		version string
		// Balances after it: Ann, Bo, Cy, Di.
		after [4]int
	}
	steps := []step{
		// Cycle 1, version C.
		{"win", "Bo", "Ann=-6,Bo=+12,Cy=-3,Di=-3", 1, "Ann", 1, "C", [4]int{74, 92, 77, 77}}, // deal passes to Bo
		{"tie", "", "", 2, "Bo", 1, "C", [4]int{74, 92, 77, 77}},                             // dealer rule: Bo keeps it
		{"win", "Bo", "Ann=-6,Bo=+18,Cy=-6,Di=-6", 3, "Bo", 1, "C", [4]int{68, 110, 71, 71}}, // dealer's win: Bo keeps it
		{"win", "Cy", "Ann=-3,Bo=-4,Cy=+10,Di=-3", 4, "Bo", 1, "C", [4]int{65, 106, 81, 68}},
		{"win", "Di", "Ann=-3,Bo=-3,Cy=-3,Di=+9", 5, "Cy", 1, "C", [4]int{62, 103, 78, 77}},
		{"win", "Ann", "Ann=+12,Bo=-4,Cy=-4,Di=-4", 6, "Di", 1, "C", [4]int{74, 99, 74, 73}}, // cycle 1 ends
		// Cycle 2, version D.
		{"tie", "", "", 7, "Ann", 2, "D", [4]int{74, 99, 74, 73}},
		{"win", "Ann", "Ann=+15,Bo=-5,Cy=-5,Di=-5", 8, "Ann", 2, "D", [4]int{89, 94, 69, 68}},
		{"win", "Cy", "Ann=-4,Bo=-2,Cy=+8,Di=-2", 9, "Ann", 2, "D", [4]int{85, 92, 77, 66}},
		{"undo", "", "", 10, "Bo", 2, "D", [4]int{89, 94, 69, 68}}, // back to game 9, Ann dealing
		{"win", "Di", "Ann=-4,Bo=-2,Cy=-2,Di=+8", 9, "Ann", 2, "D", [4]int{85, 92, 67, 76}},
		{"adjust", "", "Bo=-2,Cy=+2", 10, "Bo", 2, "D", [4]int{85, 90, 69, 76}}, // not a game
		{"win", "Cy", "Ann=-2,Bo=-2,Cy=+6,Di=-2", 10, "Bo", 2, "D", [4]int{83, 88, 75, 74}},
		{"win", "Cy", "Ann=-4,Bo=-4,Cy=+12,Di=-4", 11, "Cy", 2, "D", [4]int{79, 84, 87, 70}},
		{"win", "Bo", "Ann=-3,Bo=+9,Cy=-3,Di=-3", 12, "Cy", 2, "D", [4]int{76, 93, 84, 67}},
		{"tie", "", "", 13, "Di", 2, "D", [4]int{76, 93, 84, 67}},
		{"win", "Ann", "Ann=+6,Bo=-2,Cy=-2,Di=-2", 14, "Di", 2, "D", [4]int{82, 91, 82, 65}}, // cycle 2 ends
		// Cycle 3, version E.
		{"win", "Bo", "Ann=-3,Bo=+9,Cy=-3,Di=-3", 15, "Ann", 3, "E", [4]int{79, 100, 79, 62}},
		{"win", "Cy", "Ann=-3,Bo=-3,Cy=+9,Di=-3", 16, "Bo", 3, "E", [4]int{76, 97, 88, 59}},
		{"win", "Di", "Ann=-4,Bo=-4,Cy=-4,Di=+12", 17, "Cy", 3, "E", [4]int{72, 93, 84, 71}},
		{"win", "Di", "Ann=-2,Bo=-2,Cy=-2,Di=+6", 18, "Di", 3, "E", [4]int{70, 91, 82, 77}},
		{"tie", "", "", 19, "Di", 3, "E", [4]int{70, 91, 82, 77}},
		{"win", "Ann", "Ann=+9,Bo=-3,Cy=-3,Di=-3", 20, "Di", 3, "E", [4]int{79, 88, 79, 74}}, // cycle 3 ends
		// Cycle 4, version F.
		{"win", "Ann", "Ann=+9,Bo=-3,Cy=-3,Di=-3", 21, "Ann", 4, "F", [4]int{88, 85, 76, 71}},
		{"win", "Bo", "Ann=-2,Bo=+6,Cy=-2,Di=-2", 22, "Ann", 4, "F", [4]int{86, 91, 74, 69}},
		{"win", "Cy", "Ann=-1,Bo=-1,Cy=+3,Di=-1", 23, "Bo", 4, "F", [4]int{85, 90, 77, 68}},
		{"win", "Di", "Ann=-4,Bo=-4,Cy=-4,Di=+12", 24, "Cy", 4, "F", [4]int{81, 86, 73, 80}},
		{"win", "Bo", "Ann=-2,Bo=+6,Cy=-2,Di=-2", 25, "Di", 4, "F", [4]int{79, 92, 71, 78}}, // cycle 4 ends: the session is over
	}
	players := []string{"Ann", "Bo", "Cy", "Di"}
	for i, st := range steps {
		var a *Appended
		var err error
		switch st.op {
		case "win":
			a, err = s.add(books.Win, st.winner, st.transfers)
		case "tie":
			a, err = s.add(books.Tie, "", "")
		case "adjust":
			a, err = s.add(books.Adjustment, "", st.transfers)
		case "undo":
			a, err = Undo(s.path, s.clock.next(), "")
		}
		if err != nil {
			t.Fatalf("step %d (%s): %v", i+1, st.op, err)
		}
		b := a.Before
		if b.GameNumber != st.game || b.RoleHolder != st.dealer || b.Cycle != st.cycle || b.Version != st.version {
			t.Errorf("step %d (%s): played as game %d, %s dealing, cycle %d, version %s; want game %d, %s, cycle %d, %s",
				i+1, st.op, b.GameNumber, b.RoleHolder, b.Cycle, b.Version, st.game, st.dealer, st.cycle, st.version)
		}
		if st.op == "win" || st.op == "tie" {
			if got := a.Record.Inputs.RoleHolder; got != st.dealer {
				t.Errorf("step %d: the record says dealer %s; want %s", i+1, got, st.dealer)
			}
		}
		for j, p := range players {
			if got := a.After.Balances[p]; got != st.after[j] {
				t.Errorf("step %d (%s): %s has %d after it; want %d", i+1, st.op, p, got, st.after[j])
			}
		}
	}
	// Four cycles, 25 games, and no fifth cycle to play.
	l := s.load()
	end := l.State()
	if end.Cycles != 4 || end.Played != 25 || end.Over == "" || end.Version != "" {
		t.Errorf("at the end: %d cycles, %d games, over %q, version %q; want 4 cycles, 25 games, over, no version", end.Cycles, end.Played, end.Over, end.Version)
	}
	if _, err := s.add(books.Tie, "", ""); err == nil || !strings.Contains(err.Error(), "ultimate cycles are complete") {
		t.Errorf("a game after the ultimate cycles: %v; want a refusal", err)
	}
	// The void is at hand 10 and cancels hand 9.
	steps10 := l.Steps()[9]
	if steps10.Record.Kind != books.Void || steps10.Record.Voids != 9 || l.Steps()[8].VoidedBy != 10 {
		t.Errorf("hand 10 is %s voiding %d, hand 9 voided by %d; want a void of hand 9", steps10.Record.Kind, steps10.Record.Voids, l.Steps()[8].VoidedBy)
	}
	// The version schedule: every game's version, in order.
	var schedule strings.Builder
	for _, st := range l.Steps() {
		if l.Header.Game.IsHand(st.Record.Kind) && st.VoidedBy == 0 {
			schedule.WriteString(st.Before.Version)
		}
	}
	if want := "CCCCCC" + "DDDDDDDD" + "EEEEEE" + "FFFFF"; schedule.String() != want {
		t.Errorf("versions game by game: %s; want %s", schedule.String(), want)
	}
	if ps := CheckData(s.path, s.read(), nil); len(ps) > 0 {
		t.Errorf("check: %v", ps)
	}
	// Settle: Ann -1, Bo +12, Cy -9, Di -2; no smaller group squares
	// itself, so three payments, in the fewest bills.
	want := []books.Payment{
		{From: "Ann", To: "Bo", Amount: 1, Bills: []int{1}},
		{From: "Cy", To: "Bo", Amount: 9, Bills: []int{5, 1, 1, 1, 1}},
		{From: "Di", To: "Bo", Amount: 2, Bills: []int{1, 1}},
	}
	if got := books.Settle(end); !reflect.DeepEqual(got, want) {
		t.Errorf("settle: %+v; want %+v", got, want)
	}
}
