package books

import (
	"cmp"
	"math/bits"
	"slices"
)

// Payment is one payment of the settle-up.
type Payment struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Amount int    `json:"amount"`
	// Bills are the bills handed over, largest first, when the ledger's
	// money has bills (Magic Dragon's 1, 5 and 10); nil when it has none.
	Bills []int `json:"bills,omitempty"`
	// Rest is the part of the amount the bills cannot make (bills of 5
	// and 10 cannot make 19: 10 and 5 are handed over, 4 rest), 0 when
	// they make it all or there are no bills.
	Rest int `json:"rest,omitempty"`
}

// Settle returns the payments that square the session: every player who
// ended below his starting money pays, every player above is paid, with as
// few payments as possible (never more than one less than the players who
// are not square), each in the fewest bills.
func Settle(st State) []Payment {
	h := st.Header
	net := make([]int, len(h.Players))
	for i, p := range h.Players {
		net[i] = st.Balances[p] - h.Money.Start
	}
	var out []Payment
	for _, t := range settle(net) {
		p := Payment{From: h.Players[t.from], To: h.Players[t.to], Amount: t.amount}
		p.Bills, p.Rest = Bills(t.amount, h.Money.Bills)
		out = append(out, p)
	}
	return out
}

type transfer struct{ from, to, amount int }

// settle returns transfers that bring every net amount to zero (net sums
// to zero; a player with net > 0 is owed). The fewest transfers is the
// number of players not square less the most groups they can be split into
// whose nets each sum to zero: each group settles within itself in one
// less transfer than it has members. The groups are found exactly over the
// subsets of players for tables up to 16; beyond that (no game has such a
// table) largest-to-largest alone is used, which still needs at most one
// less than the players.
func settle(net []int) []transfer {
	var idx []int
	for i, v := range net {
		if v != 0 {
			idx = append(idx, i)
		}
	}
	var groups [][]int
	if len(idx) <= 16 {
		groups = zeroGroups(net, idx)
	} else {
		groups = [][]int{idx}
	}
	var out []transfer
	for _, g := range groups {
		out = append(out, settleGroup(net, g)...)
	}
	slices.SortFunc(out, func(a, b transfer) int {
		return cmp.Or(cmp.Compare(a.from, b.from), cmp.Compare(a.to, b.to))
	})
	return out
}

// zeroGroups splits the players idx into the most groups whose nets each
// sum to zero. best[mask] is the most zero-sum groups an ordering of mask
// can close: the players of mask taken one by one, a group closing each
// time the running sum is zero.
func zeroGroups(net []int, idx []int) [][]int {
	n := len(idx)
	full := 1<<n - 1
	sum := make([]int, full+1)
	best := make([]int8, full+1)
	for mask := 1; mask <= full; mask++ {
		low := bits.TrailingZeros(uint(mask))
		sum[mask] = sum[mask&(mask-1)] + net[idx[low]]
		b := int8(0)
		for m := mask; m != 0; m &= m - 1 {
			i := bits.TrailingZeros(uint(m))
			b = max(b, best[mask&^(1<<i)])
		}
		if sum[mask] == 0 {
			b++
		}
		best[mask] = b
	}
	// Walk back from the full set, taking out the player whose removal
	// keeps the best count; the players taken out since the running sum was
	// last zero form a group.
	var groups [][]int
	var cur []int
	mask := full
	for mask != 0 {
		if sum[mask] == 0 && len(cur) > 0 {
			groups = append(groups, cur)
			cur = nil
		}
		z := int8(0)
		if sum[mask] == 0 {
			z = 1
		}
		for m := mask; m != 0; m &= m - 1 {
			i := bits.TrailingZeros(uint(m))
			if best[mask&^(1<<i)]+z == best[mask] {
				cur = append(cur, idx[i])
				mask &^= 1 << i
				break
			}
		}
	}
	if len(cur) > 0 {
		groups = append(groups, cur)
	}
	return groups
}

// settleGroup settles players whose nets sum to zero: the largest debt
// pays the largest credit until all are square; every transfer squares at
// least one player, so there are at most len(g)-1.
func settleGroup(net []int, g []int) []transfer {
	left := map[int]int{}
	for _, i := range g {
		left[i] = net[i]
	}
	var out []transfer
	for {
		debtor, creditor := -1, -1
		for _, i := range g {
			v := left[i]
			if v < 0 && (debtor < 0 || v < left[debtor]) {
				debtor = i
			}
			if v > 0 && (creditor < 0 || v > left[creditor]) {
				creditor = i
			}
		}
		if debtor < 0 || creditor < 0 {
			return out
		}
		a := min(-left[debtor], left[creditor])
		out = append(out, transfer{debtor, creditor, a})
		left[debtor] += a
		left[creditor] -= a
	}
}

// Bills returns the fewest bills of the given values that make amount,
// largest first. When the bills cannot make it all, they make as much as
// they can, and rest is what is left; with no bills, rest is 0 and there
// is nothing to hand over.
func Bills(amount int, values []int) (bills []int, rest int) {
	if amount <= 0 || len(values) == 0 {
		return nil, 0
	}
	vs := slices.Clone(values)
	slices.Sort(vs)
	// Past the largest bill times a thousand, the largest bills pay the
	// excess: no table's play money holds more, and the table below stays
	// small.
	big := vs[len(vs)-1]
	var lead []int
	if over := amount - 1000*big; over > 0 {
		n := (over + big - 1) / big
		lead = slices.Repeat([]int{big}, n)
		amount -= n * big
	}
	// fewest[a] is the fewest bills that make a; last[a] the bill added.
	fewest := make([]int, amount+1)
	last := make([]int, amount+1)
	for a := 1; a <= amount; a++ {
		fewest[a] = -1
		for _, v := range vs {
			if v <= a && fewest[a-v] >= 0 && (fewest[a] < 0 || fewest[a-v]+1 < fewest[a]) {
				fewest[a] = fewest[a-v] + 1
				last[a] = v
			}
		}
	}
	made := amount
	for made > 0 && fewest[made] < 0 {
		made--
	}
	out := lead
	for a := made; a > 0; a -= last[a] {
		out = append(out, last[a])
	}
	slices.SortFunc(out, func(x, y int) int { return y - x })
	return out, amount - made
}
