//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// season is a sound 10,000-hand Magic Dragon ledger, written once.
var season = sync.OnceValue(func() []byte {
	return ledgertest.Generate(10000, root.Games.Auditors()[books.Magic])
})

// benchDragon runs 'dragon ARGS…' on a season's ledger, FILE in args
// standing for it, as a scorekeeper would: the file read and checked
// every time.
func benchDragon(b *testing.B, args ...string) {
	dir := b.TempDir()
	file := filepath.Join(dir, "season.yaml")
	if err := os.WriteFile(file, season(), 0o644); err != nil {
		b.Fatal(err)
	}
	b.Setenv("XDG_CACHE_HOME", dir)
	b.Chdir(dir)
	for i, a := range args {
		args[i] = strings.ReplaceAll(a, "FILE", file)
	}
	b.SetBytes(int64(len(season())))
	cpu := cpuTime()
	for b.Loop() {
		dragon(b, args)
	}
	if args[1] == "check" {
		return
	}
	// The report's yardstick, measured in the same run right after it
	// (on a shared machine the load changes from one minute to the
	// next): x-check is its time over the check's, x-check-cpu the same
	// in the processor time the process used, which the load of other
	// processes changes less.
	op, opCPU := b.Elapsed(), cpuTime()-cpu
	start, cpu := time.Now(), cpuTime()
	for range b.N {
		dragon(b, []string{"ledger", "check", file})
	}
	b.ReportMetric(float64(op)/float64(time.Since(start)), "x-check")
	b.ReportMetric(float64(opCPU)/float64(cpuTime()-cpu), "x-check-cpu")
}

// cpuTime is the processor time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// dragon runs dragon with args in-process.
func dragon(b *testing.B, args []string) {
	var out, errOut bytes.Buffer
	if code := runHere(args, &term.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}); code != 0 {
		b.Fatalf("dragon %s: exit %d\n%s", strings.Join(args, " "), code, errOut.String())
	}
}

// BenchmarkLedgerCheck10k is 'dragon ledger check' on a season: the
// yardstick of the report, which runs the same audit.
func BenchmarkLedgerCheck10k(b *testing.B) { benchDragon(b, "ledger", "check", "FILE") }

// BenchmarkLedgerReport10k is 'dragon ledger report -o' on the same
// season, reporting beside its time x-check, its time over the check's:
// at most 3 (issue 22).
func BenchmarkLedgerReport10k(b *testing.B) {
	benchDragon(b, "ledger", "report", "FILE", "-o", "season.html")
}

// BenchmarkLedgerReportText10k is the report printed as text.
func BenchmarkLedgerReportText10k(b *testing.B) {
	benchDragon(b, "ledger", "report", "FILE", "--format", "text")
}

// BenchmarkLedgerHistory10k is 'dragon ledger history' on a season:
// piped, every record a row of the table; at 80 columns (COLUMNS), the
// table too wide, a block a record.
func BenchmarkLedgerHistory10k(b *testing.B) {
	b.Run("piped", func(b *testing.B) { benchDragon(b, "ledger", "history", "FILE") })
	b.Run("80_columns", func(b *testing.B) {
		b.Setenv("COLUMNS", "80")
		benchDragon(b, "ledger", "history", "FILE")
	})
}
