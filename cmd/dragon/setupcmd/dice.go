package setupcmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/setup"
)

type setupDiceOptions struct {
	io      *term.IOStreams
	getenv  func(string) string
	players string
	dice    string
	seed    seedFlag
	json    bool
}

func newSetupDiceCmd(ios *term.IOStreams, runF func(*setupDiceOptions) error) *cobra.Command {
	opts := &setupDiceOptions{io: ios, getenv: os.Getenv}
	cmd := &cobra.Command{
		Use:   "dice",
		Short: "Nine Dragons: the dice, where the wall breaks, and the deal",
		Long: `Break the Nine Dragons wall for a throw of three dice and deal.

List --players by seat: East, South, West, North (South sits to East's
right; play runs counter-clockwise). East throws. Counting counter-
clockwise from East as 1, the dice total picks the wall that breaks:
East's for 5, 9, 13, 17; South's for 6, 10, 14, 18; West's for 3, 7, 11,
15; North's for 4, 8, 12, 16. From that wall's right end, as its owner
sees it, the total is counted in stacks to his left: the wall breaks
there. The stacks left of the break are dealt clockwise, each player in
turn taking two stacks at a time three times, then one tile each, and
East one more: East 14 tiles, the others 13. Replacement tiles for flowers
and kongs come from the other end, right of the break.

Give the dice thrown with --dice; without it the throw is simulated (with
--seed, or a fresh seed that is printed).

The rules: docs/rules/nine-dragons.md in dragon's repository.`,
		Example: `  dragon setup dice --players Ann,Bo,Cy,Di --dice 3,5,6
  dragon setup dice --players Ann,Bo,Cy,Di --seed 12
  dragon setup dice --players Ann,Bo,Cy,Di --dice 6,6,6 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return runSetupDice(opts)
		},
	}
	cmd.Flags().StringVar(&opts.players, "players", "", "the players by seat, East, South, West, North: `NAMES` such as Ann,Bo,Cy,Di")
	cmd.Flags().Var(cmdutil.NonEmpty(&opts.dice, "the three DICE East threw, e.g. 3,5,6"), "dice", "the three `DICE` East threw, 1-6 each, e.g. 3,5,6")
	cmd.Flags().Var(&opts.seed, "seed", "simulate the throw from this seed (default: a fresh seed, printed)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the break and the deal as JSON")
	return cmd
}

type nineHandJSON struct {
	Player string        `json:"player"`
	Seat   string        `json:"seat"`
	Tiles  int           `json:"tiles"`
	Rounds [][]pieceJSON `json:"rounds"`
}

type seatJSON struct {
	Seat   string `json:"seat"`
	Player string `json:"player"`
}

type diceJSON struct {
	Game         string         `json:"game"`
	Players      []seatJSON     `json:"players"`
	Seed         *uint64        `json:"seed,omitempty"`
	Dice         []int          `json:"dice"`
	Total        int            `json:"total"`
	BreakWall    string         `json:"break_wall"`
	BreakSeat    string         `json:"break_seat"`
	BreakStack   int            `json:"break_stack"`
	DealStarts   wallPosJSON    `json:"deal_starts"`
	Replacements wallPosJSON    `json:"replacements_from"`
	Deal         []nineHandJSON `json:"deal"`
	Tiles        int            `json:"tiles"`
	Dealt        int            `json:"dealt"`
	Stock        int            `json:"stock"`
}

func runSetupDice(opts *setupDiceOptions) error {
	players, err := parsePlayers(opts.players, "Ann,Bo,Cy,Di (East, South, West, North)")
	if err != nil {
		return err
	}
	t, err := setup.NewNineTable(players)
	if err != nil {
		return flagErr("--players", err)
	}
	dice, rnd, err := opts.throw()
	if err != nil {
		return err
	}
	d, err := t.Deal(dice)
	if err != nil {
		return flagErr("--dice", err)
	}
	if err := d.Check(); err != nil {
		return fmt.Errorf("the deal failed its own check, which is a bug: %w", err)
	}
	dd := &diceDeal{table: t, deal: d, rnd: rnd, fit: opts.io.Fit()}
	if opts.json {
		return cmdutil.WriteJSON(opts.io.Out, dd.json())
	}
	w := opts.io.Out
	dd.printBreak(w)
	fmt.Fprintln(w)
	writeDrawing(w, dd.fit, d.Drawing(drawStyle(opts.io, opts.getenv), layout(dd.fit)))
	fmt.Fprintln(w)
	dd.printDeal(w)
	return nil
}

// throw reads --dice, or simulates the throw; rnd is the simulation's.
func (opts *setupDiceOptions) throw() (dice []int, rnd *setup.Random, err error) {
	switch {
	case opts.dice != "" && opts.seed.set:
		return nil, nil, errors.New("--dice and --seed both say how the dice fell; give one of them")
	case opts.dice != "":
		if dice, err = setup.ParseDice(opts.dice); err != nil {
			return nil, nil, flagErr("--dice", err)
		}
		return dice, nil, nil
	}
	rnd = opts.seed.random()
	return rnd.Dice(), rnd, nil
}

// diceDeal is what 'setup dice' works out: the break and the deal.
type diceDeal struct {
	table *setup.NineTable
	deal  *setup.NineDeal
	rnd   *setup.Random // the simulation's, when the throw was simulated
	fit   int           // the screen's width, 0 for a pipe (IOStreams.Fit)
}

// name is the owner of the wall at p.
func (dd *diceDeal) name(p setup.Pos) string {
	return dd.table.Players[dd.deal.Wall.Sides[p.Side].Owner]
}

// json is the break and the deal as --json prints them.
func (dd *diceDeal) json() diceJSON {
	t, d := dd.table, dd.deal
	out := diceJSON{
		Game: "nine-dragons", Dice: d.Dice, Total: d.Total,
		BreakWall: t.Players[d.BreakSeat], BreakSeat: setup.Winds[d.BreakSeat], BreakStack: d.BreakStack,
		DealStarts:   wallPosJSON{Wall: dd.name(d.First), Stack: d.First.Column},
		Replacements: wallPosJSON{Wall: dd.name(d.Replacement()), Stack: d.Replacement().Column},
		Tiles:        d.Wall.Tiles(), Dealt: d.Dealt, Stock: d.Stock(),
	}
	if dd.rnd != nil {
		out.Seed = &dd.rnd.Seed
	}
	for i, p := range t.Players {
		out.Players = append(out.Players, seatJSON{Seat: setup.Winds[i], Player: p})
		h := nineHandJSON{Player: p, Seat: setup.Winds[i], Tiles: d.Held[i]}
		for _, round := range d.Rounds(i) {
			h.Rounds = append(h.Rounds, piecesJSON(round, dd.name, true))
		}
		out.Deal = append(out.Deal, h)
	}
	return out
}

// printBreak writes the seats, the dice and where the wall breaks.
func (dd *diceDeal) printBreak(w io.Writer) {
	t, d := dd.table, dd.deal
	breakWall := t.Players[d.BreakSeat]
	var seats []string
	for i, p := range t.Players {
		seats = append(seats, setup.Winds[i]+" "+p)
	}
	writeParagraph(w, dd.fit, "Nine Dragons: "+strings.Join(seats, ", ")+". East deals.")
	if dd.rnd != nil {
		writeParagraph(w, dd.fit, fmt.Sprintf("Dice simulated with seed %d (repeat it with --seed %d).", dd.rnd.Seed, dd.rnd.Seed))
	}
	writeParagraph(w, dd.fit, fmt.Sprintf("Dice %d + %d + %d = %d: counting counter-clockwise from East as 1, %d reaches %s, so %s's wall breaks.",
		d.Dice[0], d.Dice[1], d.Dice[2], d.Total, d.Total, setup.Winds[d.BreakSeat], breakWall))
	firstAt := fmt.Sprintf("stack %d of %s's wall", d.First.Column, dd.name(d.First))
	if d.First.Side == d.Break.Side {
		firstAt = fmt.Sprintf("stack %d", d.First.Column)
	}
	writeParagraph(w, dd.fit, fmt.Sprintf("Counting %d stacks from the right end of %s's wall, the wall breaks after the %s stack. Dealing starts left of it, at %s, and runs clockwise. Replacement tiles for flowers and kongs come from the other end: stack %d, then on towards the wall's right end.",
		d.Total, breakWall, setup.Ordinal(d.BreakStack), firstAt, d.BreakStack))
}

// printDeal writes who is dealt which stacks, and what is left.
func (dd *diceDeal) printDeal(w io.Writer) {
	t, d := dd.table, dd.deal
	writeParagraph(w, dd.fit, "Who is dealt what (stacks counted from each wall's right end):")
	var rows [][]string
	for i, p := range t.Players {
		row := []string{setup.Winds[i], p}
		for _, round := range d.Rounds(i) {
			row = append(row, formatPieces(round, dd.name))
		}
		rows = append(rows, append(row, fmt.Sprint(d.Held[i])))
	}
	writeDealTable(w, dd.fit, []string{"", "", "round 1", "round 2", "round 3", "round 4", "tiles"}, rows)
	fmt.Fprintln(w)
	next := d.Wall.Pos(d.Next / 2)
	writeParagraph(w, dd.fit, fmt.Sprintf("Left on the wall after the deal: %d tiles, drawn clockwise from the %s tile of %s's stack %d.",
		d.Stock(), setup.Layer(d.Next%2), dd.name(next), next.Column))
}
