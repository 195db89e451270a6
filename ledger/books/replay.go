package books

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Step is one record with the state before and after it.
type Step struct {
	Record *HandRecord
	// Before is the state the record was made in: the dealer and version
	// as they were, the money before it.
	Before State
	// After is the state after it (after a void: the state before the hand
	// it cancels, with this record counted).
	After State
	// VoidedBy is the number of the void that cancelled this record, or 0.
	VoidedBy int
}

// Steps returns every record with the state before and after it, in order.
func (l *Book) Steps() []Step { return l.steps }

// State returns where the session stands after its last record.
func (l *Book) State() State {
	if l.rp == nil {
		s := start(&l.Header)
		s.Records = l.items
		return s
	}
	return l.rp.st.Clone()
}

// Begin starts the replay of the records of the session in the header,
// n of them in data, the bytes of the file: the store adds each as it
// reads it (Add), or leaves it out (LeaveOut).
func (l *Book) Begin(data []byte, n int) {
	l.data, l.items = data, n
	l.rp = &replayer{l: l, st: start(&l.Header), below: map[string]bool{}}
	l.Hands = make([]*HandRecord, 0, n)
	l.steps = make([]Step, 0, n)
}

// Resume goes on from st, a state worked out before, with below the
// players whose money was below zero then: for a record appended to a
// ledger whose state was kept (the store's memo and cache).
func (l *Book) Resume(st State, below map[string]bool) {
	if below == nil {
		below = map[string]bool{}
	}
	l.rp = &replayer{l: l, st: st, below: below}
}

// Add replays record r, reporting in ps what it finds, and returns its
// step.
func (l *Book) Add(ps *Found, r *HandRecord) Step {
	step := l.rp.next(ps, r)
	l.Hands = append(l.Hands, r)
	l.steps = append(l.steps, step)
	return step
}

// LeaveOut marks record number n left out with a problem: the checks of
// the rotation and of voids after it stay quiet.
func (l *Book) LeaveOut(n int) {
	if l.rp.broken == 0 {
		l.rp.broken = n
	}
}

// Now is the state after the last record replayed, shared with the
// replay: what the next record is read against and appended to.
func (l *Book) Now() State { return l.rp.st }

// Below marks the players whose money is below zero after the last record
// replayed (each fall is reported once).
func (l *Book) Below() map[string]bool { return l.rp.below }

// saved is a hand the replay can still void.
type saved struct {
	step   int // index into steps, whose Before is the state a void restores
	number int // the record's number
}

// replayer works out the state record by record, and checks what needs the
// state: the rotation written in the records, voids, hands after the end
// of the session, and money below zero.
type replayer struct {
	l  *Book
	st State
	// last is a copy of st as it stood after the last record, shared by
	// that step's After and the next step's Before, which never change it:
	// one copy of the money a record, not two.
	last  State
	stack []saved
	// below marks the players whose money is below zero, so that each fall
	// is reported once.
	below map[string]bool
	// broken is the number of the first record left out with a problem:
	// the rotation and voids after it cannot be trusted, so their checks
	// stay quiet (money is still checked).
	broken int
}

func (rp *replayer) trusted(r *HandRecord) bool { return rp.broken == 0 || r.Number < rp.broken }

// next applies record r and returns its step.
func (rp *replayer) next(ps *Found, r *HandRecord) Step {
	l, h := rp.l, rp.st.Header
	if rp.last.Balances == nil {
		rp.last = rp.st.Clone()
	}
	before := rp.last
	before.Records = r.Number - 1
	step := Step{Record: r, Before: before}
	if r.Kind == Void {
		if len(rp.stack) == 0 {
			if rp.trusted(r) {
				ps.At(r.Lines.Item, "remove this record", "hand %d: a void, but there is no hand left to void", r.Number)
			}
		} else {
			top := rp.stack[len(rp.stack)-1]
			rp.stack = rp.stack[:len(rp.stack)-1]
			if r.Voids != 0 && r.Voids != top.number && rp.trusted(r) {
				ps.At(r.Lines.Voids, fmt.Sprintf("write voids: %d", top.number), "hand %d says it voids hand %d, but the last hand not yet voided is hand %d", r.Number, r.Voids, top.number)
			}
			voided := &l.steps[top.step]
			voided.VoidedBy = r.Number
			rp.st = voided.Before.Clone()
		}
	} else {
		if h.Game.isHand(r.Kind) && rp.trusted(r) {
			l.checkRotation(ps, r, &rp.st)
		}
		rp.stack = append(rp.stack, saved{len(l.steps), r.Number})
		rp.st.apply(r)
	}
	if r.Kind == Penalty && h.Game.hasRule("false_declaration") && !h.Rules.FalseDeclaration {
		// Only a warning: a penalty may be for another breach the table
		// agreed, which the ledger cannot tell from a false declaration.
		ps.Warn(r.Lines.Kind, "if it is a false declaration, the table plays the penalty: write false_declaration: true under rules:",
			"hand %d: a penalty, but the session does not play the false-declaration penalty (rules: false_declaration: false)", r.Number)
	}
	// Every record read has its time (a record without at: is left out),
	// so a zero time is one written by hand: 0001-01-01.
	if !playable(r.At, time.Now()) && rp.trusted(r) {
		ps.Warn(r.Lines.At, "correct the date: a record after it is never dated before it",
			"hand %d is dated %s, when no hand was played (from %s up to now)", r.Number, formatWhen(r.At), earliest.Format("2006"))
	}
	if !rp.st.LastAt.IsZero() && r.At.Before(rp.st.LastAt) && rp.trusted(r) {
		ps.Warn(r.Lines.At, "records are kept in the order played: if this one is in the wrong place, move it after the records played before it",
			"hand %d is dated %s, before hand %d (%s)", r.Number, formatWhen(r.At), r.Number-1, formatWhen(rp.st.LastAt))
	}
	rp.st.LastAt = r.At
	rp.st.Records = r.Number
	rp.st.LastInForce = 0
	if len(rp.stack) > 0 {
		rp.st.LastInForce = rp.stack[len(rp.stack)-1].number
	}
	if r.Kind == Rename || r.Kind == Void { // a void may undo a rename
		rp.below = namedIn(rp.below, before, rp.st)
	}
	if h.Money.Start > 0 {
		for _, p := range rp.st.Header.Players {
			if rp.st.Balances[p] < 0 && !rp.below[p] {
				at := r.Lines.Item
				if n := LineOf(r.Lines.Names, p); n != 0 {
					at = n
				}
				ps.Warn(at, fmt.Sprintf("if %s borrowed, record the loan: --adjust --transfer %s=-N,%s=+N --note 'loan'", p, lender(&rp.st, p), p),
					"%s: %s's play money goes below zero (%d); the table's money cannot pay it", step.Name(), p, rp.st.Balances[p])
			}
			rp.below[p] = rp.st.Balances[p] < 0
		}
	}
	step.After = rp.st.Clone()
	rp.last = step.After
	return step
}

// checkRotation checks a hand against the state it was played in: the
// session is not over, and the dealer (banker, East) written in the record,
// when it is, is the one the rotation gives.
func (l *Book) checkRotation(ps *Found, r *HandRecord, st *State) {
	if st.Over != "" {
		ps.At(r.Lines.Kind, "start a new ledger for the next session, or void this hand", "hand %d: %s, so no more hands are played", r.Number, st.Over)
	}
	if r.Inputs == nil || r.Inputs.RoleHolder == "" || r.Inputs.RoleHolder == st.RoleHolder {
		return
	}
	role := l.Header.Game.Role()
	what := fmt.Sprintf("%s %d", l.Header.Game.Play(), st.Played+1)
	ps.At(r.Lines.Role, fmt.Sprintf("if a hand above is missing, add it there; if this one was written wrong, write %s: %s", role, st.RoleHolder),
		"hand %d: %s is %s, but the rotation gives %s for %s", r.Number, role, r.Inputs.RoleHolder, st.RoleHolder, what)
}

// namedIn is the players of set, named in state from, named as they are
// in state to.
func namedIn(set map[string]bool, from, to State) map[string]bool {
	out := make(map[string]bool, len(set))
	for p, ok := range set {
		out[from.NameIn(to, p)] = ok
	}
	return out
}

// lender is who a player below zero would have borrowed from, for the
// fix a warning suggests: the other player with the most money, the first
// in seat order among equals (never one below zero himself while another
// has more).
func lender(st *State, p string) string {
	best := p
	for _, q := range st.Header.Players {
		if q != p && (best == p || st.Balances[q] > st.Balances[best]) {
			best = q
		}
	}
	return best
}

// Standing is a player's place in the session.
type Standing struct {
	Place   int    `json:"place"`
	Player  string `json:"player"`
	Balance int    `json:"balance"`
	// Net is the balance less the starting money.
	Net int `json:"net"`
	// Total is the player's total score (Dancing Dragons, MAC I).
	Total int `json:"total,omitempty"`
}

// Standings ranks the players: by money, or for Dancing Dragons and MAC I
// by total score (lowest first for Dancing Dragons). Equal players share a
// place and keep seat order.
func (s State) Standings() []Standing {
	h := s.Header
	out := make([]Standing, len(h.Players))
	for i, p := range h.Players {
		out[i] = Standing{Player: p, Balance: s.Balances[p], Net: s.Balances[p] - h.Money.Start}
		if s.Totals != nil {
			out[i].Total = s.Totals[p]
		}
	}
	key := func(x Standing) int {
		switch {
		case !h.Game.Totals():
			return -x.Balance
		case h.Game.LowestWins():
			return x.Total
		}
		return -x.Total
	}
	slices.SortStableFunc(out, func(a, b Standing) int { return cmp.Compare(key(a), key(b)) })
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && key(out[i]) == key(out[i-1]) {
			out[i].Place = out[i-1].Place
		}
	}
	return out
}

// Leaders names the players in first place, joined with "and".
func (s State) Leaders() string {
	var names []string
	for _, x := range s.Standings() {
		if x.Place == 1 {
			names = append(names, x.Player)
		}
	}
	return strings.Join(names, " and ")
}
