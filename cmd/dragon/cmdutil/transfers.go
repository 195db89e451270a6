package cmdutil

// Transfers returns the money a hand moves in the shape every --json
// gives it: each player at the table by name, + for what he receives, −
// for what he pays, 0 when he does neither. A record may name only the
// players it moves money between; the ledger's players fill in the rest.
func Transfers(players []string, moved map[string]int) map[string]int {
	out := make(map[string]int, len(players))
	for _, p := range players {
		out[p] = 0
	}
	for p, v := range moved {
		out[p] = v
	}
	return out
}
