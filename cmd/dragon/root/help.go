package root

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// versionString is the version given at release (see main's version),
// otherwise the module's, with the commit it was built from and that
// commit's date, from the build's own information (a build from a git
// checkout, 'go install' of a tagged module): what a bug report names.
func versionString(version string) string {
	bi, _ := debug.ReadBuildInfo()
	if bi == nil {
		bi = &debug.BuildInfo{}
	}
	return describeBuild(version, bi)
}

// describeBuild is versionString of build information bi: "v1.2.0
// (commit 1a2b3c4d5e6f, 2026-11-29)", "dev (commit 1a2b3c4d5e6f,
// 2026-11-29, with changes not committed)", or "dev" when bi says nothing.
func describeBuild(version string, bi *debug.BuildInfo) string {
	if version == "" {
		version = bi.Main.Version
	}
	if version == "" || version == "(devel)" {
		version = "dev"
	}
	vcs := map[string]string{}
	for _, s := range bi.Settings {
		vcs[s.Key] = s.Value
	}
	rev := vcs["vcs.revision"]
	if rev == "" {
		return version
	}
	parts := []string{"commit " + rev[:min(12, len(rev))]}
	if t := vcs["vcs.time"]; len(t) >= 10 {
		parts = append(parts, t[:10])
	}
	if vcs["vcs.modified"] == "true" {
		parts = append(parts, "with changes not committed")
	}
	return version + " (" + strings.Join(parts, ", ") + ")"
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
	para := func(indent, s string) { term.Para(&b, readingsWidth, indent, s) }
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
