package magic

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/split"
)

// askVersion asks for the version, offering the ruleset's versions with
// what tells them apart: the tiles drawn and set aside, G's minimum.
func askVersion(p cmdutil.Prompter, g *magicdragon.Game) (string, error) {
	var items []string
	def := 0
	for i, v := range g.Rules.Versions {
		items = append(items, fmt.Sprintf("%s  %s; %d drawn, %d dead", v.Name, v.Title, v.Drawn, v.Dead))
		if v.Name == g.Version.Name {
			def = i
		}
	}
	i, err := p.Select("Version", items, def)
	if err != nil {
		return "", err
	}
	return g.Rules.Versions[i].Name, nil
}

// askScore walks the table through a zappo: players, winner, version,
// the winning hand, how the last tile came, each loser's hand, the dealer.
func askScore(opts *scoreOptions) error {
	p := opts.io.Prompter
	players := opts.players // from the ledger
	var err error
	if players == nil {
		if players, err = cmdutil.AskPlayers(p, magicdragon.MinPlayers, magicdragon.MaxPlayers); err != nil {
			return err
		}
	}
	if opts.winner, err = cmdutil.AskOne(p, "Who went out (zappo)?", players, 0); err != nil {
		return err
	}
	g, err := askGame(opts)
	if err != nil {
		return err
	}
	losers := hand.Others(players, opts.winner)
	h, err := askWin(opts, g, losers)
	if err != nil {
		return err
	}
	if err := askLosers(opts, g, h, losers); err != nil {
		return err
	}
	if opts.players != nil {
		return nil // the ledger knows the dealer and the dealer rule
	}
	if opts.dealer, err = cmdutil.AskOne(p, "Who is the dealer?", players, 0); err != nil {
		return err
	}
	opts.dealerRule, err = p.Confirm("Play the special dealer rule (the dealer wins and loses double)", false)
	return err
}

// askGame returns the game the flags describe, asking for the version
// when neither the flags nor the ledger gave it.
func askGame(opts *scoreOptions) (*magicdragon.Game, error) {
	g, err := opts.table.game()
	if err != nil || opts.table.version != "" {
		return g, err
	}
	if opts.table.version, err = askVersion(opts.io.Prompter, g); err != nil {
		return nil, err
	}
	return opts.table.game()
}

// winAnswers is what was answered about the winning hand, kept to be
// edited when the hand is refused.
type winAnswers struct {
	exposed, rest string
	source        int
}

// askWin asks for the winning hand and how its last tile came until the
// version lets it zappo. Version G's minimum depends on the source, so it
// is checked as soon as the source is known, before any loser's hand is
// asked for; a refused hand is asked for again with the answers kept.
func askWin(opts *scoreOptions, g *magicdragon.Game, losers []string) (*magicdragon.Hand, error) {
	var a winAnswers
	for {
		h, err := askWinningHand(opts, g, &a)
		if err != nil {
			return nil, err
		}
		opts.selfDrawn, opts.discardBy, opts.allNatural = false, "", false
		if err := askSource(opts, losers, len(h.Exposed) == 0, &a.source); err != nil {
			return nil, err
		}
		w, err := opts.win(g)
		if err == nil {
			_, err = g.Score(w)
		}
		if err == nil {
			return h, nil
		}
		fmt.Fprintf(opts.io.ErrOut, "%s: change the hand or how its last tile came.\n", cmdutil.Message(err))
	}
}

// askWinningHand asks for the winner's exposed sets and other tiles, each
// answer checked to be a complete hand; whether the version lets it zappo
// waits for the source of the last tile.
func askWinningHand(opts *scoreOptions, g *magicdragon.Game, a *winAnswers) (*magicdragon.Hand, error) {
	p := opts.io.Prompter
	exposed, err := p.Input(opts.winner+"'s exposed sets, if any (e.g. 333D 123C; Enter for none)", a.exposed, func(s string) error {
		_, err := bracketSets(g, s)
		return err
	})
	if err != nil {
		return nil, err
	}
	exposedText, _ := bracketSets(g, exposed)
	rest, err := p.Input(opts.winner+"'s other tiles", a.rest, func(s string) error {
		h, err := g.Table.ParseHand(strings.TrimSpace(exposedText+" "+s), false)
		if err != nil {
			return err
		}
		var need *magicdragon.NeedSourceError
		if _, err = g.Score(magicdragon.Win{Hand: h}); errors.As(err, &need) {
			return nil
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	a.exposed, a.rest = exposed, rest
	opts.hand = strings.TrimSpace(exposedText + " " + rest)
	return g.Table.ParseHand(opts.hand, false)
}

// askSource asks how the last tile came: self-drawn, a loser's discard,
// or (for a hand with nothing exposed) all natural. *choice is the answer
// offered first, and the answer given.
func askSource(opts *scoreOptions, losers []string, natural bool, choice *int) error {
	sources := []string{"drawn from the stock pile (self-drawn)"}
	for _, l := range losers {
		sources = append(sources, "a discard by "+l)
	}
	if natural {
		sources = append(sources, "all natural: complete from the setup, before play")
	}
	i, err := opts.io.Prompter.Select("How did the last tile come?", sources, min(*choice, len(sources)-1))
	if err != nil {
		return err
	}
	*choice = i
	switch {
	case i == 0:
		opts.selfDrawn = true
	case i <= len(losers):
		opts.discardBy = losers[i-1]
	default:
		opts.allNatural = true
	}
	return nil
}

// askLosers asks for each loser's hand. Each answer is checked with the
// hands already given, so a fifth copy of a tile across the table is
// caught at that prompt.
func askLosers(opts *scoreOptions, g *magicdragon.Game, h *magicdragon.Hand, losers []string) error {
	table := []magicdragon.NamedHand{{Name: opts.winner, Hand: h}}
	for _, l := range losers {
		hand, err := opts.io.Prompter.Input(fmt.Sprintf("%s's hand (%d tiles; - for a missing tile)", l, g.Table.HandSize()-1), "", func(s string) error {
			lh, err := g.Table.ParseHand(s, true)
			if err != nil {
				return err
			}
			if _, err = g.Table.PenaltyPoints(lh); err != nil {
				return err
			}
			return magicdragon.CheckTableTiles(append(table[:len(table):len(table)], magicdragon.NamedHand{Name: l, Hand: lh}))
		})
		if err != nil {
			return err
		}
		lh, _ := g.Table.ParseHand(hand, true)
		table = append(table, magicdragon.NamedHand{Name: l, Hand: lh})
		opts.losers = append(opts.losers, l+"="+hand)
	}
	return nil
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
