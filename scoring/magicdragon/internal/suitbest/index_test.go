package suitbest

import "testing"

// TestIndexNumbersEveryVectorOnce: Index gives the vectors of Vectors the
// places 0, 1, 2, … in order, so the table holds each once and nothing
// else; and it refuses what the table does not hold.
func TestIndexNumbersEveryVectorOnce(t *testing.T) {
	vectors := Vectors()
	if len(vectors) != NumVectors {
		t.Fatalf("%d vectors, NumVectors says %d", len(vectors), NumVectors)
	}
	for i := range vectors {
		if got, ok := Index(&vectors[i]); !ok || got != i {
			t.Fatalf("Index(%v) = %d, %v; want %d", vectors[i], got, ok, i)
		}
	}
	for _, c := range [][9]uint8{
		{5},                         // a fifth copy
		{4, 4, 4, 3},                // fifteen tiles
		{0, 0, 0, 0, 0, 0, 0, 0, 9}, // nine of the last rank
	} {
		if i, ok := Index(&c); ok {
			t.Errorf("Index(%v) = %d, want refused", c, i)
		}
	}
}

// TestIndexTablesAreGenerated: index_gen.go holds what IndexTables
// computes; run 'go generate ./scoring/magicdragon' when it does not.
func TestIndexTablesAreGenerated(t *testing.T) {
	starts, offsets := IndexTables()
	if starts != sumStarts || offsets != rankOffsets {
		t.Fatal("index_gen.go is not what IndexTables computes: run go generate ./scoring/magicdragon")
	}
}
