package q

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// A referee's --claim on 'q score': the claimed level of Fang against the
// rules'. When they disagree, the program tries the readings a table
// commonly takes (another seat or round, another source, the booklet's
// printed level without its additions, a gong replacement counted as a
// plain draw), alone and then two of them together, and names those that
// give exactly the claim with the fewest.

// verdict is the check of a claimed level.
type verdict struct {
	claim, rules qmahjongg.Level
	items        []qmahjongg.Item
	readings     []claimReading
}

// claimReading is one reading that gives exactly the claim, with the items
// it counts otherwise than the rules.
type claimReading struct {
	what        string
	differences []difference
}

// difference is one item a reading counts otherwise: dropped, or counted
// where the rules do not.
type difference struct {
	item    qmahjongg.Item
	dropped bool
}

func (v *verdict) agrees() bool { return v.claim == v.rules }

// judge compares the claim with the rules and, when they disagree, looks
// for the readings that give exactly the claim: one way to count the hand
// otherwise, or, when none gives it, two of different kinds.
func judge(w win, res *qmahjongg.Result, rules *qmahjongg.Rules, claim qmahjongg.Level) *verdict {
	v := &verdict{claim: claim, rules: res.Fang, items: res.Items}
	if v.agrees() {
		return v
	}
	seats := qmahjongg.Seats
	if w.table != nil {
		seats = w.table.Rounds()
	}
	singles := readings(w.ctx, seats)
	for _, r := range singles {
		v.try(w, res, rules, r)
	}
	if len(v.readings) > 0 {
		return v
	}
	for i, a := range singles {
		for _, b := range singles[i+1:] {
			if a.kind != b.kind {
				v.try(w, res, rules, a, b)
			}
		}
	}
	return v
}

// try scores the hand read the ways rs and keeps the reading when it gives
// exactly the claim.
func (v *verdict) try(w win, res *qmahjongg.Result, rules *qmahjongg.Rules, rs ...reading) {
	ctx, r := w.ctx, *rules
	whats := make([]string, len(rs))
	for i, x := range rs {
		x.change(&ctx, &r)
		whats[i] = x.what
	}
	alt, err := qmahjongg.Score(w.hand, ctx, &r)
	if err != nil || alt.Fang != v.claim {
		return
	}
	d := itemDifferences(res.Items, alt.Items)
	// Readings that count the same items otherwise say the same thing to
	// the table: the first one found stands for them.
	if !slices.ContainsFunc(v.readings, func(x claimReading) bool { return slices.Equal(x.differences, d) }) {
		v.readings = append(v.readings, claimReading{what: strings.Join(whats, ", and "), differences: d})
	}
}

// reading is one way to count the hand otherwise: another context or
// other numbers in the rules. Two readings of one kind do not combine.
type reading struct {
	what   string
	kind   string // "seat", "round", "source" or "printed"
	change func(*qmahjongg.Context, *qmahjongg.Rules)
}

// readings lists the ways to count the hand otherwise; another location or
// round is one of seats, those the table has.
func readings(ctx qmahjongg.Context, seats []string) []reading {
	var out []reading
	with := func(what, kind string, change func(*qmahjongg.Context, *qmahjongg.Rules)) {
		out = append(out, reading{what, kind, change})
	}
	if ctx.Seat != "" {
		with("no location counted", "seat", func(c *qmahjongg.Context, _ *qmahjongg.Rules) { c.Seat = "" })
	}
	for _, s := range seats {
		if s != ctx.Seat {
			with(fmt.Sprintf("the scorer at %s", qmahjongg.SeatName(s)), "seat", func(c *qmahjongg.Context, _ *qmahjongg.Rules) { c.Seat = s })
		}
		if s != ctx.Round {
			with(fmt.Sprintf("the %s round instead of the %s round", qmahjongg.SeatName(s), qmahjongg.SeatName(ctx.Round)), "round",
				func(c *qmahjongg.Context, _ *qmahjongg.Rules) { c.Round = s })
		}
	}
	switch {
	case ctx.GongReplacement == qmahjongg.OwnGong:
		with("the replacement after his own gong counted as a plain self-draw (+1, not +2)", "source", func(_ *qmahjongg.Context, r *qmahjongg.Rules) {
			r.Additions.OwnGongReplacement = r.Additions.SelfDrawn
		})
	case ctx.Source == qmahjongg.SelfDrawn:
		with("a win on a discard instead of self-drawn", "source", func(c *qmahjongg.Context, _ *qmahjongg.Rules) { c.Source = qmahjongg.Discard })
	case ctx.Source == qmahjongg.Discard && !ctx.BankerFirstDiscard:
		with("a self-drawn win instead of one on a discard", "source", func(c *qmahjongg.Context, _ *qmahjongg.Rules) { c.Source = qmahjongg.SelfDrawn })
	case ctx.GongReplacement == qmahjongg.NoGong && !ctx.BankerFirstDraw:
		with("a self-drawn win (the source was not given)", "source", func(c *qmahjongg.Context, _ *qmahjongg.Rules) { c.Source = qmahjongg.SelfDrawn })
	}
	with("the booklet's printed level, without its additions for a natural or self-drawn hand", "printed", func(_ *qmahjongg.Context, r *qmahjongg.Rules) {
		r.Additions.NoWild, r.Additions.SelfDrawn, r.Additions.OwnGongReplacement, r.Additions.DiscardGongReplacement = 0, 0, 0, 0
	})
	return out
}

// itemDifferences lists the items the rules count and the reading does
// not, then those the reading counts and the rules do not.
func itemDifferences(rules, reading []qmahjongg.Item) []difference {
	var out []difference
	missing := func(from, in []qmahjongg.Item, dropped bool) {
		for _, it := range from {
			found := false
			for _, x := range in {
				found = found || x == it
			}
			if !found {
				out = append(out, difference{it, dropped})
			}
		}
	}
	missing(rules, reading, true)
	missing(reading, rules, false)
	return out
}

// print writes the verdict for people: one line when the claim agrees;
// otherwise the difference and each reading that gives the claim, item
// by item.
func (v *verdict) print(w io.Writer) {
	if v.agrees() {
		fmt.Fprintf(w, "%s.\n", cmdutil.ClaimSays(fangText(v.claim), true))
		return
	}
	fmt.Fprintf(w, "%s, which give %s, item by item above.\n", cmdutil.ClaimSays(fangText(v.claim), false), fangText(v.rules))
	if len(v.readings) == 0 {
		fmt.Fprintf(w, "No reading of the rules the program knows gives %s.\n", fangText(v.claim))
		return
	}
	how := "this way"
	if len(v.readings) > 1 {
		how = "any of these ways"
	}
	fmt.Fprintf(w, "Read %s, the rules give %s:\n", how, fangText(v.claim))
	for _, r := range v.readings {
		fmt.Fprintf(w, "  %s\n", r.what)
		for _, d := range r.differences {
			sign := "+"
			if d.dropped {
				sign = "-"
			}
			fmt.Fprintf(w, "    %s %s (%s)\n", sign, d.item.Name, itemFang(d.item))
		}
	}
}

// claimJSON is the verdict in --json; embedded as a pointer, its fields
// appear only when --claim was given.
type claimJSON struct {
	Claim    float64       `json:"claim"`
	Agrees   bool          `json:"agrees"`
	Readings []readingJSON `json:"readings"`
}

type readingJSON struct {
	Reading     string     `json:"reading"`
	Differences []itemJSON `json:"differences"`
}

func (v *verdict) json() *claimJSON {
	if v == nil {
		return nil
	}
	j := &claimJSON{Claim: v.claim.Fang(), Agrees: v.agrees(), Readings: []readingJSON{}}
	for _, r := range v.readings {
		rj := readingJSON{Reading: r.what, Differences: []itemJSON{}}
		for _, d := range r.differences {
			f := d.item.Fang()
			if d.dropped {
				f = -f
			}
			rj.Differences = append(rj.Differences, itemJSON{Name: d.item.Name, Fang: f, Reason: d.item.Reason})
		}
		j.Readings = append(j.Readings, rj)
	}
	return j
}
