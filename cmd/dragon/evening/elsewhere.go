package evening

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// A hand scored elsewhere is typed player by player: the money each won
// or paid (the last player's offered to add up to 0), or in a game of
// totals each one's score. It is shown, and reviewed as a won hand is:
// recorded, an amount changed, or dropped.

// typed are the amounts of a hand scored elsewhere, by player.
type typed struct {
	t      *table
	totals bool // scores, not money
	got    map[string]int
}

// elsewhere records a hand scored elsewhere, once the table has reviewed
// the amounts typed.
func (t *table) elsewhere() error {
	ty := &typed{t: t, totals: t.cur.Header.Game.Totals(), got: map[string]int{}}
	for i := range t.cur.Header.Players {
		if err := ty.ask(i); err != nil {
			return err
		}
	}
	for {
		t.o.println(fmt.Sprintf("%s %d, scored elsewhere:\n%s", cmdutil.Capitalize(t.play()), t.st().Played+1, t.amounts(ty.got, !ty.totals)))
		switch act, err := t.review(true, true); {
		case err != nil:
			return err
		case act == record && ty.totals:
			return t.recordWith("add", "--scores", t.flagAmounts(ty.got, false))
		case act == record:
			return t.recordMoney(ty.got)
		case act == drop:
			t.notRecorded()
			return nil
		}
		if err := ty.change(); err != nil {
			return err
		}
	}
}

// label is the question of player i's amount.
func (ty *typed) label(i int) string {
	p := ty.t.cur.Header.Players[i]
	if ty.totals {
		return p + "'s score"
	}
	return p + "'s money: won (+) or paid (-)"
}

// last reports whether player i's money is the last, which makes the
// money add up to 0.
func (ty *typed) last(i int) bool {
	return !ty.totals && i == len(ty.t.cur.Header.Players)-1
}

// ask asks player i's amount, offering what he was given before; the
// last player's money is offered as what adds up to 0, and refused
// otherwise.
func (ty *typed) ask(i int) error {
	players := ty.t.cur.Header.Players
	others := 0
	for _, p := range players {
		if p != players[i] {
			others += ty.got[p]
		}
	}
	def := ""
	if v, ok := ty.got[players[i]]; ok {
		def = amount(v, !ty.totals)
	}
	if ty.last(i) {
		def = fmt.Sprintf("%+d", -others)
	}
	s, err := ty.t.o.IO.Prompter.Input(ty.label(i), def, func(s string) error {
		if err := wholeAmount(s, ty.totals); err != nil {
			return err
		}
		if n, _ := strconv.Atoi(s); ty.last(i) && others+n != 0 {
			return fmt.Errorf("the money adds up to %+d; what some win the others pay, so it adds up to 0", others+n)
		}
		return nil
	})
	if err == nil {
		ty.got[players[i]], _ = strconv.Atoi(s)
	}
	return err
}

// change asks which amount to change and asks it again, the old one
// ready to edit; money changed, the last player's is asked again, offered
// as what adds up to 0. Ctrl-C goes back to the review, the amounts as
// they were.
func (ty *typed) change() error {
	players := ty.t.cur.Header.Players
	items := make([]string, len(players))
	for i, p := range players {
		items[i] = ty.label(i) + ": " + amount(ty.got[p], !ty.totals)
	}
	was := make(map[string]int, len(ty.got))
	for p, v := range ty.got {
		was[p] = v
	}
	i, err := ty.t.o.IO.Prompter.Select("Which answer?", items, 0)
	if err == nil {
		err = ty.ask(i)
	}
	if err == nil && !ty.totals && !ty.last(i) {
		err = ty.ask(len(players) - 1)
	}
	if errors.Is(err, term.ErrCancelled) {
		ty.got = was
		ty.t.o.println("Nothing changed.")
		return nil
	}
	return err
}

// recordMoney records the money of a hand won and scored elsewhere,
// asking who won when more than one player gains.
func (t *table) recordMoney(money map[string]int) error {
	var gainers []string
	for _, p := range t.cur.Header.Players {
		if money[p] > 0 {
			gainers = append(gainers, p)
		}
	}
	if len(gainers) == 0 {
		return fmt.Errorf("nobody gains, so nobody won: record a %s nobody won as such, or type the money again", t.play())
	}
	winner := gainers[0]
	if len(gainers) > 1 {
		i, err := t.o.IO.Prompter.Select("Who won?", gainers, 0)
		if err != nil {
			return err
		}
		winner = gainers[i]
	}
	return t.recordWith("add", "--transfer", t.flagAmounts(money, true), "--winner", winner)
}

// wholeAmount refuses an amount typed that is not a whole number, naming
// it, with one that is: "-8.5 is not a whole number: give one such as
// -8"; a score, such as 12.
func wholeAmount(s string, score bool) error {
	example := "-8 or +12"
	if score {
		example = "12"
	}
	n, err := strconv.Atoi(s)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange):
		return fmt.Errorf("%s is not a whole number: give one such as %s", words.Quote(s), example)
	case score && n < 0:
		return fmt.Errorf("a score is 0 or more: give one such as %s (a total is corrected by an adjustment)", example)
	case err != nil || n > yamlfile.MaxInt || n < -yamlfile.MaxInt:
		return fmt.Errorf("%s is more than a ledger keeps count of: give at most %s either way", words.Quote(s), words.Grouped(yamlfile.MaxInt))
	}
	return nil
}
