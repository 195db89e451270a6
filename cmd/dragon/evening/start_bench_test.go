package evening

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// BenchmarkLedgers is the first question's cost: finding the ledgers of a
// directory of 200 files, 20 of them ledgers of 100 hands each, the rest
// notes and other YAML, their states cached as a run before left them.
func BenchmarkLedgers(b *testing.B) {
	dir := b.TempDir()
	b.Chdir(dir)
	b.Setenv("XDG_CACHE_HOME", filepath.Join(dir, ".cache"))
	players := []string{"Ann", "Bo", "Cy", "Di"}
	dead := &books.HandRecord{Kind: books.Dead}
	for i := range 20 {
		file := fmt.Sprintf("night%02d.yaml", i)
		if err := ledger.Create(file, books.Header{Game: books.NineDragons, Players: players}); err != nil {
			b.Fatal(err)
		}
		for range 100 {
			if _, err := ledger.Append(file, func(books.State) (*books.HandRecord, error) { return dead, nil }); err != nil {
				b.Fatal(err)
			}
		}
	}
	for i := range 180 {
		if err := os.WriteFile(fmt.Sprintf("notes%03d.yaml", i), []byte(strings.Repeat("a: b\n", 200)), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	if n := len(ledgers()); n != 20 {
		b.Fatalf("found %d ledgers, want 20", n)
	}
	b.ResetTimer()
	for b.Loop() {
		ledgers()
	}
}
