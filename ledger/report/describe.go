package report

import (
	"maps"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// HandScore is what a recorded hand scored, in its game's words: what the
// ledger alone cannot say, since it keeps only the hands as typed and the
// money they moved.
type HandScore struct {
	// Score says what the hand was worth: "6 points", "3 Fang", "24
	// points, 32 chips"; "" when the game has nothing to add.
	Score string `json:"score,omitempty"`
	// Worth ranks the game's hands against each other (its points, its
	// Fang): the biggest hand of a player's story is the one worth most.
	// 0 when the game does not rank hands.
	Worth float64 `json:"worth,omitempty"`
	// How says how the hand was won, when the game says more than the
	// ledger's self-drawn or discard: "on the replacement after a kong".
	How string `json:"how,omitempty"`
}

// A Describer says what the recorded hands of its game scored. The
// report calls it from several goroutines at once, each with its own
// record and the state the record was made in.
type Describer interface {
	// Describe returns what record h scored, played in state st; an error
	// wrapping books.ErrSkip when it has nothing to say of h (a tie, a
	// hand recorded as its money only).
	Describe(h *books.HandRecord, st books.State) (HandScore, error)
}

// Describe is a function that is a Describer.
type Describe func(h *books.HandRecord, st books.State) (HandScore, error)

// Describe calls f.
func (f Describe) Describe(h *books.HandRecord, st books.State) (HandScore, error) {
	return f(h, st)
}

// Describers gives each game its Describer; a game without one is reported
// from the ledger alone.
type Describers map[books.Game]Describer

// describeAll describes every record of steps with d, on as many
// goroutines as there are processors: each record is described from its
// own inputs and the state before it, so they are independent. A record
// the describer skips, cannot describe or panics on gets no words: the
// audit line says what is wrong with a hand's inputs.
func describeAll(d Describer, steps []books.Step) []HandScore {
	out := make([]HandScore, len(steps))
	if d == nil {
		return out
	}
	forEach(len(steps), func(i int) {
		s := steps[i]
		if s.Record.Kind == books.Void {
			return
		}
		st := s.Before
		st.Balances, st.Totals = maps.Clone(st.Balances), maps.Clone(st.Totals)
		if hs, err := safeDescribe(d, s.Record, st); err == nil {
			out[i] = hs
		}
	})
	return out
}

// forEach calls f(i) for every i below n, on as many goroutines as there
// are processors.
func forEach(n int, f func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		})
	}
	wg.Wait()
}

// safeDescribe calls d, turning a panic into an error: a record that a
// game cannot read must not stop the report.
func safeDescribe(d Describer, r *books.HandRecord, st books.State) (hs HandScore, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = words.Errorf("report", "describing hand %d failed (%v)", r.Number, p)
		}
	}()
	return d.Describe(r, st)
}
