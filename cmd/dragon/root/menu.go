package root

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// tableItems are what the menu offers whatever the game.
var tableItems = []cmdutil.MenuItem{
	{Label: "Show a ledger: balances, who deals next", Args: []string{"ledger", "show"}, Ask: cmdutil.LedgerArg},
}

// menu lists what `dragon` alone offers: each game's things to do, the
// ledger, then each game's reference cards.
func menu(games cmdutil.Games) []cmdutil.MenuItem {
	var todo, reference []cmdutil.MenuItem
	for _, g := range games {
		for _, m := range g.Menu {
			if m.Reference {
				reference = append(reference, m)
			} else {
				todo = append(todo, m)
			}
		}
	}
	return append(append(todo, tableItems...), reference...)
}

// runMenu asks what to do and does it.
func runMenu(ios *cmdutil.IOStreams, root *cobra.Command, items []cmdutil.MenuItem) error {
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
		more, err := item.Ask(ios.Prompter)
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
