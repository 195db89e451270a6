// Package ledgertest makes ledgers for tests and benchmarks.
package ledgertest

import (
	"fmt"
	"strings"
	"time"
)

// Generate returns a sound Magic Dragon ledger of n records, as the table
// would have written it with dragon: mostly wins with their full inputs
// (the winner's hand, who discarded, every loser's hand, the dealer), a tie
// every seventh record and an adjustment every fiftieth (one way, then back). Four players, no
// dealer rule, so the deal passes after every game; the winners take turns,
// so nobody's money runs out.
func Generate(n int) []byte {
	players := []string{"Ann", "Bo", "Cy", "Di"}
	var b strings.Builder
	b.Grow(n * 360)
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
	games, wins := 0, 0
	for i := 1; i <= n; i++ {
		at = at.Add(4 * time.Minute)
		dealer := players[games%4]
		fmt.Fprintf(&b, "  - at: %s\n", at.Format(time.RFC3339))
		switch {
		case i%100 == 0:
			b.WriteString("    kind: adjustment\n    transfers: {Ann: -1, Bo: +1}\n    note: Ann was paid one too many\n")
		case i%50 == 0:
			b.WriteString("    kind: adjustment\n    transfers: {Ann: +1, Bo: -1}\n    note: Bo paid one short\n")
		case i%7 == 0:
			fmt.Fprintf(&b, "    kind: tie\n    inputs:\n      dealer: %s\n", dealer)
			games++
		default:
			w := players[wins%4]
			d := players[(wins+1)%4]
			wins++
			games++
			fmt.Fprintf(&b, "    kind: win\n    inputs:\n      winner: %s\n      hand: 123C 123C 345S 333D 44P\n      discard_by: %s\n      losers:\n", w, d)
			var tr []string
			for _, p := range players {
				switch p {
				case w:
					tr = append(tr, p+": +16")
				case d:
					fmt.Fprintf(&b, "        %s: 123C 456S 789D 11P 2C 3C 5C\n", p)
					tr = append(tr, p+": -8")
				default:
					fmt.Fprintf(&b, "        %s: 111S 234D 567P 9C 9D 9S 1P\n", p)
					tr = append(tr, p+": -4")
				}
			}
			fmt.Fprintf(&b, "      dealer: %s\n    transfers: {%s}\n", dealer, strings.Join(tr, ", "))
		}
	}
	return []byte(b.String())
}
