package cmdutil

import (
	"fmt"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// The interactive flows ask for what the flags would have said and fill
// the same options struct, then run the same code: the two paths cannot
// disagree. Every answer is checked by the real parser as it is typed; an
// answer that fails shows the error under the prompt and stays for
// editing.

// PlayersLabel asks for the players of a game seated clockwise.
const PlayersLabel = "Players, clockwise around the table (e.g. Ann,Bo,Cy,Di)"

// AskPlayers asks for the players, clockwise around the table, from min
// to max of them.
func AskPlayers(p term.Prompter, min, max int) ([]string, error) {
	s, err := p.Input(PlayersLabel, "", func(s string) error {
		_, err := qa.ReadPlayers(s, PlayerCount(min, max))
		return err
	})
	if err != nil {
		return nil, err
	}
	return qa.ReadPlayers(s, PlayerCount(min, max))
}

// PlayerCount refuses a count of players outside min to max.
func PlayerCount(min, max int) func(n int) error {
	return func(n int) error {
		switch {
		case (n < min || n > max) && min == max:
			return fmt.Errorf("%s; this game is for %d", words.Plural(n, "player"), min)
		case n < min || n > max:
			return fmt.Errorf("%s; this game is for %d to %d", words.Plural(n, "player"), min, max)
		}
		return nil
	}
}

// AskOne asks to choose one of names and returns it.
func AskOne(p term.Prompter, label string, names []string, def int) (string, error) {
	i, err := p.Select(label, names, def)
	if err != nil {
		return "", err
	}
	return names[i], nil
}

// AskLedgerFile asks which ledger to use, checking it can be read and,
// when g is a game (not ""), that it is kept for g: a ledger of another
// game is refused at the question, which is asked again.
func AskLedgerFile(p term.Prompter, g books.Game) (string, error) {
	return p.Input("Ledger file (see 'dragon ledger new')", "", func(s string) error {
		if g == "" {
			_, err := ledger.ReadCurrent(s)
			return err
		}
		_, err := ReadLedgerOf(s, g)
		return err
	})
}

// LedgerFlag asks for the ledger of game g and passes it as --ledger
// FILE: the Ask of a menu item.
func LedgerFlag(p term.Prompter, g books.Game) ([]string, error) {
	file, err := AskLedgerFile(p, g)
	return []string{"--ledger", file}, err
}

// RecordFlag asks for the ledger of game g and passes it as --record
// FILE: the Ask of a score command's menu item that records the hand.
func RecordFlag(p term.Prompter, g books.Game) ([]string, error) {
	file, err := AskLedgerFile(p, g)
	return []string{"--record", file}, err
}

// LedgerArg asks for the ledger (of game g, or of any game when g is "")
// and passes it as the FILE argument: the Ask of a menu item.
func LedgerArg(p term.Prompter, g books.Game) ([]string, error) {
	file, err := AskLedgerFile(p, g)
	return []string{file}, err
}
