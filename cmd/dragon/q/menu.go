package q

import (
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Menu is what 'dragon' alone offers for Q Mahjongg.
var Menu = []cmdutil.MenuItem{
	{Label: "Score a Q Mahjongg hand and the payments", Args: []string{"q", "score"}},
	{Label: "Score a Q Mahjongg hand and record it in a ledger", Args: []string{"q", "score"}, Ask: cmdutil.RecordFlag},
}

// Setup is what the evening offers before a Q Mahjongg hand: the Dragon
// Deck shuffled and dealt by the ledger's banker.
var Setup = []cmdutil.SetupItem{{
	Label: "the Dragon Deck shuffled and dealt",
	Args: func(st books.State) []string {
		return []string{"setup", "qdeal", "--players", strings.Join(seating(st), ",")}
	},
}}
