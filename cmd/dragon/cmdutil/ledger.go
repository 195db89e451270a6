package cmdutil

import (
	"errors"
	"fmt"
	"time"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
)

// Recording a scored hand into a ledger is the same for every game: read
// the ledger kept for that game, build the record in the state the hand
// was played in, append it under the ledger's lock, say what comes next.

// ReadLedgerOf reads the ledger at file, refusing one kept for a game other
// than g.
func ReadLedgerOf(file string, g ledger.Game) (*ledger.Current, error) {
	cur, err := ledger.ReadCurrent(file)
	if err != nil {
		return nil, err
	}
	if err := sameGame(file, cur.Header.Game, g); err != nil {
		return nil, err
	}
	return cur, nil
}

func sameGame(file string, kept, g ledger.Game) error {
	if kept != g {
		return fmt.Errorf("%s is a %s ledger, not %s: give a %s ledger (start one with 'dragon ledger new FILE --game %s')", file, kept.Title(), g.Title(), g.Title(), g)
	}
	return nil
}

// RecordHand appends to the ledger at file, kept for game g, the record
// build makes from the ledger's current state, under the ledger's lock.
// at is --at, when the hand was played ("" is now).
func RecordHand(file string, g ledger.Game, at string, build func(st ledger.State) (*ledger.HandRecord, error)) (*ledger.Appended, error) {
	t, err := ParseAt(at)
	if err != nil {
		return nil, err
	}
	app, err := ledger.Append(file, func(st ledger.State) (*ledger.HandRecord, error) {
		if err := sameGame(file, st.Header.Game, g); err != nil {
			return nil, err
		}
		r, err := build(st)
		if err != nil {
			return nil, err
		}
		r.At = t
		return r, nil
	})
	return app, AtError(at, err)
}

// AtError names --at in a ledger's refusal of the time it gave.
func AtError(at string, err error) error {
	var te *ledger.TimeError
	if at != "" && errors.As(err, &te) {
		return fmt.Errorf("--at %s: %v", at, te)
	}
	return err
}

// RecordedLine says where a recorded hand went and what comes next. It
// names the hand with the game's own word ("game 3" in MAC I) and number,
// and the record's number too when the two differ (a penalty came first).
func RecordedLine(file string, app *ledger.Appended) string {
	play, n := app.After.Header.Game.Play(), app.After.Played
	as := fmt.Sprintf("%s %d", play, n)
	if n != app.Record.Number {
		as += fmt.Sprintf(" (record %d)", app.Record.Number)
	}
	return fmt.Sprintf("Recorded as %s in %s. %s", as, file, NextLine(app.After))
}

// ParseAt reads --at, when a hand was played; "" is now (the zero time,
// which the ledger fills in).
func ParseAt(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, ok := ledger.ParseTime(s)
	if !ok {
		return time.Time{}, fmt.Errorf("--at %s is not a date and time; write it as 2026-03-14 20:05 or 2026-03-14T20:05:00+01:00", words.Quote(s))
	}
	return t, nil
}

// NextLine says what comes next: who deals which game.
func NextLine(st ledger.State) string {
	h := st.Header
	if st.Over != "" && h.Game.Totals() {
		return Capitalize(st.Over) + ": " + Leading(st) + "."
	}
	if st.Over != "" {
		return Capitalize(st.Over) + "; 'dragon ledger settle' squares the money."
	}
	switch h.Game {
	case ledger.Magic:
		return fmt.Sprintf("Next: game %d, cycle %d, version %s: %s deals.", st.Game, st.Cycle, st.Version, st.Dealer)
	case ledger.QMahjongg:
		return fmt.Sprintf("Next: hand %d, %s round%s: %s is the banker (East).", st.Played+1, st.Round, gameSuffix(st), st.Dealer)
	case ledger.NineDragons:
		return fmt.Sprintf("Next: hand %d, %s round%s: %s is East.", st.Played+1, st.Round, gameSuffix(st), st.Dealer)
	case ledger.Dominoes:
		return fmt.Sprintf("Next: hand %d%s: %s leads.", st.Game, ofMatch(st), st.Dealer)
	}
	return fmt.Sprintf("Next: game %d%s.", st.Game, ofMatch(st))
}

// Leading says who leads a game decided by totals (Dancing Dragons, MAC
// I), or who won once the match is complete, and by which rule:
// "Bo is ahead (lowest total wins)", "Bo wins with 9 (lowest total wins)".
// It is "" before the first hand.
func Leading(st ledger.State) string {
	if st.Played == 0 {
		return ""
	}
	first := st.Standings()
	shared := len(first) > 1 && first[1].Place == 1
	var verb string
	switch {
	case st.Over == "" && !shared:
		verb = "is ahead"
	case st.Over == "":
		verb = "are ahead"
	case !shared:
		verb = fmt.Sprintf("wins with %d", first[0].Total)
	default:
		verb = fmt.Sprintf("share the win with %d each", first[0].Total)
	}
	rule := "highest"
	if st.Header.Game.LowestWins() {
		rule = "lowest"
	}
	return fmt.Sprintf("%s %s (%s total wins)", st.Leaders(), verb, rule)
}

func gameSuffix(st ledger.State) string {
	if st.Game > 1 {
		return fmt.Sprintf(" of game %d", st.Game)
	}
	return ""
}

func ofMatch(st ledger.State) string {
	if l := st.Header.Rules.MatchLength; l > 0 {
		return fmt.Sprintf(" of %d", l)
	}
	return ""
}

// AskLedgerFile asks which ledger to use, checking it can be read.
func AskLedgerFile(p Prompter) (string, error) {
	return p.Input("Ledger file (see 'dragon ledger new')", "", func(s string) error {
		_, err := ledger.ReadCurrent(s)
		return err
	})
}

// LedgerFlag asks for the ledger and passes it as --ledger FILE: the Ask
// of a menu item.
func LedgerFlag(p Prompter) ([]string, error) {
	file, err := AskLedgerFile(p)
	return []string{"--ledger", file}, err
}

// RecordFlag asks for the ledger and passes it as --record FILE: the Ask
// of a score command's menu item that records the hand.
func RecordFlag(p Prompter) ([]string, error) {
	file, err := AskLedgerFile(p)
	return []string{"--record", file}, err
}

// LedgerArg asks for the ledger and passes it as the FILE argument: the
// Ask of a menu item.
func LedgerArg(p Prompter) ([]string, error) {
	file, err := AskLedgerFile(p)
	return []string{file}, err
}
