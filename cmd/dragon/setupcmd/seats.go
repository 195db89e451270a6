package setupcmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/setup"
)

type setupSeatsOptions struct {
	io      *term.IOStreams
	rules   MagicRules
	players string
	draws   []string
	seed    seedFlag
	json    bool
}

func newSetupSeatsCmd(ios *term.IOStreams, rules MagicRules, runF func(*setupSeatsOptions) error) *cobra.Command {
	opts := &setupSeatsOptions{io: ios, rules: rules}
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
simulated from the 144 tiles.

The rules: docs/rules/magic-dragon.md in dragon's repository.`,
		Example: `  # The table drew 7, 3, 9, 3; Bo and Di tied and drew 5 and 2 in the playoff
  dragon setup seats --players Ann,Bo,Cy,Di --draws 7,3,9,3 --draws 5,2

  # Simulate the draw; the seed is printed, and repeats it
  dragon setup seats --players Ann,Bo,Cy,Di
  dragon setup seats --players Ann,Bo,Cy,Di --seed 42 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return runSetupSeats(opts)
		},
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
	if lo, hi := opts.rules.Players(); len(players) < lo || len(players) > hi {
		return fmt.Errorf("--players: %s; Magic Dragon is played by %d to %d (more than six with 10-tile hands)", words.Plural(len(players), "player"), lo, hi)
	}
	s, err := opts.drawSeats(players)
	if err != nil {
		return err
	}
	if opts.json {
		return cmdutil.WriteJSON(opts.io.Out, seatsJSONOf(players, s))
	}
	printSeats(opts.io.Out, opts.io.Fit(), players, s)
	return nil
}

// drawSeats reads --draws and runs the draw, simulating what the table
// did not give.
func (opts *setupSeatsOptions) drawSeats(players []string) (*setup.Seating, error) {
	var given [][]int
	for _, d := range opts.draws {
		ranks, err := setup.ParseRanks(d)
		if err != nil {
			return nil, flagErr(drawsFlag(d), err)
		}
		given = append(given, ranks)
	}
	var rnd *setup.Random
	if len(given) == 0 || opts.seed.set {
		rnd = opts.seed.random()
	}
	s, err := setup.DrawSeats(players, given, rnd)
	if err != nil {
		return nil, opts.drawError(players, err)
	}
	return s, nil
}

// drawError says what the table must give for a draw that cannot be
// finished: a playoff's ranks, or the right number of ranks.
func (opts *setupSeatsOptions) drawError(players []string, err error) error {
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
		return fmt.Errorf("--draws %s: %s for %s; give one rank (1-9) per player, in the order of --players",
			opts.draws[0], words.Plural(re.Given, "rank"), words.Plural(len(players), "player"))
	case errors.As(err, &re):
		return fmt.Errorf("--draws %s: the playoff of %s needs %d ranks, in that order, not %d",
			opts.draws[re.Round-1], setupJoinAnd(re.Players), len(re.Players), re.Given)
	case len(players) < 2:
		return flagErr("--players", err)
	}
	var e *setup.ParseError
	if errors.As(err, &e) && e.Pos > 1 && e.Pos <= len(opts.draws) {
		return flagErr(drawsFlag(opts.draws[e.Pos-1]), err)
	}
	return inputErr(err)
}

// drawsFlag names one --draws of several by its value as typed, an empty
// one as a pair of quotes rather than a gap before the colon.
func drawsFlag(d string) string {
	if strings.TrimSpace(d) == "" {
		return "--draws ''"
	}
	return "--draws " + d
}

// seatsJSONOf is the draw and the seats as --json prints them.
func seatsJSONOf(players []string, s *setup.Seating) seatsJSON {
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
	return out
}

// printSeats writes the draw, the playoffs, the seats and the command
// that sets up the wall next.
func printSeats(w io.Writer, fit int, players []string, s *setup.Seating) {
	printSeating(w, fit, players, s)
	names := s.Names()
	seated := shellQuote(strings.Join(names, ","))
	if _, err := setup.MagicColumns(len(names), false); err != nil {
		// Seven or eight: 'setup yinyang' has no wall to draw for them.
		writeParagraph(w, fit, "Next: there is no wall to set up: "+inputErr(err).Error()+
			". More than six play with 10-tile hands (IX-3); keep the books with:")
		writeCommand(w, fit, "  ", "    ", "dragon ledger new FILE", "--game magic", "--players "+seated)
		return
	}
	writeCommand(w, fit, "Next: ", "  ", "dragon setup yinyang", "--players "+seated, "--dealer "+shellQuote(names[0]))
}

// writeCommand writes lead and a shell command on one line; or, wider
// than fit (when fit is not 0), broken between its parts (the command,
// then each flag with its value, quoted for the shell), never inside one
// when it fits a line, so a quoted name keeps its spaces and a flag its
// value. Every line but the last ends with a backslash: the lines paste
// into a shell as the one command. The lines after the first start with
// indent; a part too wide for a line of its own is broken as breakList
// breaks it.
func writeCommand(w io.Writer, fit int, lead, indent string, parts ...string) {
	line := lead + parts[0]
	for _, part := range parts[1:] {
		if fit <= 0 || setup.DisplayWidth(line+" "+part+" \\") <= fit {
			line += " " + part
			continue
		}
		fmt.Fprintln(w, line+" \\")
		line = indent + part
		if setup.DisplayWidth(line+" \\") > fit {
			lines := breakList(line, fit)
			for _, l := range lines[:len(lines)-1] {
				fmt.Fprintln(w, l)
			}
			line = lines[len(lines)-1]
		}
	}
	fmt.Fprintln(w, line)
}

// breakList breaks a line that holds a flag and its comma-separated value
// (--players) after commas into lines of at most fit columns. Each line
// but the last ends with a backslash right after a comma, and the next
// starts in its first column, so the shell joins them into one word; a
// quoted value is closed before the backslash and opened again after it.
// A name wider than a line stays whole.
func breakList(line string, fit int) []string {
	open, shut := "", "\\"
	if strings.HasSuffix(line, "'") {
		open, shut = "'", "'\\"
	}
	pieces := strings.SplitAfter(line, ",")
	var out []string
	cur := pieces[0]
	for _, p := range pieces[1:] {
		if setup.DisplayWidth(cur+p+shut) > fit {
			out = append(out, cur+shut)
			cur = open + p
			continue
		}
		cur += p
	}
	return append(out, cur)
}

// printSeating writes the draw, the playoffs and the seats.
func printSeating(w io.Writer, fit int, players []string, s *setup.Seating) {
	if s.Simulated {
		writeParagraph(w, fit, fmt.Sprintf("Simulated draw, seed %d (repeat it with --seed %d).", s.Seed, s.Seed))
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
		writeParagraph(w, fit, title+" "+strings.Join(parts, ", "))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Seats, clockwise from the dealer:")
	var rows [][]string
	for k, p := range s.Order {
		var ranks []string
		for _, r := range drew[p] {
			ranks = append(ranks, fmt.Sprint(r))
		}
		rows = append(rows, []string{fmt.Sprint(k + 1), players[p], seatRole(k, len(s.Order)), "drew " + strings.Join(ranks, ", then ")})
	}
	writeRows(w, fit, rows)
	fmt.Fprintln(w)
}

// seatRole names the k-th of n seats clockwise from the dealer, where it
// has a name.
func seatRole(k, n int) string {
	switch {
	case k == 0:
		return "dealer"
	case k == 1:
		return "dealer's left"
	case k == n-1:
		return "dealer's right"
	}
	return ""
}

// setupJoinAnd joins names as "Ann, Bo and Cy".
func setupJoinAnd(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
