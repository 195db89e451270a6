package qmahjongg

import (
	"fmt"
	"slices"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// GongReplacement says whether the winning card was the replacement drawn
// after a gong, and how that gong was made.
type GongReplacement uint8

// The gong replacements.
const (
	NoGong      GongReplacement = iota
	OwnGong                     // a gong of the winner's own draw: +2 instead of +1
	DiscardGong                 // a gong made with another's discard: counts as self-drawn
)

// Context is what the hand alone does not say.
type Context struct {
	// Round is the wind round, E, S, W or N.
	Round string
	// Seat is the scorer's location, E, S, W or N, or "" when not known:
	// the location items are then left out.
	Seat string
	// Source is how the winner came by the winning card;
	// tiles.SourceUnknown adds no self-drawn Fang.
	Source          tiles.Source
	GongReplacement GongReplacement
	// BankerFirstDraw: the banker wins before his first discard.
	BankerFirstDraw bool
	// BankerFirstDiscard: a player wins on the banker's first discard.
	BankerFirstDiscard bool
}

// SelfDrawn reports whether the win counts as self-drawn: drawn, a gong's
// replacement, or the banker's win before his first discard.
func (c Context) SelfDrawn() bool {
	return c.Source == tiles.SelfDrawn || c.GongReplacement != NoGong || c.BankerFirstDraw
}

// Validate checks that the context holds together.
func (c Context) Validate() error {
	// Seats are compared as written below: one capital letter each.
	if !slices.Contains(Seats, c.Round) {
		return words.Errorf(Game, "round %q: the rounds are E, S, W and N", c.Round)
	}
	if c.Seat != "" && !slices.Contains(Seats, c.Seat) {
		return words.Errorf(Game, "seat %q: the locations are E, S, W and N", c.Seat)
	}
	switch {
	case c.Source == tiles.Discard && c.GongReplacement != NoGong:
		return words.NewError(Game, "a gong's replacement card is drawn, not discarded; leave out the discarder or the gong replacement")
	case c.BankerFirstDraw && c.BankerFirstDiscard:
		return words.NewError(Game, "the banker's first draw and his first discard cannot both win the hand; the first is the banker's win, the second another player's")
	case c.BankerFirstDraw && c.Source == tiles.Discard:
		return words.NewError(Game, "a win before the banker's first discard is counted as self-drawn; leave out the discarder")
	case c.BankerFirstDraw && c.Seat != "" && c.Seat != "E":
		return words.Errorf(Game, "only the banker (East) can win before his first discard; the scorer sits %s", c.Seat)
	case c.BankerFirstDiscard && c.SelfDrawn():
		return words.NewError(Game, "a win on the banker's first discard is a win on a discard, not self-drawn")
	case c.BankerFirstDiscard && c.Seat == "E":
		return words.NewError(Game, "a win on the banker's first discard is another player's; the banker sits East")
	}
	return nil
}

// Meld is one meld of the chosen split, as the program shows it.
type Meld struct {
	split.Meld
	// Cards are the meld's cards, each wild card written as the card it
	// stands for.
	Cards []tiles.Kind
}

// WildUse says which card a Feng Shui card stands for.
type WildUse struct {
	Wild, As tiles.Kind
}

// Result is the Fang of a winning hand.
type Result struct {
	// Fang is the level the rules give the hand, the limit applied.
	Fang Level
	// Items are the Fang item by item: the base class and its additions,
	// or the special occasion; the limit last when it applies.
	Items []Item
	// Split is the chosen way to read the hand: the eyes, then the groups.
	Split []Meld
	// Wilds are the Feng Shui cards and the cards they stand for, in the
	// order the hand holds them.
	Wilds   []WildUse
	Context Context
	// Special is true when a special occasion gave the Fang outright.
	Special bool
	// Reconstruction says, in one line, that the levels are a
	// reconstruction of the booklet's lost pictures.
	Reconstruction string
	// Decided names the readings (Choices) that decided the Fang: read
	// the other way, the hand would score another level.
	Decided []claim.Decision
}

// noReading says that no use of the wild cards makes h a winning hand,
// and when the count asks for a gong in hand, that none is there.
func noReading(h *Hand) error {
	if h.inHandGongs == 0 {
		return words.Errorf(Game, "%s is not a pair of eyes and two groups, whatever the wild cards stand for: cannot win this hand", h)
	}
	without := "a hand without a gong"
	if g := h.Gongs() - h.inHandGongs; g > 0 {
		without = fmt.Sprintf("a hand with %s laid out", words.Plural(g, "gong"))
	}
	gongs := words.Plural(h.inHandGongs, "gong")
	return words.Errorf(Game, "the hand holds %s, %d more than %s, so the cards in hand hold %s; %s is not a pair of eyes and two groups with %s among them, whatever the wild cards stand for: cannot win this hand", words.Plural(h.NumCards(), "card"), h.inHandGongs, without, gongs, h, gongs)
}

// Score finds the reading of the hand (the split, and the assignment of
// its wild cards) that scores most for the context, and its Fang; the
// result names the readings that decided it and carries the line that says
// the levels are a reconstruction.
func Score(h *Hand, ctx Context, r *Rules) (*Result, error) {
	res, err := score(h, ctx, r)
	if err != nil {
		return nil, err
	}
	res.Reconstruction = Reconstruction
	res.Decided = decided(h, ctx, r, res)
	return res, nil
}

// score is Score without the readings that decided the Fang: the claim
// search scores the hand many ways.
func score(h *Hand, ctx Context, r *Rules) (*Result, error) {
	if err := ctx.Validate(); err != nil {
		return nil, err
	}
	if ctx.GongReplacement != NoGong && h.Gongs() == 0 {
		return nil, words.NewError(Game, "a win on the replacement after a gong needs the gong in the hand: four in brackets, e.g. [GD GD GD GD], or one card more than a hand without a gong")
	}
	b := newScorer(ctx, r).search(h)
	if !b.found {
		return nil, noReading(h)
	}
	res := &Result{Context: ctx}
	res.Split, res.Wilds = b.reading(h)
	res.Fang, res.Special = level(h, ctx, r, b.melds, &res.Items)
	return res, nil
}

// level returns the Fang of the melds of h won in ctx by r, appending its
// items: the base class and the melds' additions, the booklet's additions
// for how the hand was won, or a special occasion outright; the limit.
// It reports whether a special occasion gave the Fang.
func level(h *Hand, ctx Context, r *Rules, melds []split.Meld, items *[]Item) (Level, bool) {
	total := newScorer(ctx, r).tally(melds, items)
	total += contextItems(h, ctx, r, items)
	special := false
	if specials := specialItems(h, ctx, r); len(specials) > 0 {
		*items, special = specials, true
		total = int(specials[0].Level)
	}
	if it, ok := r.limitItem(total); ok {
		*items = append(*items, it)
		total = int(r.Limit)
	}
	return Level(total), special
}

// contextItems appends the booklet's additions that depend on how the
// hand was won, not on its melds, and returns the steps they add.
func contextItems(h *Hand, ctx Context, r *Rules, items *[]Item) int {
	total := 0
	add := func(n int, name, reason string) {
		if n != 0 {
			total += n
			*items = append(*items, Item{Name: name, Level: Level(n), Reason: reason})
		}
	}
	a := r.Additions
	if r.reads(readPrinted) {
		return 0 // the printed level is the whole Fang
	}
	if h.Wilds() == 0 {
		add(a.NoWild, "no wild card", "the hand uses no Feng Shui card")
	}
	switch {
	case ctx.GongReplacement == OwnGong:
		if r.reads(readGongOwn) {
			add(a.SelfDrawn, "self-drawn", "the winner drew the winning card, and the gong replacement adds on top")
		}
		add(a.OwnGongReplacement, "gong replacement", "drawn as the replacement after his own gong")
	case ctx.GongReplacement == DiscardGong:
		if !r.reads(readGongDiscard) {
			add(a.DiscardGongReplacement, "self-drawn", "won after a gong made with another's discard counts as self-drawn")
		}
	case ctx.Source == tiles.SelfDrawn:
		add(a.SelfDrawn, "self-drawn", "the winner drew the winning card")
	}
	return total
}

// specialItems returns the special occasions that give the hand its Fang
// outright, the highest first.
func specialItems(h *Hand, ctx Context, r *Rules) []Item {
	var out []Item
	sp := r.Specials
	if ctx.BankerFirstDraw {
		out = append(out, Item{Name: "banker's first draw", Level: sp.BankerFirstDraw, Base: true, Reason: "the banker wins before his first discard (counted as self-drawn)"})
	}
	if ctx.BankerFirstDiscard {
		out = append(out, Item{Name: "banker's first discard", Level: sp.BankerFirstDiscard, Base: true, Reason: "won on the banker's first discard"})
	}
	if h.Wilds() == dragondeck.NumFengShui {
		out = append(out, Item{Name: "five wild cards", Level: sp.FiveWilds, Base: true, Reason: "the hand holds all five Feng Shui cards"})
	}
	slices.SortStableFunc(out, func(a, b Item) int { return int(b.Level) - int(a.Level) })
	return out
}

// best is the best reading found so far.
type best struct {
	found bool
	value int
	melds []split.Meld
	// vals holds the values of each part's wild cards: the cards in hand
	// first, then each exposed group.
	vals [][]tiles.Kind
}

// search tries every way to make the hand whole: every proposal for the
// wild cards in hand, each of their splits, with every way to make each
// exposed group whole. The first reading of the highest value wins.
func (s *scorer) search(h *Hand) best {
	var held tiles.Counts
	for _, k := range h.all() {
		if !dragondeck.IsWild(k) {
			held[k]++
		}
	}
	free := freeRun(held)
	exposed := make([][]option, len(h.Exposed))
	for i, e := range h.Exposed {
		exposed[i] = groupOptions(e, free)
	}
	var b best
	melds := make([]split.Meld, 0, 3)
	vals := make([][]tiles.Kind, 1+len(exposed))
	var combine func(i int)
	combine = func(i int) {
		if i == len(exposed) {
			if v := s.tally(melds, nil); !b.found || v > b.value {
				b = best{found: true, value: v, melds: slices.Clone(melds), vals: cloneAll(vals)}
			}
			return
		}
		for _, o := range exposed[i] {
			melds = append(melds, o.melds...)
			vals[1+i] = o.vals
			combine(i + 1)
			melds = melds[:len(melds)-len(o.melds)]
		}
	}
	ways(h.Concealed, 1, 2-len(h.Exposed), h.inHandGongs, free, func(v []tiles.Kind, ms []split.Meld) {
		melds = append(melds[:0], ms...)
		vals[0] = v
		combine(0)
	})
	return b
}

func cloneAll(vs [][]tiles.Kind) [][]tiles.Kind {
	out := make([][]tiles.Kind, len(vs))
	for i, v := range vs {
		out[i] = slices.Clone(v)
	}
	return out
}

// option is one way to make a part of the hand whole: the values of its
// wild cards and its melds.
type option struct {
	vals  []tiles.Kind
	melds []split.Meld
}

// ways calls fn with every way the cards can be made pairs eyes and sets
// groups, gongs of them gongs: the values of their wild cards, ascending,
// and a split. fn must not keep the slices.
func ways(cards []tiles.Kind, pairs, sets, gongs int, free tiles.Kind, fn func([]tiles.Kind, []split.Meld)) {
	if sets < 0 {
		return
	}
	var nat tiles.Counts
	wilds := 0
	for _, k := range cards {
		if dragondeck.IsWild(k) {
			wilds++
		} else {
			nat[k]++
		}
	}
	var vals []tiles.Kind
	each := func(ms []split.Meld) bool {
		fn(vals, ms)
		return true
	}
	for _, v := range proposals(nat, wilds, pairs, sets, gongs, free) {
		vals = v[:wilds]
		c := nat
		c.Add(vals...)
		split.Each(deck, c, shape(pairs, sets, gongs), each)
	}
}

// groupOptions returns every way to make exposed group e a group.
func groupOptions(e Exposed, free tiles.Kind) []option {
	var out []option
	ways(e.Cards, 0, 1, boolInt(e.IsGong()), free, func(vals []tiles.Kind, ms []split.Meld) {
		m := ms[0]
		m.Exposed = true
		out = append(out, option{vals: vals, melds: []split.Meld{m}})
	})
	return out
}

// reading returns the chosen split, eyes first, and which card each wild
// card stands for: the wild cards of each part take its values in order.
func (b best) reading(h *Hand) ([]Meld, []WildUse) {
	var uses []WildUse
	assign := func(cards, vals []tiles.Kind) {
		i := 0
		for _, k := range cards {
			if dragondeck.IsWild(k) {
				uses = append(uses, WildUse{Wild: k, As: vals[i]})
				i++
			}
		}
	}
	assign(h.Concealed, b.vals[0])
	for i, e := range h.Exposed {
		assign(e.Cards, b.vals[1+i])
	}
	out := make([]Meld, len(b.melds))
	for i, m := range b.melds {
		out[i] = Meld{Meld: m, Cards: m.Kinds()}
	}
	slices.SortStableFunc(out, func(a, b Meld) int {
		return boolInt(a.Type != split.Pair) - boolInt(b.Type != split.Pair)
	})
	return out, uses
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
