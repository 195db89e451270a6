package q

import "github.com/dragon-tools/dragon/cmd/dragon/cmdutil"

// Menu is what 'dragon' alone offers for Q Mahjongg.
var Menu = []cmdutil.MenuItem{
	{Label: "Score a Q Mahjongg hand and the payments", Args: []string{"q", "score"}},
	{Label: "Score a Q Mahjongg hand and record it in a ledger", Args: []string{"q", "score"}, Ask: cmdutil.RecordFlag},
}
