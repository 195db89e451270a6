package cmdutil

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/ledger"
)

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

// DescribeRecord says what a record of the ledger h heads is, with the
// amounts it moved: "win by Bo (Ann -6, Bo +12, …)", "tie".
func DescribeRecord(r *ledger.HandRecord, h *ledger.Header) string {
	var s string
	switch r.Kind {
	case ledger.Win:
		if h.Game.Totals() {
			s = "scores"
		} else {
			s = "win by " + r.Inputs.Winner
		}
	case ledger.Penalty:
		s = "penalty"
		if r.Inputs != nil && r.Inputs.Offender != "" {
			s += " paid by " + r.Inputs.Offender
		}
	case ledger.Void:
		s = ledger.VoidOf(nil, r.Voids) // a record alone: its number
	case ledger.Rename:
		s = r.From + " renamed " + r.To
	case ledger.Seats:
		s = "new seats: " + strings.Join(r.Seats, ", ")
	default:
		s = string(r.Kind)
	}
	if len(r.Scores) > 0 {
		s += " " + AmountsText(h, r.Scores, false)
	}
	if len(r.Transfers) > 0 {
		s += " " + AmountsText(h, r.Transfers, true)
	}
	return s
}

// AmountsText writes amounts in seat order, signed when they are money
// moved: "(Ann -6, Bo +12)".
func AmountsText(h *ledger.Header, m map[string]int, signed bool) string {
	var parts []string
	for _, p := range h.Players {
		if v, ok := m[p]; ok {
			if signed {
				parts = append(parts, fmt.Sprintf("%s %+d", p, v))
			} else {
				parts = append(parts, fmt.Sprintf("%s %d", p, v))
			}
		}
	}
	return "(" + strings.Join(parts, ", ") + ")"
}
