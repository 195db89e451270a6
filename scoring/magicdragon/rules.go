package magicdragon

import (
	"sort"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

// Rules is a Magic Dragon ruleset: the points of every unit and the
// versions a table may play. The default is rulesets/magic-dragon.yaml;
// a table may load its own.
type Rules struct {
	Name           string
	Units          []UnitDef
	Versions       []Version
	DefaultVersion string
	// Ultimate is the version of each cycle in the ultimate cycles
	// (VIII-3): C, D, E, F.
	Ultimate []string
	// Decisions are the readings the program applies where the rulebook
	// is silent; each is shown when it affects a result.
	Decisions Decisions
}

// Decisions are choices the rulebook leaves open, kept as data.
type Decisions struct {
	// AllNaturalNoBeggars: an all-natural hand used no discard, so it earns
	// no beggars in group B.
	AllNaturalNoBeggars bool
	// MissingAmongSuitsInPlay: with a suit removed, missing tooth and teeth
	// count only suits in play.
	MissingAmongSuitsInPlay bool
}

// UnitDef is one winning unit of Table I.
type UnitDef struct {
	ID     string // e.g. "four-seasons"
	Group  string // "A" … "F"
	Name   string // as printed, e.g. "four seasons"
	Points int
	// Bonus is added for each extra the unit counts (pure pairs in double
	// twin towers, two identical sets in mixed tri-towers, repeats in mixed
	// quad-towers).
	Bonus int
	// Condition says when the unit applies, for the reference card.
	Condition string
}

// Version is a way of playing (Table II).
type Version struct {
	Name  string // "A" … "G" or the table's own
	Title string
	Drawn int // tiles each player draws in setup
	Dead  int // tiles each player sets aside
	// Units lists the units allowed; empty means all of them.
	Units []string
	// FlatPayment, when set, replaces scoring: each loser pays this many
	// dollars (version A).
	FlatPayment int
	// Minimum is the fewest points a hand needs to zappo (version G).
	Minimum int
}

// Allows reports whether the version allows the unit.
func (v *Version) Allows(id string) bool {
	if len(v.Units) == 0 {
		return true
	}
	for _, u := range v.Units {
		if u == id {
			return true
		}
	}
	return false
}

// Version returns the version called name, in either case.
func (r *Rules) Version(name string) (*Version, error) {
	for i := range r.Versions {
		if strings.EqualFold(r.Versions[i].Name, name) {
			return &r.Versions[i], nil
		}
	}
	names := make([]string, len(r.Versions))
	for i, v := range r.Versions {
		names[i] = v.Name
	}
	return nil, words.Errorf("magicdragon", "there is no version %q; the ruleset's versions are %s", name, words.JoinAnd(names))
}

// Unit returns the definition of the unit with the given id.
func (r *Rules) Unit(id string) (*UnitDef, bool) {
	for i := range r.Units {
		if r.Units[i].ID == id {
			return &r.Units[i], true
		}
	}
	return nil, false
}

// Validate checks that the ruleset is usable: every unit is one the
// program knows how to recognise, in its group, and every version names
// known units and leaves 13 tiles in hand.
func (r *Rules) Validate() error {
	seen := map[string]bool{}
	for i, u := range r.Units {
		c, ok := conditions[u.ID]
		switch {
		case !ok:
			return rulecheck.Errorf("units", i, "unknown unit %q; known units: %v", u.ID, KnownUnits())
		case c.group != u.Group:
			return rulecheck.Errorf("units", i, "unit %q belongs to group %s, not %q", u.ID, c.group, u.Group)
		case seen[u.ID]:
			return rulecheck.Errorf("units", i, "unit %q is listed twice", u.ID)
		case u.Points < 0 || u.Bonus < 0:
			return rulecheck.Errorf("units", i, "unit %q: points and bonus may not be negative", u.ID)
		}
		seen[u.ID] = true
	}
	if !seen["zappo"] {
		return rulecheck.Errorf("", 0, "the ruleset has no zappo unit; every complete hand scores zappo")
	}
	vseen := map[string]bool{}
	for i, v := range r.Versions {
		if v.Name == "" || vseen[v.Name] {
			return rulecheck.Errorf("versions", i, "version %q: every version needs a name of its own", v.Name)
		}
		vseen[v.Name] = true
		for _, id := range v.Units {
			if !seen[id] {
				return rulecheck.Errorf("versions", i, "version %s allows unit %q, which the ruleset does not define", v.Name, id)
			}
		}
		if v.Drawn < 13 || v.Dead != v.Drawn-13 {
			return rulecheck.Errorf("versions", i, "version %s: %d drawn and %d dead must leave 13 tiles in hand", v.Name, v.Drawn, v.Dead)
		}
		if v.FlatPayment < 0 || v.Minimum < 0 {
			return rulecheck.Errorf("versions", i, "version %s: flat_payment and minimum may not be negative", v.Name)
		}
	}
	if _, err := r.Version(r.DefaultVersion); err != nil {
		return rulecheck.Errorf("", 0, "default_version: %v", err)
	}
	for _, name := range r.Ultimate {
		if _, err := r.Version(name); err != nil {
			return rulecheck.Errorf("", 0, "ultimate: %v", err)
		}
	}
	return nil
}

// KnownUnits returns the ids of every unit the program recognises, sorted.
func KnownUnits() []string {
	ids := make([]string, 0, len(conditions))
	for id := range conditions {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
