package main

import "github.com/spf13/cobra"

// menuItem is one thing `dragon` alone offers to do: the command line it
// stands for, run as if typed, so the menu and the flags cannot disagree.
type menuItem struct {
	label string
	args  []string
}

var menuItems = []menuItem{
	{"Score a Magic Dragon hand and settle the payments", []string{"magic", "score"}},
	{"Penalty points of a loser's hand", []string{"magic", "penalty"}},
	{"Set up the wall (Yin-Yang numbers)", []string{"setup", "yinyang"}},
	{"Show Table I, the winning units", []string{"magic", "units"}},
}

// runMenu asks what to do and does it.
func runMenu(ios *IOStreams, root *cobra.Command) error {
	labels := make([]string, len(menuItems))
	for i, m := range menuItems {
		labels[i] = m.label
	}
	i, err := ios.Prompter.Select("What would you like to do?", labels, 0)
	if err != nil {
		return err
	}
	cmd, rest, err := root.Find(menuItems[i].args)
	if err != nil {
		return err
	}
	cmd.SetArgs(rest)
	return cmd.RunE(cmd, rest)
}
