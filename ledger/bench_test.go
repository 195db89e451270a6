package ledger_test

import (
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// The ledger benchmarks work on a sound 10,000-hand Magic Dragon ledger
// (a season's play, about 3 MB) and report, beside ns/op, the ratio
// x-yaml: the time of one operation over that of a plain yaml.v3 read of
// the same file into its nodes, measured in the same run right after it
// (on a shared machine the load changes from one minute to the next); and
// x-tree: the peak heap of one more operation, run after the timing, over
// the heap the file's node tree takes. Set DRAGON_BENCH_LEDGER=FILE to
// keep the file.

var season = sync.OnceValue(func() []byte {
	data := ledgertest.Generate(10000, magic[books.Magic])
	if p := os.Getenv("DRAGON_BENCH_LEDGER"); p != "" {
		os.WriteFile(p, data, 0o644)
	}
	return data
})

// perYAML reports the time of an operation as a multiple of the plain
// yaml.v3 read, the mean of as many reads as the operation ran.
func perYAML(b *testing.B) {
	op := b.Elapsed() / time.Duration(b.N)
	start := time.Now()
	for range b.N {
		var n yaml.Node
		if err := yaml.Unmarshal(season(), &n); err != nil {
			b.Fatal(err)
		}
	}
	read := time.Since(start) / time.Duration(b.N)
	b.ReportMetric(float64(op)/float64(read), "x-yaml")
}

var magic = books.Auditors{books.Magic: magicrecord.Auditor{}}

// benchSeason runs op on the season's bytes, reporting MB/s, x-yaml and
// x-tree.
func benchSeason(b *testing.B, op func(data []byte) error) {
	data := season()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if err := op(data); err != nil {
			b.Fatal(err)
		}
	}
	perYAML(b)
	perTree(b, func() error { return op(data) })
}

// perTree reports the peak of the heap in use while op runs once, from a
// heap just collected, as a multiple of the heap the season's node tree
// takes.
func perTree(b *testing.B, op func() error) {
	before := heapInuse()
	var tree yaml.Node
	if err := yaml.Unmarshal(season(), &tree); err != nil {
		b.Fatal(err)
	}
	size := float64(heapInuse()) - float64(before)
	runtime.KeepAlive(&tree)
	base := heapInuse()
	peak, err := peakHeap(op)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric((float64(peak)-float64(base))/size, "x-tree")
}

// heapInuse collects the heap and returns the bytes in use.
func heapInuse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// peakHeap runs op and returns the most heap in use while it ran, looked
// at every millisecond.
func peakHeap(op func() error) (uint64, error) {
	done, peak := make(chan struct{}), make(chan uint64)
	go func() {
		var m runtime.MemStats
		most := uint64(0)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&m)
			most = max(most, m.HeapInuse)
			select {
			case <-done:
				peak <- most
				return
			case <-tick.C:
			}
		}
	}()
	err := op()
	close(done)
	return <-peak, err
}

// BenchmarkLedgerYAML is the yardstick: yaml.v3 reading the file into its
// nodes, and nothing else.
func BenchmarkLedgerYAML(b *testing.B) {
	benchSeason(b, func(data []byte) error {
		var n yaml.Node
		return yaml.Unmarshal(data, &n)
	})
}

// BenchmarkLedgerLoad reads and checks the ledger without the audit: the
// cost of every command that reads the whole file and of any read the
// cache cannot serve ('ledger show' cold).
func BenchmarkLedgerLoad(b *testing.B) {
	benchSeason(b, func(data []byte) error {
		_, ps := ledger.Parse("season.yaml", data)
		return sound(ps)
	})
}

// BenchmarkLedgerCheck is 'ledger check' with the Magic Dragon audit:
// every win settled again from its hands.
func BenchmarkLedgerCheck(b *testing.B) {
	benchSeason(b, func(data []byte) error {
		return sound(ledger.CheckData("season.yaml", data, magic))
	})
}

// sound is nil for a ledger without problems.
func sound(ps books.Problems) error {
	if len(ps) > 0 {
		return ps
	}
	return nil
}

// seasonFile writes the season into a file of the benchmark's own.
func seasonFile(b *testing.B) string {
	path := filepath.Join(b.TempDir(), "season.yaml")
	if err := os.WriteFile(path, season(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// stores are the ways a dragon finds where a ledger stands without reading
// it: none (the file read in full every time), the disk cache, the memo.
var stores = []string{"cold", "cached", "memo"}

// useStore turns on the way named, and only it.
func useStore(b *testing.B, name string) {
	ledger.UseCache(b, name == "cached")
	if name == "memo" {
		ledger.UseMemo(b)
	}
}

// BenchmarkReadCurrent reads where the season stands, as each page of
// 'dragon serve' does: with nothing kept (the file read in full), from the
// disk cache and from the memo, the file unchanged since the first read.
func BenchmarkReadCurrent(b *testing.B) {
	for _, name := range stores {
		b.Run(name, func(b *testing.B) {
			useStore(b, name)
			path := seasonFile(b)
			read := func() error {
				_, err := ledger.ReadCurrent(path)
				return err
			}
			if err := read(); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(season())))
			for b.Loop() {
				if err := read(); err != nil {
					b.Fatal(err)
				}
			}
			perYAML(b)
		})
	}
}

// BenchmarkLedgerRecord records a scored Magic Dragon win, as 'magic score
// --record' does: with nothing kept (the file read in full under the
// lock), from the disk cache and from the memo.
func BenchmarkLedgerRecord(b *testing.B) {
	for _, name := range stores {
		b.Run(name, func(b *testing.B) {
			useStore(b, name)
			path := seasonFile(b)
			if _, err := ledger.ReadCurrent(path); err != nil {
				b.Fatal(err)
			}
			record := func() error {
				_, err := ledger.Append(path, ledgertest.NextWin(magic[books.Magic]))
				return err
			}
			for b.Loop() {
				if err := record(); err != nil {
					b.Fatal(err)
				}
			}
			perYAML(b)
			perTree(b, record)
		})
	}
}
