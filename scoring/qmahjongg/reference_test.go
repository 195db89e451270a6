package qmahjongg_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// An independent reference for the whole of Score and Settle, written from
// docs/rules/q-mahjongg.md alone: cards are their printed codes, every wild
// card tries every one of the 32 cards it can stand for, and the Fang is
// counted from the default ruleset's numbers as the rules document gives
// them. It shares nothing with the package but the parsed hand.

// refCards are the 32 cards a wild card can stand for, by number: 0–26
// the suit cards (1C–9C, 1B–9B, 1S–9S), 27–30 the winds E1 S2 W3 N4, 31 GD.
var refCards = func() []string {
	var out []string
	for _, s := range "CBS" {
		for r := 1; r <= 9; r++ {
			out = append(out, fmt.Sprintf("%d%c", r, s))
		}
	}
	return append(out, "E1", "S2", "W3", "N4", "GD")
}()

const refGD = 31

func refHonour(c int) bool { return c >= 27 }

// refNext returns the suit card after c (4C after 3C), or -1.
func refNext(c int) int {
	if c < 0 || refHonour(c) || c%9 == 8 {
		return -1
	}
	return c + 1
}

// refCard returns the number of a card's code, or -1 for a wild card.
func refCard(code string) int {
	for i, c := range refCards {
		if c == code {
			return i
		}
	}
	return -1
}

// refMeld is one meld of a reading: "eyes", "pong", "gong" or "seq", and
// its card (the lowest, for a sequence).
type refMeld struct {
	kind string
	card int
}

// refSplits calls fn with every way counts c are eyes eyes and groups
// groups (pongs of an honour, sequences of a suit), gongs of them four of
// an honour, after the melds ms.
func refSplits(c *[32]int, eyes, groups, gongs int, ms []refMeld, fn func([]refMeld)) {
	if eyes > 0 {
		for k := range c {
			if c[k] >= 2 {
				c[k] -= 2
				refSplits(c, 0, groups, gongs, append(ms, refMeld{"eyes", k}), fn)
				c[k] += 2
			}
		}
		return
	}
	low := -1
	for k := range c {
		if c[k] > 0 {
			low = k
			break
		}
	}
	switch {
	case low < 0 && groups == 0:
		fn(ms)
	case low < 0 || groups == 0:
	case refHonour(low):
		if c[low] >= 3 && groups > gongs {
			c[low] -= 3
			refSplits(c, 0, groups-1, gongs, append(ms, refMeld{"pong", low}), fn)
			c[low] += 3
		}
		if c[low] >= 4 && gongs > 0 {
			c[low] -= 4
			refSplits(c, 0, groups-1, gongs-1, append(ms, refMeld{"gong", low}), fn)
			c[low] += 4
		}
	case groups == gongs:
	default:
		b := refNext(low)
		d := refNext(b)
		if d < 0 || c[b] == 0 || c[d] == 0 {
			return
		}
		c[low], c[b], c[d] = c[low]-1, c[b]-1, c[d]-1
		refSplits(c, 0, groups-1, gongs, append(ms, refMeld{"seq", low}), fn)
		c[low], c[b], c[d] = c[low]+1, c[b]+1, c[d]+1
	}
}

// refValue counts a reading by the rules document: half (0), 2 or 4 by the
// honour groups, +1 per GD meld, +1 per wind meld of the seat and +1 per
// one of the round.
func refValue(ms []refMeld, seat, round string) int {
	honour, v := 0, 0
	for _, m := range ms {
		if m.kind == "pong" || m.kind == "gong" {
			honour++
		}
		if m.card == refGD {
			v++
		}
		if seat != "" && refCards[m.card] == windCode(seat) {
			v++
		}
		if refCards[m.card] == windCode(round) {
			v++
		}
	}
	return v + []int{0, 2, 4}[honour]
}

func windCode(letter string) string {
	return map[string]string{"E": "E1", "S": "S2", "W": "W3", "N": "N4"}[letter]
}

// refAssign calls fn with the counts of nat and every multiset of wilds
// cards the wild cards can stand for (the order of a part's wild cards
// does not matter). nat is as given again when it returns.
func refAssign(nat *[32]int, wilds, from int, fn func(*[32]int)) {
	if wilds == 0 {
		fn(nat)
		return
	}
	for k := from; k < len(refCards); k++ {
		nat[k]++
		refAssign(nat, wilds-1, k, fn)
		nat[k]--
	}
}

// refPart returns the natural cards of a part and its number of wild cards.
func refPart(ks []tiles.Kind) ([32]int, int) {
	var nat [32]int
	wilds := 0
	for _, k := range ks {
		if c := refCard(dragondeck.Deck.Code(k)); c < 0 {
			wilds++
		} else {
			nat[c]++
		}
	}
	return nat, wilds
}

// refExposedMelds returns every meld exposed group cards can be.
func refExposedMelds(cards []tiles.Kind) []refMeld {
	nat, wilds := refPart(cards)
	seen := map[refMeld]bool{}
	var out []refMeld
	add := func(m refMeld) {
		if !seen[m] {
			seen[m] = true
			out = append(out, m)
		}
	}
	refAssign(&nat, wilds, 0, func(c *[32]int) {
		if len(cards) == 3 {
			refSplits(c, 0, 1, 0, nil, func(ms []refMeld) { add(ms[0]) })
			return
		}
		for k := range c {
			if c[k] == 4 && refHonour(k) {
				add(refMeld{"gong", k})
			}
		}
	})
	return out
}

// refBest returns the highest value of any reading of the hand, and
// whether it has one.
func refBest(h *q.Hand, seat, round string) (int, bool) {
	exposed := make([][]refMeld, len(h.Exposed))
	for i, e := range h.Exposed {
		exposed[i] = refExposedMelds(e.Cards)
	}
	best, found := 0, false
	var withExposed func(i int, ms []refMeld)
	withExposed = func(i int, ms []refMeld) {
		if i == len(exposed) {
			if v := refValue(ms, seat, round); !found || v > best {
				best, found = v, true
			}
			return
		}
		for _, m := range exposed[i] {
			withExposed(i+1, append(ms, m))
		}
	}
	// Every card beyond eight and the gongs laid out makes a gong in hand.
	inHand := len(h.Concealed) - 2 - 3*(2-len(h.Exposed))
	nat, wilds := refPart(h.Concealed)
	melds := make([]refMeld, 0, 3)
	refAssign(&nat, wilds, 0, func(c *[32]int) {
		refSplits(c, 1, 2-len(h.Exposed), inHand, melds, func(ms []refMeld) { withExposed(0, ms) })
	})
	return best, found
}

// refFang is the Fang of the hand by the rules document: the best reading,
// the booklet's additions, the specials, the limit of six; -1 for a hand
// that cannot win.
func refFang(h *q.Hand, ctx q.Context) int {
	v, ok := refBest(h, ctx.Seat, ctx.Round)
	if !ok {
		return -1
	}
	wilds := 0
	for _, k := range append(append([]tiles.Kind(nil), h.Concealed...), exposedCards(h)...) {
		if refCard(dragondeck.Deck.Code(k)) < 0 {
			wilds++
		}
	}
	if ctx.BankerFirstDraw || ctx.BankerFirstDiscard || wilds == 5 {
		return 6
	}
	if wilds == 0 {
		v++
	}
	switch {
	case ctx.GongReplacement == q.OwnGong:
		v += 2
	case ctx.GongReplacement == q.DiscardGong || ctx.Source == tiles.SelfDrawn:
		v++
	}
	return min(v, 6)
}

// refTransfers settles a hand of level (0 for half) by the rules
// document.
func refTransfers(players []string, winner, discarder string, selfDrawn bool, level, stake int) map[string]int {
	amount := func(p string) int {
		a := stake / 2
		for range level {
			a *= 2
		}
		if p == players[0] || winner == players[0] {
			a *= 2
		}
		return a
	}
	out := map[string]int{}
	for _, p := range players {
		out[p] += 0
		if p == winner {
			continue
		}
		payer := discarder
		if selfDrawn {
			payer = p
		}
		out[payer] -= amount(p)
		out[winner] += amount(p)
	}
	return out
}

// refHand writes a random hand: eyes and two groups the deck can hold,
// some exposed, some honour groups as gongs (laid out, or in hand), wild
// cards in some places;
// with spoil, one card swapped for any card, which mostly spoils it.
func refHand(rng *rand.Rand, spoil bool) string {
	for {
		s := refHandOnce(rng, spoil)
		if _, err := q.ParseHand(s); err == nil {
			return s
		}
	}
}

func refHandOnce(rng *rand.Rand, spoil bool) string {
	pick := func() int { return rng.IntN(len(refCards)) }
	e := 27 + rng.IntN(5)
	if rng.IntN(3) == 0 {
		e = pick()
	}
	melds, exposed := [][]int{{e, e}}, []bool{false}
	for len(melds) < 3 {
		c := pick()
		switch {
		case refHonour(c) && rng.IntN(4) == 0:
			melds, exposed = append(melds, []int{c, c, c, c}), append(exposed, rng.IntN(3) != 0)
		case refHonour(c):
			melds, exposed = append(melds, []int{c, c, c}), append(exposed, rng.IntN(3) == 0)
		case refNext(refNext(c)) >= 0:
			melds, exposed = append(melds, []int{c, c + 1, c + 2}), append(exposed, rng.IntN(3) == 0)
		}
	}
	codes := make([][]string, len(melds))
	var places [][2]int
	for i, m := range melds {
		for j, c := range m {
			codes[i] = append(codes[i], refCards[c])
			places = append(places, [2]int{i, j})
		}
	}
	rng.Shuffle(len(places), func(i, j int) { places[i], places[j] = places[j], places[i] })
	// All five wild cards are rare: the reference tries 377k assignments.
	wilds := rng.IntN(5)
	if rng.IntN(50) == 0 {
		wilds = 5
	}
	if !refHonour(e) && wilds == 0 {
		wilds = 1 // a suit card's eyes need a wild card
		places[0] = [2]int{0, 1}
	}
	for i, f := range rng.Perm(5)[:wilds] {
		p := places[i]
		codes[p[0]][p[1]] = fmt.Sprintf("F%d", f+1)
	}
	if spoil {
		p := places[len(places)-1]
		codes[p[0]][p[1]] = refCards[pick()]
	}
	return writeHand(rng, codes, exposed)
}

// refContext returns a random context that holds together for the hand.
func refContext(rng *rand.Rand, h *q.Hand) q.Context {
	seats := []string{"", "E", "S", "W", "N"}
	ctx := q.Context{Round: seats[1+rng.IntN(4)], Seat: seats[rng.IntN(5)], Source: tiles.Source(rng.IntN(3))}
	switch r := rng.IntN(10); {
	case r == 0 && h.Gongs() > 0 && ctx.Source != tiles.Discard:
		ctx.GongReplacement = q.OwnGong
	case r == 1 && h.Gongs() > 0 && ctx.Source != tiles.Discard:
		ctx.GongReplacement = q.DiscardGong
	case r == 2 && ctx.Source != tiles.Discard && (ctx.Seat == "" || ctx.Seat == "E"):
		ctx.BankerFirstDraw = true
	case r == 3 && ctx.Source == tiles.Discard && ctx.Seat != "E":
		ctx.BankerFirstDiscard = true
	}
	return ctx
}

// TestReferenceAgrees: on thousands of random hands, winning and spoiled,
// Score gives the Fang the independent reference gives (or refuses
// exactly the hands the reference cannot make whole), the items add up to
// it, and Settle's transfers are the reference's.
func TestReferenceAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 11))
	r := rules(t)
	n := 2000
	if testing.Short() {
		n = 200
	}
	tables := [][]string{{"Ann", "Bo"}, {"Ann", "Bo", "Cy"}, {"Ann", "Bo", "Cy", "Di"}}
	compared, winning, inHand := 0, 0, 0
	for i := 0; i < n; i++ {
		s := refHand(rng, i%4 == 3)
		h := hand(t, s)
		ctx := refContext(rng, h)
		want := refFang(h, ctx)
		res, err := q.Score(h, ctx, r)
		compared++
		if want < 0 {
			if err == nil {
				t.Errorf("%s (%+v): scored %s Fang; the reference finds no reading", s, ctx, res.Fang)
			}
			continue
		}
		winning++
		if len(h.Concealed) > 8-3*len(h.Exposed) {
			inHand++
		}
		if err != nil {
			t.Errorf("%s (%+v): %v; the reference gives %d", s, ctx, err, want)
			continue
		}
		if int(res.Fang) != want {
			t.Errorf("%s (%+v): %s Fang (%s), the reference gives %d", s, ctx, res.Fang, render(res), want)
		}
		// The items climb the ladder: the base level (one, the highest
		// special, when specials apply) and the steps added.
		steps, base := 0, false
		for _, it := range res.Items {
			if !it.Base || !base {
				steps += int(it.Level)
			}
			base = base || it.Base
		}
		if steps != int(res.Fang) {
			t.Errorf("%s (%+v): items %s climb to %d, not %s", s, ctx, render(res), steps, res.Fang)
		}
		players := tables[rng.IntN(len(tables))]
		winner := players[rng.IntN(len(players))]
		discarder := players[(rng.IntN(len(players)-1)+1+indexOf(players, winner))%len(players)]
		stake := 2 * (1 + rng.IntN(3))
		selfDrawn := rng.IntN(2) == 0
		tb := table(t, players...)
		pay, err := tb.Settle(winner, selfDrawn, discarder, res.Fang, stake)
		if err != nil {
			t.Fatal(err)
		}
		if wantTr := refTransfers(players, winner, discarder, selfDrawn, want, stake); fmt.Sprint(pay.Transfers) != fmt.Sprint(wantTr) {
			t.Errorf("%s at %s Fang, %v won by %s (self-drawn %v, discard by %s): %v, the reference %v",
				s, res.Fang, players, winner, selfDrawn, discarder, pay.Transfers, wantTr)
		}
	}
	t.Logf("%d hands compared, %d winning, %d of them with a gong in hand", compared, winning, inHand)
	if winning < compared/2 || winning == compared || inHand == 0 {
		t.Errorf("%d of %d hands winning: the comparison does not test both sides", winning, compared)
	}
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}
