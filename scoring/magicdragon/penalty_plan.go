package magicdragon

import (
	"cmp"
	"slices"

	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// A plan for a penalty (VII-4): which tiles the loser gives up and which he
// obtains. The book's example D, (123C)(123C)(3S,4S,4S)(7D,8D,8D)(4P,-),
// reads: give up 4S and 8D; obtain 2S or 5S, 6D or 9D, and 4P.
//
// Every complete hand T at the least distance is a way; its tiles to give
// up are H − T and to obtain T − H. Ways that give up the same tiles are one
// plan, and the tiles to obtain are shown per slot (2S or 5S, 6D or 9D, 4P)
// when the plan's obtain sets are exactly the product of such slots, else
// listed.

// MaxPlans bounds the plans an Assessment lists; MorePlans counts the rest.
const MaxPlans = 6

// maxWays bounds the optimal complete hands sorted into plans. A real
// loser's hand has far fewer; a hand of scattered tiles may have
// thousands, and MoreHands then says how many were left unsorted.
const maxWays = 5000

// Choice is one part of what a plan obtains: any one of its options, each
// option one or more tiles in deck order. The rulebook's "2S or 5S" is
// {{2S} {5S}}; "4P" is {{4P}}.
type Choice [][]tiles.Kind

// Slot reports whether every option is a single tile, as in "2S or 5S".
func (c Choice) Slot() bool {
	for _, o := range c {
		if len(o) != 1 {
			return false
		}
	}
	return true
}

// Plan is one way to the penalty: the tiles to give up and the tiles to
// obtain.
type Plan struct {
	// GiveUp lists the tiles to give up, in deck order; there are always
	// penalty − 1 of them.
	GiveUp []tiles.Kind
	// Obtain is what to obtain: one option of every choice. For the
	// rulebook's example D it is 2S or 5S, 6D or 9D, and 4P. Its product
	// is exactly the plan's obtain sets, no more and no fewer.
	Obtain []Choice
	// Hands is the number of complete hands the plan reaches: one per
	// obtain set.
	Hands int
	// Example is one complete hand the plan reaches, exposed sets first.
	Example []split.Meld

	sets [][]tiles.Kind // every obtain set, sorted
	ways int            // tile combinations still out that complete a set
}

// ObtainSets returns every set of tiles the plan may obtain, each sorted in
// deck order.
func (p *Plan) ObtainSets() [][]tiles.Kind {
	out := make([][]tiles.Kind, len(p.sets))
	for i, s := range p.sets {
		out[i] = slices.Clone(s)
	}
	return out
}

// tangles counts the choices that are not single-tile slots: a plan
// without any is followed slot by slot.
func (p *Plan) tangles() int {
	n := 0
	for _, c := range p.Obtain {
		if !c.Slot() {
			n++
		}
	}
	return n
}

// Assessment is a loser's penalty points and the plans that reach them.
type Assessment struct {
	// Penalty is the loser's penalty points.
	Penalty int
	// Plans are the plans, the one a person would choose first: fewest
	// tiles given up, then the most complete hands reached, then the most
	// tiles still out that would do. At most MaxPlans.
	Plans []Plan
	// MorePlans counts the plans found but not listed.
	MorePlans int
	// MoreHands counts optimal complete hands that were not sorted into
	// plans because there were more than the program examines.
	MoreHands int
}

// Assess returns a loser's penalty points with the plans that reach them:
// the plans are built on the penalty that PenaltyPoints finds, and the
// hand is checked as it checks it.
func (t Table) Assess(h *Hand) (*Assessment, error) {
	pen := &penalty{}
	if err := t.penaltyOf(h, pen); err != nil {
		return nil, err
	}
	a := &Assessment{Penalty: pen.points()}
	groups, more := pen.waysByGiveUp(pen.optimalShares())
	a.MoreHands = more
	plans := make([]Plan, 0, len(groups))
	for _, g := range groups {
		plans = append(plans, g.plan(&h.All))
	}
	sortPlans(plans)
	if len(plans) > MaxPlans {
		a.MorePlans = len(plans) - MaxPlans
		plans = plans[:MaxPlans]
	}
	for i := range plans {
		plans[i].Example = t.example(h, plans[i].GiveUp, plans[i].sets[0])
	}
	a.Plans = plans
	return a, nil
}

// suitWays is one way to share the sets and the twin among the suits, as
// the tile vectors of each suit that reach its share at its best overlap.
type suitWays [4][][9]uint8

// optimalShares returns every way to share the sets and the twin among the
// suits that reaches the best overlap.
func (pen *penalty) optimalShares() []suitWays {
	type share struct{ m, p int }
	memo := map[[3]int][][9]uint8{}
	suitOptimum := func(s, m, p int) [][9]uint8 {
		key := [3]int{s, m, p}
		if v, ok := memo[key]; ok {
			return v
		}
		v := suitOptima(&pen.counts[s], &pen.caps[s], m, p, int(pen.tabs[s][m][p]))
		memo[key] = v
		return v
	}
	var alloc [4]share
	var found []suitWays
	var walk func(s, m, p, sum int)
	walk = func(s, m, p, sum int) {
		if s == 4 {
			if m == pen.need && p == 1 && sum == pen.best {
				var ws suitWays
				for i := range ws {
					if pen.inPlay[i] {
						ws[i] = suitOptimum(i, alloc[i].m, alloc[i].p)
					} else {
						ws[i] = [][9]uint8{{}}
					}
				}
				found = append(found, ws)
			}
			return
		}
		if !pen.inPlay[s] {
			walk(s+1, m, p, sum)
			return
		}
		for dm := 0; m+dm <= pen.need; dm++ {
			for dp := 0; p+dp <= 1; dp++ {
				if f := pen.tabs[s][dm][dp]; f >= 0 {
					alloc[s] = share{dm, dp}
					walk(s+1, m+dm, p+dp, sum+int(f))
				}
			}
		}
	}
	walk(0, 0, 0, 0)
	return found
}

// wayGroup is the optimal complete hands that give up the same tiles,
// each as the tiles it obtains: one plan.
type wayGroup struct {
	giveUp tiles.Counts
	sets   [][]tiles.Kind
}

// waysByGiveUp walks every optimal complete hand of the shares, as far as
// maxWays, and groups them by the tiles they give up, in the order first
// found. It returns the groups and how many hands it left unsorted.
func (pen *penalty) waysByGiveUp(found []suitWays) ([]*wayGroup, int) {
	type groupKey struct {
		giveUp tiles.Counts
		suits  [4]int // tiles to obtain in each suit
	}
	groups := map[groupKey]*wayGroup{}
	var order []*wayGroup
	seen, more := 0, 0
	for _, ws := range found {
		total := 1
		for _, x := range ws {
			total *= len(x)
		}
		var idx [4]int
		for n := 0; n < total; n++ {
			if seen == maxWays {
				more += total - n
				break
			}
			seen++
			var key groupKey
			var obtain []tiles.Kind
			for s := 0; s < 4; s++ {
				v := ws[s][idx[s]]
				for r := 0; r < 9; r++ {
					k := tiles.Kind(1 + 9*s + r)
					c := pen.counts[s][r]
					switch {
					case v[r] < c:
						key.giveUp[k] = c - v[r]
					case v[r] > c:
						key.suits[s] += int(v[r] - c)
						for j := c; j < v[r]; j++ {
							obtain = append(obtain, k)
						}
					}
				}
			}
			g := groups[key]
			if g == nil {
				g = &wayGroup{giveUp: key.giveUp}
				groups[key] = g
				order = append(order, g)
			}
			g.sets = append(g.sets, obtain)
			for s := 3; s >= 0; s-- { // next index, mixed radix
				if idx[s]++; idx[s] < len(ws[s]) {
					break
				}
				idx[s] = 0
			}
		}
	}
	return order, more
}

// plan is the group's plan, for a loser who holds the tiles held.
func (g *wayGroup) plan(held *tiles.Counts) Plan {
	p := Plan{sets: g.sets, Hands: len(g.sets)}
	for k := tiles.Kind(1); int(k) <= Deck.NumKinds(); k++ {
		for j := uint8(0); j < g.giveUp[k]; j++ {
			p.GiveUp = append(p.GiveUp, k)
		}
	}
	slices.SortFunc(p.sets, slices.Compare)
	p.Obtain = factor(p.sets)
	for _, o := range p.sets {
		p.ways += waysToDraw(o, held)
	}
	return p
}

// sortPlans puts first the plan a person would choose: fewest tiles to
// give up (the same for every plan, penalty − 1), then one he can follow
// slot by slot, then the most complete hands within reach, then the most
// tiles still out that would do; deck order settles the rest.
func sortPlans(plans []Plan) {
	slices.SortFunc(plans, func(x, y Plan) int {
		return cmp.Or(
			cmp.Compare(len(x.GiveUp), len(y.GiveUp)),
			cmp.Compare(x.tangles(), y.tangles()),
			-cmp.Compare(x.Hands, y.Hands),
			-cmp.Compare(x.ways, y.ways),
			slices.Compare(x.GiveUp, y.GiveUp),
			slices.Compare(x.sets[0], y.sets[0]),
		)
	})
}

// example returns the split of the complete hand reached by giving up
// giveUp and obtaining obtain.
func (t Table) example(h *Hand, giveUp, obtain []tiles.Kind) []split.Meld {
	c := h.Concealed
	for _, k := range giveUp {
		c[k]--
	}
	c.Add(obtain...)
	splits := t.Splits(&Hand{Exposed: h.Exposed, Concealed: c})
	if len(splits) == 0 {
		return nil // not reached: every way is a complete hand
	}
	return splits[0]
}

// waysToDraw counts the combinations of tiles still out (not in the
// loser's hand) that make up the obtain set o.
func waysToDraw(o []tiles.Kind, held *tiles.Counts) int {
	ways := 1
	for i := 0; i < len(o); {
		j := i
		for j < len(o) && o[j] == o[i] {
			j++
		}
		ways *= binomial(4-int(held[o[i]]), j-i)
		i = j
	}
	return ways
}

func binomial(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	r := 1
	for i := 1; i <= k; i++ {
		r = r * (n - k + i) / i
	}
	return r
}

// factor writes the obtain sets (sorted, distinct, not empty) as a product
// of choices. Tiles of suits that vary independently of each other become
// separate choices: the finest grouping of the suits whose product is
// exactly the sets. Within a group, options that are the product of
// single-tile slots (two tiles are alternatives when swapping one for the
// other turns one obtain set into another) become those slots. What does
// not factor stays one choice listing its options.
func factor(sets [][]tiles.Kind) []Choice {
	var used []int
	for s := range Suits {
		for _, o := range sets {
			if slices.ContainsFunc(o, func(k tiles.Kind) bool { return suitOf(k) == s }) {
				used = append(used, s)
				break
			}
		}
	}
	// parts counts the distinct parts of the sets in a block of suits; it
	// depends on which suits the block holds alone, so each of the few
	// blocks the partitions share is projected once.
	known := map[int]int{}
	parts := func(block []int) int {
		mask := 0
		for _, s := range block {
			mask |= 1 << s
		}
		n, ok := known[mask]
		if !ok {
			n = len(project(sets, block, suitOf))
			known[mask] = n
		}
		return n
	}
	var best [][]int
	eachPartition(used, func(blocks [][]int) {
		if len(blocks) <= len(best) {
			return
		}
		count := 1
		for _, b := range blocks {
			count *= parts(b)
		}
		if count == len(sets) {
			best = best[:0]
			for _, b := range blocks {
				best = append(best, slices.Clone(b))
			}
		}
	})
	var out []Choice
	for _, b := range best {
		opts := project(sets, b, suitOf)
		if slots := productSlots(opts); slots != nil {
			for _, s := range slots {
				c := make(Choice, len(s))
				for i, k := range s {
					c[i] = []tiles.Kind{k}
				}
				out = append(out, c)
			}
			continue
		}
		out = append(out, Choice(opts))
	}
	// Slots first, as the rulebook says them, then the lists; each in deck
	// order.
	slices.SortStableFunc(out, func(x, y Choice) int {
		return cmp.Or(-cmp.Compare(boolInt(x.Slot()), boolInt(y.Slot())), cmp.Compare(x[0][0], y[0][0]))
	})
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// project returns the distinct parts of the sets in the suits of block, in
// order. Every set maps to one tuple of parts, one per block, so the sets
// are the product of the blocks' parts exactly when they are as many as
// that product.
func project(sets [][]tiles.Kind, block []int, suitOf func(tiles.Kind) int) [][]tiles.Kind {
	seen := map[string]bool{}
	var out [][]tiles.Kind
	for _, o := range sets {
		var part []tiles.Kind
		for _, k := range o {
			if slices.Contains(block, suitOf(k)) {
				part = append(part, k)
			}
		}
		if !seen[string(part)] {
			seen[string(part)] = true
			out = append(out, part)
		}
	}
	slices.SortFunc(out, slices.Compare)
	return out
}

// eachPartition calls fn with every partition of xs into blocks.
func eachPartition(xs []int, fn func([][]int)) {
	var blocks [][]int
	var walk func(i int)
	walk = func(i int) {
		if i == len(xs) {
			fn(blocks)
			return
		}
		for b := range blocks {
			blocks[b] = append(blocks[b], xs[i])
			walk(i + 1)
			blocks[b] = blocks[b][:len(blocks[b])-1]
		}
		blocks = append(blocks, []int{xs[i]})
		walk(i + 1)
		blocks = blocks[:len(blocks)-1]
	}
	walk(0)
}

// productSlots returns single-tile slots whose product is exactly the
// options (sorted, distinct, all the same size), or nil. Each option in
// turn is tried as the base: a tile's slot holds it and every tile that can
// replace it in the base and still give an option.
func productSlots(opts [][]tiles.Kind) [][]tiles.Kind {
	if len(opts) == 0 || len(opts[0]) == 0 {
		return nil
	}
	in := make(map[string]bool, len(opts))
	var present [tiles.MaxKinds]bool // only a tile of some option can make one
	for _, o := range opts {
		if len(o) != len(opts[0]) {
			return nil
		}
		in[string(o)] = true
		for _, k := range o {
			present[k] = true
		}
	}
	swapped := make([]tiles.Kind, len(opts[0]))
	for _, base := range opts {
		slots := make([][]tiles.Kind, len(base))
		size := 1
		for i, t := range base {
			slots[i] = []tiles.Kind{t}
			for u := tiles.Kind(1); int(u) <= Deck.NumKinds(); u++ {
				if u == t || !present[u] {
					continue
				}
				copy(swapped, base)
				swapped[i] = u
				slices.Sort(swapped)
				if in[string(swapped)] {
					slots[i] = append(slots[i], u)
				}
			}
			slices.Sort(slots[i])
			size *= len(slots[i])
		}
		if size > 4*len(opts) {
			continue // far more combinations than options: not a product
		}
		if productIs(slots, in, len(opts)) {
			slices.SortStableFunc(slots, func(x, y []tiles.Kind) int { return cmp.Compare(x[0], y[0]) })
			return slots
		}
	}
	return nil
}

// productIs reports whether the product of slots, as multisets, is exactly
// the n options of in.
func productIs(slots [][]tiles.Kind, in map[string]bool, n int) bool {
	got := map[string]bool{}
	pick := make([]tiles.Kind, len(slots))
	var walk func(i int) bool
	walk = func(i int) bool {
		if i == len(slots) {
			s := slices.Clone(pick)
			slices.Sort(s)
			if !in[string(s)] {
				return false
			}
			got[string(s)] = true
			return true
		}
		for _, k := range slots[i] {
			pick[i] = k
			if !walk(i + 1) {
				return false
			}
		}
		return true
	}
	return walk(0) && len(got) == n
}

// suitOptima returns every tile vector of one suit that m sets and p twins
// of the suit can form under caps with exactly want tiles in common with
// counts c (want is the suit table's best, so nothing has more).
func suitOptima(c, caps *[9]uint8, m, p, want int) [][9]uint8 {
	seen := map[[9]uint8]bool{}
	var out [][9]uint8
	eachSuitHand(c, caps, m, p, want, func(v *[9]uint8, common int) {
		if common == want && !seen[*v] {
			seen[*v] = true
			out = append(out, *v)
		}
	})
	return out
}

// eachSuitHand calls visit with the tile vector of one suit that m sets
// and p twins form under caps, and its tiles in common with counts c, for
// every such choice that can have atLeast in common (a vector may come
// more than once). It walks sets as non-decreasing indices, the twin
// first, and cuts a branch that cannot reach atLeast: later sets start at
// or above the current lowest rank, add at most 3 tiles each, and match
// only tiles still unmatched there.
func eachSuitHand(c, caps *[9]uint8, m, p, atLeast int, visit func(v *[9]uint8, common int)) {
	type set struct {
		low   int
		ranks [3]int
	}
	var sets []set
	for r := 0; r < 9; r++ {
		if r < 7 {
			sets = append(sets, set{r, [3]int{r, r + 1, r + 2}})
		}
		sets = append(sets, set{r, [3]int{r, r, r}})
	}
	var v [9]uint8
	add := func(r int) (bool, int) {
		if v[r] == caps[r] {
			return false, 0
		}
		v[r]++
		if v[r] <= c[r] {
			return true, 1
		}
		return true, 0
	}
	var dfs func(from, left, common int)
	dfs = func(from, left, common int) {
		if left == 0 {
			visit(&v, common)
			return
		}
		if from >= len(sets) {
			return
		}
		reach := 0
		for r := sets[from].low; r < 9; r++ {
			if v[r] < c[r] {
				reach += int(c[r] - v[r])
			}
		}
		if common+min(3*left, reach) < atLeast {
			return
		}
		for i := from; i < len(sets); i++ {
			var gains [3]int
			n := 0
			ok := true
			for ; n < 3; n++ {
				var fit bool
				if fit, gains[n] = add(sets[i].ranks[n]); !fit {
					ok = false
					break
				}
			}
			if ok {
				dfs(i, left-1, common+gains[0]+gains[1]+gains[2])
			}
			for n--; n >= 0; n-- {
				v[sets[i].ranks[n]]--
			}
		}
	}
	if p == 0 {
		dfs(0, m, 0)
		return
	}
	for r := 0; r < 9; r++ {
		ok1, g1 := add(r)
		if !ok1 {
			continue
		}
		if ok2, g2 := add(r); ok2 {
			dfs(0, m, g1+g2)
			v[r]--
		}
		v[r]--
	}
}
