package evening

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger/books"
)

// The records of the books between hands: money lent or put right
// between two players ('ledger add --adjust'), a player's name mended
// ('ledger rename') and new seats ('ledger seats'). Each is asked, checked
// as its command checks it, and recorded by running the command.

// books is the loop's one choice of those records, which asks which:
// money between players in a game of money (a game of totals corrects
// its scores elsewhere), and the players' names and seats in every game.
// One choice keeps the loop's list short enough to show whole.
func (t *table) books() choice {
	label := "The books: a name mended, new seats"
	if !t.cur.Header.Game.Totals() {
		label = "The books: money handed over, a name mended, new seats"
	}
	return choice{label, (*table).keepBooks}
}

// keepBooks asks which record of the books to make, and makes it.
func (t *table) keepBooks() error {
	cs := []choice{
		{"Rename a player (a name mended)", (*table).rename},
		{"New seats: the players change places", (*table).reseat},
	}
	if !t.cur.Header.Game.Totals() {
		cs = append([]choice{{"Money handed from one player to another (a correction, a loan)", (*table).loan}}, cs...)
	}
	cs = append(cs, choice{"Back to the table", nil})
	labels := make([]string, len(cs))
	for i, c := range cs {
		labels[i] = c.label
	}
	i, err := t.o.IO.Prompter.Select("What is to be recorded?", labels, 0)
	if err != nil || cs[i].do == nil {
		return err
	}
	return cs[i].do(t)
}

// hintLoan says where the evening records the loan that a warning of
// money below zero suggests (the warning's own fix names the command
// line's flags), in a game played with the table's money.
func (t *table) hintLoan() {
	if t.cur.Header.Money.Start > 0 {
		t.o.println("If a player borrowed, record the loan here: 'The books', then 'Money handed from one player to another'.")
	}
}

// loan records money one player hands another outside a hand: a loan,
// or a payment put right, as an adjustment with a note.
func (t *table) loan() error {
	p := t.o.IO.Prompter
	players := t.cur.Header.Players
	i, err := p.Select("Who gives the money?", players, 0)
	if err != nil {
		return err
	}
	from := players[i]
	others := slices.Delete(slices.Clone(players), i, i+1)
	j, err := p.Select("Who gets it?", others, 0)
	if err != nil {
		return err
	}
	to := others[j]
	s, err := p.Input("How much does "+from+" give "+to, "", cmdutil.WholeNumberAnswer(1, 1_000_000_000))
	if err != nil {
		return err
	}
	n, _ := strconv.Atoi(s)
	note, err := p.Input("What for (a note)", "loan", nil)
	if err != nil {
		return err
	}
	line := fmt.Sprintf("%s gives %s %d: %s. The settle-up counts it as paid for good: a loan paid back is recorded the same way, when it is.", from, to, n, note)
	if left := t.st().Balances[from] - n; t.cur.Header.Money.Start > 0 && left < 0 {
		line += fmt.Sprintf(" It takes %s's money below zero (%d), more than %s holds.", from, left, from)
	}
	t.o.println(line)
	if ok, err := t.agreed(); err != nil || !ok {
		return err
	}
	return t.o.Run("ledger", "add", t.file, "--adjust", "--transfer", fmt.Sprintf("%s=-%d,%s=+%d", from, n, to, n), "--note", note, "--no-next")
}

// agreed asks whether to record what was shown; when the table says
// no, it says nothing was recorded.
func (t *table) agreed() (bool, error) {
	yes, err := t.o.IO.Prompter.Confirm("Record this", true)
	if err == nil && !yes {
		t.o.println("Nothing was recorded.")
	}
	return yes, err
}

// rename gives a player another name from now on, refusing at the
// question the name 'ledger rename' would refuse.
func (t *table) rename() error {
	p := t.o.IO.Prompter
	h := &t.cur.Header
	i, err := p.Select("Whose name is mended?", h.Players, 0)
	if err != nil {
		return err
	}
	old := h.Players[i]
	name, err := p.Input(old+"'s name from now on", "", func(s string) error {
		_, err := h.CheckRename(old, strings.TrimSpace(s))
		return err
	})
	if err != nil {
		return err
	}
	name = strings.TrimSpace(name)
	t.o.println(fmt.Sprintf("%s is %s from this record on; the records before it keep %s.", old, name, old))
	if ok, err := t.agreed(); err != nil || !ok {
		return err
	}
	return t.o.Run("ledger", "rename", t.file, old, name, "--no-next")
}

// reseat puts the players in new seats: drawn again where the game has a
// seating draw and the table wants it, else typed in their new order,
// offered as they sit now from who deals (leads) next, and refused if
// left so, which would change nothing.
func (t *table) reseat() error {
	h, st := &t.cur.Header, t.st()
	now := fromFirst(h.Players, st.RoleHolder)
	order, err := t.o.drawSeats(t.game, now)
	if err != nil {
		return err
	}
	if slices.Equal(order, now) {
		check := func(s string) ([]string, error) {
			order, err := h.CheckSeats(books.Players(s))
			if err == nil && slices.Equal(order, now) {
				err = fmt.Errorf("%s: the players sit so now; give them in their new order", strings.Join(order, ","))
			}
			return order, err
		}
		s, err := t.o.IO.Prompter.Input(seatsLabel(h.Game), strings.Join(now, ","), func(s string) error {
			_, err := check(s)
			return err
		})
		if err != nil {
			return err
		}
		if order, err = check(s); err != nil {
			return err
		}
	}
	t.o.println(t.newSeats(order))
	if ok, err := t.agreed(); err != nil || !ok {
		return err
	}
	return t.o.Run("ledger", "seats", t.file, strings.Join(order, ","), "--no-next")
}

// newSeats says what new seats in order do: who deals (leads) next, and
// in a game of cycles, the cycle they end.
func (t *table) newSeats(order []string) string {
	g, st := t.cur.Header.Game, t.st()
	s := "New seats: " + strings.Join(order, ", ")
	if does := g.RoleDoes(); does != "" {
		s += fmt.Sprintf("; %s %s next", order[0], does)
	}
	s += "."
	if st.CutsCycle() {
		s += fmt.Sprintf(" Cycle %d ends here: the next %s starts cycle %d.", st.Cycle, g.Play(), st.Cycle+1)
	}
	return s
}

// fromFirst is players in their seats from first round the table (players
// as they are when first is not among them).
func fromFirst(players []string, first string) []string {
	i := slices.Index(players, first)
	if i <= 0 {
		return players
	}
	return append(slices.Clone(players[i:]), players[:i]...)
}

// seatsLabel asks for the players in their new order, which way round
// the table, saying what the first does next: "The players in their new
// seat order, clockwise from the first dealer (the first deals next)".
func seatsLabel(g books.Game) string {
	s := "The players in their new " + strings.TrimPrefix(g.PlayersQuestion(), "Players in ")
	if does := g.RoleDoes(); does != "" {
		s += " (the first " + does + " next)"
	}
	return s
}
