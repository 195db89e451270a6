package books

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/dragon-tools/dragon/internal/words"
)

// An Auditor works a recorded hand of its game out again from the stored
// inputs with the current rules. Each game that records hands from their
// inputs satisfies it; the ledger knows no game's scoring. Check calls
// Recompute from several goroutines at once, each with its own record and
// state.
type Auditor interface {
	// Recompute returns each player's transfer (for Dancing Dragons and
	// MAC I, his score) for record h, played in
	// state st: the dealer and version as they were, the ledger's header
	// (st.Header) with the rules and stakes. It returns ErrSkip for a record
	// it has nothing to recompute from (explicit transfers, a kind it does
	// not score), or an error saying why the inputs cannot be scored.
	Recompute(h *HandRecord, st State) (map[string]int, error)
}

// Recompute is a function that is an Auditor.
type Recompute func(h *HandRecord, st State) (map[string]int, error)

// Recompute calls f.
func (f Recompute) Recompute(h *HandRecord, st State) (map[string]int, error) { return f(h, st) }

// Auditors gives each game its Auditor; a game without one is checked by
// the ledger alone.
type Auditors map[Game]Auditor

// HandError is a Recompute's error about one player's hand in a record's
// inputs (a tile that is not a tile): check reports it at the line of that
// hand, not at the start of the inputs.
type HandError struct {
	Player string // whose hand: the winner or a loser
	Err    error
}

// Error says whose hand and what is wrong with it.
func (e *HandError) Error() string { return e.Player + "'s hand: " + e.Err.Error() }

// Unwrap returns what is wrong with the hand.
func (e *HandError) Unwrap() error { return e.Err }

// ErrSkip is returned by a Recompute for a record it does not recompute.
var ErrSkip = words.NewError("ledger", "nothing to recompute")

// Audit recomputes every hand in force with a and returns a
// problem for each whose stored transfers (or, in a game of totals, scores)
// differ, or that cannot be recomputed. Voided hands are left alone: they
// no longer count.
func (l *Book) Audit(a Auditor) Problems {
	ps := &Found{File: l.File}
	results := l.recomputeAll(a)
	for i, s := range l.steps {
		r := s.Record
		if r.Kind == Void || s.VoidedBy != 0 {
			continue
		}
		got, err := results[i].got, results[i].err
		if errors.Is(err, ErrSkip) {
			continue
		}
		stored, what, fix, at := r.Transfers, "transfers", "if the money was wrong, square it with: dragon ledger add %s --adjust --transfer %s --note 'corrects hand %d'", r.Lines.Transfers
		if l.Header.Game.Totals() {
			stored, what, fix, at = r.Scores, "scores", "if the scores were wrong, correct the totals with: dragon ledger add %s --adjust --scores %s --note 'corrects hand %d'", r.Lines.Scores
		}
		if at == 0 {
			at = r.Lines.Item
		}
		if err != nil {
			if r.Lines.Inputs != 0 {
				at = r.Lines.Inputs
			}
			if n := r.handLine(err); n != 0 {
				at = n
			}
			ps.At(at, "correct the inputs, or void the hand and record it again", "hand %d cannot be recomputed from its inputs: %v", r.Number, err)
			continue
		}
		seated := s.Before.Header.Players
		diff := map[string]int{}
		for _, p := range seated {
			if d := got[p] - stored[p]; d != 0 {
				diff[p] = d
			}
		}
		if len(diff) == 0 {
			continue
		}
		ps.At(at, fmt.Sprintf("history is never rewritten, so check reports this hand for as long as the record stands; "+fix, l.File, FormatAmounts(seated, diff), r.Number),
			"hand %d: the stored %s (%s) differ from the recomputation (%s)", r.Number, what, FormatAmounts(seated, stored), FormatAmounts(seated, got))
	}
	return ps.Finish(l.data)
}

type recomputed struct {
	got map[string]int
	err error
}

// recomputeAll recomputes every hand in force with a, on as many
// goroutines as there are processors: each hand is worked out from its
// own inputs and the state before it, so they are independent, and a
// season's audit is most of the time of a check.
func (l *Book) recomputeAll(a Auditor) []recomputed {
	out := make([]recomputed, len(l.steps))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(l.steps)) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= len(l.steps) {
					return
				}
				if s := l.steps[i]; s.Record.Kind != Void && s.VoidedBy == 0 {
					out[i].got, out[i].err = safeRecompute(a, s.Record, s.Before.Clone())
				}
			}
		})
	}
	wg.Wait()
	return out
}

// handLine is the line of the hand a HandError is about, or 0.
func (r *HandRecord) handLine(err error) int {
	var he *HandError
	if !errors.As(err, &he) || r.Inputs == nil {
		return 0
	}
	if he.Player == r.Inputs.Winner {
		return r.Lines.Hand
	}
	return LineOf(r.Lines.Hands, he.Player)
}

// safeRecompute calls f, turning a panic into an error: a bad record must
// not crash a referee's check.
func safeRecompute(a Auditor, r *HandRecord, st State) (m map[string]int, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("the recomputation failed (%v)", p)
		}
	}()
	return a.Recompute(r, st)
}

func MergeProblems(a, b Problems) Problems {
	out := append(slices.Clone(a), b...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}

// FormatAmounts writes amounts in seat order, as on the command line:
// Ann=+12,Bo=-12. Players without an amount are left out.
func FormatAmounts(players []string, m map[string]int) string {
	var parts []string
	for _, p := range players {
		if v, ok := m[p]; ok {
			parts = append(parts, fmt.Sprintf("%s=%+d", p, v))
		}
	}
	return strings.Join(parts, ",")
}
