package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/setup"
)

func newSetupCmd(ios *IOStreams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "setup",
		Short: "Set up a hand: seats, Yin-Yang numbers or dice, the wall drawn",
		Long: `Do what the table does before a hand, the way the rulebooks say, and draw
the wall so that everyone can see who takes which columns.

  seats    Magic Dragon: each player draws a tile; the highest deals
  yinyang  Magic Dragon: the Yin-Yang numbers, the starting column, the deal
  dice     Nine Dragons: the dice, where the wall breaks, the deal

Give the numbers the table produced (tiles drawn, fingers shown, dice
thrown), or let the program simulate them. A simulation is seeded and says
its seed, so a referee can repeat it with --seed.

The wall is drawn with box-drawing characters when the output is a
terminal, and in plain ASCII when it goes to a file or a pipe, when TERM
is dumb, or when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8.`,
		Example: `  dragon setup seats --players Ann,Bo,Cy,Di --draws 7,3,9,3 --draws 5,2
  dragon setup yinyang --players Cy,Ann,Bo,Di --dealer Cy --y1 11 --y2 6
  dragon setup dice --players Ann,Bo,Cy,Di --dice 3,5,6`,
		Args: cobra.NoArgs,
		// A group runs no command of its own: "dragon setup foo" is an error, not help.
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(newSetupSeatsCmd(ios), newSetupYinYangCmd(ios), newSetupDiceCmd(ios))
	return cmd
}

// drawStyle picks the characters of a wall drawing: box-drawing on a
// terminal that can show them; plain ASCII when the output is piped or
// saved (so it stays plain text), when TERM is dumb, or when the locale
// names a character set other than UTF-8. NO_COLOR is about colour and does
// not change it.
func drawStyle(ios *IOStreams, getenv func(string) string) setup.Style {
	if !ios.OutTTY || getenv("TERM") == "dumb" {
		return setup.ASCII
	}
	for _, v := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if loc := getenv(v); loc != "" {
			l := strings.ToLower(loc)
			if strings.Contains(l, "utf-8") || strings.Contains(l, "utf8") {
				return setup.Boxes
			}
			return setup.ASCII
		}
	}
	return setup.Boxes
}

// seedFlag is --seed: a simulation's seed, read with a message that says
// what a seed is.
type seedFlag struct {
	set  bool
	seed uint64
}

func (f *seedFlag) String() string {
	if !f.set {
		return ""
	}
	return fmt.Sprint(f.seed)
}

func (f *seedFlag) Set(s string) error {
	n, err := setup.ParseSeed(s)
	if err != nil {
		return inputErr(err)
	}
	f.seed, f.set = n, true
	return nil
}

func (f *seedFlag) Type() string { return "N" }

// random returns the source a simulation draws from: the seed given, or a
// fresh one that the output then reports.
func (f *seedFlag) random() *setup.Random {
	if f.set {
		return setup.NewRandom(f.seed)
	}
	return setup.NewRandom(setup.PickSeed())
}

// intFlag is a whole-number flag whose message names the value.
type intFlag struct {
	set bool
	n   int
}

func (f *intFlag) String() string {
	if !f.set {
		return ""
	}
	return fmt.Sprint(f.n)
}

func (f *intFlag) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return fmt.Errorf("%q is not a whole number", s)
	}
	f.n, f.set = n, true
	return nil
}

func (f *intFlag) Type() string { return "N" }

// flagErr puts the flag a problem came from in front of setup's message.
func flagErr(flag string, err error) error {
	var pe *setup.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %s", flag, pe.Msg)
	}
	return fmt.Errorf("%s: %w", flag, err)
}

// inputErr drops setup's package prefix from a message about the values
// several flags gave together.
func inputErr(err error) error {
	var pe *setup.ParseError
	if errors.As(err, &pe) {
		return errors.New(pe.Msg)
	}
	return err
}

func parsePlayers(s string, example string) ([]string, error) {
	if strings.TrimSpace(s) == "" {
		return nil, fmt.Errorf("--players is required: name the players, e.g. --players %s", example)
	}
	names, err := setup.ParseNames(s)
	if err != nil {
		return nil, flagErr("--players", err)
	}
	return names, nil
}

var plainWord = regexp.MustCompile(`^[A-Za-z0-9_.,:@+-]+$`)

// shellQuote quotes s for a shell when it needs it.
func shellQuote(s string) string {
	if plainWord.MatchString(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// pad pads s with spaces to width terminal columns.
func pad(s string, width int) string {
	return s + strings.Repeat(" ", max(0, width-setup.DisplayWidth(s)))
}

// writeTable writes rows with columns padded to line up.
func writeTable(w io.Writer, indent string, rows [][]string) {
	widths := map[int]int{}
	for _, row := range rows {
		for i, cell := range row {
			widths[i] = max(widths[i], setup.DisplayWidth(cell))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		b.WriteString(indent)
		for i, cell := range row {
			if i == len(row)-1 {
				b.WriteString(cell)
			} else {
				b.WriteString(pad(cell, widths[i]+2))
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}

// writeDealTable writes who takes what: a table with a row per player when
// it fits DrawingWidth, otherwise (long names) a list per player. The
// first two cells of a row name the player, the rest are labelled by
// header.
func writeDealTable(w io.Writer, header []string, rows [][]string) {
	widths := map[int]int{}
	for _, row := range append([][]string{header}, rows...) {
		for i, cell := range row {
			widths[i] = max(widths[i], setup.DisplayWidth(cell))
		}
	}
	total := 2
	for _, n := range widths {
		total += n + 2
	}
	if total-2 <= setup.DrawingWidth {
		writeTable(w, "  ", append([][]string{header}, rows...))
		return
	}
	for _, row := range rows {
		fmt.Fprintf(w, "  %s %s\n", row[0], row[1])
		var list [][]string
		for i := 2; i < len(row) && i < len(header); i++ {
			list = append(list, []string{header[i] + ":", row[i]})
		}
		writeTable(w, "      ", list)
	}
}

func writeParagraph(w io.Writer, text string) {
	for _, line := range setup.Wrap([]string{text}, setup.DrawingWidth) {
		fmt.Fprintln(w, line)
	}
}

// --- seats ---

type setupSeatsOptions struct {
	io      *IOStreams
	players string
	draws   []string
	seed    seedFlag
	json    bool
}

func newSetupSeatsCmd(ios *IOStreams) *cobra.Command {
	opts := &setupSeatsOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "seats",
		Short: "Magic Dragon seating: each player draws a tile, the highest deals",
		Long: `Run the Magic Dragon seating draw (IV). Each player draws a tile; the
highest rank is the first dealer, the second highest sits to the dealer's
left, the rest clockwise by rank. Players who tie draw again, a playoff
among them only.

Give the ranks the table drew with --draws, one per player in the order of
--players. When players tie, add a --draws for each playoff with the new
ranks of the tied players, again in the order of --players: the highest
tie first, a tie within a playoff before the next tie. Without --draws
(or for playoffs --draws leaves open, when --seed is given) the draw is
simulated from the 144 tiles.`,
		Example: `  # The table drew 7, 3, 9, 3; Bo and Di tied and drew 5 and 2 in the playoff
  dragon setup seats --players Ann,Bo,Cy,Di --draws 7,3,9,3 --draws 5,2

  # Simulate the draw; the seed is printed, and repeats it
  dragon setup seats --players Ann,Bo,Cy,Di
  dragon setup seats --players Ann,Bo,Cy,Di --seed 42 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runSetupSeats(opts) },
	}
	cmd.Flags().StringVar(&opts.players, "players", "", "the players, separated by commas: `NAMES` such as Ann,Bo,Cy,Di")
	cmd.Flags().StringArrayVar(&opts.draws, "draws", nil, "the `RANKS` drawn (1-9), one per player in --players order; repeat for each playoff")
	cmd.Flags().Var(&opts.seed, "seed", "simulate the draw from this seed (default: a fresh seed, printed)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the draw and the seats as JSON")
	return cmd
}

type seatDrawJSON struct {
	Player string `json:"player"`
	Rank   int    `json:"rank"`
}

type seatRoundJSON struct {
	Round  int            `json:"round"`
	TiedAt int            `json:"tied_at,omitempty"`
	Draws  []seatDrawJSON `json:"draws"`
}

type seatsJSON struct {
	Seed   *uint64         `json:"seed,omitempty"`
	Rounds []seatRoundJSON `json:"rounds"`
	Dealer string          `json:"dealer"`
	Seats  []string        `json:"seats"`
}

func runSetupSeats(opts *setupSeatsOptions) error {
	players, err := parsePlayers(opts.players, "Ann,Bo,Cy,Di")
	if err != nil {
		return err
	}
	var given [][]int
	for _, d := range opts.draws {
		ranks, err := setup.ParseRanks(d)
		if err != nil {
			return flagErr("--draws "+d, err)
		}
		given = append(given, ranks)
	}
	var rnd *setup.Random
	if len(given) == 0 || opts.seed.set {
		rnd = opts.seed.random()
	}
	s, err := setup.DrawSeats(players, given, rnd)
	var pe *setup.PlayoffError
	var re *setup.SeatingRoundError
	switch {
	case errors.As(err, &pe):
		example := make([]string, len(pe.Players))
		for i := range example {
			example[i] = fmt.Sprint(len(example) - i)
		}
		return fmt.Errorf("%s drew %d, a tie: they draw again; add --draws with their new ranks in that order (e.g. --draws %s), or --seed N to simulate the playoff",
			setupJoinAnd(pe.Players), pe.Rank, strings.Join(example, ","))
	case errors.As(err, &re) && re.Round == 1:
		return fmt.Errorf("--draws %s: %d ranks for %d players; give one rank (1-9) per player, in the order of --players",
			opts.draws[0], re.Given, len(players))
	case errors.As(err, &re):
		return fmt.Errorf("--draws %s: the playoff of %s needs %d ranks, in that order, not %d",
			opts.draws[re.Round-1], setupJoinAnd(re.Players), len(re.Players), re.Given)
	case err != nil && len(players) < 2:
		return flagErr("--players", err)
	case err != nil:
		var e *setup.ParseError
		if errors.As(err, &e) && e.Pos > 1 && e.Pos <= len(opts.draws) {
			return flagErr("--draws "+opts.draws[e.Pos-1], err)
		}
		return inputErr(err)
	}

	if opts.json {
		out := seatsJSON{Dealer: players[s.Order[0]], Seats: s.Names()}
		if s.Simulated {
			out.Seed = &s.Seed
		}
		for i, r := range s.Rounds {
			rj := seatRoundJSON{Round: i + 1, TiedAt: r.TiedAt}
			for k, p := range r.Players {
				rj.Draws = append(rj.Draws, seatDrawJSON{Player: players[p], Rank: r.Ranks[k]})
			}
			out.Rounds = append(out.Rounds, rj)
		}
		return writeJSON(opts.io.Out, out)
	}

	w := opts.io.Out
	if s.Simulated {
		fmt.Fprintf(w, "Simulated draw, seed %d (repeat it with --seed %d).\n", s.Seed, s.Seed)
	}
	drew := make([][]int, len(players))
	for i, r := range s.Rounds {
		var parts []string
		for k, p := range r.Players {
			parts = append(parts, fmt.Sprintf("%s %d", players[p], r.Ranks[k]))
			drew[p] = append(drew[p], r.Ranks[k])
		}
		title := "Draw:"
		if i > 0 {
			title = fmt.Sprintf("Playoff, tied at %d:", r.TiedAt)
		}
		writeParagraph(w, title+" "+strings.Join(parts, ", "))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Seats, clockwise from the dealer:")
	var rows [][]string
	for k, p := range s.Order {
		role := ""
		switch {
		case k == 0:
			role = "dealer"
		case k == 1:
			role = "dealer's left"
		case k == len(s.Order)-1:
			role = "dealer's right"
		}
		var ranks []string
		for _, r := range drew[p] {
			ranks = append(ranks, fmt.Sprint(r))
		}
		rows = append(rows, []string{fmt.Sprint(k + 1), players[p], role, "drew " + strings.Join(ranks, ", then ")})
	}
	writeTable(w, "  ", rows)
	fmt.Fprintln(w)
	names := s.Names()
	fmt.Fprintf(w, "Next: dragon setup yinyang --players %s --dealer %s\n",
		shellQuote(strings.Join(names, ",")), shellQuote(names[0]))
	return nil
}

// setupJoinAnd joins names as "Ann, Bo and Cy".
func setupJoinAnd(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// --- yinyang ---

type setupYinYangOptions struct {
	io                 *IOStreams
	getenv             func(string) string
	players, dealer    string
	fingers1, fingers2 string
	y1, y2             intFlag
	side               string
	column             intFlag
	seed               seedFlag
	version            string
	rulesetFile        string
	withoutSuit        string
	json               bool
}

func newSetupYinYangCmd(ios *IOStreams) *cobra.Command {
	opts := &setupYinYangOptions{io: ios, getenv: os.Getenv}
	cmd := &cobra.Command{
		Use:   "yinyang",
		Short: "Magic Dragon: Yin-Yang numbers, the starting column and the whole deal",
		Long: `Find where the Magic Dragon deal starts and who takes which columns (IV).

List --players clockwise around the table and name the --dealer; players
are numbered clockwise from the dealer, the dealer being 1. The first
Yin-Yang number Y1, the fingers all players stick out (1 to 5 each), picks
the starting side: the wall of the player Y1 reaches counting clockwise
from the dealer. The second, Y2, picks the starting column: counted from
the far right end of that wall as its owner sees it, going on into the
next wall clockwise when the wall is too short.

Give each number as the fingers shown (--fingers1, --fingers2, one count
per player in --players order) or as its total (--y1, --y2); what is not
given is simulated (with --seed, or a fresh seed that is printed). Or use
the simpler method: the dealer names the side, the player across the
column (--side, --column).

The player to the dealer's left takes the first two columns, then each
player clockwise, the dealer last, four tiles a take, until every player
has the version's tiles (16, or 15, 14, 13 in versions D to G: the last
take is 3, 2 or 1 tiles). Walls (IX-1): 2 players 36 columns each,
3 players 24 (18 with --without-suit), 4 players 18, 5 players 14 and
the dealer 16, 6 players 12.`,
		Example: `  # The rulebook's example VII-2: across from the dealer, 6th column
  dragon setup yinyang --players Cy,Di,Ann,Bo --dealer Cy --y1 11 --y2 6

  # The fingers as the table showed them, version D
  dragon setup yinyang --players Ann,Bo,Cy,Di --dealer Cy \
    --fingers1 3,2,5,1 --fingers2 1,1,2,2 --version D

  # The simpler method; three players without the picture suit
  dragon setup yinyang --players Ann,Bo,Cy --dealer Ann --side Bo --column 4 \
    --without-suit P

  # Simulated fingers, as JSON
  dragon setup yinyang --players Ann,Bo,Cy,Di,Ed --dealer Ed --seed 7 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.io.CanPrompt() {
				if err := askSetupYinYang(opts); err != nil {
					return err
				}
			}
			return runSetupYinYang(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.players, "players", "", "the players clockwise around the table: `NAMES` such as Ann,Bo,Cy,Di")
	f.StringVar(&opts.dealer, "dealer", "", "the `NAME` of the dealer (see 'dragon setup seats')")
	f.StringVar(&opts.fingers1, "fingers1", "", "the fingers each player shows for Y1: `COUNTS` 1-5 in --players order")
	f.StringVar(&opts.fingers2, "fingers2", "", "the fingers each player shows for Y2: `COUNTS` 1-5 in --players order")
	f.Var(&opts.y1, "y1", "the first Yin-Yang number, the sum of the fingers")
	f.Var(&opts.y2, "y2", "the second Yin-Yang number, the sum of the fingers")
	f.StringVar(&opts.side, "side", "", "simpler method: the `NAME` of the player whose wall the dealer picks")
	f.Var(&opts.column, "column", "simpler method: the column of that wall, counted from its right end")
	f.Var(&opts.seed, "seed", "simulate the fingers not given from this seed (default: a fresh seed, printed)")
	f.StringVar(&opts.version, "version", "", "the `VERSION` played, A to G: the tiles each player draws (default: the ruleset's, C)")
	f.StringVar(&opts.rulesetFile, "ruleset", "", "a table's own ruleset `FILE`, for its own versions")
	f.StringVar(&opts.withoutSuit, "without-suit", "", "the three-player game with one `SUIT` removed (C, S, D or P): 18 columns each")
	f.BoolVar(&opts.json, "json", false, "print the setup and the deal as JSON")
	return cmd
}

// magicVersion returns the version whose tiles the deal hands out, from the
// built-in ruleset or the table's own.
func (opts *setupYinYangOptions) magicVersion() (*magicdragon.Version, error) {
	var rules *magicdragon.Rules
	var err error
	if opts.rulesetFile != "" {
		rules, err = rulesets.LoadMagicDragon(opts.rulesetFile)
	} else {
		rules, err = rulesets.MagicDragon()
	}
	if err != nil {
		return nil, err
	}
	name := strings.ToUpper(opts.version)
	if name == "" {
		name = rules.DefaultVersion
	}
	v, err := rules.Version(name)
	if err != nil {
		return nil, flagErr("--version", err)
	}
	return v, nil
}

// yinYangNumber is one Yin-Yang number and how the table got it.
type yinYangNumber struct {
	value     int
	fingers   []int // in seat order; nil when given as a total
	simulated bool
}

func (opts *setupYinYangOptions) number(t *setup.MagicTable, which, fingers string, total intFlag, rnd func() *setup.Random) (yinYangNumber, error) {
	ff, yf := "--fingers"+which, "--y"+which
	switch {
	case fingers != "" && total.set:
		return yinYangNumber{}, fmt.Errorf("%s and %s both give Y%s; give one of them", ff, yf, which)
	case fingers != "":
		counts, err := setup.ParseFingers(fingers)
		if err != nil {
			return yinYangNumber{}, flagErr(ff, err)
		}
		if len(counts) != len(t.Players) {
			return yinYangNumber{}, fmt.Errorf("%s %s: %d finger counts for %d players; give one count (1-5) per player, in the order of --players",
				ff, fingers, len(counts), len(t.Players))
		}
		seat := t.InSeatOrder(counts)
		y, err := t.YinYang(seat)
		if err != nil {
			return yinYangNumber{}, flagErr(ff, err)
		}
		return yinYangNumber{value: y, fingers: seat}, nil
	case total.set:
		return yinYangNumber{value: total.n}, nil
	}
	seat := rnd().Fingers(len(t.Players))
	y, _ := t.YinYang(seat)
	return yinYangNumber{value: y, fingers: seat, simulated: true}, nil
}

type pieceJSON struct {
	Wall   string `json:"wall"`
	Column int    `json:"column,omitempty"`
	Stack  int    `json:"stack,omitempty"`
	Tiles  string `json:"tiles"` // both, top or bottom
}

type wallPosJSON struct {
	Wall   string `json:"wall"`
	Column int    `json:"column,omitempty"`
	Stack  int    `json:"stack,omitempty"`
	Tile   string `json:"tile,omitempty"`
}

type fingersJSON struct {
	Player  string `json:"player"`
	Fingers int    `json:"fingers"`
}

type wallJSON struct {
	Player  string `json:"player"`
	Columns int    `json:"columns"`
}

type magicHandJSON struct {
	Player string        `json:"player"`
	Seat   int           `json:"seat"`
	Tiles  int           `json:"tiles"`
	Dead   int           `json:"dead"`
	Rounds [][]pieceJSON `json:"rounds"`
}

type yinYangJSON struct {
	Game           string          `json:"game"`
	Version        string          `json:"version"`
	Drawn          int             `json:"drawn"`
	Dead           int             `json:"dead"`
	Players        []string        `json:"players"`
	Dealer         string          `json:"dealer"`
	WithoutSuit    string          `json:"without_suit,omitempty"`
	Method         string          `json:"method"`
	Seed           *uint64         `json:"seed,omitempty"`
	Y1             int             `json:"y1,omitempty"`
	Y2             int             `json:"y2,omitempty"`
	Fingers1       []fingersJSON   `json:"fingers1,omitempty"`
	Fingers2       []fingersJSON   `json:"fingers2,omitempty"`
	StartSide      string          `json:"start_side"`
	StartColumn    int             `json:"start_column"`
	StartAt        wallPosJSON     `json:"start_at"`
	Walls          []wallJSON      `json:"walls"`
	Deal           []magicHandJSON `json:"deal"`
	Tiles          int             `json:"tiles"`
	Dealt          int             `json:"dealt"`
	Stock          int             `json:"stock"`
	StockStarts    wallPosJSON     `json:"stock_starts"`
	DrawsBeforeTie int             `json:"draws_before_tie"`
}

func pieceTiles(p setup.Piece) string {
	switch {
	case p.Both():
		return "both"
	case p.Top:
		return "top"
	}
	return "bottom"
}

func runSetupYinYang(opts *setupYinYangOptions) error {
	players, err := parsePlayers(opts.players, "Ann,Bo,Cy,Di (clockwise around the table)")
	if err != nil {
		return err
	}
	if strings.TrimSpace(opts.dealer) == "" {
		return fmt.Errorf("--dealer is required: name one of %s (see 'dragon setup seats')", strings.Join(players, ", "))
	}
	simpler := opts.side != "" || opts.column.set
	if simpler {
		for _, f := range []struct {
			set  bool
			name string
		}{{opts.fingers1 != "", "--fingers1"}, {opts.fingers2 != "", "--fingers2"}, {opts.y1.set, "--y1"}, {opts.y2.set, "--y2"}, {opts.seed.set, "--seed"}} {
			if f.set {
				return fmt.Errorf("%s is for the Yin-Yang numbers; the simpler method (--side, --column) needs none", f.name)
			}
		}
		if opts.side == "" || !opts.column.set {
			return errors.New("the simpler method needs both --side NAME (the dealer's pick) and --column N (the pick of the player across)")
		}
	}
	if opts.withoutSuit != "" {
		if err := (magicdragon.Table{WithoutSuit: strings.ToUpper(opts.withoutSuit)}).Validate(); err != nil {
			return flagErr("--without-suit", err)
		}
		if len(players) != 3 {
			_, err := setup.MagicColumns(len(players), true)
			return flagErr("--without-suit", err)
		}
	}
	if _, err := setup.MagicColumns(len(players), false); err != nil {
		return flagErr("--players", err)
	}
	version, err := opts.magicVersion()
	if err != nil {
		return err
	}
	t, err := setup.NewMagicTable(players, opts.dealer, opts.withoutSuit != "")
	if err != nil {
		return flagErr("--dealer", err)
	}

	var start setup.Start
	var y1, y2 yinYangNumber
	var rnd *setup.Random
	random := func() *setup.Random {
		if rnd == nil {
			rnd = opts.seed.random()
		}
		return rnd
	}
	if simpler {
		start, err = t.StartBySide(opts.side, opts.column.n)
		if err != nil {
			var pe *setup.ParseError
			if errors.As(err, &pe) && pe.Token == opts.side {
				return flagErr("--side", err)
			}
			return flagErr("--column", err)
		}
	} else {
		given1 := opts.fingers1 != "" || opts.y1.set
		given2 := opts.fingers2 != "" || opts.y2.set
		if given1 != given2 && !opts.seed.set {
			missing := "--fingers2 or --y2"
			if !given1 {
				missing = "--fingers1 or --y1"
			}
			return fmt.Errorf("%s is missing: give the other Yin-Yang number too, or --seed N to simulate it", missing)
		}
		if y1, err = opts.number(t, "1", opts.fingers1, opts.y1, random); err != nil {
			return err
		}
		if y2, err = opts.number(t, "2", opts.fingers2, opts.y2, random); err != nil {
			return err
		}
		start, err = t.StartByYinYang(y1.value, y2.value)
		if err != nil {
			var pe *setup.ParseError
			if errors.As(err, &pe) && strings.HasPrefix(pe.Msg, "Y1") {
				return flagErr(ynFlag(opts.fingers1, "1"), err)
			}
			return flagErr(ynFlag(opts.fingers2, "2"), err)
		}
	}
	d, err := t.Deal(start, version.Drawn, version.Dead)
	if err != nil {
		return flagErr("--version "+version.Name, err)
	}
	if err := d.Check(); err != nil {
		return fmt.Errorf("the deal failed its own check, which is a bug: %w", err)
	}

	name := func(p setup.Pos) string { return t.Players[d.Wall.Sides[p.Side].Owner] }
	stockAt := d.Wall.Pos(d.Next / 2)
	stockTile := setup.Layer(d.Next % 2).String()

	if opts.json {
		out := yinYangJSON{
			Game: "magic-dragon", Version: version.Name, Drawn: version.Drawn, Dead: version.Dead,
			Players: t.Players, Dealer: t.Players[0], WithoutSuit: strings.ToUpper(opts.withoutSuit),
			Method: "yin-yang", Y1: y1.value, Y2: y2.value,
			StartSide: t.Players[start.Side], StartColumn: start.Count,
			StartAt:     wallPosJSON{Wall: name(start.At), Column: start.At.Column},
			Tiles:       d.Wall.Tiles(),
			Dealt:       d.Dealt,
			Stock:       d.Stock(),
			StockStarts: wallPosJSON{Wall: name(stockAt), Column: stockAt.Column, Tile: stockTile},
		}
		if d.Stock() == 0 {
			out.StockStarts = wallPosJSON{}
		}
		out.DrawsBeforeTie = d.TieDraws()
		if simpler {
			out.Method = "simpler"
		}
		if rnd != nil {
			out.Seed = &rnd.Seed
		}
		fingers := func(f []int) []fingersJSON {
			var fj []fingersJSON
			for k, n := range f {
				fj = append(fj, fingersJSON{Player: t.Players[k], Fingers: n})
			}
			return fj
		}
		out.Fingers1, out.Fingers2 = fingers(y1.fingers), fingers(y2.fingers)
		for k, s := range d.Wall.Sides {
			out.Walls = append(out.Walls, wallJSON{Player: t.Players[k], Columns: s.Columns})
		}
		for _, p := range dealOrder(len(t.Players)) {
			h := magicHandJSON{Player: t.Players[p], Seat: p + 1, Tiles: d.Held[p], Dead: d.Dead}
			for _, round := range d.Rounds(p) {
				var rj []pieceJSON
				for _, pc := range round {
					rj = append(rj, pieceJSON{Wall: name(pc.Pos), Column: pc.Pos.Column, Tiles: pieceTiles(pc)})
				}
				h.Rounds = append(h.Rounds, rj)
			}
			out.Deal = append(out.Deal, h)
		}
		return writeJSON(opts.io.Out, out)
	}

	w := opts.io.Out
	writeParagraph(w, fmt.Sprintf("Magic Dragon, version %s: each player draws %d tiles and sets %d aside.",
		version.Name, version.Drawn, version.Dead))
	var seats []string
	for k, p := range t.Players {
		s := fmt.Sprintf("%d %s", k+1, p)
		if k == 0 {
			s += " (dealer)"
		}
		seats = append(seats, s)
	}
	writeParagraph(w, "Seats clockwise from the dealer: "+strings.Join(seats, ", ")+".")
	if t.WithoutSuit {
		writeParagraph(w, fmt.Sprintf("Three players without suit %s: 18 columns each, 108 tiles.", strings.ToUpper(opts.withoutSuit)))
	}
	if rnd != nil {
		writeParagraph(w, fmt.Sprintf("Fingers simulated with seed %d (repeat it with --seed %d).", rnd.Seed, rnd.Seed))
	}
	side := t.Players[start.Side]
	if simpler {
		writeParagraph(w, fmt.Sprintf("Simpler method: the dealer picked %s's wall, the player across its %s column from the right end.",
			side, setup.Ordinal(start.Count)))
	} else {
		writeParagraph(w, fmt.Sprintf("Y1 = %d%s: counting clockwise from the dealer as 1, %d reaches player %d, %s, so %s's wall is the starting side.",
			y1.value, showFingers(t, y1.fingers), y1.value, start.Side+1, side, side))
		if start.Carried() {
			var past []string
			for s := (start.Side + 1) % len(t.Players); s != start.At.Side; s = (s + 1) % len(t.Players) {
				past = append(past, t.Players[s]+"'s")
			}
			via := ""
			if len(past) > 0 {
				via = ", past " + setupJoinAnd(past) + " wall,"
			}
			writeParagraph(w, fmt.Sprintf("Y2 = %d%s: %s's wall has %d columns, so the count goes on clockwise%s into %s's wall: its %s column from the right end is the starting column.",
				y2.value, showFingers(t, y2.fingers), side, d.Wall.Sides[start.Side].Columns, via, name(start.At), setup.Ordinal(start.At.Column)))
		} else {
			writeParagraph(w, fmt.Sprintf("Y2 = %d%s: the %s column from the right end of %s's wall is the starting column.",
				y2.value, showFingers(t, y2.fingers), setup.Ordinal(y2.value), side))
		}
	}
	fmt.Fprintln(w)
	for _, line := range d.Drawing(drawStyle(opts.io, opts.getenv)) {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Who takes what (columns counted from each wall's right end):")
	rounds := len(setup.TakesPerRound(d.Drawn))
	header := []string{"", ""}
	for r := 1; r <= rounds; r++ {
		header = append(header, fmt.Sprintf("round %d", r))
	}
	header = append(header, "dead")
	var rows [][]string
	for _, p := range dealOrder(len(t.Players)) {
		row := []string{fmt.Sprint(p + 1), t.Players[p]}
		for _, round := range d.Rounds(p) {
			row = append(row, formatPieces(round, name))
		}
		rows = append(rows, append(row, fmt.Sprint(d.Dead)))
	}
	writeDealTable(w, header, rows)
	fmt.Fprintln(w)
	if d.Stock() > 0 {
		writeParagraph(w, fmt.Sprintf("Stock: %d tiles, drawn clockwise from the %s tile of %s's column %d. The game ties when 12 are left: %d draws.",
			d.Stock(), stockTile, name(stockAt), stockAt.Column, d.TieDraws()))
	} else {
		writeParagraph(w, "Stock: none; every tile was dealt.")
	}
	return nil
}

// ynFlag names the flag a Yin-Yang number came from.
func ynFlag(fingers, which string) string {
	if fingers != "" {
		return "--fingers" + which
	}
	return "--y" + which
}

// dealOrder is the order the players take in: the dealer's left first, the
// dealer last.
func dealOrder(n int) []int {
	out := make([]int, n)
	for k := range out {
		out[k] = (k + 1) % n
	}
	return out
}

func showFingers(t *setup.MagicTable, fingers []int) string {
	if fingers == nil {
		return ""
	}
	var parts []string
	for k, f := range fingers {
		parts = append(parts, fmt.Sprintf("%s %d", t.Players[k], f))
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// formatPieces writes a take's columns as a person would say them: the wall
// and its columns, "Ann 6-7", "Ann 18, Bo 1", "Bo 12, 13 top".
func formatPieces(pieces []setup.Piece, name func(setup.Pos) string) string {
	var parts []string
	lastWall := -1
	for i := 0; i < len(pieces); i++ {
		p := pieces[i]
		s := fmt.Sprint(p.Pos.Column)
		if p.Both() {
			j := i
			for j+1 < len(pieces) && pieces[j+1].Both() && pieces[j+1].Pos.Side == p.Pos.Side &&
				pieces[j+1].Pos.Column == pieces[j].Pos.Column+1 {
				j++
			}
			if j > i {
				s = fmt.Sprintf("%d-%d", p.Pos.Column, pieces[j].Pos.Column)
			}
			i = j
		} else {
			s += " " + pieceTiles(p)
		}
		if p.Pos.Side != lastWall {
			s = name(p.Pos) + " " + s
			lastWall = p.Pos.Side
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

// --- dice ---

type setupDiceOptions struct {
	io      *IOStreams
	getenv  func(string) string
	players string
	dice    string
	seed    seedFlag
	json    bool
}

func newSetupDiceCmd(ios *IOStreams) *cobra.Command {
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
--seed, or a fresh seed that is printed).`,
		Example: `  dragon setup dice --players Ann,Bo,Cy,Di --dice 3,5,6
  dragon setup dice --players Ann,Bo,Cy,Di --seed 12
  dragon setup dice --players Ann,Bo,Cy,Di --dice 6,6,6 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runSetupDice(opts) },
	}
	cmd.Flags().StringVar(&opts.players, "players", "", "the players by seat, East, South, West, North: `NAMES` such as Ann,Bo,Cy,Di")
	cmd.Flags().StringVar(&opts.dice, "dice", "", "the three `DICE` East threw, 1-6 each, e.g. 3,5,6")
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
	var dice []int
	var rnd *setup.Random
	switch {
	case opts.dice != "" && opts.seed.set:
		return errors.New("--dice and --seed both say how the dice fell; give one of them")
	case opts.dice != "":
		if dice, err = setup.ParseDice(opts.dice); err != nil {
			return flagErr("--dice", err)
		}
	default:
		rnd = opts.seed.random()
		dice = rnd.Dice()
	}
	d, err := t.Deal(dice)
	if err != nil {
		return flagErr("--dice", err)
	}
	if err := d.Check(); err != nil {
		return fmt.Errorf("the deal failed its own check, which is a bug: %w", err)
	}
	name := func(p setup.Pos) string { return t.Players[d.Wall.Sides[p.Side].Owner] }
	breakWall := t.Players[d.BreakSeat]

	if opts.json {
		out := diceJSON{
			Game: "nine-dragons", Dice: d.Dice, Total: d.Total,
			BreakWall: breakWall, BreakSeat: setup.Winds[d.BreakSeat], BreakStack: d.BreakStack,
			DealStarts:   wallPosJSON{Wall: name(d.First), Stack: d.First.Column},
			Replacements: wallPosJSON{Wall: name(d.Replacement()), Stack: d.Replacement().Column},
			Tiles:        d.Wall.Tiles(), Dealt: d.Dealt, Stock: d.Stock(),
		}
		if rnd != nil {
			out.Seed = &rnd.Seed
		}
		for i, p := range t.Players {
			out.Players = append(out.Players, seatJSON{Seat: setup.Winds[i], Player: p})
			h := nineHandJSON{Player: p, Seat: setup.Winds[i], Tiles: d.Held[i]}
			for _, round := range d.Rounds(i) {
				var rj []pieceJSON
				for _, pc := range round {
					rj = append(rj, pieceJSON{Wall: name(pc.Pos), Stack: pc.Pos.Column, Tiles: pieceTiles(pc)})
				}
				h.Rounds = append(h.Rounds, rj)
			}
			out.Deal = append(out.Deal, h)
		}
		return writeJSON(opts.io.Out, out)
	}

	w := opts.io.Out
	var seats []string
	for i, p := range t.Players {
		seats = append(seats, setup.Winds[i]+" "+p)
	}
	writeParagraph(w, "Nine Dragons: "+strings.Join(seats, ", ")+". East deals.")
	if rnd != nil {
		writeParagraph(w, fmt.Sprintf("Dice simulated with seed %d (repeat it with --seed %d).", rnd.Seed, rnd.Seed))
	}
	writeParagraph(w, fmt.Sprintf("Dice %d + %d + %d = %d: counting counter-clockwise from East as 1, %d reaches %s, so %s's wall breaks.",
		d.Dice[0], d.Dice[1], d.Dice[2], d.Total, d.Total, setup.Winds[d.BreakSeat], breakWall))
	firstAt := fmt.Sprintf("stack %d of %s's wall", d.First.Column, name(d.First))
	if d.First.Side == d.Break.Side {
		firstAt = fmt.Sprintf("stack %d", d.First.Column)
	}
	writeParagraph(w, fmt.Sprintf("Counting %d stacks from the right end of %s's wall, the wall breaks after the %s stack. Dealing starts left of it, at %s, and runs clockwise. Replacement tiles for flowers and kongs come from the other end: stack %d, then on towards the wall's right end.",
		d.Total, breakWall, setup.Ordinal(d.BreakStack), firstAt, d.BreakStack))
	fmt.Fprintln(w)
	for _, line := range d.Drawing(drawStyle(opts.io, opts.getenv)) {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Who is dealt what (stacks counted from each wall's right end):")
	var rows [][]string
	for i, p := range t.Players {
		row := []string{setup.Winds[i], p}
		for _, round := range d.Rounds(i) {
			row = append(row, formatPieces(round, name))
		}
		rows = append(rows, append(row, fmt.Sprint(d.Held[i])))
	}
	writeDealTable(w, []string{"", "", "round 1", "round 2", "round 3", "round 4", "tiles"}, rows)
	fmt.Fprintln(w)
	next := d.Wall.Pos(d.Next / 2)
	writeParagraph(w, fmt.Sprintf("Left on the wall after the deal: %d tiles, drawn clockwise from the %s tile of %s's stack %d.",
		d.Stock(), setup.Layer(d.Next%2), name(next), next.Column))
	return nil
}
