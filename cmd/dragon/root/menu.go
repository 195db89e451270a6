package root

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
)

// tableItems are what the menu offers whatever the game.
var tableItems = []cmdutil.MenuItem{
	{Label: "Show a ledger: balances, who deals next", Args: []string{"ledger", "show"}, Ask: cmdutil.LedgerArg},
}

// menuEntry is an item of the menu and the game it is of ("" for an item
// of every game).
type menuEntry struct {
	cmdutil.MenuItem
	game books.Game
}

// menu lists what the menu of a single hand offers: each game's things to
// do, the ledger, then each game's reference cards.
func menu(games cmdutil.Games) []menuEntry {
	var todo, reference []menuEntry
	for _, g := range games {
		for _, m := range g.Menu {
			if m.Reference {
				reference = append(reference, menuEntry{m, g.Name})
			} else {
				todo = append(todo, menuEntry{m, g.Name})
			}
		}
	}
	for _, m := range tableItems {
		todo = append(todo, menuEntry{MenuItem: m})
	}
	return append(todo, reference...)
}

// runMenu asks what to do and does it.
func runMenu(ios *term.IOStreams, root *cobra.Command, items []menuEntry) error {
	labels := make([]string, len(items))
	for i, m := range items {
		labels[i] = m.Label
	}
	i, err := ios.Prompter.Select("What would you like to do?", labels, 0)
	if err != nil {
		return err
	}
	item := items[i]
	args := item.Args
	if item.Ask != nil {
		more, err := item.Ask(ios.Prompter, item.game)
		if err != nil {
			return err
		}
		args = append(append([]string(nil), args...), more...)
	}
	cmd, rest, err := root.Find(args)
	if err != nil {
		return err
	}
	if err := cmd.ParseFlags(rest); err != nil {
		return err
	}
	return cmd.RunE(cmd, cmd.Flags().Args())
}

// runLine runs a command line of dragon as if it were typed, on a command
// tree of its own: a command's options keep what one run filled in (the
// answers asked, the hands read), so each line is built afresh. The
// evening runs what a command does (a new ledger, a record, an undo, the
// check, a set-up) this way, so that the two cannot disagree.
func runLine(ios *term.IOStreams, version string, args []string) error {
	cmd := build(ios, version, args[0], false)
	cmd.SetArgs(args)
	return cmd.Execute()
}
