package dominoes

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
	"github.com/dragon-tools/dragon/setup"
)

// askDiscards asks, player by player, for the discards: the players from
// the ledger with --record (in its turn order), otherwise as typed.
func askDiscards(o *scoreOptions) error {
	var names []string
	if o.Record.File != "" {
		cur, err := cmdutil.ReadLedgerOf(o.Record.File, ledger.Dominoes)
		if err != nil {
			return err
		}
		names = turnOrder(cur.State.Header.Players, cur.State.Dealer)
	} else {
		var err error
		if names, err = askTurnOrder(o.IO.Prompter, o.Rules); err != nil {
			return err
		}
	}
	var err error
	o.Given, err = cmdutil.AskEach(o.IO.Prompter, names, "'s discards (empty when he laid every tile)", func(s string) error {
		_, err := game.ParseTiles(s)
		return err
	})
	return err
}

// askTurnOrder asks for the players in turn order, the leader first: play
// runs counter-clockwise, not in the seating order other games ask for.
// The rules' deals say how many may play.
func askTurnOrder(p cmdutil.Prompter, rules *game.Rules) ([]string, error) {
	var names []string
	_, err := p.Input("Players in turn order, the leader first (counter-clockwise, e.g. Ann,Bo,Cy)", "", func(s string) error {
		ns, err := setup.ParseNames(s)
		if err != nil {
			return err
		}
		if _, err := rules.DealSize(len(ns)); err != nil {
			return err
		}
		names = ns
		return nil
	})
	return names, err
}
