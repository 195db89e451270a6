package scoreflow

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Some games record every player's part of a hand (Dancing Dragons his
// discards, MAC I his fished cards) and the scores it gives; the ledger
// adds the scores up and the audit scores the parts again.

// AtTable refuses, for a record of every player's part (what:
// "discards"), a name not among the players at the table of the ledger
// file and any of them left out; fix says how to give those left out,
// formatted with their names and the first of them (e.g. "give --discards
// for %s too (%s= for none)").
func AtTable(file string, names, players []string, what, fix string) error {
	table := books.Header{Players: players}
	for _, n := range names {
		if table.Seat(n) < 0 {
			return fmt.Errorf("%s is not at the table of %s (players: %s)", n, file, strings.Join(players, ", "))
		}
	}
	var missing []string
	for _, p := range players {
		if !slices.Contains(names, p) {
			missing = append(missing, p)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s records every player's %s: "+fix, file, what, words.JoinAnd(missing), missing[0])
	}
	return nil
}

// ReadParts reads every player's part from a score command's repeated flag
// (flag, e.g. "--discards" NAME=…), each part read by parse into its
// player's name and his answer, as the answers of the question id asked
// of each player (qa.Question.Each), in the order given. A part parse
// refuses is refused naming the flag; a player named twice, with the
// game's words (twice).
func ReadParts(flag string, given []string, id string, parse func(string) (name, answer string, err error), twice string) (qa.Answers, error) {
	a := qa.Answers{}
	for _, s := range given {
		name, answer, err := parse(s)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", flag, err)
		}
		if a.Has(qa.EachKey(id, name)) {
			return nil, fmt.Errorf("%s is named twice; %s", name, twice)
		}
		a.SetEach(id, name, answer)
	}
	return a, nil
}
