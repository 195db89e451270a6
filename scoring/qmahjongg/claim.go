package qmahjongg

import (
	"fmt"
	"slices"

	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// A referee's check of a claimed level of Fang. When the claim disagrees
// with the rules, the search tries the game's readings read the other way
// (Choices: a wind of the location and the round counted once, the
// booklet's printed level as the whole Fang, a gong's replacement
// counted otherwise), then the facts a table commonly takes otherwise
// (another location or round, another source, a gong replacement counted
// as a plain draw), alone and then two of different kinds together, and
// keeps those that give exactly the claim with the fewest. Figures are
// Fang as numbers: 0.5 for half.

// The kinds of departure from the facts a reading takes besides the
// game's readings, whose kinds are their ids; two of one kind do not
// combine.
const (
	DepartSeat   claim.DepartureKind = "seat"   // another location, or none
	DepartRound  claim.DepartureKind = "round"  // another round
	DepartSource claim.DepartureKind = "source" // the winning card came another way
)

// Verdict is the check of a claimed level, in Fang (0.5 for half).
type Verdict = claim.VerdictOf[float64]

// Reading is a reading that gives a claimed level, in Fang.
type Reading = claim.ReadingOf[float64]

// CheckClaim checks the claimed level against res, the rules' score of h:
// when they disagree, the readings that give exactly the claim, one
// departure from the rules or, when none gives it, two of different
// kinds. Another location or round is one of seats, those the table has
// (Seats without a table).
func CheckClaim(h *Hand, res *Result, seats []string, r *Rules, claimed Level) Verdict {
	if claimed == res.Fang {
		return claim.Check(claimed.Fang(), res.Fang.Fang(), nil)
	}
	singles := departures(res, r, seats)
	var found []Reading
	for _, a := range singles {
		found = tryReading(found, h, res, r, claimed, a)
	}
	if len(found) == 0 {
		for i, a := range singles {
			for _, b := range singles[i+1:] {
				if a.Kind != b.Kind {
					found = tryReading(found, h, res, r, claimed, a, b)
				}
			}
		}
	}
	return claim.Check(claimed.Fang(), res.Fang.Fang(), found)
}

// tryReading scores h read the ways ds and adds the reading to found when it
// gives exactly the claim.
func tryReading(found []Reading, h *Hand, res *Result, rules *Rules, claimed Level, ds ...departure) []Reading {
	ctx, r := res.Context, *rules
	deps := make([]claim.Departure, len(ds))
	for i, d := range ds {
		d.change(&ctx, &r)
		deps[i] = d.Departure
	}
	alt, err := score(h, ctx, &r)
	if err != nil || alt.Fang != claimed {
		return found
	}
	diffs := itemDifferences(res.Items, alt.Items)
	// Facts taken otherwise that count the same items otherwise say the
	// same thing to the table: the first one found stands for them. A
	// reading of the booklet is always named.
	named := slices.ContainsFunc(deps, func(d claim.Departure) bool { return claim.Index(Choices, d.Kind) >= 0 })
	if !named && slices.ContainsFunc(found, func(x Reading) bool { return slices.Equal(x.Differences, diffs) }) {
		return found
	}
	return append(found, Reading{Points: claimed.Fang(), Departures: deps, Differences: diffs})
}

// departure is one way to count the hand otherwise: another context or
// other numbers in the rules.
type departure struct {
	claim.Departure
	change func(*Context, *Rules)
}

// departures lists the ways to count the hand won in ctx by r otherwise:
// the game's readings that touch it (res, its score) read the other way,
// then the facts; another location or round is one of seats.
func departures(res *Result, r *Rules, seats []string) []departure {
	ctx := res.Context
	var out []departure
	for i := range numReadings {
		if touches(i, res) {
			out = append(out, departure{Choices[i].Departure(r.reads(i), ""), func(_ *Context, r *Rules) {
				r.Alternatives = r.Alternatives.Toggle(i)
			}})
		}
	}
	with := func(kind claim.DepartureKind, text string, change func(*Context, *Rules)) {
		out = append(out, departure{claim.Departure{Kind: kind, Text: text}, change})
	}
	if ctx.Seat != "" {
		with(DepartSeat, "no location counted", func(c *Context, _ *Rules) { c.Seat = "" })
	}
	for _, s := range seats {
		if s != ctx.Seat {
			with(DepartSeat, fmt.Sprintf("the scorer at %s", SeatName(s)), func(c *Context, _ *Rules) { c.Seat = s })
		}
		if s != ctx.Round {
			with(DepartRound, fmt.Sprintf("the %s round instead of the %s round", SeatName(s), SeatName(ctx.Round)),
				func(c *Context, _ *Rules) { c.Round = s })
		}
	}
	switch {
	case ctx.GongReplacement == OwnGong:
		with(DepartSource, "the replacement after his own gong counted as a plain self-draw (+1, not +2)", func(_ *Context, r *Rules) {
			r.Additions.OwnGongReplacement = r.Additions.SelfDrawn
		})
	case ctx.Source == tiles.SelfDrawn:
		with(DepartSource, "a win on a discard instead of self-drawn", func(c *Context, _ *Rules) { c.Source = tiles.Discard })
	case ctx.Source == tiles.Discard && !ctx.BankerFirstDiscard:
		with(DepartSource, "a self-drawn win instead of one on a discard", func(c *Context, _ *Rules) { c.Source = tiles.SelfDrawn })
	case ctx.GongReplacement == NoGong && !ctx.BankerFirstDraw:
		with(DepartSource, "a self-drawn win (the source was not given)", func(c *Context, _ *Rules) { c.Source = tiles.SelfDrawn })
	}
	return out
}

// itemDifferences lists the items the rules count and the reading does
// not (−), then those the reading counts and the rules do not (+).
func itemDifferences(rules, reading []Item) []claim.DifferenceOf[float64] {
	var out []claim.DifferenceOf[float64]
	missing := func(from, in []Item, sign float64) {
		for _, it := range from {
			if !slices.Contains(in, it) {
				out = append(out, claim.DifferenceOf[float64]{Item: it.Name, Points: sign * it.Fang()})
			}
		}
	}
	missing(rules, reading, -1)
	missing(reading, rules, +1)
	return out
}
