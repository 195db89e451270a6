package setupcmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/setup"
)

type setupQDealOptions struct {
	io      *term.IOStreams
	players string
	seed    seedFlag
	json    bool
}

func newSetupQDealCmd(ios *term.IOStreams, runF func(*setupQDealOptions) error) *cobra.Command {
	opts := &setupQDealOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "qdeal",
		Short: "Q Mahjongg: shuffle the Dragon Deck and deal the piles of seven",
		Long: `Shuffle the 52-card Dragon Deck and deal it as the Q Mahjongg guide says: the
banker deals piles of seven face down, one card at a time from left to
right, keeps the leftmost pile and hands the others clockwise from South.
The rest is the card deck, face down in the centre.

List --players clockwise from the banker (East first), 2 to 4 of them;
four players get four piles, fewer one pile each. The shuffle is
simulated from --seed, or from a fresh seed that is printed, so a referee
can deal the same again.

The rules: docs/rules/q-mahjongg.md in dragon's repository.`,
		Example: `  dragon setup qdeal --players Ann,Bo,Cy,Di --seed 12
  dragon setup qdeal --players Ann,Bo --seed 12 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return runSetupQDeal(opts)
		},
	}
	cmd.Flags().StringVar(&opts.players, "players", "", "the players clockwise from the banker (East first): `NAMES` such as Ann,Bo,Cy,Di")
	cmd.Flags().Var(&opts.seed, "seed", "shuffle from this seed (default: a fresh seed, printed)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the deal as JSON")
	return cmd
}

type qPileJSON struct {
	Player string   `json:"player"`
	Seat   string   `json:"seat"`
	Cards  []string `json:"cards"`
}

type qDealJSON struct {
	Game  string      `json:"game"`
	Seed  uint64      `json:"seed"`
	Piles []qPileJSON `json:"piles"`
	Deck  []string    `json:"deck"`
}

func runSetupQDeal(opts *setupQDealOptions) error {
	if opts.players == "" {
		return fmt.Errorf("--players is needed: list the players clockwise from the banker, e.g. --players Ann,Bo,Cy,Di")
	}
	names, err := setup.ParseNames(opts.players)
	if err != nil {
		return flagErr("--players", err)
	}
	d, err := setup.DealQ(opts.seed.random(), names)
	if err != nil {
		return inputErr(err)
	}
	if opts.json {
		j := qDealJSON{Game: "qmahjongg", Seed: d.Seed, Deck: dragondeck.Deck.Codes(d.Stock)}
		for i, p := range d.Players {
			j.Piles = append(j.Piles, qPileJSON{Player: p, Seat: setup.Winds[i], Cards: dragondeck.Deck.Codes(d.Piles[i])})
		}
		return cmdutil.WriteJSON(opts.io.Out, j)
	}
	w, fit := opts.io.Out, opts.io.Fit()
	writeParagraph(w, fit, fmt.Sprintf("Shuffled with seed %d (deal the same with --seed %d). %s, the banker, deals %d piles of seven face down, one card at a time from left to right, keeps the leftmost and hands the others clockwise from South.",
		d.Seed, d.Seed, d.Players[0], len(d.Players)))
	fmt.Fprintln(w)
	t := cmdutil.Table{Width: fit}
	for i, p := range d.Players {
		t.Row("  "+p, setup.Winds[i], dragondeck.Deck.Format(d.Piles[i]))
	}
	t.Print(w)
	fmt.Fprintln(w)
	writeParagraph(w, fit, fmt.Sprintf("The card deck: %d cards face down in the centre; the banker draws first.", len(d.Stock)))
	return nil
}
