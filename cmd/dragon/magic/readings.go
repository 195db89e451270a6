package magic

import (
	"slices"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// Readings are Magic Dragon's readings, for 'dragon help readings'.
var Readings = magicdragon.Choices

// tableIUnits are the units Table I awards that the rulebook's worked
// examples leave out of their printed totals (the table-i reading).
var tableIUnits = []string{"four-seasons", "all-flushes"}

// otherReading is one of the game's readings read the other way: whether
// it touches the win, and the rules that read it so.
type otherReading struct {
	id      claim.DepartureKind
	touches bool
	// alt says the table already plays it the other way; flip returns
	// rules that read it the other way round from r.
	alt  bool
	flip func(r magicdragon.Rules) magicdragon.Rules
}

// decided returns the readings that decided the points of the win w,
// scored res by g: each reading that touches the win and, read the other
// way, scores it otherwise.
func decided(g *magicdragon.Game, w magicdragon.Win, res *magicdragon.Result) []claim.Decision {
	d := g.Rules.Decisions
	var out []claim.Decision
	for _, o := range []otherReading{
		{magicdragon.TableI, slices.ContainsFunc(res.Units, func(u magicdragon.ScoredUnit) bool { return slices.Contains(tableIUnits, u.ID) }), false,
			func(r magicdragon.Rules) magicdragon.Rules {
				r.Units = slices.DeleteFunc(slices.Clone(r.Units), func(u magicdragon.UnitDef) bool { return slices.Contains(tableIUnits, u.ID) })
				return r
			}},
		{magicdragon.AllNaturalNoBeggars, w.AllNatural, !d.AllNaturalNoBeggars,
			func(r magicdragon.Rules) magicdragon.Rules {
				r.Decisions.AllNaturalNoBeggars = !r.Decisions.AllNaturalNoBeggars
				return r
			}},
		{magicdragon.MissingInPlay, g.Table.WithoutSuit != "", !d.MissingAmongSuitsInPlay,
			func(r magicdragon.Rules) magicdragon.Rules {
				r.Decisions.MissingAmongSuitsInPlay = !r.Decisions.MissingAmongSuitsInPlay
				return r
			}},
	} {
		if !o.touches {
			continue
		}
		r := o.flip(*g.Rules)
		other, err := magicdragon.NewGame(&r, g.Version.Name, g.Table)
		if err != nil {
			continue
		}
		alt, err := other.Score(w)
		if err != nil || alt.Points == res.Points {
			continue
		}
		c := magicdragon.Choices[claim.Index(magicdragon.Choices, o.id)]
		out = append(out, c.Decision(o.alt, words.Plural(res.Points, "point"), words.Plural(alt.Points, "point")))
	}
	return out
}
