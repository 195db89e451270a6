package nine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// questions walk the table through a win: the players (unless the ledger
// seats them), the winner, the round, the shown sets, the other tiles,
// the flowers, where the winning tile came from and, when nine pieces
// turns on it, which tile it was; then, each only where it can make one
// player pay for everyone, the fifth tile and twelve pieces. Every answer
// is checked as it is given, against the answers before it.
var questions = qa.Questions{
	qa.PlayersQuestion("players", "Players, East, South, West, North (e.g. Ann,Bo,Cy,Di)", func(n int) error {
		if n != 4 {
			return fmt.Errorf("%s; Nine Dragons is played by four", words.Plural(n, "player"))
		}
		return nil
	}),
	qa.WinnerQuestion("Who won?"),
	{ID: "round", Kind: qa.Choice, Label: func(qa.Answers) string { return "Which round?" }, Options: roundOptions},
	{ID: "shown", Kind: qa.Text, Flags: []string{"hand"},
		Label: func(a qa.Answers) string {
			return a["winner"] + "'s shown sets and kongs (e.g. [555s] [GD GD GD GD]; Enter for none)"
		},
		Check: func(_ qa.Answers, s string) error { _, err := bracketSets(s); return err },
		Keep:  func(a qa.Answers, s string) { a["shown"], _ = bracketSets(s) }},
	{ID: "rest", Kind: qa.Text, Flags: []string{"hand"},
		Label: func(a qa.Answers) string { return a["winner"] + "'s other tiles, flowers apart" },
		Check: func(a qa.Answers, s string) error {
			return qa.Typed(a["shown"]+" ", completeHand(a["shown"]+" "+s))
		}},
	{ID: "flowers", Kind: qa.Text, Flags: []string{"hand"},
		Label: func(a qa.Answers) string { return a["winner"] + "'s flowers (e.g. RF2 BF4; Enter for none)" },
		Check: func(a qa.Answers, s string) error {
			if err := onlyFlowers(s); err != nil {
				return err
			}
			before := a["shown"] + " " + a["rest"] + " "
			return qa.Typed(before, completeHand(before+s))
		},
		Keep: func(a qa.Answers, s string) {
			a["hand"] = strings.Join(strings.Fields(a["shown"]+" "+a["rest"]+" "+s), " ")
		}},
	{ID: "source", Kind: qa.Choice, Flags: []string{"self-drawn", "kong-replacement", "discard-by"},
		Label: func(qa.Answers) string { return "Where did the winning tile come from?" }, Options: sourceOptions},
	{ID: "winning-tile", Kind: qa.Text, Applies: winningTileMatters,
		Label: func(a qa.Answers) string {
			return "Which tile did " + a["discard-by"] + " discard to win (e.g. 7s; Enter if nobody knows)"
		},
		Check: checkWinningTile},
	{ID: "winning-set", Kind: qa.Choice, Applies: winningSetAsked,
		Label:   func(a qa.Answers) string { return "Which set did " + a["winning-tile"] + " complete?" },
		Options: winningSetOptions},
	{ID: "fifth-tile", Kind: qa.YesNo, Applies: fifthTileMatters,
		Label: func(a qa.Answers) string {
			return "Fifth tile: did " + a["discard-by"] + " throw an unseen tile with fewer than five left in the wall"
		}},
	{ID: "twelve-pieces", Kind: qa.Choice, Flags: []string{"twelfth-by"}, Applies: twelvePiecesMatters,
		Label: func(a qa.Answers) string {
			return "Twelve pieces: whose discard gave " + a["winner"] + " his twelfth shown tile of his suit?"
		},
		Options: twelfthOptions, Default: func(a qa.Answers) string { return twelfthOptions(a)[0].Label }},
}

// winningSetAsked reports whether the set the winning tile completed is
// to be asked: the tile, when it matters, is in a shown set and in hand
// too, so it does not say which.
func winningSetAsked(a qa.Answers) bool {
	h, k, ok := winningTileOf(a)
	if !ok || !winningTileMatters(a) {
		return false
	}
	_, said, err := h.CompletedSet(k, 0, tiles.Discard)
	return err == nil && !said
}

// winningSetOptions are the shown sets the winning tile may have
// completed, and a set in hand or the pair.
func winningSetOptions(a qa.Answers) []qa.Option {
	var out []qa.Option
	if h, k, ok := winningTileOf(a); ok {
		for i, m := range h.Shown {
			if m.Type != split.Quad && slices.Contains(m.Kinds(), k) {
				out = append(out, qa.Option{Label: "the shown " + ninedragons.FormatSplit([]split.Meld{m}),
					Sets: qa.Answers{"winning-set": strconv.Itoa(i + 1)}})
			}
		}
	}
	return append(out, qa.Option{Label: "a set in hand or the pair", Sets: qa.Answers{"winning-set": inHand}})
}

// winningTileOf is the hand of the answers and the winning tile given.
func winningTileOf(a qa.Answers) (*ninedragons.Hand, tiles.Kind, bool) {
	if strings.TrimSpace(a["winning-tile"]) == "" {
		return nil, 0, false
	}
	k, err := ninedragons.ParseTile(a["winning-tile"])
	if err != nil {
		return nil, 0, false
	}
	h, err := ninedragons.ParseHand(a["hand"])
	return h, k, err == nil
}

// checkWinningTile refuses a winning tile the hand cannot have won on; an
// empty answer leaves it unsaid, and nine pieces says the reading it took.
func checkWinningTile(a qa.Answers, s string) error {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	k, err := ninedragons.ParseTile(s)
	if err != nil {
		return err
	}
	h, err := ninedragons.ParseHand(a["hand"])
	if err != nil {
		return err
	}
	_, _, err = h.CompletedSet(k, 0, tiles.Discard)
	return err
}

// roundOptions are the four rounds.
func roundOptions(qa.Answers) []qa.Option {
	var out []qa.Option
	for i, name := range books.Winds {
		out = append(out, qa.Option{Label: name, Sets: qa.Answers{"round": ninedragons.Wind(i + 1).String()}})
	}
	return out
}

// sourceOptions are where the winning tile can have come from: the wall,
// the replacement after a kong (when the hand holds one), or another's
// discard.
func sourceOptions(a qa.Answers) []qa.Option {
	out := []qa.Option{{Label: "picked from the wall (self-drawn)", Sets: qa.Answers{"self-drawn": "true"}}}
	if h, err := ninedragons.ParseHand(a["hand"]); err == nil && h.Kongs() > 0 {
		out = append(out, qa.Option{Label: "the replacement tile after his kong", Sets: qa.Answers{"kong-replacement": "true"}})
	}
	return append(out, qa.DiscardOptions(a)...)
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
