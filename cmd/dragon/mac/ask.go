package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// askFished asks, player by player, for the fished cards: the players from
// the ledger with --record, otherwise as typed.
func askFished(o *scoreOptions) error {
	var players []string
	if o.Record.File != "" {
		cur, err := cmdutil.ReadLedgerOf(o.Record.File, ledger.MAC)
		if err != nil {
			return err
		}
		players = cur.State.Header.Players
	} else {
		var err error
		if players, err = cmdutil.AskPlayers(o.IO.Prompter, game.MinPlayers, game.MaxPlayers); err != nil {
			return err
		}
	}
	var err error
	o.Given, err = cmdutil.AskEach(o.IO.Prompter, players, "'s fished cards (empty for none)", func(s string) error {
		_, err := game.ParseCards(s)
		return err
	})
	return err
}
