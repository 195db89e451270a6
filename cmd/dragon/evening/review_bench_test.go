package evening

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// BenchmarkEveningReview10k is the evening's wait after the last answer
// of a won hand, on a ledger of 10,000 records: its score shown, the
// question that offers to record it ("Record this hand", to-question-ms),
// the record appended under the ledger's lock (to-record-ms), and the
// ledger read again for the next turn of the loop (the op). The hand is
// a game of no questions left whose score is a fixed win, so what is
// measured is the evening's and the ledger's, not a game's scoring.
func BenchmarkEveningReview10k(b *testing.B) {
	// The version the ledger plays, as the list of the games registers
	// Magic Dragon's rulebook in dragon.
	books.Register(books.Magic, books.Rulebook{Versions: []string{"C"}, DefaultVersion: "C"})
	dir := b.TempDir()
	b.Setenv("XDG_CACHE_HOME", filepath.Join(dir, ".cache"))
	file := filepath.Join(dir, "season.yaml")
	if err := os.WriteFile(file, ledgertest.Generate(10000, fixedWin), 0o644); err != nil {
		b.Fatal(err)
	}
	p := &recordAnswers{}
	o := &Options{IO: &term.IOStreams{In: strings.NewReader(""), Out: io.Discard, ErrOut: io.Discard, Prompter: p},
		Games: cmdutil.Games{{Name: books.Magic, Hand: lastAnswered{}}}}
	t, err := o.table(file) // the ledger read as the turn before left it
	if err != nil {
		b.Fatal(err)
	}
	var toQuestion, toRecord time.Duration
	for b.Loop() {
		start := time.Now()
		if err := t.won(); err != nil {
			b.Fatal(err)
		}
		toQuestion += p.asked.Sub(start)
		toRecord += time.Since(start)
		if t, err = o.table(file); err != nil {
			b.Fatal(err)
		}
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(b.N) / float64(time.Millisecond) }
	b.ReportMetric(ms(toQuestion), "to-question-ms")
	b.ReportMetric(ms(toRecord), "to-record-ms")
}

// fixedWin settles every win the same: the winner takes 3 from each.
var fixedWin = books.Recompute(func(h *books.HandRecord, st books.State) (map[string]int, error) {
	out := map[string]int{}
	for _, p := range st.Header.Players {
		out[p] = -3
	}
	out[h.Inputs.Winner] = 3 * (len(st.Header.Players) - 1)
	return out, nil
})

// lastAnswered is a hand whose answers are all given: nothing left to ask,
// a fixed win to record.
type lastAnswered struct{ qa.Form }

func (lastAnswered) Next(qa.Answers) *qa.Question { return nil }
func (lastAnswered) Agree(_ string, _ books.State, typed qa.Answers) (qa.Answers, error) {
	return typed, nil
}
func (lastAnswered) CheckAll(qa.Answers) error { return nil }
func (lastAnswered) Result(qa.Answers) (any, *books.HandRecord, error) {
	return nil, &books.HandRecord{Kind: books.Win, Inputs: ledgertest.Win(0), Transfers: map[string]int{"Ann": 9, "Bo": -3, "Cy": -3, "Di": -3}}, nil
}
func (lastAnswered) Lines(any, int) ([]string, error) { return []string{"Ann wins 9."}, nil }

// recordAnswers records whatever the evening offers to record, noting
// when it asked.
type recordAnswers struct{ asked time.Time }

func (p *recordAnswers) Input(label, _ string, _ func(string) error) (string, error) {
	panic("the evening asked " + label)
}

// Select takes the first item: where the evening reviews a hand, "Record
// it".
func (p *recordAnswers) Select(label string, _ []string, _ int) (int, error) {
	p.noteAsked(label)
	return 0, nil
}

func (p *recordAnswers) Confirm(label string, _ bool) (bool, error) {
	p.noteAsked(label)
	return true, nil
}

func (p *recordAnswers) noteAsked(label string) {
	if !strings.HasPrefix(label, "Record this") {
		panic("the evening asked " + label)
	}
	p.asked = time.Now()
}
