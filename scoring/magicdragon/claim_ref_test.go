package magicdragon

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// ReadingKey names a reading by its number of departures and the units it
// counts, for comparing the search with the reference.
func ReadingKey(departures int, units []ScoredUnit) string {
	parts := make([]string, len(units))
	for i, u := range units {
		parts[i] = fmt.Sprintf("%s=%d", u.ID, u.Points)
	}
	slices.Sort(parts)
	return fmt.Sprintf("%d:%s", departures, strings.Join(parts, " "))
}

// RefReadings is the reference for CheckClaim: slow and plain. Under
// every version of the ruleset and every source of the last tile (group B
// left out standing for the unknown source), for every split, it takes
// every set of the units the split earns, counts its departures from the
// rules — a version not the rules' (one that scores differently), a
// source not the one given, a split that scores less than the best, and in
// each group the larger of the units added to and dropped from the group's
// best, which may add one unit at most — and keeps the sets that give the claim with the fewest
// departures, claim.MaxDepartures at most. Group A is never emptied, and group B
// emptied while the hand earns it is the source's departure, not a unit's. The keys are ReadingKey's.
// It walks the readings once and returns them for any claim.
func RefReadings(g *Game, w Win) func(claimed int) map[string]bool {
	var all []refReading
	for _, v := range g.Rules.Versions {
		if v.Name != g.Version.Name && sameScoring(g.Version, &v) {
			continue
		}
		// Each decision of the ruleset read either way, a departure when
		// read otherwise than the rules.
		for flip := range 4 {
			r := *g.Rules
			r.Decisions.AllNaturalNoBeggars = r.Decisions.AllNaturalNoBeggars != (flip&1 != 0)
			r.Decisions.MissingAmongSuitsInPlay = r.Decisions.MissingAmongSuitsInPlay != (flip&2 != 0)
			all = append(all, refVersion(&r, g, v.Name, w, flip&1+flip>>1)...)
		}
	}
	return func(claimed int) map[string]bool {
		out := map[string]bool{}
		fewest := claim.MaxDepartures + 1
		for _, r := range all {
			if r.points != claimed || r.cost > fewest {
				continue
			}
			if r.cost < fewest {
				fewest, out = r.cost, map[string]bool{}
			}
			out[ReadingKey(r.cost, r.units)] = true
		}
		return out
	}
}

// refVersion returns the readings of w under version name of rules r,
// each with cost departures already taken.
func refVersion(r *Rules, g *Game, name string, w Win, cost int) []refReading {
	gv, err := NewGame(r, name, g.Table)
	if err != nil {
		panic(err)
	}
	if name != g.Version.Name {
		cost++
	}
	var out []refReading
	for src := tiles.SourceUnknown; src <= tiles.Discard; src++ {
		ws := w
		ws.Source = src
		cost := cost
		if src != w.Source {
			cost++
		}
		out = append(out, refContext(gv, ws, cost)...)
	}
	return out
}

type refReading struct {
	cost, points int
	units        []ScoredUnit
}

// refContext returns every reading of w under g's version whose
// departures, cost already taken, stay within claim.MaxDepartures.
func refContext(g *Game, w Win, cost int) []refReading {
	base := g.baseFacts(w)
	splits := g.Table.Splits(w.Hand)
	type earned struct {
		u      *unit
		points int
	}
	all := make([][]earned, len(splits))
	rulePick := make([]map[string]*unit, len(splits))
	totals := make([]int, len(splits))
	best := 0
	for i, s := range splits {
		f := splitFacts(base, s)
		rulePick[i] = map[string]*unit{}
		g.eachHeld(&f, g.units, func(u *unit, pts int) {
			all[i] = append(all[i], earned{u, pts})
		})
		// The rules' unit of a group: the most points, the first in the
		// ruleset's order among equals.
		pts := map[string]int{}
		for _, e := range all[i] {
			if p, ok := pts[e.u.def.Group]; !ok || e.points > p {
				pts[e.u.def.Group], rulePick[i][e.u.def.Group] = e.points, e.u
			}
		}
		for _, p := range pts {
			totals[i] += p
		}
		best = max(best, totals[i])
	}
	var out []refReading
	for i, s := range splits {
		f := splitFacts(base, s)
		c := cost
		if totals[i] < best {
			c++
		}
		for mask := 0; mask < 1<<len(all[i]); mask++ {
			r := refReading{cost: c}
			added, dropped := map[string]int{}, map[string]int{}
			kept := map[string]bool{}
			for j, e := range all[i] {
				in := mask&(1<<j) != 0
				isPick := rulePick[i][e.u.def.Group] == e.u
				switch {
				case in && isPick:
					kept[e.u.def.Group] = true
				case in:
					added[e.u.def.Group]++
				case isPick:
					dropped[e.u.def.Group]++
				}
				if in {
					r.points += e.points
					r.units = append(r.units, e.u.scored(&f, e.points))
				}
			}
			if dropped["A"] > 0 && added["A"] == 0 || dropped["B"] > 0 && added["B"] == 0 {
				continue
			}
			once := true
			for grp := range rulePick[i] {
				r.cost += max(added[grp], dropped[grp])
				once = once && added[grp] <= 1
			}
			if once && r.cost <= claim.MaxDepartures {
				out = append(out, r)
			}
		}
	}
	return out
}

// TestPenaltyFifthCopyMatchesReference checks the penalty counted with a
// fifth copy against the reference walk allowed five copies, on random
// hands that hold all four of some tile. The walk is a brute force, a
// tenth of a second a hand: ten hands, three with -short.
func TestPenaltyFifthCopyMatchesReference(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 5))
	hands := 10
	if testing.Short() {
		hands = 3
	}
	checked := 0
	for checked < hands {
		var c [37]uint8
		k := 1 + rng.IntN(36)
		c[k] = 4
		for n := 4; n < 13; {
			j := 1 + rng.IntN(36)
			if c[j] < 4 {
				c[j]++
				n++
			}
		}
		h := &Hand{}
		for k, n := range c {
			h.Concealed[k], h.All[k] = n, n
		}
		got, err := Table{}.penaltyWith(h, 1)
		if err != nil {
			t.Fatal(err)
		}
		if want := refPenaltyCopies(Table{}, h, 5); got != want {
			t.Fatalf("%v: penalty with a fifth copy %d, reference %d", c, got, want)
		}
		checked++
	}
}

// refOverlaps walks every complete hand of the table that keeps h's
// exposed sets and holds no fifth copy, and returns the set of their
// overlaps with h's concealed tiles (bit w: some hand has w in common).
// No pruning: it is slow, so the test runs it on 10-tile hands.
func refOverlaps(t Table, h *Hand) uint32 {
	sets, pairs := refSetsAndTwins(t)
	var held tiles.Counts
	for _, m := range h.Exposed {
		held.Add(m.Kinds()...)
	}
	exposed := held
	var out uint32
	var dfs func(from, left int)
	dfs = func(from, left int) {
		if left == 0 {
			common := 0
			for k := range held {
				common += int(min(held[k]-exposed[k], h.Concealed[k]))
			}
			out |= 1 << common
			return
		}
		for i := from; i < len(sets); i++ {
			ks := sets[i].kinds
			held.Add(ks[:]...)
			if held[ks[0]] <= 4 && held[ks[1]] <= 4 && held[ks[2]] <= 4 {
				dfs(i, left-1)
			}
			for _, k := range ks {
				held[k]--
			}
		}
	}
	for _, k := range pairs {
		if held[k]+2 <= 4 {
			held[k] += 2
			dfs(0, t.Sets()-len(h.Exposed))
			held[k] -= 2
		}
	}
	return out
}

// TestPlanAtMatchesReference: on random 10-tile hands, some with an
// exposed set, a plan n tiles away exists exactly when the reference finds
// a complete hand with that overlap, and the plan given is one: complete,
// no fifth copy, exactly n tiles away.
func TestPlanAtMatchesReference(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(5, 8))
	tb := Table{SmallHands: true}
	hands := 25
	if testing.Short() {
		hands = 4
	}
	for range hands {
		var c tiles.Counts
		text := ""
		if rng.IntN(3) == 0 {
			text = "[123D] "
			c.Add(19, 20, 21) // 1D 2D 3D
		}
		for c.Total() < 10 {
			k := tiles.Kind(1 + rng.IntN(36))
			if c[k] < 4 {
				c[k]++
				text += Deck.Code(k) + " "
			}
		}
		h := mustParse(t, tb, text)
		ref := refOverlaps(tb, h)
		size := tb.HandSize() - 3*len(h.Exposed)
		for n := 1; n <= size; n++ {
			far, err := tb.planAt(h, n)
			if err != nil {
				t.Fatal(err)
			}
			if want := ref&(1<<(size-n)) != 0; (far != nil) != want {
				t.Fatalf("%s: a plan %d tiles away: got %v, reference %v", text, n, far != nil, want)
			}
			if far == nil {
				continue
			}
			var all, common tiles.Counts
			for _, m := range far {
				all.Add(m.Kinds()...)
				if !m.Exposed {
					common.Add(m.Kinds()...)
				}
			}
			got := 0
			for k := range common {
				got += int(min(common[k], h.Concealed[k]))
				if all[k] > 4 {
					t.Fatalf("%s: plan %s holds %d × %s", text, FormatSplit(far), all[k], Deck.Code(tiles.Kind(k)))
				}
			}
			if all.Total() != tb.HandSize() || size-got != n {
				t.Fatalf("%s: plan %s is %d tiles away with %d tiles, want %d away", text, FormatSplit(far), size-got, all.Total(), n)
			}
		}
	}
}
