package books

import "testing"

// TestBelowZeroFixBorrowsFromTheRichest: the fix a warning of money below
// zero suggests borrows from the other player with the most money, never
// from one below zero himself while another has more; among equals, the
// first in seat order.
func TestBelowZeroFixBorrowsFromTheRichest(t *testing.T) {
	h := &Header{Players: []string{"Ann", "Bo", "Cy", "Di"}}
	for _, c := range []struct {
		name     string
		balances map[string]int
		p, want  string
	}{
		{"the first is below zero too", map[string]int{"Ann": -4, "Bo": -2, "Cy": 30, "Di": 16}, "Bo", "Cy"},
		{"the richest sits last", map[string]int{"Ann": 1, "Bo": -2, "Cy": 5, "Di": 36}, "Bo", "Di"},
		{"equals: the first in seat order", map[string]int{"Ann": -1, "Bo": 20, "Cy": 20, "Di": 1}, "Ann", "Bo"},
		{"the player himself is never named", map[string]int{"Ann": 90, "Bo": -2, "Cy": -3, "Di": -85}, "Ann", "Bo"},
	} {
		st := &State{Header: h, Balances: c.balances}
		if got := lender(st, c.p); got != c.want {
			t.Errorf("%s: %s would borrow from %s, want %s", c.name, c.p, got, c.want)
		}
	}
}
