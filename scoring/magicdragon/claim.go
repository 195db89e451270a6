package magicdragon

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// A referee's check of a claimed score. The rules give one number; a
// player who claims another has usually read the rules another way. The
// check looks for the readings that give exactly the claim, each made of a
// few departures from the rules, and names every departure, so that the
// referee can say which reading the player took and why the rules read
// otherwise. Only the readings with the fewest departures are kept, and
// none with more than claim.MaxDepartures.
//
// A winner's claim may depart by: another split of the tiles than the one
// that scores most; group B counted or left out against what was said of
// the last tile; another version of Table II that scores differently; and
// in any group, its unit left out, a lesser unit in place of the best, or
// a second unit beside it (the rulebook's own examples VII-3 C, D and E
// leave out four seasons and all flushes).

// The departures a reading may take. The first six concern a winner's
// points, the others a loser's penalty.
const (
	DepartSplit     claim.DepartureKind = "split"          // a split that does not score most
	DepartGroupB    claim.DepartureKind = "group-b"        // group B counted or left out against the source given
	DepartVersion   claim.DepartureKind = "version"        // another version of Table II
	DepartLeftOut   claim.DepartureKind = "left-out"       // a group's unit left out
	DepartLesser    claim.DepartureKind = "lesser-unit"    // a lesser unit in place of the group's best
	DepartSameGroup claim.DepartureKind = "same-group"     // a second unit from a group already used
	DepartPlan      claim.DepartureKind = "plan"           // a complete hand farther than the nearest
	DepartFifthCopy claim.DepartureKind = "fifth-copy"     // a complete hand with a fifth copy of a tile
	DepartResplit   claim.DepartureKind = "resplit"        // exposed sets broken up
	DepartExchanges claim.DepartureKind = "exchanges"      // each exchange counted twice
	DepartMarks     claim.DepartureKind = "missing-marks"  // only the tiles marked '-' counted
	DepartDoubled   claim.DepartureKind = "discard-double" // doubled as for the discarder
)

// Reading is a reading of the rules that gives exactly the claim.
type Reading struct {
	Departures []claim.Departure
	Points     int
	// Units and Split are what a winner's reading counts; empty for a
	// loser's.
	Units []ScoredUnit
	Split []split.Meld
}

// Verdict is the check of one claim against the rules.
type Verdict struct {
	Claim int
	// Rules is what the rules give.
	Rules  int
	Agrees bool
	// Readings are the readings with the fewest departures that give
	// exactly the claim; none when the claim agrees or no reading reaches
	// it.
	Readings []Reading
}

// verdictOf keeps, of the readings found, those with the fewest
// departures.
func verdictOf(claimed, rules int, found []Reading) *Verdict {
	v := &Verdict{Claim: claimed, Rules: rules, Agrees: claimed == rules}
	if v.Agrees {
		return v
	}
	fewest := claim.MaxDepartures
	for _, r := range found {
		fewest = min(fewest, len(r.Departures))
	}
	// Tied splits, or several ways to the same units, are one reading to
	// a person.
	seen := map[string]bool{}
	for _, r := range found {
		key := fmt.Sprint(r.Departures)
		for _, u := range r.Units {
			key += fmt.Sprintf(" %s=%d", u.ID, u.Points)
		}
		if len(r.Departures) == fewest && !seen[key] {
			seen[key] = true
			v.Readings = append(v.Readings, r)
		}
	}
	return v
}

// claimContext is one version and one account of the last tile under
// which a winner's claim is read, with the departures they take.
type claimContext struct {
	game    *Game
	win     Win
	leaveB  bool
	departs []claim.Departure
}

// claimContexts returns the rules' own context first, then every other
// version that scores differently, the rulebook's silences that touch the
// win read the other way (Choices), and every other account of group B.
func (g *Game) claimContexts(w Win) ([]claimContext, error) {
	type account struct {
		win    Win
		leaveB bool
		depart []claim.Departure
	}
	accounts := []account{{win: w}}
	if w.Source != tiles.SourceUnknown || w.AllNatural {
		accounts = append(accounts, account{w, true, []claim.Departure{{Kind: DepartGroupB, Text: "group B left out, though where the last tile came from was said"}}})
	}
	for _, s := range []struct {
		src        tiles.Source
		was, other string
	}{{tiles.SelfDrawn, "drawn from the stock pile", "a discard"}, {tiles.Discard, "a discard", "drawn from the stock pile"}} {
		if s.src == w.Source || w.AllNatural {
			continue
		}
		text := "group B counted as if the last tile were " + s.was + ", which was not said"
		if w.Source != tiles.SourceUnknown {
			text = "group B counted as if the last tile were " + s.was + ", not " + s.other
		}
		ws := w
		ws.Source = s.src
		accounts = append(accounts, account{win: ws, depart: []claim.Departure{{Kind: DepartGroupB, Text: text}}})
	}
	games := []*Game{g}
	for _, v := range g.Rules.Versions {
		if g.Version.Name != v.Name && !sameScoring(g.Version, &v) {
			other, err := NewGame(g.Rules, v.Name, g.Table)
			if err != nil {
				return nil, err
			}
			games = append(games, other)
		}
	}
	var departs [][]claim.Departure
	for _, gm := range games {
		var vd []claim.Departure
		if gm != g {
			vd = []claim.Departure{{Kind: DepartVersion, Text: fmt.Sprintf("version %s (%s) instead of %s", gm.Version.Name, gm.Version.Title, g.Version.Name)}}
		}
		departs = append(departs, vd)
	}
	for i, n := 0, len(games); i < n; i++ {
		decided, dd, err := games[i].decisionGames(w)
		if err != nil {
			return nil, err
		}
		for j, d := range decided {
			games = append(games, d)
			departs = append(departs, slices.Concat(departs[i], dd[j:j+1]))
		}
	}
	var out []claimContext
	for i, gm := range games {
		for _, a := range accounts {
			out = append(out, claimContext{gm, a.win, a.leaveB, slices.Concat(departs[i], a.depart)})
		}
	}
	return out, nil
}

// sameScoring reports whether two versions count the same units the same
// way (a minimum to zappo aside: it refuses hands, it does not score them).
func sameScoring(a, b *Version) bool {
	return a.FlatPayment == b.FlatPayment && slices.Equal(a.Units, b.Units)
}

// heldUnit is a unit a split earns, with its points.
type heldUnit struct {
	u      *unit
	points int
}

// heldByGroup returns, group by group in Table I's order, every unit the
// split earns under the context, best first; a group's first unit is the
// one the rules count.
func (c *claimContext) heldByGroup(f *facts) [][]heldUnit {
	var byGroup [26][]heldUnit
	c.game.eachHeld(f, c.game.units, func(u *unit, pts int) {
		if c.leaveB && u.def.Group == "B" {
			return
		}
		gi := u.def.Group[0] - 'A'
		byGroup[gi] = append(byGroup[gi], heldUnit{u, pts})
	})
	var out [][]heldUnit
	for _, hs := range byGroup {
		if len(hs) > 0 {
			slices.SortStableFunc(hs, func(x, y heldUnit) int { return y.points - x.points })
			out = append(out, hs)
		}
	}
	return out
}

// CheckClaim checks a claim of the winner's points against res, the rules'
// score of w (Game.Score), and looks for the readings that give exactly
// the claim.
func (g *Game) CheckClaim(w Win, res *Result, claimed int) (*Verdict, error) {
	if claimed == res.Points {
		return verdictOf(claimed, res.Points, nil), nil
	}
	ctxs, err := g.claimContexts(w)
	if err != nil {
		return nil, err
	}
	splits := g.Table.Splits(w.Hand)
	var found []Reading
	for i := range ctxs {
		c := &ctxs[i]
		base := c.game.baseFacts(c.win)
		fs := make([]facts, len(splits))
		held := make([][][]heldUnit, len(splits))
		best := 0
		for j, s := range splits {
			fs[j] = splitFacts(base, s)
			held[j] = c.heldByGroup(&fs[j])
			best = max(best, rulesTotal(held[j]))
		}
		for j, s := range splits {
			departs := c.departs
			if rulesTotal(held[j]) < best {
				departs = slices.Concat(departs, []claim.Departure{{Kind: DepartSplit, Text: "another split, " + FormatSplit(s) + ", not the one that scores most"}})
			}
			if len(departs) > claim.MaxDepartures {
				continue
			}
			eachUnitReading(held[j], claim.MaxDepartures-len(departs), func(picked [][]heldUnit, unitDeparts []claim.Departure) {
				points := 0
				for _, hs := range picked {
					for _, h := range hs {
						points += h.points
					}
				}
				if points != claimed {
					return
				}
				r := Reading{Departures: slices.Concat(departs, unitDeparts), Points: points, Split: s}
				for _, hs := range picked {
					for _, h := range hs {
						r.Units = append(r.Units, h.u.scored(&fs[j], h.points))
					}
				}
				found = append(found, r)
			})
		}
	}
	return verdictOf(claimed, res.Points, found), nil
}

// rulesTotal is the points the rules give a split: each group's best unit.
func rulesTotal(held [][]heldUnit) int {
	t := 0
	for _, hs := range held {
		t += hs[0].points
	}
	return t
}

// eachUnitReading calls fn with every choice of units, group by group,
// that departs from the rules' choice (each group's best unit) at most
// budget times, and the departures it takes. A group departs once at most:
// its unit left out, one other unit in its place, or one beside it.
// Group A is never emptied: every complete hand scores zappo. Nor is group
// B: claimContexts reads its leaving out as a departure of its own.
func eachUnitReading(held [][]heldUnit, budget int, fn func([][]heldUnit, []claim.Departure)) {
	picked := make([][]heldUnit, len(held))
	var departs []claim.Departure
	var walk func(g, budget int)
	walk = func(g, budget int) {
		if g == len(held) {
			fn(picked, departs)
			return
		}
		hs := held[g]
		for mask := 0; mask < 1<<len(hs); mask++ {
			var sub []heldUnit
			for i, h := range hs {
				if mask&(1<<i) != 0 {
					sub = append(sub, h)
				}
			}
			cost := max(len(sub)-mask&1, 1-mask&1) // units added, dropped
			if cost > min(budget, 1) || mask == 0 && (hs[0].u.def.Group == "A" || hs[0].u.def.Group == "B") {
				continue
			}
			picked[g] = sub
			n := len(departs)
			if cost > 0 {
				departs = append(departs, unitDeparture(hs[0], sub))
			}
			walk(g+1, budget-cost)
			departs = departs[:n]
		}
	}
	walk(0, budget)
}

// rulebookLeavesOut names the rulebook's worked examples whose printed
// totals leave out a unit that Table I awards (VII-3).
var rulebookLeavesOut = map[string]string{
	"four-seasons": "as the rulebook's examples VII-3 C and D print their totals",
	"all-flushes":  "as the rulebook's example VII-3 E prints its total",
}

// unitDeparture names how a group's chosen units sub depart from its best
// unit best.
func unitDeparture(best heldUnit, sub []heldUnit) claim.Departure {
	say := func(hs []heldUnit) string {
		parts := make([]string, len(hs))
		for i, h := range hs {
			parts[i] = fmt.Sprintf("%s (%d)", h.u.def.Name, h.points)
		}
		return words.JoinAnd(parts)
	}
	group := best.u.def.Group
	switch {
	case len(sub) == 0:
		text := fmt.Sprintf("%s left out, though the hand earns it", say([]heldUnit{best}))
		if why, ok := rulebookLeavesOut[best.u.def.ID]; ok {
			return claim.Departure{Kind: TableI, Text: fmt.Sprintf("%s: %s, %s", TableI, text, why)}
		}
		return claim.Departure{Kind: DepartLeftOut, Text: text}
	case sub[0] == best:
		return claim.Departure{Kind: DepartSameGroup, Text: fmt.Sprintf("%s counted as well as %s, though group %s counts one unit only", say(sub[1:]), say(sub[:1]), group)}
	}
	return claim.Departure{Kind: DepartLesser, Text: fmt.Sprintf("%s counted in place of %s, though group %s counts its best unit", say(sub), say([]heldUnit{best}), group)}
}

// CheckPenaltyClaim checks a claim of a loser's penalty points for hand h
// against the rules' penalty, and looks for the readings that give exactly
// the claim: another plan, aiming at a complete hand farther than the
// nearest; a complete hand with a fifth copy of a tile, exposed sets
// broken up, each exchange counted twice (the tile given up and the tile
// obtained), only the tiles marked '-' counted, or the penalty doubled as
// for the loser who discarded the winning tile.
func (t Table) CheckPenaltyClaim(h *Hand, claimed int) (*Verdict, error) {
	rules, err := t.PenaltyPoints(h)
	if err != nil {
		return nil, err
	}
	if claimed == rules {
		return verdictOf(claimed, rules, nil), nil
	}
	counts, err := t.penaltyCounts(h, rules)
	if err != nil {
		return nil, err
	}
	var found []Reading
	add := func(points int, departs ...[]claim.Departure) {
		if points == claimed {
			if d := slices.Concat(departs...); len(d) <= claim.MaxDepartures {
				found = append(found, Reading{Departures: d, Points: points})
			}
		}
	}
	doubled := []claim.Departure{{Kind: DepartDoubled, Text: "doubled, as for the loser who discarded the winning tile"}}
	for _, c := range counts {
		twice := []claim.Departure{{Kind: DepartExchanges, Text: fmt.Sprintf("each of the %s counted twice, for the tile given up and the tile obtained", words.Plural(c.penalty-1, "exchange"))}}
		add(c.penalty, c.departs)
		add(2*c.penalty, c.departs, doubled)
		if c.penalty > 1 {
			add(2*c.penalty-1, c.departs, twice)
			add(2*(2*c.penalty-1), c.departs, twice, doubled)
		}
	}
	marks := 0
	for _, g := range h.Written.Groups {
		marks += g.Missing
	}
	onlyMarks := []claim.Departure{{Kind: DepartMarks, Text: fmt.Sprintf("only the %s marked '-' counted, though exchanges count too", words.Plural(marks, "tile"))}}
	add(marks, onlyMarks)
	add(2*marks, onlyMarks, doubled)
	for _, n := range []int{claimed, claimed / 2} {
		if n <= rules {
			continue
		}
		far, err := t.planAt(h, n)
		if err != nil {
			return nil, err
		}
		if far != nil {
			plan := []claim.Departure{{Kind: DepartPlan, Text: fmt.Sprintf("another plan: aiming at %s, which needs %s, not at the nearest complete hand", FormatSplit(far), words.Plural(n, "tile"))}}
			add(n, plan)
			add(2*n, plan, doubled)
		}
	}
	return verdictOf(claimed, rules, found), nil
}

// penaltyCount is the tiles to obtain as one reading counts them.
type penaltyCount struct {
	penalty int
	departs []claim.Departure
}

// penaltyCounts returns the tiles to obtain counted by the rules, then with
// a fifth copy of a tile the hand holds all four of, with the exposed sets
// broken up, and with both.
func (t Table) penaltyCounts(h *Hand, rules int) ([]penaltyCount, error) {
	counts := []penaltyCount{{rules, nil}}
	fifth := claim.Departure{Kind: DepartFifthCopy, Text: "a complete hand with a fifth copy of " + allFour(h) + " counted, though the game has four of each"}
	resplit := claim.Departure{Kind: DepartResplit, Text: "exposed sets broken up, though they stay as they are"}
	open := &Hand{Written: h.Written, Concealed: h.All, All: h.All}
	for _, v := range []struct {
		when    bool
		h       *Hand
		extra   uint8
		departs []claim.Departure
	}{
		{allFour(h) != "", h, 1, []claim.Departure{fifth}},
		{len(h.Exposed) > 0, open, 0, []claim.Departure{resplit}},
		{allFour(h) != "" && len(h.Exposed) > 0, open, 1, []claim.Departure{fifth, resplit}},
	} {
		if !v.when {
			continue
		}
		p, err := t.penaltyWith(v.h, v.extra)
		if err != nil {
			return nil, err
		}
		counts = append(counts, penaltyCount{p, v.departs})
	}
	return counts, nil
}

// allFour names the tiles of which the hand holds all four copies, or "".
func allFour(h *Hand) string {
	var out []string
	for k := tiles.Kind(1); int(k) <= Deck.NumKinds(); k++ {
		if int(h.All[k]) == Deck.Info(k).Copies {
			out = append(out, Deck.Code(k))
		}
	}
	return strings.Join(out, " or ")
}

// penaltyWith is PenaltyPoints with extra copies of every tile allowed in
// the complete hands counted.
func (t Table) penaltyWith(h *Hand, extra uint8) (int, error) {
	var l lossHand
	if err := t.lossHandOf(h, &l); err != nil {
		return 0, err
	}
	for s := range l.caps {
		for r := range l.caps[s] {
			l.caps[s][r] += extra
		}
	}
	best, _, err := l.bestOverlap()
	if err != nil {
		return 0, err
	}
	return l.size - l.common - best, nil
}

// planAt returns a complete hand, exposed sets first, that keeps h's
// exposed sets, never holds a fifth copy of a tile and is exactly n tiles
// away from h; nil when none is.
//
// As for the penalty, the suits are independent: for each suit and each
// share of sets and twin, eachSuitHand gives every overlap the suit can
// have with the hand; a walk over the suits picks one overlap each adding
// up to what n leaves, and suitOptima gives a suit's tiles for it.
func (t Table) planAt(h *Hand, n int) ([]split.Meld, error) {
	var l lossHand
	if err := t.lossHandOf(h, &l); err != nil {
		return nil, err
	}
	want := l.size - l.common - n // tiles in common with the hand
	if want < 0 {
		return nil, nil
	}
	var overlaps [4][maxSuitSets + 1][2]uint32 // bit w: an overlap of w
	for s := range overlaps {
		for m := 0; m <= l.need && l.inPlay[s]; m++ {
			for p := range 2 {
				eachSuitHand(&l.counts[s], &l.caps[s], m, p, 0, func(_ *[9]uint8, common int) {
					overlaps[s][m][p] |= 1 << common
				})
			}
		}
	}
	type share struct{ m, p, w int }
	var picks [4]share
	var walk func(s, m, p, w int) bool
	walk = func(s, m, p, w int) bool {
		if s == 4 {
			return m == l.need && p == 1 && w == want
		}
		// The most in common first, so that the hand shown keeps as much
		// of the loser's as it can in the suits it walks first.
		for dw := want - w; dw >= 0; dw-- {
			for dm := 0; m+dm <= l.need; dm++ {
				for dp := 0; p+dp <= 1; dp++ {
					if overlaps[s][dm][dp]&(1<<dw) != 0 {
						picks[s] = share{dm, dp, dw}
						if walk(s+1, m+dm, p+dp, w+dw) {
							return true
						}
					}
				}
			}
		}
		return false
	}
	if !walk(0, 0, 0, 0) {
		return nil, nil
	}
	far := &Hand{Exposed: h.Exposed}
	for s, pk := range picks {
		if pk.m+pk.p == 0 {
			continue
		}
		v := suitOptima(&l.counts[s], &l.caps[s], pk.m, pk.p, pk.w)[0]
		for r, c := range v {
			for range c {
				far.Concealed.Add(tiles.Kind(1 + 9*s + r))
			}
		}
	}
	return t.Splits(far)[0], nil
}
