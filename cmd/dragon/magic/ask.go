package magic

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/split"
)

// questions walk the table through a zappo: the players (unless the
// ledger seats them), the winner, the version (unless the flags or the
// ledger give it), the winning hand and how its last tile came, each
// loser's hand, and the dealer and his rule (unless the ledger gives
// them). Every answer is checked as it is given, against the answers
// before it: a fifth copy of a tile across the table is refused at the
// hand that holds it.
var questions = qa.Questions{
	{ID: "players", Kind: qa.Players, Flags: []string{"players"}, Label: func(qa.Answers) string { return cmdutil.PlayersLabel },
		Count: func(_ qa.Answers, n int) error {
			return cmdutil.PlayerCount(magicdragon.MinPlayers, magicdragon.MaxPlayers)(n)
		}},
	{ID: "winner", Kind: qa.Player, Label: func(qa.Answers) string { return "Who went out (zappo)?" }, Options: qa.WinnerOptions},
	{ID: "version", Kind: qa.Choice, Label: func(qa.Answers) string { return "Version" },
		Options: versionOptions, Default: defaultVersion},
	{ID: "exposed", Kind: qa.Text, Flags: []string{"hand"},
		Label: func(a qa.Answers) string {
			return a["winner"] + "'s exposed sets, if any (e.g. 333D 123C; Enter for none)"
		},
		Check: func(a qa.Answers, s string) error { _, err := exposedSets(a, s); return err },
		Keep:  func(a qa.Answers, s string) { a["exposed"], _ = exposedSets(a, s) }},
	{ID: "rest", Kind: qa.Text, Flags: []string{"hand"},
		Label: func(a qa.Answers) string { return a["winner"] + "'s other tiles" },
		Check: canZappo,
		Keep:  func(a qa.Answers, s string) { a["hand"] = strings.TrimSpace(a["exposed"] + " " + s) }},
	{ID: "source", Kind: qa.Choice, Flags: []string{"self-drawn", "discard-by", "all-natural"},
		Label:   func(qa.Answers) string { return "How did the last tile come?" },
		Options: sourceOptions, Check: zappoFrom},
	{ID: "losers", Kind: qa.Text, Each: func(a qa.Answers) []string { return qa.Others(a.List("players"), a["winner"]) },
		Of: loserQuestion, Part: "the losers' hands"},
	{ID: "dealer", Kind: qa.Player, Label: func(qa.Answers) string { return "Who is the dealer?" },
		Options: func(a qa.Answers) []qa.Option { return qa.PlayerOptions("dealer", a.List("players")) }},
	{ID: "dealer-rule", Kind: qa.YesNo,
		Label: func(qa.Answers) string { return "Play the special dealer rule (the dealer wins and loses double)" }},
}

// versionOptions are the versions of the rules the answers a play by,
// each with what tells them apart: the tiles drawn and set aside, G's
// minimum.
func versionOptions(a qa.Answers) []qa.Option {
	r, err := rulesOf(a)
	if err != nil {
		return nil
	}
	var out []qa.Option
	for _, v := range r.Versions {
		out = append(out, qa.Option{Label: magicrecord.VersionLabel(v), Sets: qa.Answers{"version": v.Name}})
	}
	return out
}

// defaultVersion offers the ruleset's own version first.
func defaultVersion(a qa.Answers) string {
	r, err := rulesOf(a)
	if err != nil {
		return ""
	}
	v, err := r.Version(r.DefaultVersion)
	if err != nil {
		return ""
	}
	return magicrecord.VersionLabel(*v)
}

// rulesOf are the rules the answers a play by.
func rulesOf(a qa.Answers) (*magicdragon.Rules, error) {
	games, err := rules.Of(a)
	if err != nil {
		return nil, err
	}
	return games.Rules()
}

// exposedSets reads the winner's exposed sets s, written without
// brackets ("333D 123C"), and returns them bracketed, each checked to be
// a set.
func exposedSets(a qa.Answers, s string) (string, error) {
	g, err := game(a)
	if err != nil {
		return "", err
	}
	return bracketSets(g, s)
}

// canZappo checks that the winner's exposed sets and other tiles s are a
// complete hand; whether the version lets it zappo waits for the source
// of the last tile (zappoFrom).
func canZappo(a qa.Answers, s string) error {
	g, err := game(a)
	if err != nil {
		return err
	}
	before := ""
	if a["exposed"] != "" {
		before = a["exposed"] + " "
	}
	h, err := g.Table.ParseHand(before+s, false)
	if err != nil {
		return qa.Typed(before, err)
	}
	var need *magicdragon.NeedSourceError
	if _, err = g.Score(magicdragon.Win{Hand: h}); errors.As(err, &need) {
		return nil
	}
	return err
}

// sourceOptions are how the last tile can have come: self-drawn, a
// loser's discard, or (for a hand with nothing exposed) all natural.
func sourceOptions(a qa.Answers) []qa.Option {
	out := []qa.Option{{Label: "drawn from the stock pile (self-drawn)", Sets: qa.Answers{"self-drawn": "true"}}}
	out = append(out, qa.DiscardOptions(a)...)
	if h, err := winningHand(a); err == nil && len(h.Exposed) == 0 {
		out = append(out, qa.Option{Label: "all natural: complete from the setup, before play", Sets: qa.Answers{"all-natural": "true"}})
	}
	return out
}

// zappoFrom checks that the winning hand may zappo, its last tile come as
// a says: version G's minimum depends on the source, so it is checked as
// soon as the source is known, before any loser's hand is asked for. A
// hand refused takes back the hand with the source: either may change.
func zappoFrom(a qa.Answers, _ string) error {
	g, err := game(a)
	if err != nil {
		return err
	}
	h, err := g.Table.ParseHand(a["hand"], false)
	if err == nil {
		_, err = g.Score(magicrecord.Win(inputs(a), h))
	}
	if err != nil {
		return &qa.Again{Err: fmt.Errorf("%w: change the hand or how its last tile came.", err), Keys: []string{"exposed", "rest", "hand"}}
	}
	return nil
}

// winningHand reads the winner's hand of the answers a.
func winningHand(a qa.Answers) (*magicdragon.Hand, error) {
	g, err := game(a)
	if err != nil {
		return nil, err
	}
	return g.Table.ParseHand(a["hand"], false)
}

// loserQuestion asks for the loser name's hand, checked to be a loser's
// hand that can be assessed and, with the winner's and the losers' hands
// given before it, to hold no fifth copy of a tile.
func loserQuestion(name string) qa.Question {
	return qa.Question{
		Label: func(a qa.Answers) string {
			size := 13
			if g, err := game(a); err == nil {
				size = g.Table.HandSize() - 1
			}
			return fmt.Sprintf("%s's hand (%d tiles; - for a missing tile)", name, size)
		},
		Check: func(a qa.Answers, s string) error {
			g, err := game(a)
			if err != nil {
				return err
			}
			lh, err := g.Table.ParseHand(s, true)
			if err != nil {
				return err
			}
			if _, err = g.Table.PenaltyPoints(lh); err != nil {
				return err
			}
			wh, err := g.Table.ParseHand(a["hand"], false)
			if err != nil {
				return err
			}
			table := []magicdragon.NamedHand{{Name: a["winner"], Hand: wh}}
			for _, l := range a.List("losers") {
				if h, err := g.Table.ParseHand(a[qa.EachKey("losers", l)], true); err == nil && l != name {
					table = append(table, magicdragon.NamedHand{Name: l, Hand: h})
				}
			}
			return magicdragon.CheckTableTiles(append(table, magicdragon.NamedHand{Name: name, Hand: lh}))
		},
	}
}

// bracketSets reads sets written without brackets ("333D 123C") and
// returns them bracketed, each checked to be a set.
func bracketSets(g *magicdragon.Game, s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", nil
	}
	h, err := g.Table.ParseHand(strings.NewReplacer("[", " ", "]", " ").Replace(s), false)
	if err != nil {
		return "", err
	}
	var parts []string
	for _, grp := range h.Written.Groups {
		m, ok := split.Classify(magicdragon.Deck, grp.Tiles, false)
		if !ok {
			return "", fmt.Errorf("%q is not a set: write each exposed set as three in a row of one suit (123C) or three alike (333D)", grp.Text)
		}
		m.Exposed = true
		parts = append(parts, magicdragon.FormatMeld(m))
	}
	return strings.Join(parts, " "), nil
}

// askPenalty asks for a loser's hand.
func askPenalty(opts *penaltyOptions) error {
	g, err := opts.table.game()
	if err != nil {
		return err
	}
	opts.hand, err = opts.io.Prompter.Input(fmt.Sprintf("The loser's hand (%d tiles; - for a missing tile)", g.Table.HandSize()-1), "", func(s string) error {
		h, err := g.Table.ParseHand(s, true)
		if err != nil {
			return err
		}
		_, err = g.Table.PenaltyPoints(h)
		return err
	})
	return err
}
