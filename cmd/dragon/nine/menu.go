package nine

import (
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/setup"
)

// Menu is what 'dragon' alone offers for Nine Dragons.
var Menu = []cmdutil.MenuItem{
	{Label: "Score a Nine Dragons hand and the chips", Args: []string{"nine", "score"}},
	{Label: "Score a Nine Dragons hand and record it in a ledger", Args: []string{"nine", "score"}, Ask: cmdutil.RecordFlag},
}

// Setup is what the evening offers before a Nine Dragons hand: East's
// throw of the dice and the deal, for the seats the
// ledger gives the hand.
var Setup = []cmdutil.SetupItem{{
	Label: "the dice and the deal",
	Args: func(st books.State) []string {
		return []string{"setup", "dice", "--players", strings.Join(seating(st), ",")}
	},
	Ask: askDice,
}}

// askDice asks for the dice East threw; none lets dragon throw them.
func askDice(p term.Prompter) ([]string, error) {
	s, err := p.Input("The dice East threw (e.g. 3,5,6; Enter for dragon to throw them)", "", func(s string) error {
		if s == "" {
			return nil
		}
		_, err := setup.ParseDice(s)
		return err
	})
	if err != nil || s == "" {
		return nil, err
	}
	return []string{"--dice", s}, nil
}
