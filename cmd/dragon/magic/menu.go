package magic

import (
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Menu is what `dragon` alone offers for Magic Dragon.
var Menu = []cmdutil.MenuItem{
	{Label: "Score a Magic Dragon hand and settle the payments", Args: []string{"magic", "score"}},
	{Label: "Score a Magic Dragon hand and record it in a ledger", Args: []string{"magic", "score"}, Ask: cmdutil.LedgerFlag},
	{Label: "Penalty points of a loser's hand", Args: []string{"magic", "penalty"}},
	{Label: "Set up the wall (Yin-Yang numbers)", Args: []string{"setup", "yinyang"}},
	{Label: "Show Table I, the winning units", Args: []string{"magic", "units"}, Reference: true},
}

// Setup is what the evening offers before a Magic Dragon game: the
// Yin-Yang numbers the table shows, the starting column and the deal, for
// the ledger's table, dealer and version.
var Setup = []cmdutil.SetupItem{{
	Label: "the Yin-Yang numbers and the deal",
	Args: func(st books.State) []string {
		args := []string{"setup", "yinyang", "--players", strings.Join(st.Header.Players, ","), "--dealer", st.RoleHolder, "--version", st.Version}
		if s := st.Header.Rules.WithoutSuit; s != "" {
			args = append(args, "--without-suit", s)
		}
		return args
	},
}}
