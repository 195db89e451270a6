package magic

import (
	"io"
	"strings"
	"sync"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// Hand is Magic Dragon's account of a zappo: the winner's hand and how
// its last tile came, each loser's hand for his penalty, checked against
// the hands given before it, and, when no ledger gives them, the version
// and the dealer; what the ledger supplies (the players, the version, the
// dealer and its rules); how it is scored and settled (magicrecord), by
// the built-in rules (which a ledger records by) or a table's own (the
// answer "ruleset", --ruleset FILE); and what the ledger keeps.
var Hand = &qa.Description[*scored]{
	Game:      books.Magic,
	Questions: questions,
	Also:      []string{"small-hands", "without-suit", "ruleset", "stakes"},
	Seat:      seat,
	Score:     score,
	Kept:      []string{"winner", "hand", "self-drawn", "discard-by", "all-natural", "losers"},
	Record:    func(a qa.Answers, s *scored) (qa.Answers, map[string]int) { return a, s.transfers },
	Recorded:  recorded,
	Print:     func(w io.Writer, width int, s *scored) { printScored(w, width, false, s, false) },
	Show:      show,
	Keypad:    keypad,
}

// rules are the games of the rules a zappo's answers play by, each
// version and table built once.
var rules = &cmdutil.Rulesets[*magicrecord.Games]{
	Builtin: func() (*magicrecord.Games, error) { return magicrecord.Builtin, nil },
	Load: func(file string) (*magicrecord.Games, error) {
		r, err := rulesets.LoadMagicDragon(file)
		if err != nil {
			return nil, err
		}
		return magicrecord.NewGames(func() (*magicdragon.Rules, error) { return r, nil }), nil
	},
}

// game is the game the answers a play: the rules, the version, small
// hands, the suit removed.
func game(a qa.Answers) (*magicdragon.Game, error) {
	games, err := rules.Of(a)
	if err != nil {
		return nil, err
	}
	return games.Game(a["version"], magicdragon.Table{SmallHands: a.Yes("small-hands"), WithoutSuit: strings.ToUpper(a["without-suit"])})
}

// scored is a zappo scored: the game and the win, and when the losers'
// hands are given, the outcome settled and the transfers.
type scored struct {
	g         *magicdragon.Game
	w         magicdragon.Win
	answers   qa.Answers
	out       *magicdragon.Outcome
	transfers map[string]int
	plans     sync.Once
}

// score scores the winner's hand and, with the losers' hands, settles the
// zappo: the one path of 'magic score', of a record and of the ledger's
// audit.
func score(a qa.Answers) (*scored, error) {
	g, err := game(a)
	if err != nil {
		return nil, err
	}
	in := inputs(a)
	h, err := g.Table.ParseHand(in.Hand, false)
	if err != nil {
		return nil, err
	}
	s := &scored{g: g, w: magicrecord.Win(in, h), answers: a}
	if len(in.Losers) == 0 {
		res, err := g.Score(s.w)
		s.out = &magicdragon.Outcome{Score: res}
		return s, err
	}
	t := magicrecord.Table{Players: a.List("players"), Dealer: a["dealer"], DealerRule: a.Yes("dealer-rule"), Stakes: a.Number("stakes", 0)}
	s.out, s.transfers, err = t.Settle(g, in, s.w)
	return s, err
}

// inputs are the answers as a record's inputs: the winner, his hand and
// how it came, and the losers' hands in the order given.
func inputs(a qa.Answers) *books.Inputs {
	in := &books.Inputs{Winner: a["winner"], Hand: a["hand"], SelfDrawn: a.Yes("self-drawn"), DiscardBy: a["discard-by"]}
	magicrecord.SetAllNatural(in, a.Yes("all-natural"))
	for _, name := range a.List("losers") {
		in.Losers = append(in.Losers, books.NamedHand{Name: name, Hand: a[qa.EachKey("losers", name)]})
	}
	return in
}

// assessments are the losers' penalties with their plans, in the order
// of the payments, found when first wanted: the output shows them, the
// money does not depend on them, and they cost far more than the rest.
func (s *scored) assessments() []*magicdragon.Assessment {
	s.plans.Do(func() {
		p := s.out.Payments
		if p == nil || p.Flat || s.out.Assessments != nil {
			return
		}
		for _, l := range p.Losers {
			h, err := s.g.Table.ParseHand(s.answers[qa.EachKey("losers", l.Name)], true)
			var a *magicdragon.Assessment
			if err == nil {
				a, err = s.g.Table.Assess(h)
			}
			if err != nil { // settled from the same hand: never
				a = &magicdragon.Assessment{Penalty: l.Penalty}
			}
			s.out.Assessments = append(s.out.Assessments, a)
		}
	})
	return s.out.Assessments
}
