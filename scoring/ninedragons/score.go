package ninedragons

import (
	"fmt"
	"sort"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Win is a winning hand and the context it was won in.
type Win struct {
	Hand *Hand
	// Round is the round's wind; NoWind plays the East round.
	Round Wind
	// Seat is the winner's seat; NoWind leaves the seat wind and seat
	// flower items out.
	Seat Wind
	// Source is where the winning tile came from; tiles.SourceUnknown
	// leaves the self-pick item out, and says so.
	Source tiles.Source
	// Discarder names who discarded the winning tile, when known; it is
	// only shown.
	Discarder string
	// KongReplacement: won on the replacement tile drawn after his own
	// kong. It implies a self-drawn win.
	KongReplacement bool
}

// Item is one points item the hand earns.
type Item struct {
	ID     string `json:"-"`
	Name   string `json:"name"`
	Points int    `json:"points"`
	Reason string `json:"reason"`
}

// SplitScore is one split of the hand and what it earns.
type SplitScore struct {
	Split  []split.Meld
	Items  []Item
	Points int
}

// Result is the score of a winning hand: the best split and its items.
type Result struct {
	SplitScore
	// Alternatives are the other splits, best first.
	Alternatives []SplitScore
	Round        Wind
	Seat         Wind
	Source       tiles.Source
	Flowers      []tiles.Kind
	// LeftOut says which items were left out for want of context (no
	// seat, no source), one line each.
	LeftOut []string
	// Band is the chips chart's line for the points; its Name is the
	// hand's band ("full house") when it reaches one.
	Band Band
	// Decided names the readings (Choices) that decided the points: read
	// the other way, the hand would be worth otherwise.
	Decided []claim.Decision
}

// Game scores hands by one ruleset.
type Game struct {
	Rules *Rules
}

// NewGame returns the game played by rules r, which it checks.
func NewGame(r *Rules) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Game{Rules: r}, nil
}

// score scores a winning hand as Score does, without the band and the
// readings that decided it: the claim search scores the hand many ways.
func (g *Game) score(w Win) (*Result, error) {
	if err := w.normalize(); err != nil {
		return nil, err
	}
	src, base := g.sourceItems(&w), g.handItems(&w)
	var scores []SplitScore
	w.Hand.eachSplit(func(ms []split.Meld) bool {
		scores = append(scores, g.scoreSplit(&w, ms, src, base))
		return true
	})
	if len(scores) == 0 {
		return nil, words.Errorf(Deck.Game, "the %d tiles do not split into four sets and a pair, so the hand is not complete", w.Hand.All.Total())
	}
	// Best first; among equal totals the order the engine found them.
	sort.SliceStable(scores, func(i, j int) bool { return scores[i].Points > scores[j].Points })
	res := &Result{SplitScore: scores[0], Alternatives: scores[1:], Round: w.Round, Seat: w.Seat,
		Source: w.Source, Flowers: w.Hand.Flowers}
	if w.Seat == NoWind {
		res.LeftOut = append(res.LeftOut, "no seat given: the seat wind and seat flower items are left out")
	}
	if w.Source == tiles.SourceUnknown {
		res.LeftOut = append(res.LeftOut, "the source of the winning tile was not given: the self-pick item is left out")
	}
	return res, nil
}

// normalize applies the defaults (the East round; a kong replacement win is
// self-drawn) and refuses a context that contradicts itself.
func (w *Win) normalize() error {
	if w.Hand == nil {
		return words.NewError("ninedragons", "there is no hand to score")
	}
	if w.Round == NoWind {
		w.Round = East
	}
	if w.Round > North || w.Seat > North {
		return words.NewError(Deck.Game, "a round or seat is E, S, W or N")
	}
	if !w.KongReplacement {
		return nil
	}
	switch {
	case w.Source == tiles.Discard:
		return words.NewError(Deck.Game, "a win on the replacement tile after a kong is self-drawn; it cannot also be on a discard")
	case w.Hand.Kongs() == 0:
		return words.NewError(Deck.Game, "a win on the replacement tile after a kong needs a kong, and the hand shows none; write it in brackets ([5555s])")
	}
	w.Source = tiles.SelfDrawn
	return nil
}

// unit returns item id as earned, with the reason it applies.
func (g *Game) unit(id itemID, reason string) Item {
	d := g.Rules.item(id)
	return Item{ID: d.ID, Name: d.Name, Points: d.Points, Reason: reason}
}

// scoreSplit adds the items of one split to src and base, the items that
// do not depend on the split, in the order of the points table. ms is the
// engine's buffer: it is copied.
func (g *Game) scoreSplit(w *Win, ms []split.Meld, src, base []Item) SplitScore {
	sc := SplitScore{Split: append([]split.Meld(nil), ms...), Items: make([]Item, 0, len(src)+len(base)+6)}
	sc.Items = append(sc.Items, g.setItems(ms)...)
	sc.Items = append(sc.Items, src...)
	sc.Items = append(sc.Items, g.dragonItems(ms)...)
	sc.Items = append(sc.Items, g.windItems(w, ms)...)
	sc.Items = append(sc.Items, base...)
	for _, it := range sc.Items {
		sc.Points += it.Points
	}
	return sc
}

// handItems are the items that do not depend on the split: flowers and
// purity.
func (g *Game) handItems(w *Win) []Item {
	out := g.flowerItems(w)
	return append(out, g.purityItems(w.Hand)...)
}

// Meets refuses a hand worth less than the session's minimum, saying when
// items left out for want of context might have lifted it.
func (r *Result) Meets(minimum int) error {
	if r.Points >= minimum {
		return nil
	}
	msg := fmt.Sprintf("the hand is worth %d and the session's minimum hand is %d, so it may not win", r.Points, minimum)
	if len(r.LeftOut) > 0 {
		msg += " (items were left out: " + strings.Join(r.LeftOut, "; ") + ")"
	}
	return words.NewError(Deck.Game, msg)
}
