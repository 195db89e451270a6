package suitbest

import (
	"sync"

	"github.com/dragon-tools/dragon/internal/words"
)

// fours is the limit the table is built for: four copies of every rank.
var fours = [9]uint8{4, 4, 4, 4, 4, 4, 4, 4, 4}

// The table's file, each part after the one before:
//
//	the magic bytes, then n, the number of classes    5 bytes
//	each class: a Best as ten bytes, Best[0][0],
//	Best[0][1], Best[1][0], …                         10n bytes
//	each count vector, in index order: its class      NumVectors bytes
//	each pair of classes i, j ≤ n (class n is the
//	suit out of play), at (n+1)i + j: Pair of their
//	Sums as ten bytes                                 10(n+1)² bytes
//
// Of the 405,350 vectors' Bests only 126 differ, so a class is a byte,
// and the pairs, which spare the penalty half its knapsack, take 161 kB.
const (
	magic     = "MDs1"
	classesAt = len(magic) + 1
	entry     = 2 * (MaxSets + 1) // the bytes of a class or a pair
)

// File is the table as Build writes it, read in place: nothing is
// decoded, so the first lookup costs what every other does.
type File string

// classes returns n, the number of classes, and where the vectors' classes
// and the pairs begin.
func (f File) classes() (n, idsAt, pairsAt int) {
	n = int(f[len(magic)])
	idsAt = classesAt + entry*n
	return n, idsAt, idsAt + NumVectors
}

// Class returns the class of counts c, and false when c is not in the
// table (see Index).
func (f File) Class(c *[9]uint8) (byte, bool) {
	i, ok := Index(c)
	if !ok {
		return 0, false
	}
	_, idsAt, _ := f.classes()
	return f[idsAt+i], true
}

// Absent returns the class of the suit out of play, which Pair accepts.
func (f File) Absent() byte { return f[len(magic)] }

// Best returns the Best of class i, Search under four copies of every
// count vector of that class.
func (f File) Best(i byte) (b Best) {
	at := classesAt + entry*int(i)
	e := f[at : at+entry]
	for m := range b {
		b[m] = [2]int8{int8(e[2*m]), int8(e[2*m+1])}
	}
	return b
}

// Lookup returns Search(c, four copies of every rank) from the table, and
// false when c is not in it (see Index).
func (f File) Lookup(c *[9]uint8) (Best, bool) {
	i, ok := f.Class(c)
	if !ok {
		return Best{}, false
	}
	return f.Best(i), true
}

// Pair returns Pair of the Sums of classes i and j for every number of
// sets up to MaxSets.
func (f File) Pair(i, j byte) (s Sum) {
	n, _, pairsAt := f.classes()
	at := pairsAt + entry*((n+1)*int(i)+int(j))
	e := f[at : at+entry]
	for m := range s {
		s[m] = [2]int{int(int8(e[2*m])), int(int8(e[2*m+1]))}
	}
	return s
}

// Check reports whether f has the shape Build gives a table: the magic
// bytes, its length, every vector naming a class it holds.
func (f File) Check() error {
	if len(f) <= len(magic) || string(f[:len(magic)]) != magic {
		return words.NewError("suitbest", "not a table: no magic bytes")
	}
	n, idsAt, pairsAt := f.classes()
	if want := pairsAt + entry*(n+1)*(n+1); len(f) != want {
		return words.Errorf("suitbest", "a table of %d classes has %d bytes, not %d", n, want, len(f))
	}
	for i := idsAt; i < pairsAt; i++ {
		if int(f[i]) >= n {
			return words.Errorf("suitbest", "vector %d names class %d of %d", i-idsAt, f[i], n)
		}
	}
	return nil
}

// Build returns the table: Search under four copies for every vector, in
// the order of Vectors, on workers goroutines, and the pairs of their
// classes. The
// bytes depend on nothing else: classes are numbered in the order their
// first vector comes.
func Build(workers int) ([]byte, error) {
	vectors := Vectors()
	if len(vectors) != NumVectors {
		return nil, words.Errorf("suitbest", "%d vectors, not %d", len(vectors), NumVectors)
	}
	bests := make([]Best, len(vectors))
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < len(vectors); i += workers {
				bests[i] = Search(&vectors[i], &fours)
			}
		})
	}
	wg.Wait()
	class := map[Best]byte{}
	var classes []Best
	ids := make([]byte, len(bests))
	for i, b := range bests {
		id, ok := class[b]
		if !ok {
			if len(classes) == 255 {
				return nil, words.NewError("suitbest", "more than 255 classes")
			}
			id = byte(len(classes))
			class[b] = id
			classes = append(classes, b)
		}
		ids[i] = id
	}
	out := append([]byte(magic), byte(len(classes)))
	sums := make([]Sum, 0, len(classes)+1)
	for _, b := range classes {
		for m := range b {
			out = append(out, byte(b[m][0]), byte(b[m][1]))
		}
		sums = append(sums, b.Sum())
	}
	out = append(out, ids...)
	sums = append(sums, Absent)
	for _, x := range sums {
		for _, y := range sums {
			z := Pair(&x, &y, MaxSets)
			for m := range z {
				out = append(out, byte(int8(z[m][0])), byte(int8(z[m][1])))
			}
		}
	}
	return out, nil
}
