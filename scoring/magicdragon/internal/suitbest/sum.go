package suitbest

// Impossible marks a share of sets and twins that no suit, or no suits
// together, can make. It is below any sum of real overlaps taken away, so
// a sum of two shares holding it stays negative.
const Impossible = -64

// Sum is the best of one or more suits together: Sum[m][p] is the most
// tiles m sets and p twins among them can have in common with their
// tiles, or Impossible.
type Sum [MaxSets + 1][2]int

// Absent is the Sum of the suit removed from play: nothing from it.
var Absent = Sum{{0, Impossible}, {Impossible, Impossible}, {Impossible, Impossible}, {Impossible, Impossible}, {Impossible, Impossible}}

// Sum returns b as a Sum.
func (b *Best) Sum() (s Sum) {
	for m := range b {
		for p, v := range b[m] {
			s[m][p] = Impossible
			if v >= 0 {
				s[m][p] = int(v)
			}
		}
	}
	return s
}

// Pair returns the best of two suits, or two groups of suits, together:
// for m up to need, m sets in all, i of them in x and m − i in y, and the
// twin in one of them. Past need it is left zero.
func Pair(x, y *Sum, need int) (z Sum) {
	for m := 0; m <= need; m++ {
		b0, b1 := Impossible, Impossible
		for i := 0; i <= m; i++ {
			b0 = max(b0, x[i][0]+y[m-i][0])
			b1 = max(b1, x[i][1]+y[m-i][0], x[i][0]+y[m-i][1])
		}
		z[m] = [2]int{possible(b0), possible(b1)}
	}
	return z
}

// possible returns v, or Impossible when v is negative: a sum that held
// Impossible.
func possible(v int) int {
	if v < 0 {
		return Impossible
	}
	return v
}

// Join returns the best of two groups of suits that share need sets and
// the twin between them; negative when they cannot.
func Join(x, y *Sum, need int) int {
	best := Impossible
	for m := 0; m <= need; m++ {
		best = max(best, x[m][0]+y[need-m][1], x[m][1]+y[need-m][0])
	}
	return best
}
