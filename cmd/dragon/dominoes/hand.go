package dominoes

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/rulesets"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// Hand is Dancing Dragons' account of a hand: every player's discards,
// asked of each in turn order and checked against those given before;
// what the ledger supplies (its players in turn order from the leader);
// how the discards score, by the built-in rules (which a ledger records
// by) or a table's own (the answer "ruleset", --ruleset FILE); and what
// the ledger keeps.
var Hand = &qa.Description[*scored]{
	Game:      books.Dominoes,
	Questions: questions,
	Also:      []string{"ruleset"},
	Seat:      seat,
	Score:     score,
	Kept:      []string{"discards"},
	Record:    record,
	Recorded:  recorded,
	Print:     printScore,
	Show:      show,
	Keypad:    keypad,
}

// rules are the rules a hand's answers play by.
var rules = &cmdutil.Rulesets[*game.Rules]{Builtin: rulesets.DancingDragons, Load: rulesets.LoadDancingDragons}

// scored is a hand scored: the rules it was scored by and their file (""
// for the built-in ones), every player's discards in turn order, the
// result, and who led the hands before it, most recent first, when a
// ledger says.
type scored struct {
	rules *game.Rules
	file  string
	hands []game.Hand
	res   game.Result
	led   []string
}

// nextLeader is who leads after the hand, and the readings that decided it.
func (s *scored) nextLeader() int {
	lead, _ := s.rules.NextLeader(s.res, s.led)
	return lead
}

// score scores the discards of the answers: the one path of 'dominoes
// score', of a record and of the ledger's audit.
func score(a qa.Answers) (*scored, error) {
	r, err := rules.Of(a)
	if err != nil {
		return nil, err
	}
	hands, err := discardsOf(a)
	if err != nil {
		return nil, err
	}
	res, err := r.Score(hands)
	if err != nil {
		return nil, err
	}
	return &scored{rules: r, file: a["ruleset"], hands: hands, res: res, led: a.List(ledBefore)}, nil
}

// discardsOf reads every player's discards from the answers: in the turn
// order of the players when they are known (asked, or the ledger's), else
// in the order given.
func discardsOf(a qa.Answers) ([]game.Hand, error) {
	names := a.List("discards")
	if a.Has("players") {
		players := a.List("players")
		if len(names) != len(players) {
			return nil, fmt.Errorf("the discards are of %s; the players are %s", strings.Join(names, ", "), strings.Join(players, ", "))
		}
		names = players
	}
	var out []game.Hand
	for _, name := range names {
		s, ok := a[qa.EachKey("discards", name)]
		if !ok {
			return nil, fmt.Errorf("%s's discards are not given", name)
		}
		ts, err := game.ParseTiles(s)
		if err != nil {
			return nil, &books.HandError{Player: name, Err: err}
		}
		out = append(out, game.Hand{Name: name, Tiles: ts})
	}
	return out, nil
}
