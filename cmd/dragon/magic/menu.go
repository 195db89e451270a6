package magic

import "github.com/dragon-tools/dragon/cmd/dragon/cmdutil"

// Menu is what `dragon` alone offers for Magic Dragon.
var Menu = []cmdutil.MenuItem{
	{Label: "Score a Magic Dragon hand and settle the payments", Args: []string{"magic", "score"}},
	{Label: "Score a Magic Dragon hand and record it in a ledger", Args: []string{"magic", "score"}, Ask: cmdutil.LedgerFlag},
	{Label: "Penalty points of a loser's hand", Args: []string{"magic", "penalty"}},
	{Label: "Set up the wall (Yin-Yang numbers)", Args: []string{"setup", "yinyang"}},
	{Label: "Show Table I, the winning units", Args: []string{"magic", "units"}, Reference: true},
}
