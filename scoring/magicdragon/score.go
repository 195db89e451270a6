package magicdragon

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Win is a winning claim: the hand and how it was completed.
type Win struct {
	Hand *Hand
	// Source is where the last tile came from; tiles.SourceUnknown leaves
	// group B out, as the rulebook's own examples do.
	Source tiles.Source
	// Discarder names who discarded the last tile, when Source is
	// tiles.Discard (may be empty when not known).
	Discarder string
	// AllNatural is a hand complete from the setup, declared before play.
	AllNatural bool
}

// NeedSourceError is returned when a hand scores less than the version's
// minimum without group B, and the source of the last tile, which decides
// group B, was not given.
type NeedSourceError struct {
	Version string
	Minimum int
	Points  int // without group B
}

func (e *NeedSourceError) Error() string { return "magicdragon: " + e.ForPeople() }

// ForPeople is the error without the package's name (words.ForPeople).
func (e *NeedSourceError) ForPeople() string {
	return fmt.Sprintf("version %s needs at least %s and without group B this hand scores %d; the source of the last tile decides group B", e.Version, words.Plural(e.Minimum, "point"), e.Points)
}

// Game is a table's way of playing: the ruleset, the version, the table.
type Game struct {
	Rules   *Rules
	Version *Version
	Table   Table
	units   []unit // the version's units, in the ruleset's order
	all     []unit // every unit of the ruleset
	outside []unit // the units of the ruleset the version leaves out
}

type unit struct {
	def  *UnitDef
	cond condition
}

// NewGame returns the game played with rules r, version name ("" for the
// ruleset's default) and table t.
func NewGame(r *Rules, version string, t Table) (*Game, error) {
	if version == "" {
		version = r.DefaultVersion
	}
	v, err := r.Version(version)
	if err != nil {
		return nil, err
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	g := &Game{Rules: r, Version: v, Table: t}
	for i := range r.Units {
		u := unit{def: &r.Units[i], cond: conditions[r.Units[i].ID]}
		g.all = append(g.all, u)
		if v.Allows(u.def.ID) {
			g.units = append(g.units, u)
		} else {
			g.outside = append(g.outside, u)
		}
	}
	return g, nil
}

// ScoredUnit is a unit the winner earns.
type ScoredUnit struct {
	ID     string `json:"id"`
	Group  string `json:"group"`
	Name   string `json:"name"`
	Points int    `json:"points"`
	Reason string `json:"reason"`
}

// SplitScore is one split of the winner's tiles and what it earns.
type SplitScore struct {
	Split  []split.Meld
	Units  []ScoredUnit
	Points int
}

// Result is the score of a winning hand.
type Result struct {
	SplitScore
	// Alternatives are the other splits of the hand, best first.
	Alternatives []SplitScore
	// GroupB is false when group B was left out (source not given).
	GroupB  bool
	Version string
	// Notes name every reading of the rules that changed the result.
	Notes []string
}

// Score scores a winning claim. A claim that cannot zappo (wrong number of
// tiles, not complete, below the version's minimum, contradictory) is an
// error that says why.
func (g *Game) Score(w Win) (*Result, error) {
	h := w.Hand
	if n := h.NumTiles(); n != g.Table.HandSize() {
		return nil, words.Errorf("magicdragon", "the hand has %s; a complete hand has %d (%d sets and a twin), so it may not zappo", words.Plural(n, "tile"), g.Table.HandSize(), g.Table.Sets())
	}
	if w.AllNatural && len(h.Exposed) > 0 {
		return nil, words.NewError("magicdragon", "an all-natural hand was complete before play, so it cannot have exposed sets")
	}
	if w.AllNatural && w.Source == tiles.Discard {
		return nil, words.NewError("magicdragon", "an all-natural hand was complete before play, so its last tile cannot be a discard")
	}
	splits := g.Table.Splits(h)
	if len(splits) == 0 {
		return nil, words.Errorf("magicdragon", "the %d tiles do not split into %d sets and a twin, so the hand is not complete", h.NumTiles(), g.Table.Sets())
	}
	f := g.baseFacts(w)
	f.sets = make([]split.Meld, 0, g.Table.Sets())
	scores := make([]SplitScore, len(splits))
	for i, s := range splits {
		scores[i] = g.scoreSplit(&f, s, g.units)
	}
	// Best first; among equal totals keep the order the engine found them.
	slices.SortStableFunc(scores, func(a, b SplitScore) int { return b.Points - a.Points })
	res := &Result{SplitScore: scores[0], Alternatives: scores[1:], GroupB: w.Source != tiles.SourceUnknown || w.AllNatural, Version: g.Version.Name}
	res.Notes = g.notes(&f, res, splits)
	if g.Version.Minimum > 0 && res.Points < g.Version.Minimum && !res.GroupB && g.allowsGroup("B") {
		return nil, &NeedSourceError{Version: g.Version.Name, Minimum: g.Version.Minimum, Points: res.Points}
	}
	if g.Version.Minimum > 0 && res.Points < g.Version.Minimum {
		return nil, words.Errorf("magicdragon", "version %s needs at least %s to zappo; this hand scores %d", g.Version.Name, words.Plural(g.Version.Minimum, "point"), res.Points)
	}
	return res, nil
}

// baseFacts computes what does not depend on the split.
func (g *Game) baseFacts(w Win) facts {
	f := facts{table: g.Table, rules: g.Rules, win: w, all: &w.Hand.All}
	for i, s := range Suits {
		ranks := w.Hand.All[1+9*i : 10+9*i]
		f.terminal = f.terminal || ranks[0] > 0 || ranks[8] > 0
		if slices.ContainsFunc(ranks, func(c uint8) bool { return c > 0 }) {
			f.present[i] = true
			f.nPresent++
			continue
		}
		// With a suit removed, only the suits in play can be missing (a
		// decision).
		if s != g.Table.WithoutSuit || !g.Rules.Decisions.MissingAmongSuitsInPlay {
			f.absent[i] = true
			f.nAbsent++
		}
	}
	return f
}

// splitFacts adds one split's sets and twin to the facts that do not
// depend on the split, in room of its own.
func splitFacts(base facts, ms []split.Meld) facts {
	f := base
	f.sets = make([]split.Meld, 0, len(ms))
	f.setSplit(ms)
	return f
}

// setSplit puts one split's sets and twin in f, in the room f.sets has.
func (f *facts) setSplit(ms []split.Meld) {
	f.sets, f.alike = f.sets[:0], false
	for _, m := range ms {
		if m.Type == split.Pair {
			f.twin = m
			continue
		}
		for _, s := range f.sets {
			f.alike = f.alike || sameNumbers(s, m)
		}
		f.sets = append(f.sets, m)
	}
}

// eachHeld calls fn with every unit of units the split earns, in the
// ruleset's order, with its points (bonuses included).
func (g *Game) eachHeld(f *facts, units []unit, fn func(u *unit, points int)) {
	for i := range units {
		u := &units[i]
		if !g.groupAllowed(f, u.def.Group) {
			continue
		}
		if extras, ok := u.cond.holds(f); ok {
			fn(u, u.def.Points+extras*u.def.Bonus)
		}
	}
}

// scored returns the unit as the winner sees it, with its reason.
func (u *unit) scored(f *facts, points int) ScoredUnit {
	return ScoredUnit{ID: u.def.ID, Group: u.def.Group, Name: u.def.Name, Points: points, Reason: u.cond.reason(f)}
}

// scoreSplit takes, in each group, the single best unit of units. It puts
// the split in f, which keeps it only until the next.
func (g *Game) scoreSplit(f *facts, ms []split.Meld, units []unit) SplitScore {
	f.setSplit(ms)
	// One pick per group; groups are single letters, A to F in Table I.
	type pick struct {
		u      *unit
		points int
	}
	var best [26]pick
	picked := 0
	g.eachHeld(f, units, func(u *unit, pts int) {
		gi := u.def.Group[0] - 'A'
		if best[gi].u == nil {
			picked++
		}
		if best[gi].u == nil || pts > best[gi].points {
			best[gi] = pick{u, pts}
		}
	})
	sc := SplitScore{Split: ms, Units: make([]ScoredUnit, 0, picked)}
	for _, p := range best {
		if p.u == nil {
			continue
		}
		sc.Units = append(sc.Units, p.u.scored(f, p.points))
		sc.Points += p.points
	}
	return sc
}

// allowsGroup reports whether the version allows any unit of the group.
func (g *Game) allowsGroup(group string) bool {
	for _, u := range g.units {
		if u.def.Group == group {
			return true
		}
	}
	return false
}

// groupAllowed leaves group B out when the source of the last tile is not
// known; an all-natural hand is known to have used no discard.
func (g *Game) groupAllowed(f *facts, group string) bool {
	return group != "B" || f.win.Source != tiles.SourceUnknown || f.win.AllNatural
}

// holdsAny reports whether any split earns any of units: with none of the
// units a version leaves out, every unit of Table I scores what the
// version scores, and the note need not score the hand again.
func (g *Game) holdsAny(f *facts, splits [][]split.Meld, units []unit) bool {
	held := false
	for _, s := range splits {
		f.setSplit(s)
		g.eachHeld(f, units, func(*unit, int) { held = true })
	}
	return held
}

// notes says which readings of the rules changed the result.
func (g *Game) notes(base *facts, res *Result, splits [][]split.Meld) []string {
	var out []string
	if !res.GroupB && g.allowsGroup("B") {
		out = append(out, "group B left out: the source of the last tile was not given")
	}
	has := func(id string) bool {
		for _, u := range res.Units {
			if u.ID == id {
				return true
			}
		}
		return false
	}
	if base.win.AllNatural && has("no-beggars") {
		out = append(out, "all natural earns no beggars in group B: no discard was used (the rulebook is silent; see the ruleset's decisions)")
	}
	if g.Table.WithoutSuit != "" && (has("missing-tooth") || has("missing-teeth")) {
		out = append(out, fmt.Sprintf("three-player game: only the suits in play count as missing; the removed %s suit is not", g.Table.WithoutSuit))
	}
	if g.Table.SmallHands && (has("lonely-twin") || has("all-beggars")) {
		out = append(out, "game of more than six players: \"all four sets exposed\" reads \"all three sets exposed\"")
	}
	if g.Version.FlatPayment > 0 {
		out = append(out, fmt.Sprintf("version %s scores zappo only: each loser pays a flat %d, whatever the hand", g.Version.Name, g.Version.FlatPayment))
	} else if len(g.outside) > 0 && g.holdsAny(base, splits, g.outside) {
		full := g.scoreSplit(base, splits[0], g.all)
		for _, s := range splits[1:] {
			if sc := g.scoreSplit(base, s, g.all); sc.Points > full.Points {
				full = sc
			}
		}
		if full.Points > res.Points {
			var missing []string
			for _, u := range full.Units {
				if !g.Version.Allows(u.ID) {
					missing = append(missing, u.Name)
				}
			}
			out = append(out, fmt.Sprintf("version %s does not allow %s; with every unit of Table I the hand would score %d", g.Version.Name, strings.Join(missing, ", "), full.Points))
		}
	}
	return out
}
