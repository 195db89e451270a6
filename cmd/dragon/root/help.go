package root

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// versionString is the version given at release (see main's version);
// otherwise it comes from the module's build information.
func versionString(version string) string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}

// newExitCodesTopic is `dragon help exit-codes`: a help topic, not a
// command.
func newExitCodesTopic() *cobra.Command {
	return &cobra.Command{
		Use:   "exit-codes",
		Short: "What dragon's exit codes mean",
		Long: `dragon exits with:

  0  done: the score, the setup, the ledger report was printed
  1  an error: bad input, a hand that cannot win, a ledger check that
     found an error (warnings alone, such as money below zero, exit 0
     unless --strict), a flow that needed an answer with no terminal to
     ask on
  2  cancelled: Ctrl-C or Ctrl-D at a prompt; nothing was written (at
     the evening's table, what was recorded before stays recorded)
  3  a claim that disagrees with the rules: --claim N gave another figure
     than the rules do (the output shows the difference and the readings
     that would give N); with --record the hand is still recorded, with
     the rules' figure, and the output says so

Every error is one line on standard error, starting "dragon: ", naming
what was wrong and what would be right.`,
	}
}

// newReadingsTopic is `dragon help readings`: every game's readings, as
// the list of the games gives them.
func newReadingsTopic(games cmdutil.Games) *cobra.Command {
	return &cobra.Command{
		Use:   "readings",
		Short: "Where the rulebooks are loose: the reading dragon takes, and the alternative",
		Long:  readingsText(games),
	}
}

// readingsWidth is how wide the readings topic is written, as the other
// help is.
const readingsWidth = 78

// readingsIndent is where a reading's words go on under their label.
const readingsIndent = "                  " // as wide as "    in a ruleset: "

// readingsText lists each game's readings: the id, the rulebook's words,
// the program's choice, the alternative and how a ruleset plays it.
func readingsText(games cmdutil.Games) string {
	var b strings.Builder
	para := func(indent, s string) { cmdutil.Para(&b, readingsWidth, indent, s) }
	para("", strings.Join(strings.Fields(`Where a rulebook is loose, dragon takes one reading. A score names the
reading, by its id, wherever it decided the result (a "Reading:" line;
"decided" in --json); --claim N finds the figure every alternative gives,
and names it; a table that plays the alternative says so in its own
--ruleset FILE (see rulesets/ in the repository), as "in a ruleset" shows.
The rules as the program applies them: docs/rules/ in the repository.`), " "))
	for _, g := range games {
		if len(g.Readings) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n%s\n", g.Title)
		for _, c := range g.Readings {
			fmt.Fprintf(&b, "  %s\n", c.ID)
			para(readingsIndent, "    the rules:    "+c.Text)
			para(readingsIndent, "    dragon:       "+c.Program)
			para(readingsIndent, "    alternative:  "+c.Alternative)
			para(readingsIndent, "    in a ruleset: "+c.Switch())
		}
	}
	return strings.TrimRight(b.String(), "\n")
}
