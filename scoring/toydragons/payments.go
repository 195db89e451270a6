//go:build toygame

package toydragons

// Pay is what each player of a table is paid for a toy hand worth points
// won by winner: each other player pays the points, the discarder double,
// every one double when the winner drew the winning tile himself. The
// payments sum to zero.
func Pay(players []string, winner string, points int, selfDrawn bool, discarder string) map[string]int {
	out := map[string]int{}
	for _, p := range players {
		if p == winner {
			continue
		}
		pay := points
		if selfDrawn || p == discarder {
			pay *= 2
		}
		out[p] = -pay
		out[winner] += pay
	}
	return out
}
