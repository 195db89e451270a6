package main

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkServedPage: the requests of 'dragon serve', on loopback, under
// the load test's shape (TestServeLoad): loadLedgers ledgers, each served
// by a dragon of its own, loadClients scorekeeper's devices on each
// recording typed hands at once (the form's page, then the form posted), a
// fifth device entering real hands question by question, and 'ledger add'
// recording into the same ledgers from the command line. An op is a round
// of the load: a typed hand from every device, and the real hands and
// 'ledger add' runs in the load test's proportion. It reports each
// request's median and 99th percentile (median-ms, p99-ms):
//
//	go test -run '^$' -bench ServedPage -benchtime 20x ./cmd/dragon
func BenchmarkServedPage(b *testing.B) {
	dir := b.TempDir()
	cache := filepath.Join(dir, "cache")
	var files, bases []string
	for i := range loadLedgers {
		file := filepath.Join(dir, fmt.Sprintf("table%d.yaml", i))
		if out, err := dragonCmd(b, cache, "ledger", "new", file, "--game", "nine", "--players", "Ann,Bo,Cy,Di").CombinedOutput(); err != nil {
			b.Fatalf("%v\n%s", err, out)
		}
		files, bases = append(files, file), append(bases, served(b, cache, file))
	}
	scaled := func(n int) int { return (b.N*n + loadHands - 1) / loadHands }
	b.ResetTimer()
	took := runLoad(b, cache, files, bases, b.N, scaled(loadRealHands), scaled(loadCLI))
	b.StopTimer()
	if len(took) == 0 {
		b.Fatal("no request was answered")
	}
	ms := func(q float64) float64 { return float64(quantile(took, q)) / float64(time.Millisecond) }
	b.ReportMetric(ms(0.5), "median-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
	b.ReportMetric(float64(len(took))/float64(b.N), "requests/op")
}
