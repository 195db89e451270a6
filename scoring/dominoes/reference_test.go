package dominoes

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// A reference for the whole game, written from the rules text alone and
// sharing nothing with the package but the notation: the set as pairs of
// halves, a table that plays real hands (deal, lead, lay or discard
// counter-clockwise), and a scorer. Every hand it plays must be accepted,
// scored, checked for plays and laid as a train exactly as the reference
// says.

// refSet is the set as the rules list it: civil tiles twice, military once.
func refSet() [][2]int {
	civil := [][2]int{{6, 6}, {1, 1}, {4, 4}, {1, 3}, {5, 5}, {3, 3}, {2, 2}, {5, 6}, {4, 6}, {1, 6}, {1, 5}}
	military := [][2]int{{3, 6}, {4, 5}, {2, 6}, {3, 5}, {2, 5}, {3, 4}, {2, 4}, {1, 4}, {2, 3}, {1, 2}}
	out := append(slices.Clone(civil), civil...)
	return append(out, military...)
}

// refTile writes a pair of halves in the notation, in the pair's order (a
// train's tiles lie either way), and reads it with the package's parser.
func refTile(t testing.TB, p [2]int) Tile {
	t.Helper()
	tile, err := ParseTile(fmt.Sprintf("%d-%d", p[0], p[1]))
	if err != nil {
		t.Fatal(err)
	}
	return tile
}

// refTiles reads pairs as tiles, each pair's notation parsed once.
func refTiles(t testing.TB, ps [][2]int) []Tile {
	t.Helper()
	out := make([]Tile, len(ps))
	for i, p := range ps {
		if refRead[p] == 0 {
			refRead[p] = refTile(t, p)
		}
		out[i] = refRead[p]
	}
	return out
}

// refRead holds the tiles refTiles has read.
var refRead = map[[2]int]Tile{}

// refPlayable lists, in the hand's order, the tiles with a half on an open
// end; with no ends every tile.
func refPlayable(ends []int, hand [][2]int) [][2]int {
	var out [][2]int
	for _, p := range hand {
		if len(ends) == 0 || slices.Contains(ends, p[0]) || slices.Contains(ends, p[1]) {
			out = append(out, p)
		}
	}
	return out
}

// refHand is one hand played out at the reference table.
type refHand struct {
	discards [][][2]int // per player in turn order, the leader first
	train    [][2]int   // as laid, each pair oriented along the train
}

// refPlay deals the set to n players and plays the hand: the leader lays a
// random tile, then each in turn lays a random tile on a random matching
// end or, only when none matches, discards a random tile. check is called
// before every turn after the lead with the open ends and the hand.
func refPlay(r *rand.Rand, n int, check func(ends []int, hand [][2]int)) refHand {
	size := map[int]int{2: 16, 3: 10, 4: 8}[n]
	set := refSet()
	r.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
	hands := make([][][2]int, n)
	for i := range hands {
		hands[i] = slices.Clone(set[i*size : (i+1)*size])
	}
	h := refHand{discards: make([][][2]int, n)}
	take := func(p, i int) [2]int {
		tile := hands[p][i]
		hands[p] = slices.Delete(hands[p], i, i+1)
		return tile
	}
	h.train = [][2]int{take(0, r.IntN(size))}
	left, right := h.train[0][0], h.train[0][1]
	for p, left2 := 1%n, size*n-1; left2 > 0; p = (p + 1) % n {
		if len(hands[p]) == 0 {
			continue
		}
		left2--
		check([]int{left, right}, hands[p])
		fits := refPlayable([]int{left, right}, hands[p])
		if len(fits) == 0 {
			h.discards[p] = append(h.discards[p], take(p, r.IntN(len(hands[p]))))
			continue
		}
		tile := fits[r.IntN(len(fits))]
		take(p, slices.Index(hands[p], tile))
		a, b := tile[0], tile[1]
		atLeft := (a == left || b == left) && (a != right && b != right || r.IntN(2) == 0)
		if atLeft {
			if b != left {
				a, b = b, a
			}
			h.train = append([][2]int{{a, b}}, h.train...)
			left = a
		} else {
			if a != right {
				a, b = b, a
			}
			h.train = append(h.train, [2]int{a, b})
			right = b
		}
	}
	return h
}

// refScore scores discards as the rules say: pips, doubled for everyone
// when someone discarded nothing; the lowest wins, the earliest leads.
func refScore(discards [][][2]int) (scores []int, doubled bool, winners []int) {
	for _, d := range discards {
		doubled = doubled || len(d) == 0
	}
	for i, d := range discards {
		s := 0
		for _, p := range d {
			s += p[0] + p[1]
		}
		if doubled {
			s *= 2
		}
		scores = append(scores, s)
		if len(winners) > 0 && s < scores[winners[0]] {
			winners = nil
		}
		if len(winners) == 0 || s == scores[winners[0]] {
			winners = append(winners, i)
		}
	}
	return scores, doubled, winners
}

// refTrain checks a train from its halves: each way round for the first
// tile, how far it runs; the way that runs further (the lower half outward
// when both run the whole way), its ends and first bad index or -1.
func refTrain(train [][2]int) (ends [2]int, bad int) {
	run := func(outer, inner int) ([2]int, int) {
		for i, p := range train[1:] {
			switch inner {
			case p[0]:
				inner = p[1]
			case p[1]:
				inner = p[0]
			default:
				return [2]int{outer, inner}, i + 1
			}
		}
		return [2]int{outer, inner}, -1
	}
	lo, hi := min(train[0][0], train[0][1]), max(train[0][0], train[0][1])
	e1, b1 := run(lo, hi)
	e2, b2 := run(hi, lo)
	if b1 == -1 || b2 != -1 && b2 <= b1 {
		return e1, b1
	}
	return e2, b2
}

// TestReferenceGames plays thousands of hands at the reference table and
// compares: the plays offered and the verdict on a discard every turn,
// the score of the hand, and the check of its train (and of the train
// with two tiles swapped).
func TestReferenceGames(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 26))
	hands, turns, trains := 0, 0, 0
	for range 3000 {
		n := 2 + r.IntN(3)
		h := refPlay(r, n, func(ends []int, hand [][2]int) {
			turns++
			want := refTiles(t, refPlayable(ends, hand))
			got := Playable(ends, refTiles(t, hand))
			if !slices.Equal(got, want) {
				t.Fatalf("ends %v hand %v: playable %s, reference %s", ends, hand, Format(got), Format(want))
			}
			d := refTile(t, hand[r.IntN(len(hand))])
			if legal, err := DiscardLegal(ends, refTiles(t, hand), d); err != nil || legal != (len(want) == 0) {
				t.Fatalf("ends %v hand %v discard %s: legal %v, %v", ends, hand, d, legal, err)
			}
		})
		hands++
		compareScore(t, h.discards)
		trains++
		compareTrain(t, h.train)
		if len(h.train) > 2 {
			swapped := slices.Clone(h.train)
			i, j := r.IntN(len(swapped)), r.IntN(len(swapped))
			swapped[i], swapped[j] = swapped[j], swapped[i]
			trains++
			compareTrain(t, swapped)
		}
	}
	t.Logf("%d hands, %d turns, %d trains compared with the reference", hands, turns, trains)
}

func compareScore(t *testing.T, discards [][][2]int) {
	t.Helper()
	in := make([]Hand, len(discards))
	for i, d := range discards {
		in[i] = Hand{Name: fmt.Sprintf("P%d", i), Tiles: refTiles(t, d)}
	}
	res, err := textRules.Score(in)
	if err != nil {
		t.Fatalf("%v: a hand played by the rules is refused: %v", discards, err)
	}
	scores, doubled, winners := refScore(discards)
	got := make([]int, len(res.Players))
	for i, p := range res.Players {
		got[i] = p.Score
	}
	if !slices.Equal(got, scores) || res.Doubled != doubled || !slices.Equal(res.Winners, winners) || res.Leader() != winners[0] {
		t.Fatalf("%v: scores %v doubled %v winners %v; reference %v %v %v", discards, got, res.Doubled, res.Winners, scores, doubled, winners)
	}
}

func compareTrain(t *testing.T, train [][2]int) {
	t.Helper()
	got, err := CheckTrain(refTiles(t, train))
	if err != nil {
		t.Fatalf("%v: %v", train, err)
	}
	ends, bad := refTrain(train)
	if got.Ends != ends || got.Bad != bad || got.Valid != (bad == -1) || got.Whole != (len(train) == 32) {
		t.Fatalf("%v: %+v; reference ends %v bad %d", train, got, ends, bad)
	}
	if got.Whole && got.Valid && !got.EndsInTwoAndFive() {
		t.Fatalf("%v: a whole train ends in %v", train, got.Ends)
	}
}

// TestReferenceDealBounds: random discards, within the set, are accepted
// exactly when the deal allows them (the leader at most one fewer than he
// was dealt, the others at most all).
func TestReferenceDealBounds(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 7))
	accepted, refused := 0, 0
	for range 5000 {
		n := 2 + r.IntN(3)
		size := map[int]int{2: 16, 3: 10, 4: 8}[n]
		set := refSet()
		r.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
		discards := make([][][2]int, n)
		ok := true
		for i := range discards {
			k := min(r.IntN(size+2), len(set))
			discards[i], set = set[:k], set[k:]
			ok = ok && k <= size && (i > 0 || k < size)
		}
		in := make([]Hand, n)
		for i, d := range discards {
			in[i] = Hand{Name: fmt.Sprintf("P%d", i), Tiles: refTiles(t, d)}
		}
		_, err := textRules.Score(in)
		if (err == nil) != ok {
			t.Fatalf("%v: error %v, reference accepts: %v", discards, err, ok)
		}
		if ok {
			accepted++
			compareScore(t, discards)
		} else {
			refused++
		}
	}
	t.Logf("%d hands accepted, %d refused, as the reference says", accepted, refused)
}
