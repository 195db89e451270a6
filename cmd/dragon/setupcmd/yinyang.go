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
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/setup"
)

type setupYinYangOptions struct {
	io                 *term.IOStreams
	getenv             func(string) string
	players, dealer    string
	fingers1, fingers2 string
	y1, y2             int
	side               string
	column             int
	given              func(flag string) bool
	seed               seedFlag
	version            string
	rulesetFile        string
	withoutSuit        string
	json               bool
	rules              MagicRules
}

func newSetupYinYangCmd(ios *term.IOStreams, rules MagicRules, runF func(*setupYinYangOptions) error) *cobra.Command {
	opts := &setupYinYangOptions{io: ios, getenv: os.Getenv, rules: rules}
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
the dealer 16, 6 players 12.

The rules: docs/rules/magic-dragon.md in dragon's repository.`,
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
			opts.given = cmd.Flags().Changed
			if opts.io.CanPrompt() {
				if err := askSetupYinYang(opts); err != nil {
					return err
				}
			}
			if runF != nil {
				return runF(opts)
			}
			return runSetupYinYang(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.players, "players", "", "the players clockwise around the table: `NAMES` such as Ann,Bo,Cy,Di")
	f.StringVar(&opts.dealer, "dealer", "", "the `NAME` of the dealer (see 'dragon setup seats')")
	f.StringVar(&opts.fingers1, "fingers1", "", "the fingers each player shows for Y1: `COUNTS` 1-5 in --players order")
	f.StringVar(&opts.fingers2, "fingers2", "", "the fingers each player shows for Y2: `COUNTS` 1-5 in --players order")
	cmdutil.IntVar(f, &opts.y1, "y1", 0, "the first Yin-Yang number, the sum of the fingers")
	cmdutil.IntVar(f, &opts.y2, "y2", 0, "the second Yin-Yang number, the sum of the fingers")
	f.StringVar(&opts.side, "side", "", "simpler method: the `NAME` of the player whose wall the dealer picks")
	cmdutil.IntVar(f, &opts.column, "column", 0, "simpler method: the column of that wall, counted from its right end")
	f.Var(&opts.seed, "seed", "simulate the fingers not given from this seed (default: a fresh seed, printed)")
	f.Var(cmdutil.NonEmpty(&opts.version, "a VERSION, A to G"), "version", "the `VERSION` played, A to G: the tiles each player draws (default: the ruleset's, C)")
	f.StringVar(&opts.rulesetFile, "ruleset", "", "a table's own ruleset `FILE`, for its own versions")
	f.StringVar(&opts.withoutSuit, "without-suit", "", "the three-player game with one `SUIT` removed (C, S, D or P): 18 columns each")
	f.BoolVar(&opts.json, "json", false, "print the setup and the deal as JSON")
	return cmd
}

// magicVersion returns the version whose tiles the deal hands out, from the
// built-in ruleset or the table's own.
func (opts *setupYinYangOptions) magicVersion() (magicVersion, error) {
	var v magicVersion
	var err error
	v.Name, v.Drawn, v.Dead, err = opts.rules.Version(opts.rulesetFile, opts.version)
	return v, err
}

// magicVersion is a Magic Dragon version as the deal needs it: the tiles
// each player draws and sets aside.
type magicVersion struct {
	Name        string
	Drawn, Dead int
}

// yinYangNumber is one Yin-Yang number and how the table got it.
type yinYangNumber struct {
	value     int
	fingers   []int // in seat order; nil when given as a total
	simulated bool
}

func (opts *setupYinYangOptions) number(t *setup.MagicTable, which, fingers string, total int, rnd func() *setup.Random) (yinYangNumber, error) {
	ff, yf := "--fingers"+which, "--y"+which
	switch {
	case fingers != "" && opts.given("y"+which):
		return yinYangNumber{}, fmt.Errorf("%s and %s both give Y%s; give one of them", ff, yf, which)
	case fingers != "":
		counts, err := setup.ParseFingers(fingers)
		if err != nil {
			return yinYangNumber{}, flagErr(ff, err)
		}
		if len(counts) != len(t.Players) {
			return yinYangNumber{}, fmt.Errorf("%s %s: %s for %s; give one count (1-5) per player, in the order of --players",
				ff, fingers, words.Plural(len(counts), "finger count"), words.Plural(len(t.Players), "player"))
		}
		seat := t.InSeatOrder(counts)
		y, err := t.YinYang(seat)
		if err != nil {
			return yinYangNumber{}, flagErr(ff, err)
		}
		return yinYangNumber{value: y, fingers: seat}, nil
	case opts.given("y" + which):
		return yinYangNumber{value: total}, nil
	}
	seat := rnd().Fingers(len(t.Players))
	y, _ := t.YinYang(seat)
	return yinYangNumber{value: y, fingers: seat, simulated: true}, nil
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

func runSetupYinYang(opts *setupYinYangOptions) error {
	t, version, err := opts.table()
	if err != nil {
		return err
	}
	yy, err := opts.start(t)
	if err != nil {
		return err
	}
	if yy.deal, err = t.Deal(yy.start, version.Drawn, version.Dead); err != nil {
		return flagErr("--version "+version.Name, err)
	}
	if err := yy.deal.Check(); err != nil {
		return fmt.Errorf("the deal failed its own check, which is a bug: %w", err)
	}
	yy.version, yy.fit = version, opts.io.Fit()
	if opts.json {
		return cmdutil.WriteJSON(opts.io.Out, yy.json(strings.ToUpper(opts.withoutSuit)))
	}
	w := opts.io.Out
	yy.printSeats(w, strings.ToUpper(opts.withoutSuit))
	yy.printStart(w)
	fmt.Fprintln(w)
	writeDrawing(w, yy.fit, yy.deal.Drawing(drawStyle(opts.io, opts.getenv), layout(yy.fit)))
	fmt.Fprintln(w)
	yy.printTakes(w)
	return nil
}

// table reads the flags that say who plays and what: the players, the
// dealer, the method, the suit removed and the version.
func (opts *setupYinYangOptions) table() (*setup.MagicTable, magicVersion, error) {
	players, err := parsePlayers(opts.players, "Ann,Bo,Cy,Di (clockwise around the table)")
	if err != nil {
		return nil, magicVersion{}, err
	}
	if strings.TrimSpace(opts.dealer) == "" {
		return nil, magicVersion{}, fmt.Errorf("--dealer is required: name one of %s (see 'dragon setup seats')", strings.Join(players, ", "))
	}
	if err := opts.checkMethod(); err != nil {
		return nil, magicVersion{}, err
	}
	if opts.withoutSuit != "" {
		if err := opts.rules.CheckSuit(opts.withoutSuit); err != nil {
			return nil, magicVersion{}, flagErr("--without-suit", err)
		}
		if len(players) != 3 {
			_, err := setup.MagicColumns(len(players), true)
			return nil, magicVersion{}, flagErr("--without-suit", err)
		}
	}
	if _, err := setup.MagicColumns(len(players), false); err != nil {
		return nil, magicVersion{}, flagErr("--players", err)
	}
	version, err := opts.magicVersion()
	if err != nil {
		return nil, magicVersion{}, err
	}
	t, err := setup.NewMagicTable(players, opts.dealer, opts.withoutSuit != "")
	if err != nil {
		return nil, magicVersion{}, flagErr("--dealer", err)
	}
	return t, version, nil
}

// simpler reports whether the simpler method is used: the dealer names
// the side, the player across the column.
func (opts *setupYinYangOptions) simpler() bool { return opts.side != "" || opts.given("column") }

// checkMethod refuses the Yin-Yang numbers' flags with the simpler
// method, and the simpler method without both of its flags.
func (opts *setupYinYangOptions) checkMethod() error {
	if !opts.simpler() {
		return nil
	}
	for _, f := range []struct {
		set  bool
		name string
	}{{opts.fingers1 != "", "--fingers1"}, {opts.fingers2 != "", "--fingers2"}, {opts.given("y1"), "--y1"}, {opts.given("y2"), "--y2"}, {opts.seed.set, "--seed"}} {
		if f.set {
			return fmt.Errorf("%s is for the Yin-Yang numbers; the simpler method (--side, --column) needs none", f.name)
		}
	}
	if opts.side == "" || !opts.given("column") {
		return errors.New("the simpler method needs both --side NAME (the dealer's pick) and --column N (the pick of the player across)")
	}
	return nil
}

// yinYangDeal is what 'setup yinyang' works out: how the start was found,
// and the deal from it.
type yinYangDeal struct {
	table   *setup.MagicTable
	version magicVersion
	simpler bool
	y1, y2  yinYangNumber
	rnd     *setup.Random // the simulation's, when something was simulated
	start   setup.Start
	deal    *setup.MagicDeal
	fit     int // the screen's width, 0 for a pipe (IOStreams.Fit)
}

// start works out the starting side and column, by the simpler method or
// from the Yin-Yang numbers given or simulated.
func (opts *setupYinYangOptions) start(t *setup.MagicTable) (*yinYangDeal, error) {
	yy := &yinYangDeal{table: t, simpler: opts.simpler()}
	var err error
	if yy.simpler {
		if yy.start, err = t.StartBySide(opts.side, opts.column); err != nil {
			var pe *setup.ParseError
			if errors.As(err, &pe) && pe.Token == opts.side {
				return nil, flagErr("--side", err)
			}
			return nil, flagErr("--column", err)
		}
		return yy, nil
	}
	given1 := opts.fingers1 != "" || opts.given("y1")
	given2 := opts.fingers2 != "" || opts.given("y2")
	if given1 != given2 && !opts.seed.set {
		missing := "--fingers2 or --y2"
		if !given1 {
			missing = "--fingers1 or --y1"
		}
		return nil, fmt.Errorf("%s is missing: give the other Yin-Yang number too, or --seed N to simulate it", missing)
	}
	random := func() *setup.Random {
		if yy.rnd == nil {
			yy.rnd = opts.seed.random()
		}
		return yy.rnd
	}
	if yy.y1, err = opts.number(t, "1", opts.fingers1, opts.y1, random); err != nil {
		return nil, err
	}
	if yy.y2, err = opts.number(t, "2", opts.fingers2, opts.y2, random); err != nil {
		return nil, err
	}
	if yy.start, err = t.StartByYinYang(yy.y1.value, yy.y2.value); err != nil {
		var pe *setup.ParseError
		if errors.As(err, &pe) && strings.HasPrefix(pe.Msg, "Y1") {
			return nil, flagErr(ynFlag(opts.fingers1, "1"), err)
		}
		return nil, flagErr(ynFlag(opts.fingers2, "2"), err)
	}
	return yy, nil
}

// name is the owner of the wall at p.
func (yy *yinYangDeal) name(p setup.Pos) string {
	return yy.table.Players[yy.deal.Wall.Sides[p.Side].Owner]
}

// stockStarts is where the stock is drawn from after the deal: the column
// and its tile.
func (yy *yinYangDeal) stockStarts() (setup.Pos, string) {
	d := yy.deal
	return d.Wall.Pos(d.Next / 2), setup.Layer(d.Next % 2).String()
}

// json is the setup and the deal as --json prints them.
func (yy *yinYangDeal) json(withoutSuit string) yinYangJSON {
	t, d, start := yy.table, yy.deal, yy.start
	stockAt, stockTile := yy.stockStarts()
	out := yinYangJSON{
		Game: "magic-dragon", Version: yy.version.Name, Drawn: yy.version.Drawn, Dead: yy.version.Dead,
		Players: t.Players, Dealer: t.Players[0], WithoutSuit: withoutSuit,
		Method: "yin-yang", Y1: yy.y1.value, Y2: yy.y2.value,
		StartSide: t.Players[start.Side], StartColumn: start.Count,
		StartAt:     wallPosJSON{Wall: yy.name(start.At), Column: start.At.Column},
		Tiles:       d.Wall.Tiles(),
		Dealt:       d.Dealt,
		Stock:       d.Stock(),
		StockStarts: wallPosJSON{Wall: yy.name(stockAt), Column: stockAt.Column, Tile: stockTile},
	}
	if d.Stock() == 0 {
		out.StockStarts = wallPosJSON{}
	}
	out.DrawsBeforeTie = d.TieDraws()
	if yy.simpler {
		out.Method = "simpler"
	}
	if yy.rnd != nil {
		out.Seed = &yy.rnd.Seed
	}
	out.Fingers1, out.Fingers2 = yy.fingersJSON(yy.y1.fingers), yy.fingersJSON(yy.y2.fingers)
	for k, s := range d.Wall.Sides {
		out.Walls = append(out.Walls, wallJSON{Player: t.Players[k], Columns: s.Columns})
	}
	for _, p := range dealOrder(len(t.Players)) {
		h := magicHandJSON{Player: t.Players[p], Seat: p + 1, Tiles: d.Held[p], Dead: d.Dead}
		for _, round := range d.Rounds(p) {
			h.Rounds = append(h.Rounds, piecesJSON(round, yy.name, false))
		}
		out.Deal = append(out.Deal, h)
	}
	return out
}

func (yy *yinYangDeal) fingersJSON(f []int) []fingersJSON {
	var fj []fingersJSON
	for k, n := range f {
		fj = append(fj, fingersJSON{Player: yy.table.Players[k], Fingers: n})
	}
	return fj
}

// printSeats writes the version played and who sits where.
func (yy *yinYangDeal) printSeats(w io.Writer, withoutSuit string) {
	t := yy.table
	writeParagraph(w, yy.fit, fmt.Sprintf("Magic Dragon, version %s: each player draws %d tiles and sets %d aside.",
		yy.version.Name, yy.version.Drawn, yy.version.Dead))
	var seats []string
	for k, p := range t.Players {
		s := fmt.Sprintf("%d %s", k+1, p)
		if k == 0 {
			s += " (dealer)"
		}
		seats = append(seats, s)
	}
	writeParagraph(w, yy.fit, "Seats clockwise from the dealer: "+strings.Join(seats, ", ")+".")
	if t.WithoutSuit {
		writeParagraph(w, yy.fit, fmt.Sprintf("Three players without suit %s: 18 columns each, 108 tiles.", withoutSuit))
	}
	if yy.rnd != nil {
		writeParagraph(w, yy.fit, fmt.Sprintf("Fingers simulated with seed %d (repeat it with --seed %d).", yy.rnd.Seed, yy.rnd.Seed))
	}
}

// printStart says how the starting side and column were found.
func (yy *yinYangDeal) printStart(w io.Writer) {
	t, start, d := yy.table, yy.start, yy.deal
	side := t.Players[start.Side]
	if yy.simpler {
		writeParagraph(w, yy.fit, fmt.Sprintf("Simpler method: the dealer picked %s's wall, the player across its %s column from the right end.",
			side, setup.Ordinal(start.Count)))
		return
	}
	writeParagraph(w, yy.fit, fmt.Sprintf("Y1 = %d%s: counting clockwise from the dealer as 1, %d reaches player %d, %s, so %s's wall is the starting side.",
		yy.y1.value, showFingers(t, yy.y1.fingers), yy.y1.value, start.Side+1, side, side))
	if !start.Carried() {
		writeParagraph(w, yy.fit, fmt.Sprintf("Y2 = %d%s: the %s column from the right end of %s's wall is the starting column.",
			yy.y2.value, showFingers(t, yy.y2.fingers), setup.Ordinal(yy.y2.value), side))
		return
	}
	var past []string
	for s := (start.Side + 1) % len(t.Players); s != start.At.Side; s = (s + 1) % len(t.Players) {
		past = append(past, t.Players[s]+"'s")
	}
	via := ""
	if len(past) > 0 {
		via = ", past " + setupJoinAnd(past) + " wall,"
	}
	writeParagraph(w, yy.fit, fmt.Sprintf("Y2 = %d%s: %s's wall has %d columns, so the count goes on clockwise%s into %s's wall: its %s column from the right end is the starting column.",
		yy.y2.value, showFingers(t, yy.y2.fingers), side, d.Wall.Sides[start.Side].Columns, via, yy.name(start.At), setup.Ordinal(start.At.Column)))
}

// printTakes writes who takes which columns, and where the stock starts.
func (yy *yinYangDeal) printTakes(w io.Writer) {
	t, d := yy.table, yy.deal
	writeParagraph(w, yy.fit, "Who takes what (columns counted from each wall's right end):")
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
			row = append(row, formatPieces(round, yy.name))
		}
		rows = append(rows, append(row, fmt.Sprint(d.Dead)))
	}
	writeDealTable(w, yy.fit, header, rows)
	fmt.Fprintln(w)
	if d.Stock() == 0 {
		writeParagraph(w, yy.fit, "Stock: none; every tile was dealt.")
		return
	}
	stockAt, stockTile := yy.stockStarts()
	writeParagraph(w, yy.fit, fmt.Sprintf("Stock: %d tiles, drawn clockwise from the %s tile of %s's column %d. The game ties when 12 are left: %s.",
		d.Stock(), stockTile, yy.name(stockAt), stockAt.Column, words.Plural(d.TieDraws(), "draw")))
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
