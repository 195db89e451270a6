package qmahjongg

import (
	"fmt"

	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/split"
)

// Reconstruction is the line every Q Mahjongg score carries: its levels
// come from a reconstruction of the booklet's lost pictures.
const Reconstruction = "The Fang levels are a reconstruction: the booklet's pictures of its scoring hands are lost (docs/rules/q-mahjongg.md)."

// The ids of the readings of Q Mahjongg's booklet, as
// docs/rules/q-mahjongg.md lists them.
const (
	WindBoth     claim.DepartureKind = "wind-both"
	PrintedLevel claim.DepartureKind = "printed-level"
	GongOwn      claim.DepartureKind = "gong-own"
	GongDiscard  claim.DepartureKind = "gong-discard"
)

// The places of the readings in Choices, the bits of Rules.Alternatives.
const (
	readWindBoth = iota
	readPrinted
	readGongOwn
	readGongDiscard
	numReadings
)

// Choices are Q Mahjongg's readings: where the booklet is loose, what the
// program counts and what a table may play or claim instead. A ruleset
// switches each under "readings:"; a result names the ones that decided
// its Fang (Result.Decided); the claim search reads each the other way.
var Choices = []claim.Choice{
	readWindBoth: {ID: WindBoth, Text: `"One Fang: scorer at E location OR it is E wind round"`,
		Program: "a wind of both the location and the round adds 2", Alternative: "a wind of both counted once (adds 1)",
		Keys: [2]string{"twice", "once"}},
	readPrinted: {ID: PrintedLevel, Text: "the levels printed under the lost pictures",
		Program: "the printed level before the additions", Alternative: "the printed level as the whole Fang, no additions",
		Keys: [2]string{"before-additions", "whole"}},
	readGongOwn: {ID: GongOwn, Text: `"two additional Fang ... if the winner draws the scoring card himself after Gong using his own draw card"`,
		Program: "+2 instead of the self-drawn +1", Alternative: "+2 on top of the self-drawn +1 (3 in all)",
		Keys: [2]string{"instead", "on-top"}},
	readGongDiscard: {ID: GongDiscard, Text: `"after Gong using a discarded card ... considered as self-drawn and worth one extra Fang"`,
		Program: "counted as self-drawn, +1", Alternative: "no addition",
		Keys: [2]string{"self-drawn", "none"}},
}

// reads reports whether the rules play reading i the other way.
func (r *Rules) reads(i int) bool { return r.Alternatives.Has(i) }

// readOtherWay returns the rules with reading i read the other way round.
func (r *Rules) readOtherWay(i int) *Rules {
	o := *r
	o.Alternatives = o.Alternatives.Toggle(i)
	return &o
}

// touches reports whether reading i can change the Fang of res, the score
// of a hand: a wind of both the location and the round among its melds, a
// natural or self-drawn hand (the additions), a gong's replacement.
func touches(i int, res *Result) bool {
	if res.Special {
		return false
	}
	ctx := res.Context
	switch i {
	case readWindBoth:
		w, _ := dragondeck.WindCard(ctx.Seat)
		for _, m := range res.Split {
			if ctx.Seat == ctx.Round && w != 0 && m.First == w {
				return true
			}
		}
		return false
	case readPrinted:
		return len(res.Wilds) == 0 || ctx.SelfDrawn()
	case readGongOwn:
		return ctx.GongReplacement == OwnGong
	}
	return ctx.GongReplacement == DiscardGong
}

// decided returns the readings that decided res, the score of h won in
// ctx by r: those that touch it and, read the other way, give another
// Fang. Only wind-both changes what the melds are worth, and so which
// reading of the hand scores most; the others change the additions for
// how the hand was won, counted again on the same melds.
func decided(h *Hand, ctx Context, r *Rules, res *Result) []claim.Decision {
	melds := make([]split.Meld, len(res.Split))
	for i, m := range res.Split {
		melds[i] = m.Meld
	}
	var out []claim.Decision
	for i := range numReadings {
		if !touches(i, res) {
			continue
		}
		o := r.readOtherWay(i)
		other, _ := level(h, ctx, o, melds, new([]Item))
		if i == readWindBoth {
			alt, err := score(h, ctx, o)
			if err != nil {
				continue
			}
			other = alt.Fang
		}
		if other != res.Fang {
			out = append(out, Choices[i].Decision(r.reads(i), fmt.Sprintf("%s Fang", res.Fang), fmt.Sprintf("%s Fang", other)))
		}
	}
	return out
}
