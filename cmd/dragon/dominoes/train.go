package dominoes

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

type trainOptions struct {
	io    *term.IOStreams
	train string
	json  bool
}

func newTrainCmd(ios *term.IOStreams, runF func(*trainOptions) error) *cobra.Command {
	opts := &trainOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "train TILES...",
		Short: "Check a laid train: does every tile match its neighbour, what are the ends",
		Long: `Check a train as laid, from one end to the other: whether every tile
matches its neighbour, the two open ends, and the first tile that does
not match, counting from 0. The first tile may lie either way round.

The 2s and 5s appear an odd number of times in the set, so a train of
the whole set always ends in 2 and 5; for a train of the whole set that
breaks, the command says so. The verdict is in the output; the exit code
is 0 either way.`,
		Example: `  dragon dominoes train '2-5 5-5 5-1'
  dragon dominoes train 25 55 15 --json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fmt.Errorf("give the train's tiles from one end to the other, e.g. dragon dominoes train '2-5 5-5 5-1'")
			}
			opts.train = strings.Join(args, " ")
			if runF != nil {
				return runF(opts)
			}
			return runTrain(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the verdict as JSON")
	return cmd
}

type trainJSON struct {
	Valid    bool   `json:"valid"`
	Ends     [2]int `json:"ends"`
	Bad      *int   `json:"bad"`
	WholeSet bool   `json:"whole_set"`
}

func runTrain(opts *trainOptions) error {
	ts, err := game.ParseTiles(opts.train)
	if err != nil {
		return err
	}
	tr, err := game.CheckTrain(ts)
	if err != nil {
		return err
	}
	if opts.json {
		j := trainJSON{Valid: tr.Valid, Ends: tr.Ends, WholeSet: tr.Whole}
		if !tr.Valid {
			j.Bad = &tr.Bad
		}
		return cmdutil.WriteJSON(opts.io.Out, j)
	}
	w := opts.io.Out
	if tr.Valid {
		fmt.Fprintf(w, "Every tile matches: %s, open ends %d and %d.\n", words.Plural(len(ts), "tile"), tr.Ends[0], tr.Ends[1])
	} else {
		fmt.Fprintf(w, "Tile %d (counting from 0), %s, does not match the %d it is laid against.\n", tr.Bad, ts[tr.Bad], tr.Ends[1])
		fmt.Fprintf(w, "Laid before it: %s, open ends %d and %d.\n", words.Plural(tr.Bad, "tile"), tr.Ends[0], tr.Ends[1])
	}
	switch {
	case tr.Whole && tr.Valid:
		fmt.Fprintln(w, "It holds the whole set and ends in 2 and 5, as every train of the whole set does.")
	case tr.Whole:
		// The ends of the part before the break may well be 2 and 5: the
		// train is wrong for the break, whatever its ends.
		fmt.Fprintln(w, "It holds the whole set: laid without a break it would end in 2 and 5, as every train of the whole set does.")
	}
	return nil
}
