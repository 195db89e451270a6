package setupcmd

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/setup"
)

// DrawSeats is the seating draw of a new Magic Dragon table, asked of the
// table as 'setup seats' takes it with --draws: the ranks each player
// drew, then each playoff's as its tie comes out. Enter at a question
// simulates that round and those after it, as 'setup seats' does without
// --draws (its seed shown, so that a referee can repeat it). It writes
// the draw and the seats, and returns the players in seat order,
// clockwise from the first dealer, the order a ledger keeps them in.
func DrawSeats(ios *term.IOStreams, rules MagicRules, players []string) ([]string, error) {
	given, simulate, err := askDraws(ios.Prompter, players)
	if err != nil {
		return nil, err
	}
	opts := &setupSeatsOptions{io: ios, rules: rules}
	var rnd *setup.Random
	if simulate {
		rnd = opts.seed.random()
	}
	s, err := setup.DrawSeats(players, given, rnd)
	if err != nil {
		return nil, err
	}
	printSeating(ios.Out, ios.Fit(), players, s)
	return s.Names(), nil
}

// askDraws asks for the ranks the table drew, round by round, until the
// draw settles every seat or the table answers a round with Enter (true:
// simulate the rest). Each answer is checked as it is given: ranks from
// 1 to 9, one for each player who drew.
func askDraws(p term.Prompter, players []string) ([][]int, bool, error) {
	var given [][]int
	for {
		label := fmt.Sprintf("Ranks drawn (1-9), one each for %s in that order; Enter to simulate the draw", strings.Join(players, ", "))
		n := len(players)
		if len(given) > 0 {
			_, err := setup.DrawSeats(players, given, nil)
			var pe *setup.PlayoffError
			if !errors.As(err, &pe) {
				return given, false, err
			}
			label = fmt.Sprintf("%s drew %d, a tie: their new ranks, in that order; Enter to simulate the playoff", setupJoinAnd(pe.Players), pe.Rank)
			n = len(pe.Players)
		}
		s, err := p.Input(label, "", func(s string) error { _, err := readDraw(s, n); return err })
		if err != nil {
			return nil, false, err
		}
		ranks, _ := readDraw(s, n)
		if ranks == nil {
			return given, true, nil
		}
		given = append(given, ranks)
	}
}

// readDraw reads a round of n ranks drawn; nil for none typed.
func readDraw(s string, n int) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	ranks, err := setup.ParseRanks(s)
	if err != nil {
		return nil, err
	}
	if len(ranks) != n {
		return nil, fmt.Errorf("%s for %s; give one rank (1-9) each, separated by commas", words.Plural(len(ranks), "rank"), words.Plural(n, "player"))
	}
	return ranks, nil
}
