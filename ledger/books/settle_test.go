package books

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// fewestByBruteForce is the fewest transfers, found the slow way: the
// players not square, less the most groups they split into whose nets sum
// to zero, over every way of splitting them.
func fewestByBruteForce(net []int) int {
	var idx []int
	for i, v := range net {
		if v != 0 {
			idx = append(idx, i)
		}
	}
	var most func(left []int) int
	most = func(left []int) int {
		if len(left) == 0 {
			return 0
		}
		best := 0
		// Every group holding left[0]: choose a subset of the rest.
		rest := left[1:]
		for m := 0; m < 1<<len(rest); m++ {
			sum := net[left[0]]
			var others []int
			for j, x := range rest {
				if m&(1<<j) != 0 {
					sum += net[x]
				} else {
					others = append(others, x)
				}
			}
			if sum == 0 {
				best = max(best, 1+most(others))
			}
		}
		return best
	}
	return len(idx) - most(idx)
}

// TestSettleProperty: on random balances the settle-up squares every
// player, moves only positive amounts from those below to those above,
// needs at most one payment less than the players, and no more than the
// fewest possible.
func TestSettleProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 3000; round++ {
		n := 2 + rng.IntN(7)
		net := make([]int, n)
		sum := 0
		for i := 0; i < n-1; i++ {
			switch rng.IntN(4) {
			case 0:
				net[i] = 0
			case 1:
				net[i] = rng.IntN(7) - 3 // small amounts make zero-sum groups likely
			default:
				net[i] = rng.IntN(200) - 100
			}
			sum += net[i]
		}
		net[n-1] = -sum
		ts := settle(net)
		left := append([]int(nil), net...)
		for _, tr := range ts {
			if tr.amount <= 0 || net[tr.from] >= 0 || net[tr.to] <= 0 {
				t.Fatalf("net %v: transfer %+v goes the wrong way", net, tr)
			}
			left[tr.from] += tr.amount
			left[tr.to] -= tr.amount
		}
		for i, v := range left {
			if v != 0 {
				t.Fatalf("net %v: player %d is left at %d after %+v", net, i, v, ts)
			}
		}
		if len(ts) > n-1 && len(ts) > 0 {
			t.Fatalf("net %v: %d transfers for %d players", net, len(ts), n)
		}
		if n <= 7 {
			if want := fewestByBruteForce(net); len(ts) != want {
				t.Fatalf("net %v: %d transfers %+v; the fewest is %d", net, len(ts), ts, want)
			}
		}
	}
}

func TestSettleSplitsIntoSquareGroups(t *testing.T) {
	// Ann owes Bo 5 and Cy owes Di 7: two payments, not three.
	got := settle([]int{-5, 5, -7, 7})
	want := []transfer{{0, 1, 5}, {2, 3, 7}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("settle: %+v; want %+v", got, want)
	}
}

func TestBills(t *testing.T) {
	for _, tt := range []struct {
		amount int
		bills  []int
		want   []int
		rest   int
	}{
		{32, []int{1, 5, 10}, []int{10, 10, 10, 1, 1}, 0},
		{9, []int{1, 5, 10}, []int{5, 1, 1, 1, 1}, 0},
		{15, []int{10, 5, 1}, []int{10, 5}, 0},
		{6, []int{1, 3, 4}, []int{3, 3}, 0}, // greedy would take 4 1 1
		{7, []int{5, 10}, []int{5}, 2},      // the bills cannot make it all
		{19, []int{5, 10}, []int{10, 5}, 4},
		{3, []int{5, 10}, nil, 3},
		{0, []int{1, 5, 10}, nil, 0},
		{5, nil, nil, 0},
		{10_023, []int{1, 5, 10}, append(slices.Repeat([]int{10}, 1002), 1, 1, 1), 0}, // beyond the table: tens first
	} {
		got, rest := Bills(tt.amount, tt.bills)
		if !reflect.DeepEqual(got, tt.want) || rest != tt.rest {
			t.Errorf("Bills(%d, %v) = %v, %d; want %v, %d", tt.amount, tt.bills, got, rest, tt.want, tt.rest)
		}
	}
}

// TestSettleSaysWhatBillsCannotPay: with bills of 5 and 10, a debt of 19
// is paid 10 and 5, and the 4 left is said, not dropped.
func TestSettleSaysWhatBillsCannotPay(t *testing.T) {
	h := &Header{Game: Magic, Players: []string{"Bo", "Di"}, Money: Money{Start: 80, Bills: []int{5, 10}}}
	st := start(h)
	st.Balances = map[string]int{"Bo": 99, "Di": 61}
	got := Settle(st)
	want := []Payment{{From: "Di", To: "Bo", Amount: 19, Bills: []int{10, 5}, Rest: 4}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Settle: %+v; want %+v", got, want)
	}
}
