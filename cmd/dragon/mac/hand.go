package mac

import (
	"fmt"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/rulesets"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// Hand is MAC I's account of a game: every player's fished cards, asked
// of each and checked against those given before; what the ledger
// supplies (its players); how the cards score, by the built-in rules
// (which a ledger records by) or a table's own (the answer "ruleset",
// --ruleset FILE); and what the ledger keeps.
var Hand = &qa.Description[*scored]{
	Game:      books.MAC,
	Questions: questions,
	Also:      []string{"ruleset"},
	Seat:      seat,
	Score:     score,
	Kept:      []string{"fished"},
	Record:    record,
	Recorded:  recorded,
	Print:     printScore,
	Show:      show,
	Keypad:    keypad,
}

// rules are the rules a game's answers play by.
var rules = &cmdutil.Rulesets[*game.Rules]{Builtin: rulesets.MAC, Load: rulesets.LoadMAC}

// scored is a game scored: the rules it was scored by and their file (""
// for the built-in ones), every player's fished cards in the order given,
// and the result.
type scored struct {
	rules  *game.Rules
	file   string
	fished []game.Fished
	res    game.Result
}

// score scores the fished cards of the answers, in the order given: the
// one path of 'mac score', of a record and of the ledger's audit.
func score(a qa.Answers) (*scored, error) {
	r, err := rules.Of(a)
	if err != nil {
		return nil, err
	}
	var fished []game.Fished
	for _, name := range a.List("fished") {
		ks, err := game.ParseCards(a[qa.EachKey("fished", name)])
		if err != nil {
			return nil, fmt.Errorf("%s's fished cards: %w", name, err)
		}
		fished = append(fished, game.Fished{Name: name, Cards: ks})
	}
	res, err := r.Score(fished)
	if err != nil {
		return nil, err
	}
	return &scored{rules: r, file: a["ruleset"], fished: fished, res: res}, nil
}
