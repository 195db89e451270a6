package web

import (
	"io"
	"testing"
)

// BenchmarkWritePage renders the page of a season of 10,000 records:
// every hand's row, and the chart thinned to the plot's width.
func BenchmarkWritePage(b *testing.B) {
	l := long(10000)
	t := &testing.T{}
	r := reportOf(t, l, ChartPoints)
	for b.Loop() {
		if err := WritePage(io.Discard, r); err != nil {
			b.Fatal(err)
		}
	}
}
