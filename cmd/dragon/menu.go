package main

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/ledger"
)

// menuItem is one thing `dragon` alone offers to do: the command line it
// stands for, run as if typed, so the menu and the flags cannot disagree.
// ask, when set, asks for more of the command line first.
type menuItem struct {
	label string
	args  []string
	ask   func(p Prompter) ([]string, error)
}

var menuItems = []menuItem{
	{"Score a Magic Dragon hand and settle the payments", []string{"magic", "score"}, nil},
	{"Score a Magic Dragon hand and record it in a ledger", []string{"magic", "score"}, ledgerFlag},
	{"Penalty points of a loser's hand", []string{"magic", "penalty"}, nil},
	{"Set up the wall (Yin-Yang numbers)", []string{"setup", "yinyang"}, nil},
	{"Show a ledger: balances, who deals next", []string{"ledger", "show"}, ledgerArg},
	{"Show Table I, the winning units", []string{"magic", "units"}, nil},
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
	item := menuItems[i]
	args := item.args
	if item.ask != nil {
		more, err := item.ask(ios.Prompter)
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

// askLedgerFile asks which ledger to use, checking it can be read.
func askLedgerFile(p Prompter) (string, error) {
	return p.Input("Ledger file (see 'dragon ledger new')", "", func(s string) error {
		_, err := ledger.ReadCurrent(s)
		return err
	})
}

// ledgerFlag asks for the ledger and passes it as --ledger FILE.
func ledgerFlag(p Prompter) ([]string, error) {
	file, err := askLedgerFile(p)
	return []string{"--ledger", file}, err
}

// ledgerArg asks for the ledger and passes it as the FILE argument.
func ledgerArg(p Prompter) ([]string, error) {
	file, err := askLedgerFile(p)
	return []string{file}, err
}
