// Package setupcmd is "dragon setup": what the table does before a hand,
// seats, Yin-Yang numbers, dice, with the wall drawn.
package setupcmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/setup"
)

// NewCmd builds 'dragon setup'. rules are Magic Dragon's rules as 'setup
// yinyang' needs them, supplied by the magic command group.
func NewCmd(ios *term.IOStreams, rules MagicRules) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "setup",
		Short: "Set up a hand: seats, Yin-Yang numbers or dice, the wall drawn",
		Long: `Do what the table does before a hand, the way the rulebooks say, and draw
the wall so that everyone can see who takes which columns.

  seats    Magic Dragon: each player draws a tile; the highest deals
  yinyang  Magic Dragon: the Yin-Yang numbers, the starting column, the deal
  dice     Nine Dragons: the dice, where the wall breaks, the deal
  qdeal    Q Mahjongg: the Dragon Deck shuffled, the piles of seven dealt

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
	cmd.AddCommand(newSetupSeatsCmd(ios, rules, nil), newSetupYinYangCmd(ios, rules, nil), newSetupDiceCmd(ios, nil), newSetupQDealCmd(ios, nil))
	return cmd
}

// MagicRules is what 'setup seats' and 'setup yinyang' need of Magic
// Dragon's rules: how many play, the version played and the suit a
// three-player table removes. The magic
// command group supplies it (see root's games.go), so that this package
// names no game's scoring.
type MagicRules interface {
	// Version returns the version called name ("" for the ruleset's
	// default) from the built-in ruleset, or from the table's own
	// ruleset file when rulesetFile is not "": its name and the tiles
	// each player draws and sets aside.
	Version(rulesetFile, name string) (version string, drawn, dead int, err error)
	// CheckSuit says what is wrong with the suit a three-player table
	// removes, or returns nil.
	CheckSuit(suit string) error
	// Players returns the fewest and the most players of a table.
	Players() (min, max int)
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

// plainChars need no quoting in a shell.
const plainChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.,:@+-"

// shellQuote quotes s for a shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, plainChars) == "" {
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

// layout is the width a set-up's text and drawing keep within: fit, the
// screen's (IOStreams.Fit), or setup.DrawingWidth, as always, for a pipe
// or a file.
func layout(fit int) int {
	if fit > 0 {
		return fit
	}
	return setup.DrawingWidth
}

// writeDealTable writes who takes what: a table with a row per player when
// it fits (layout), otherwise (long names) a list per player, each line
// broken to fit a screen of fit columns (0: whole). The first two cells
// of a row name the player, the rest are labelled by header.
func writeDealTable(w io.Writer, fit int, header []string, rows [][]string) {
	if tableWidth(append([][]string{header}, rows...)) <= layout(fit) {
		writeTable(w, "  ", append([][]string{header}, rows...))
		return
	}
	for _, row := range rows {
		term.Para(w, fit, "    ", "  "+row[0]+" "+row[1])
		list := cmdutil.Table{Width: fit}
		for i := 2; i < len(row) && i < len(header); i++ {
			list.Row("      "+header[i]+":", row[i])
		}
		list.Print(w)
	}
}

// tableWidth is the columns writeTable takes for rows, indented by two.
func tableWidth(rows [][]string) int {
	widths := map[int]int{}
	for _, row := range rows {
		for i, cell := range row {
			widths[i] = max(widths[i], setup.DisplayWidth(cell))
		}
	}
	total := 0
	for _, n := range widths {
		total += n + 2
	}
	return total
}

// writeRows writes rows as a table when it fits (layout), otherwise
// (long names) each row as a paragraph broken between words to a screen
// of fit columns, its cells parted by two spaces.
func writeRows(w io.Writer, fit int, rows [][]string) {
	if tableWidth(rows) <= layout(fit) {
		writeTable(w, "  ", rows)
		return
	}
	for _, row := range rows {
		var cells []string
		for _, c := range row {
			if c != "" {
				cells = append(cells, c)
			}
		}
		term.Para(w, fit, "      ", "  "+strings.Join(cells, "  "))
	}
}

// writeDrawing writes the lines of a table's drawing, or, on a screen of
// fit columns too narrow for its walls (five players' at 60), a line
// that says how wide it is: the list of takes under it says the same.
func writeDrawing(w io.Writer, fit int, lines []string) {
	need := 0
	for _, l := range lines {
		need = max(need, setup.DisplayWidth(l))
	}
	if fit > 0 && need > fit {
		writeParagraph(w, fit, fmt.Sprintf("(The drawing of the table needs %d columns, and the screen has %d: widen it to see the drawing. The list below says who takes what.)", need, fit))
		return
	}
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}

// writeParagraph writes text broken between words to the layout of a
// screen of fit columns.
func writeParagraph(w io.Writer, fit int, text string) {
	for _, line := range setup.Wrap([]string{text}, layout(fit)) {
		fmt.Fprintln(w, line)
	}
}
