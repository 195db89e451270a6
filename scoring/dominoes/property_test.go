package dominoes

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// randomTrain lays a train from a random half, choosing each next tile at
// random among those that keep the rest of the set reachable (Fleury's
// rule), until nothing fits. From a 2 or a 5 it lays the whole set; from
// any other half it runs out early.
func randomTrain(r *rand.Rand) []Tile {
	left := map[Tile]int{}
	for _, t := range All() {
		left[t]++
	}
	var train []Tile
	at := 1 + r.IntN(MaxHalf)
	for {
		var fits []Tile
		for t, n := range left {
			if n > 0 && t.Has(at) {
				fits = append(fits, t)
			}
		}
		if len(fits) == 0 {
			return train
		}
		slices.Sort(fits) // map order is not the test's randomness
		r.Shuffle(len(fits), func(i, j int) { fits[i], fits[j] = fits[j], fits[i] })
		next := fits[0]
		for _, t := range fits {
			if !isBridge(left, t, at) {
				next = t
				break
			}
		}
		left[next]--
		train = append(train, next)
		at = next.Other(at)
	}
}

// isBridge reports whether laying t from half at would cut the tiles left
// in two: after taking it, its far half can no longer reach at.
func isBridge(left map[Tile]int, t Tile, at int) bool {
	far := t.Other(at)
	if far == at {
		return false
	}
	left[t]--
	defer func() { left[t]++ }()
	seen := map[int]bool{far: true}
	for queue := []int{far}; len(queue) > 0; queue = queue[1:] {
		for u, n := range left {
			if n > 0 && u.Has(queue[0]) && !seen[u.Other(queue[0])] {
				seen[u.Other(queue[0])] = true
				queue = append(queue, u.Other(queue[0]))
			}
		}
	}
	return !seen[at]
}

// TestPropertyWholeTrainEndsInTwoAndFive: every random legal train of the
// whole set is valid and ends in 2 and 5.
func TestPropertyWholeTrainEndsInTwoAndFive(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 32))
	whole := 0
	for range 300 {
		train := randomTrain(r)
		tr, err := CheckTrain(train)
		if err != nil || !tr.Valid {
			t.Fatalf("%s: %+v, %v", Format(train), tr, err)
		}
		if len(train) < SetSize {
			continue
		}
		whole++
		if !tr.Whole || !tr.EndsInTwoAndFive() {
			t.Fatalf("%s: %+v", Format(train), tr)
		}
	}
	if whole < 50 {
		t.Fatalf("only %d of 300 random trains used the whole set", whole)
	}
}

// TestPropertyScore: the scores add up to the discards' pips (twice that
// when doubled), and every winner has the lowest score.
func TestPropertyScore(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 10))
	for range 500 {
		n := 2 + r.IntN(3)
		size, _ := textRules.DealSize(n)
		set := All()
		r.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
		hands := make([]Hand, n)
		total := 0
		for i := range hands {
			k := r.IntN(size) // the leader, first, discards fewer than he was dealt
			hands[i] = Hand{Name: string(rune('A' + i)), Tiles: set[:k]}
			set = set[size:]
			total += Pips(hands[i].Tiles)
		}
		res, err := textRules.Score(hands)
		if err != nil {
			t.Fatal(err)
		}
		sum, lowest := 0, res.Players[0].Score
		for _, p := range res.Players {
			sum += p.Score
			lowest = min(lowest, p.Score)
		}
		if res.Doubled {
			total *= 2
		}
		if sum != total {
			t.Fatalf("%+v: scores sum to %d, want %d", hands, sum, total)
		}
		for _, w := range res.Winners {
			if res.Players[w].Score != lowest {
				t.Fatalf("%+v: winner %d is not lowest", res, w)
			}
		}
	}
}

// BenchmarkDominoesTrain checks a train of the whole set.
func BenchmarkDominoesTrain(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	train := randomTrain(r)
	for len(train) < SetSize {
		train = randomTrain(r)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := CheckTrain(train); err != nil {
			b.Fatal(err)
		}
	}
}
