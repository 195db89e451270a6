// Package ledgertest makes ledgers for tests and benchmarks.
package ledgertest

import (
	"fmt"
	"strings"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// deal is the hands of one won game, from the winner round the table to
// the left: the winner's complete hand and each loser's 13 tiles. No tile
// is on the table more than four times.
type deal struct {
	hands [4]string
	// discard: the next player after the winner discarded the winning
	// tile; else the winner drew it himself.
	discard bool
}

var deals = []deal{
	{hands: [4]string{"123C 123C 345S 333D 44P", "456C 789S 111P 22D 9C 5D", "789C 123S 456D 2P 3P 6P 8P", "567S 789D 55P 1D 7P 9P 4C 6C"}, discard: true},
	{hands: [4]string{"111C 234S 567D 789P 55S", "123P 456P 99C 2C 3C 8S 9S 1D", "345C 678C 11S 2D 3D 4D 6S 9D", "789S 123D 44C 6P 1P 2P 5C 9C"}},
}

var players = []string{"Ann", "Bo", "Cy", "Di"}

// Generate returns a sound Magic Dragon ledger of n records, as a table
// would have written it with dragon, which 'ledger check' with the Magic
// Dragon audit finds nothing wrong with: mostly wins with their full inputs
// (the winner's hand, who discarded or that it was self-drawn, every
// loser's hand, the dealer) and the transfers those hands score, a tie
// every seventh record and an adjustment every fiftieth (one way, then
// back). Four players, version C, no dealer rule, so the deal passes after
// every game; the winners take turns with the same hands for a round, so
// nobody's money runs out. Each win's transfers are what audit, Magic
// Dragon's audit for 'ledger check', works out from its hands: the ledger
// names no game's scoring.
func Generate(n int, audit books.Auditor) []byte {
	h := books.Header{Game: books.Magic, Players: players, Rules: books.Rules{Version: "C", Stakes: 1}}
	var b strings.Builder
	b.Grow(n * 420)
	b.WriteString(`# A Magic Dragon ledger kept by dragon: one table's session.
version: 1 # ledger file format
game: magic # Magic Dragon
players: [Ann, Bo, Cy, Di] # seat order: Ann deals first, then the deal passes left, down the list
rules:
  version: C # Magic Dragon version (Table II)
  dealer_rule: false
  stakes: 1 # dollars per point
money:
  start: 80 # each player's money at the start
  bills: [1, 5, 10] # the play money's bills
hands:
`)
	at := time.Date(2026, 3, 14, 20, 0, 0, 0, time.FixedZone("", 3600))
	settled := map[[3]int]string{}
	games, wins := 0, 0
	for i := 1; i <= n; i++ {
		at = at.Add(4 * time.Minute)
		dealer := games % 4
		fmt.Fprintf(&b, "  - at: %s\n", at.Format(time.RFC3339))
		switch {
		case i%100 == 0:
			b.WriteString("    kind: adjustment\n    transfers: {Ann: -1, Bo: +1}\n    note: Ann was paid one too many\n")
		case i%50 == 0:
			b.WriteString("    kind: adjustment\n    transfers: {Ann: +1, Bo: -1}\n    note: Bo paid one short\n")
		case i%7 == 0:
			fmt.Fprintf(&b, "    kind: tie\n    inputs:\n      dealer: %s\n", players[dealer])
			games++
		default:
			d, w := (wins/4)%len(deals), wins%4
			key := [3]int{d, w, dealer}
			if settled[key] == "" {
				settled[key] = win(audit, h, deals[d], w, dealer)
			}
			b.WriteString(settled[key])
			wins++
			games++
		}
	}
	return []byte(b.String())
}

// inputs are the inputs of deal d won by player w.
func (d deal) inputs(w int) *books.Inputs {
	in := &books.Inputs{Winner: players[w], Hand: d.hands[0], SelfDrawn: !d.discard}
	if d.discard {
		in.DiscardBy = players[(w+1)%4]
	}
	for k := 1; k < 4; k++ {
		in.Losers = append(in.Losers, books.NamedHand{Name: players[(w+k)%4], Hand: d.hands[k]})
	}
	return in
}

// win writes the record of deal d won by player w under dealer, after its
// at: line, with the transfers audit works out for it.
func win(audit books.Auditor, h books.Header, d deal, w, dealer int) string {
	in := d.inputs(w)
	transfers, err := settle(audit, in, books.State{Header: &h, Version: h.Rules.Version, RoleHolder: players[dealer]})
	if err != nil {
		panic(fmt.Sprintf("ledgertest: a deal does not settle: %v", err))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "    kind: win\n    inputs:\n      winner: %s\n      hand: %s\n", in.Winner, in.Hand)
	if d.discard {
		fmt.Fprintf(&b, "      discard_by: %s\n", in.DiscardBy)
	} else {
		b.WriteString("      self_drawn: true\n")
	}
	b.WriteString("      losers:\n")
	for _, l := range in.Losers {
		fmt.Fprintf(&b, "        %s: %s\n", l.Name, l.Hand)
	}
	fmt.Fprintf(&b, "      dealer: %s\n    transfers: {%s}\n", players[dealer], amounts(transfers))
	return b.String()
}

// amounts writes transfers in seat order with their signs, as dragon does.
func amounts(t map[string]int) string {
	parts := make([]string, len(players))
	for i, p := range players {
		parts[i] = fmt.Sprintf("%s: %+d", p, t[p])
	}
	return strings.Join(parts, ", ")
}

// Win is the inputs of a won game of four players: the winner (0 to 3, in
// seat order) with a complete hand, the next player discarding the winning
// tile, and every loser's hand, none of it more than the tiles allow.
func Win(winner int) *books.Inputs { return deals[0].inputs(winner) }

// NextWin returns what ledger.Append takes to add the record of a won game
// in state st, as 'magic score --record' builds it: Win by the dealer,
// settled by audit.
func NextWin(audit books.Auditor) func(st books.State) (*books.HandRecord, error) {
	return func(st books.State) (*books.HandRecord, error) {
		in := Win(st.Header.Seat(st.RoleHolder))
		transfers, err := settle(audit, in, st)
		if err != nil {
			return nil, err
		}
		return &books.HandRecord{Kind: books.Win, Inputs: in, Transfers: transfers}, nil
	}
}

// settle is the transfers audit works out for a win from the inputs in, in
// state st.
func settle(audit books.Auditor, in *books.Inputs, st books.State) (map[string]int, error) {
	return audit.Recompute(&books.HandRecord{Kind: books.Win, Inputs: in}, st)
}
