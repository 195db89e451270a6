package setup

import (
	"math/rand/v2"
	"strconv"
)

// Random is the source a simulated table draws from: tiles for seats,
// fingers for Yin-Yang numbers, dice. It is seeded, and the seed is part of
// every result it produced, so a referee can repeat the same setup.
type Random struct {
	Seed uint64
	r    *rand.Rand
}

// pcgStream fixes the PCG stream, so a seed alone names a simulation.
const pcgStream = 0x6d616769632d6472 // "magic-dr"

// NewRandom returns the source for seed.
func NewRandom(seed uint64) *Random {
	return &Random{Seed: seed, r: rand.New(rand.NewPCG(seed, pcgStream))}
}

// maxPickedSeed keeps the seeds the program picks short enough to read out
// across a table and type back; any uint64 is accepted as a seed.
const maxPickedSeed = 1_000_000

// PickSeed returns a fresh seed for a simulation the table did not seed.
func PickSeed() uint64 { return rand.Uint64N(maxPickedSeed) }

// intN returns a number from 0 to n-1.
func (r *Random) intN(n int) int { return r.r.IntN(n) }

// Fingers returns what n players stick out: 1 to 5 fingers each.
func (r *Random) Fingers(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 1 + r.intN(5)
	}
	return out
}

// Dice returns three dice thrown.
func (r *Random) Dice() []int {
	return []int{1 + r.intN(6), 1 + r.intN(6), 1 + r.intN(6)}
}

// Ranks returns the ranks n players draw, one tile each, from the 144
// tiles mixed face down: sixteen tiles of each rank 1–9. Ties come out as
// often as they do at a table.
func (r *Random) Ranks(n int) []int {
	var left [10]int
	total := 0
	for rank := 1; rank <= 9; rank++ {
		left[rank] = 16
		total += 16
	}
	out := make([]int, 0, n)
	for i := 0; i < n && total > 0; i++ {
		k := r.intN(total)
		rank := 1
		for k >= left[rank] {
			k -= left[rank]
			rank++
		}
		left[rank]--
		total--
		out = append(out, rank)
	}
	return out
}

// String returns the seed as the table would type it back.
func (r *Random) String() string { return strconv.FormatUint(r.Seed, 10) }
