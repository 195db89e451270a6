package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/setup"
)

// The interactive flows ask for what the flags would have said and fill
// the same options struct, then run the same code: the two paths cannot
// disagree. Every answer is checked by the real parser as it is typed; an
// answer that fails shows the error under the prompt and stays for
// editing.

// askPlayers asks for the players, clockwise around the table.
func askPlayers(p Prompter, min, max int) ([]string, error) {
	var players []string
	_, err := p.Input("Players, clockwise around the table (e.g. Ann,Bo,Cy,Di)", "", func(s string) error {
		names, err := setup.ParseNames(s)
		if err != nil {
			return err
		}
		for _, n := range names {
			if err := magicdragon.CheckName(n); err != nil {
				return err
			}
		}
		if len(names) < min || len(names) > max {
			return fmt.Errorf("%d players; this game is for %d to %d", len(names), min, max)
		}
		players = names
		return nil
	})
	return players, err
}

// askOne asks to choose one of names and returns it.
func askOne(p Prompter, label string, names []string, def int) (string, error) {
	i, err := p.Select(label, names, def)
	if err != nil {
		return "", err
	}
	return names[i], nil
}

// others returns names without name.
func others(names []string, name string) []string {
	var out []string
	for _, n := range names {
		if n != name {
			out = append(out, n)
		}
	}
	return out
}

// askMagicVersion asks for the version, offering the ruleset's versions.
func askMagicVersion(p Prompter, g *magicdragon.Game) (string, error) {
	var items []string
	def := 0
	for i, v := range g.Rules.Versions {
		items = append(items, fmt.Sprintf("%s  %s", v.Name, v.Title))
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

// askMagicScore walks the table through a zappo: players, winner, version,
// the winning hand, how the last tile came, each loser's hand, the dealer.
func askMagicScore(opts *magicScoreOptions) error {
	p := opts.io.Prompter
	players := opts.players // from the ledger
	var err error
	if players == nil {
		if players, err = askPlayers(p, 2, 12); err != nil {
			return err
		}
	}
	if opts.winner, err = askOne(p, "Who went out (zappo)?", players, 0); err != nil {
		return err
	}
	g, err := opts.table.game()
	if err != nil {
		return err
	}
	if opts.table.version == "" {
		if opts.table.version, err = askMagicVersion(p, g); err != nil {
			return err
		}
		if g, err = opts.table.game(); err != nil {
			return err
		}
	}
	exposed, err := p.Input(opts.winner+"'s exposed sets, if any (e.g. 333D 123C; Enter for none)", "", func(s string) error {
		_, err := bracketSets(g, s)
		return err
	})
	if err != nil {
		return err
	}
	exposedText, _ := bracketSets(g, exposed)
	rest, err := p.Input(opts.winner+"'s other tiles", "", func(s string) error {
		h, err := g.Table.ParseHand(strings.TrimSpace(exposedText+" "+s), false)
		if err != nil {
			return err
		}
		_, err = g.Score(magicdragon.Win{Hand: h, Source: magicdragon.SourceStock})
		return err
	})
	if err != nil {
		return err
	}
	opts.hand = strings.TrimSpace(exposedText + " " + rest)
	h, _ := g.Table.ParseHand(opts.hand, false)

	losers := others(players, opts.winner)
	sources := []string{"drawn from the stock pile (self-drawn)"}
	for _, l := range losers {
		sources = append(sources, "a discard by "+l)
	}
	if len(h.Exposed) == 0 {
		sources = append(sources, "all natural: complete from the setup, before play")
	}
	i, err := p.Select("How did the last tile come?", sources, 0)
	if err != nil {
		return err
	}
	switch {
	case i == 0:
		opts.selfDrawn = true
	case i <= len(losers):
		opts.discardBy = losers[i-1]
	default:
		opts.allNatural = true
	}

	// Each loser's answer is checked with the hands already given, so a
	// fifth copy of a tile across the table is caught at that prompt.
	table := []magicdragon.NamedHand{{Name: opts.winner, Hand: h}}
	for _, l := range losers {
		hand, err := p.Input(fmt.Sprintf("%s's hand (%d tiles; - for a missing tile)", l, g.Table.HandSize()-1), "", func(s string) error {
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
	if opts.players != nil {
		return nil // the ledger knows the dealer and the dealer rule
	}
	if opts.dealer, err = askOne(p, "Who is the dealer?", players, 0); err != nil {
		return err
	}
	opts.dealerRule, err = p.Confirm("Play the special dealer rule (the dealer wins and loses double)", false)
	return err
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

// askMagicPenalty asks for a loser's hand.
func askMagicPenalty(opts *magicPenaltyOptions) error {
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

// askSetupYinYang asks for what the table has not given on the command
// line: the players, the dealer, and each player's fingers for the two
// Yin-Yang numbers. Numbers given another way (--y1, --side, --seed) are
// not asked for.
func askSetupYinYang(opts *setupYinYangOptions) error {
	p := opts.io.Prompter
	var players []string
	var err error
	if opts.players == "" {
		if players, err = askPlayers(p, 2, 6); err != nil {
			return err
		}
		opts.players = strings.Join(players, ",")
	} else if players, err = setup.ParseNames(opts.players); err != nil {
		return nil // runSetupYinYang says what is wrong with --players
	}
	if opts.dealer == "" {
		if opts.dealer, err = askOne(p, "Who is the dealer?", players, 0); err != nil {
			return err
		}
	}
	if opts.side != "" || opts.column.set || opts.seed.set {
		return nil
	}
	for _, f := range []struct {
		given  bool
		target *string
		label  string
	}{
		{opts.y1.set || opts.fingers1 != "", &opts.fingers1, "first"},
		{opts.y2.set || opts.fingers2 != "", &opts.fingers2, "second"},
	} {
		if f.given {
			continue
		}
		counts := make([]string, len(players))
		for i, name := range players {
			n, err := p.Input(fmt.Sprintf("Yin-Yang, %s number: fingers %s shows (1-5)", f.label, name), "", func(s string) error {
				if n, err := strconv.Atoi(s); err != nil || n < 1 || n > 5 {
					return fmt.Errorf("a hand shows 1 to 5 fingers, not %q", s)
				}
				return nil
			})
			if err != nil {
				return err
			}
			counts[i] = n
		}
		*f.target = strings.Join(counts, ",")
	}
	return nil
}
