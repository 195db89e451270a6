package nine

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
	"github.com/dragon-tools/dragon/setup"
)

// askScore walks the table through a win: the players (unless the ledger
// seats them), the winner, the round, the shown sets, the other tiles, the
// flowers and where the winning tile came from. Every answer is checked as
// it is typed.
func askScore(o *scoreOptions) error {
	p := o.io.Prompter
	var err error
	if o.players == nil {
		if o.players, err = askPlayers(p); err != nil {
			return err
		}
	}
	if o.winner == "" {
		if o.winner, err = cmdutil.AskOne(p, "Who won?", o.players, 0); err != nil {
			return err
		}
	}
	if !o.given("round") && o.record.File == "" {
		i, err := p.Select("Which round?", []string{"East", "South", "West", "North"}, 0)
		if err != nil {
			return err
		}
		o.round = ninedragons.Wind(i + 1).String()
	}
	h, err := askHand(o)
	if err != nil {
		return err
	}
	if o.selfDrawn || o.discardBy != "" || o.kongReplacement {
		return nil
	}
	return askSource(o, h.Kongs() > 0)
}

// askPlayers asks for the four players in seat order.
func askPlayers(p cmdutil.Prompter) ([]string, error) {
	var players []string
	_, err := p.Input("Players, East, South, West, North (e.g. Ann,Bo,Cy,Di)", "", func(s string) error {
		names, err := setup.ParseNames(s)
		if err != nil {
			return err
		}
		if len(names) != 4 {
			return fmt.Errorf("%s; Nine Dragons is played by four", words.Plural(len(names), "player"))
		}
		players = names
		return nil
	})
	return players, err
}

// askHand asks for the winner's shown sets, his other tiles and his
// flowers, and checks the whole is a winning hand.
func askHand(o *scoreOptions) (*ninedragons.Hand, error) {
	p := o.io.Prompter
	shown, err := p.Input(o.winner+"'s shown sets and kongs (e.g. [555s] [GD GD GD GD]; Enter for none)", "", func(s string) error {
		_, err := bracketSets(s)
		return err
	})
	if err != nil {
		return nil, err
	}
	shown, _ = bracketSets(shown)
	rest, err := p.Input(o.winner+"'s other tiles, flowers apart", "", func(s string) error {
		return completeHand(shown + " " + s)
	})
	if err != nil {
		return nil, err
	}
	flowers, err := p.Input(o.winner+"'s flowers (e.g. RF2 BF4; Enter for none)", "", func(s string) error {
		if err := onlyFlowers(s); err != nil {
			return err
		}
		return completeHand(shown + " " + rest + " " + s)
	})
	if err != nil {
		return nil, err
	}
	o.hand = strings.Join(strings.Fields(shown+" "+rest+" "+flowers), " ")
	return ninedragons.ParseHand(o.hand)
}

// completeHand checks that s is a winning hand.
func completeHand(s string) error {
	h, err := ninedragons.ParseHand(s)
	if err != nil {
		return err
	}
	g, err := newGame()
	if err != nil {
		return err
	}
	_, err = g.Score(ninedragons.Win{Hand: h})
	return err
}

// bracketSets reads shown sets, bracketed or written as one compact token
// (555s), and returns them bracketed, each checked to be a set.
func bracketSets(s string) (string, error) {
	if strings.TrimSpace(s) == "" {
		return "", nil
	}
	w, err := ninedragons.Deck.Parse(s, tiles.ParseOptions{})
	if err != nil {
		return "", err
	}
	var parts []string
	for _, g := range w.Groups {
		m, ok := split.Classify(ninedragons.Deck, g.Tiles, true)
		if !ok || (g.Bracketed && !g.Exposed) {
			return "", fmt.Errorf("%q is not a set: write each shown set as a chow (123s), a pong (555s) or a kong (5555s), honours in brackets ([E E E])", g.Text)
		}
		m.Exposed = true
		parts = append(parts, "["+strings.Join(ninedragons.FormatMeld(m), " ")+"]")
	}
	return strings.Join(parts, " "), nil
}

// onlyFlowers refuses anything but flowers.
func onlyFlowers(s string) error {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	w, err := ninedragons.Deck.Parse(s, tiles.ParseOptions{})
	if err != nil {
		return err
	}
	for _, g := range w.Groups {
		for _, k := range g.Tiles {
			if !ninedragons.IsFlower(k) {
				return errors.New(g.Text + " is not a flower; the flowers are RF1–RF4 and BF1–BF4")
			}
		}
	}
	return nil
}

// askSource asks where the winning tile came from.
func askSource(o *scoreOptions, kong bool) error {
	others := cmdutil.Others(o.players, o.winner)
	items := []string{"picked from the wall (self-drawn)"}
	if kong {
		items = append(items, "the replacement tile after his kong")
	}
	for _, name := range others {
		items = append(items, "a discard by "+name)
	}
	i, err := o.io.Prompter.Select("Where did the winning tile come from?", items, 0)
	if err != nil {
		return err
	}
	switch {
	case i == 0:
		o.selfDrawn = true
	case kong && i == 1:
		o.kongReplacement = true
	default:
		o.discardBy = items[i][len("a discard by "):]
	}
	return nil
}
