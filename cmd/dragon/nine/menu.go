package nine

import "github.com/dragon-tools/dragon/cmd/dragon/cmdutil"

// Menu is what 'dragon' alone offers for Nine Dragons.
var Menu = []cmdutil.MenuItem{
	{Label: "Score a Nine Dragons hand and the chips", Args: []string{"nine", "score"}},
	{Label: "Score a Nine Dragons hand and record it in a ledger", Args: []string{"nine", "score"}, Ask: cmdutil.RecordFlag},
}
