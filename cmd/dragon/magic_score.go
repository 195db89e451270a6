package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/split"
)

type magicScoreOptions struct {
	io         *IOStreams
	table      magicTableFlags
	hand       string
	selfDrawn  bool
	discardBy  string
	allNatural bool
	explain    bool
	json       bool
}

func newMagicScoreCmd(ios *IOStreams) *cobra.Command {
	opts := &magicScoreOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "score HAND",
		Short: "Score a winning Magic Dragon hand: every unit, the best split, the total",
		Long: `Score a winning hand by Table I: the single best unit of each group A to F,
with the split of the tiles that scores most.

Group B (how discards were used) needs to know where the last tile came
from: --self-drawn for the stock pile, --discard-by NAME for a discard. With
neither, group B is left out and the output says so, as the rulebook's own
examples do. Exposed sets are written in square brackets and never re-split.

A hand that cannot zappo is refused with the reason: a wrong number of
tiles, tiles that do not split into sets and a twin, a fifth copy of a
tile, or too few points for the version (G needs 3).`,
		Example: `  dragon magic score '(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 5S) (3D, 3D, 3D) (4P, 4P)'
  dragon magic score 123C 123C 345S 333D 44P --self-drawn
  dragon magic score '[123C] 123C 345S [333D] 44P' --discard-by Bo
  dragon magic score 111222333C 456S 77D --explain
  dragon magic score 123C 123C 345S 789D 44P --version B --json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.hand = strings.Join(args, " ")
			if opts.hand == "" {
				return errors.New("magic score needs the winning HAND, e.g. dragon magic score '123C 123C 345S 333D 44P'")
			}
			if cmd.Flags().Changed("discard-by") && strings.TrimSpace(opts.discardBy) == "" {
				return errors.New("--discard-by needs the NAME of who discarded the last tile")
			}
			if opts.selfDrawn && opts.discardBy != "" {
				return errors.New("--self-drawn and --discard-by both say where the last tile came from; give one")
			}
			return runMagicScore(opts)
		},
	}
	opts.table.add(cmd)
	f := cmd.Flags()
	f.BoolVar(&opts.selfDrawn, "self-drawn", false, "the last tile was drawn from the stock pile")
	f.StringVar(&opts.discardBy, "discard-by", "", "the last tile was a discard by `NAME`")
	f.BoolVar(&opts.allNatural, "all-natural", false, "the hand was complete from the setup, declared before play")
	f.BoolVar(&opts.explain, "explain", false, "also show every other split and what it would score")
	f.BoolVar(&opts.json, "json", false, "print the score as JSON")
	return cmd
}

func (o *magicScoreOptions) win(g *magicdragon.Game) (magicdragon.Win, error) {
	h, err := g.Table.ParseHand(o.hand, false)
	if err != nil {
		return magicdragon.Win{}, err
	}
	w := magicdragon.Win{Hand: h, AllNatural: o.allNatural, Discarder: o.discardBy}
	switch {
	case o.selfDrawn:
		w.Source = magicdragon.SourceStock
	case o.discardBy != "":
		w.Source = magicdragon.SourceDiscard
	}
	return w, nil
}

func runMagicScore(opts *magicScoreOptions) error {
	g, err := opts.table.game()
	if err != nil {
		return err
	}
	w, err := opts.win(g)
	if err != nil {
		return err
	}
	res, err := g.Score(w)
	var need *magicdragon.NeedSourceError
	if errors.As(err, &need) {
		return fmt.Errorf("version %s needs at least %d points and without group B this hand scores %d: say where the last tile came from with --self-drawn or --discard-by NAME", need.Version, need.Minimum, need.Points)
	}
	if err != nil {
		return err
	}
	if opts.json {
		return writeJSON(opts.io.Out, magicScoreJSON(res, opts.explain))
	}
	printMagicScore(opts.io, g, res, opts.explain)
	return nil
}

type splitScoreJSON struct {
	Points int                      `json:"points"`
	Units  []magicdragon.ScoredUnit `json:"units"`
	Split  [][]string               `json:"split"`
	// Exposed lists, by index into split, the sets that were exposed.
	Exposed []int `json:"exposed"`
}

type scoreJSON struct {
	splitScoreJSON
	Version      string           `json:"version"`
	GroupB       bool             `json:"group_b"`
	Notes        []string         `json:"notes"`
	Alternatives []splitScoreJSON `json:"alternatives,omitempty"`
}

func toSplitScoreJSON(s magicdragon.SplitScore) splitScoreJSON {
	out := splitScoreJSON{Points: s.Points, Units: s.Units, Split: [][]string{}, Exposed: []int{}}
	for i, m := range s.Split {
		out.Split = append(out.Split, meldTiles(m))
		if m.Exposed {
			out.Exposed = append(out.Exposed, i)
		}
	}
	return out
}

func magicScoreJSON(res *magicdragon.Result, explain bool) scoreJSON {
	out := scoreJSON{splitScoreJSON: toSplitScoreJSON(res.SplitScore), Version: res.Version, GroupB: res.GroupB, Notes: res.Notes}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	if explain {
		out.Alternatives = []splitScoreJSON{}
		for _, a := range res.Alternatives {
			out.Alternatives = append(out.Alternatives, toSplitScoreJSON(a))
		}
	}
	return out
}

// printMagicScore writes the score for people: the split, each unit with
// its group, points and reason, the total, and the notes.
func printMagicScore(ios *IOStreams, g *magicdragon.Game, res *magicdragon.Result, explain bool) {
	w := ios.Out
	fmt.Fprintf(w, "Split:  %s\n", formatMagicSplit(ios, res.Split))
	printUnits(w, res.Units)
	fmt.Fprintf(w, "Total:  %s (version %s)\n", plural(res.Points, "point"), g.Version.Name)
	for _, n := range res.Notes {
		if !res.GroupB && strings.HasPrefix(n, "group B left out") {
			n += " (add --self-drawn or --discard-by NAME)"
		}
		fmt.Fprintf(w, "Note:   %s\n", n)
	}
	if !explain {
		return
	}
	if len(res.Alternatives) == 0 {
		fmt.Fprintln(w, "\nNo other split: the tiles split into sets and a twin one way only.")
		return
	}
	fmt.Fprintf(w, "\nOther %s of the same tiles:\n", pluralWord(len(res.Alternatives), "split"))
	for _, a := range res.Alternatives {
		fmt.Fprintf(w, "\nSplit:  %s\n", formatMagicSplit(ios, a.Split))
		printUnits(w, a.Units)
		diff := res.Points - a.Points
		if diff == 0 {
			fmt.Fprintf(w, "Total:  %d points, the same as the split above\n", a.Points)
		} else {
			fmt.Fprintf(w, "Total:  %s, %d fewer\n", plural(a.Points, "point"), diff)
		}
	}
}

func printUnits(w io.Writer, units []magicdragon.ScoredUnit) {
	for _, u := range units {
		fmt.Fprintf(w, "  %s  %-19s %3d  %s\n", u.Group, u.Name, u.Points, u.Reason)
	}
}

// meldTiles returns the tile codes of a meld.
func meldTiles(m split.Meld) []string {
	var ts []string
	for _, k := range m.Kinds() {
		ts = append(ts, magicdragon.Deck.Code(k))
	}
	return ts
}
