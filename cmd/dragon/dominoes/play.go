package dominoes

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/rulesets"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

type playOptions struct {
	io        *term.IOStreams
	open      string
	hand      string
	discarded string
	// discardedGiven tells --discarded from none.
	discardedGiven bool
	json           bool
	ruleset        string
}

func newPlayCmd(ios *term.IOStreams, runF func(*playOptions) error) *cobra.Command {
	opts := &playOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "play --hand TILES [--open A,B] [--discarded TILE]",
		Short: "Which tiles of a hand can be played on the open ends; was a discard legal",
		Long: `List the tiles of a hand that match an open end of the train. A player
may discard only when no tile of his hand matches, so with --discarded
TILE (one of the hand's tiles) the command says whether that discard was
legal. The verdict is in the output; the exit code is 0 either way.

Without --open nothing has been led yet: every tile can be played, and a
discard is never legal. --open takes one end or two.

A hand holds at most the largest deal's tiles (16); a table's own
--ruleset may deal otherwise.`,
		Example: `  dragon dominoes play --open 2,5 --hand '6-6 2-4 5-5'
  dragon dominoes play --open 2,5 --hand '6-6 1-1 3-4' --discarded 1-1
  dragon dominoes play --hand '6-6 1-1' --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("hand") {
				return fmt.Errorf("say which tiles the player holds with --hand TILES, e.g. --hand '6-6 2-4 5-5'")
			}
			opts.discardedGiven = cmd.Flags().Changed("discarded")
			if runF != nil {
				return runF(opts)
			}
			return runPlay(opts)
		},
	}
	f := cmd.Flags()
	f.Var(cmdutil.NonEmpty(&opts.open, "one open end or two, e.g. 2,5 (leave out --open when nothing has been led)"), "open", "the open `ENDS` of the train, e.g. 2,5 (default: nothing led yet)")
	f.StringVar(&opts.hand, "hand", "", "the player's `TILES`, e.g. '6-6 2-4 5-5'")
	f.StringVar(&opts.discarded, "discarded", "", "the `TILE` he discarded, one of the hand's: was it legal?")
	f.BoolVar(&opts.json, "json", false, "print the verdict as JSON")
	cmdutil.RulesetFlag(cmd, &opts.ruleset, "dancing-dragons.yaml")
	return cmd
}

type playJSON struct {
	Open     []int    `json:"open"`
	Playable []string `json:"playable"`
	Legal    *bool    `json:"legal,omitempty"`
}

func runPlay(opts *playOptions) error {
	ends, err := game.ParseEnds(opts.open)
	if err != nil {
		return fmt.Errorf("--open: %w", err)
	}
	hand, err := game.ParseTiles(opts.hand)
	if err != nil {
		return fmt.Errorf("--hand: %w", err)
	}
	if len(hand) == 0 {
		return fmt.Errorf("--hand is empty; give the player's tiles, e.g. --hand '6-6 2-4 5-5'")
	}
	rules, err := cmdutil.LoadRules("", opts.ruleset, rulesets.DancingDragons, rulesets.LoadDancingDragons)
	if err != nil {
		return err
	}
	if err := rules.CheckPlayHand(hand); err != nil {
		return err
	}
	playable := game.Playable(ends, hand)
	j := playJSON{Open: ends, Playable: tileStrings(playable)}
	if j.Open == nil {
		j.Open = []int{}
	}
	var d game.Tile
	if opts.discardedGiven {
		if d, err = game.ParseTile(opts.discarded); err != nil {
			return fmt.Errorf("--discarded: %w", err)
		}
		legal, err := game.DiscardLegal(ends, hand, d)
		if err != nil {
			return err
		}
		j.Legal = &legal
	}
	if opts.json {
		return cmdutil.WriteJSON(opts.io.Out, j)
	}
	printPlay(opts.io, ends, hand, playable)
	if j.Legal != nil {
		printDiscard(opts.io, d, *j.Legal, playable)
	}
	return nil
}

func printPlay(ios *term.IOStreams, ends []int, hand, playable []game.Tile) {
	w := ios.Out
	switch {
	case len(ends) == 0:
		fmt.Fprintln(w, "Nothing has been led yet: every tile can be played.")
	case len(playable) == 0:
		fmt.Fprintf(w, "No tile of %s matches %s.\n", game.Format(hand), endsText(ends))
	default:
		fmt.Fprintf(w, "Playable on %s: %s (%d of %s).\n", endsText(ends), game.Format(playable), len(playable), words.Plural(len(hand), "tile"))
	}
}

// printDiscard gives the verdict on discarding d.
func printDiscard(ios *term.IOStreams, d game.Tile, legal bool, playable []game.Tile) {
	if legal {
		fmt.Fprintf(ios.Out, "Discarding %s was legal: no tile of the hand could be played.\n", d)
		return
	}
	fmt.Fprintf(ios.Out, "Discarding %s was not legal: he could have played %s.\n", d, orList(playable))
}

// endsText writes the open ends: "2 and 5", "the open 4".
func endsText(ends []int) string {
	s := make([]string, len(ends))
	for i, e := range ends {
		s[i] = fmt.Sprint(e)
	}
	if len(ends) == 1 {
		return "the open end " + s[0]
	}
	return "the open ends " + words.JoinAnd(s)
}

// orList writes tiles as alternatives: "2-4 or 5-5".
func orList(ts []game.Tile) string {
	s := tileStrings(ts)
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

func tileStrings(ts []game.Tile) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}
