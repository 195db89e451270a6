package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// mend is an answer changed at a hand's review: the answer's label as the
// review lists it, the answer typed first and the one typed in its place.
type mend struct{ which, was, typed string }

// change changes the answer m at the review of a hand of play: chosen from
// the answers listed, typed anew over the old one, and listed again.
func (p *person) change(play string, m mend) {
	p.t.Helper()
	p.pick("Record this "+play+"?", "Change an answer")
	p.pick("Which answer?", m.which+": "+m.was)
	p.expect(m.which)
	p.keys(keyCtrlU + m.typed + "\r")
	p.expect("  " + m.which + ": " + m.typed)
}

// TestEveningForgives is the acceptance of issue 30: an evening of each
// game in which an answer is changed at the review, a player renamed, the
// seats drawn again (typed anew in a game without a seating draw) and, in
// a game of money, a loan recorded, ends with 'ledger check' clean; the
// ledger holds the changed answer, not the first one, and the players
// under their new name in their new seats.
func TestEveningForgives(t *testing.T) {
	t.Parallel()
	eachEvening(t, func(t *testing.T, e evening, dir string) {
		p := e.begin(t, dir, 80, false)
		p.pick("What now?", "Score the "+e.noun())
		e.win.play(p)
		p.change(e.noun(), e.mend)
		p.recordIt(e.noun())
		p.standings(1)
		records, money := "win rename seats", e.settles == ""
		if money {
			p.loan("Cy", "Ann", "5")
			records = "win adjustment rename seats"
		}
		p.renamed(money, "Bo", "Bob")
		seats := p.reseated(money, e.game.DrawSeats != nil, "Cy,Ann,Bob"+strings.TrimPrefix(e.players, "Ann,Bo,Cy"))
		// New seats after a game end a Magic Dragon cycle, and say so
		// before they are recorded.
		cut := strings.Contains(strings.Join(strings.Fields(p.screen()), " "), "Cycle 1 ends here: the next "+e.noun()+" starts cycle 2.")
		if want := e.game.Name.Rotation() == books.ByCycle; cut != want {
			t.Errorf("the new seats say the cycle ends: %v, want %v", cut, want)
		}
		l := p.leaveLedger(dir)
		checkLedger(t, filepath.Join(dir, "night.yaml"))
		if got := kinds(l); got != records {
			t.Errorf("the ledger holds %s, want %s", got, records)
		}
		if got := l.State().Header.Players; !slices.Equal(got, seats) {
			t.Errorf("the players sit %v, want %v", got, seats)
		}
		data, err := os.ReadFile(filepath.Join(dir, "night.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), e.mend.typed) || strings.Contains(string(data), e.mend.was) {
			t.Errorf("the ledger does not hold the answer changed to %q in place of %q:\n%s", e.mend.typed, e.mend.was, data)
		}
	})
}

// books picks, at the loop, the records of the books (money among them
// in a game of money), then the one named.
func (p *person) books(money bool, which string) {
	p.t.Helper()
	item := "The books: a name mended, new seats"
	if money {
		item = "The books: money handed over, a name mended, new seats"
	}
	p.pick("What now?", item)
	p.pick("What is to be recorded?", which)
}

// loan records money from one player to another at the books.
func (p *person) loan(from, to, amount string) {
	p.t.Helper()
	p.handOver(from, to, amount)
	p.yes("Record this")
	p.expect("Recorded record ")
}

// handOver asks at the books for money from one player to another, the
// note offered taken, up to the question whether to record it.
func (p *person) handOver(from, to, amount string) {
	p.t.Helper()
	p.books(true, "Money handed from one player to another (a correction, a loan)")
	p.pick("Who gives the money?", from)
	p.pick("Who gets it?", to)
	p.answer("How much does "+from+" give "+to, amount)
	p.enter("What for (a note)")
}

// renamed gives player old the name new at the books.
func (p *person) renamed(money bool, old, new string) {
	p.t.Helper()
	p.books(money, "Rename a player (a name mended)")
	p.pick("Whose name is mended?", old)
	p.answer(old+"'s name from now on", new)
	p.yes("Record this")
	p.expect(old + " renamed " + new + ".")
}

// reseated records new seats at the books: drawn where the game has a
// seating draw, else typed as order; it returns the seats recorded.
func (p *person) reseated(money, draw bool, order string) []string {
	p.t.Helper()
	p.books(money, "New seats: the players change places")
	if draw {
		p.yes("Draw for the seats")
		p.answer("Ranks drawn (1-9)", "3,9,5,1")
	} else {
		p.answer("The players in their new ", order)
	}
	re := regexp.MustCompile(`New seats: ([^;:.]+)[;.]`)
	p.expectRe(re)
	m := re.FindAllStringSubmatch(p.screen(), -1)
	p.yes("Record this")
	p.expect("Recorded record ")
	return strings.Split(m[len(m)-1][1], ", ")
}
