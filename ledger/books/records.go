package books

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/internal/words"
)

// KindRules checks what a record of its kind must and may hold.
func (h *Header) KindRules(ps *Found, r *HandRecord, what string) {
	g := h.Game
	item := r.Lines.Item
	switch r.Kind {
	case Win:
		if g.Totals() {
			if r.Scores == nil && !r.Lines.Partial {
				ps.At(item, "add scores: {"+exampleAmounts(h.Players, false)+"}", "%s: a %s hand records everybody's scores:", what, g.Title())
			} else if len(r.Scores) != len(h.Players) {
				ps.At(r.Lines.Scores, "give a score (0 when none) for each of "+strings.Join(h.Players, ", "), "%s: the scores leave out %s", what, strings.Join(missing(h.Players, r.Scores), ", "))
			}
			for name, v := range r.Scores {
				if v < 0 {
					ps.At(LineOf(r.Lines.Names, name), "a hand's score is 0 or more; correct a total with kind: adjustment", "%s: %s scores %d", what, name, v)
				}
			}
			break
		}
		if len(r.Transfers) == 0 && !r.Lines.Partial {
			ps.At(item, "add transfers: {"+exampleAmounts(h.Players, true)+"}", "%s: a win records the money it moved as transfers:", what)
		}
		if r.Lines.Winner == 0 {
			ps.At(item, "add inputs: {winner: NAME}", "%s: a win names its winner (inputs: winner:)", what)
		}
		h.winnerGains(ps, r, what)
	case Tie, Dead:
		if r.Transfers != nil || r.Scores != nil {
			at := r.Lines.Transfers
			if at == 0 {
				at = r.Lines.Scores
			}
			ps.At(at, "remove the transfers; record a payment as its own penalty or adjustment", "%s: a %s moves no money", what, r.Kind)
		}
	case Penalty:
		if len(r.Transfers) == 0 && !r.Lines.Partial {
			ps.At(item, "add transfers: {"+exampleAmounts(h.Players, true)+"}", "%s: a penalty records the money it moved as transfers:", what)
		}
	case Adjustment:
		if len(r.Transfers) == 0 && len(r.Scores) == 0 && !r.Lines.Partial {
			ps.At(item, "add transfers: {"+exampleAmounts(h.Players, true)+"}", "%s: an adjustment records what it changes as transfers:", what)
		} else if movesNothing(r.Transfers) && movesNothing(r.Scores) && !r.Lines.Partial {
			// Written by hand: a write refuses it (see stamp).
			ps.Warn(max(r.Lines.Transfers, r.Lines.Scores), "give what it changes, or remove the record", "%s: the adjustment moves nothing (every amount is 0)", what)
		}
	case Rename, Seats:
		if r.Transfers != nil || r.Scores != nil {
			ps.At(max(r.Lines.Transfers, r.Lines.Scores), "remove the transfers; record a payment as its own adjustment", "%s: %s moves no money", what, Article(string(r.Kind)+" record"))
		}
	case Void:
		if r.Transfers != nil || r.Scores != nil || r.Inputs != nil {
			ps.At(item, "keep only at:, kind:, voids: and note:", "%s: a void only cancels the last hand; it has no inputs, transfers or scores", what)
		}
	}
	if r.Transfers != nil && !r.Lines.Partial {
		sum := 0
		for _, v := range r.Transfers {
			sum += v
		}
		if sum != 0 {
			ps.At(r.Lines.Transfers, "make them add up to 0: money only moves between players", "%s: the transfers add up to %+d; they must add up to 0", what, sum)
		}
	}
}

// winnerGains checks that the winner of a money game is paid: the winner
// decides who deals next, so a slip in the name (or the signs) would
// silently change the rotation.
func (h *Header) winnerGains(ps *Found, r *HandRecord, what string) {
	if r.Inputs == nil || r.Inputs.Winner == "" || len(r.Transfers) == 0 || r.Lines.Partial {
		return
	}
	w := r.Inputs.Winner
	if r.Transfers[w] > 0 {
		return
	}
	at := LineOf(r.Lines.Names, w)
	if at == 0 {
		at = r.Lines.Transfers
	}
	fix := fmt.Sprintf("if %s won, his transfer is what the others pay him, with a +", w)
	var gainers []string
	for _, p := range h.Players {
		if r.Transfers[p] > 0 {
			gainers = append(gainers, p)
		}
	}
	if len(gainers) == 1 {
		fix = fmt.Sprintf("if %s won, write winner: %s; if %s won, his transfer has a +", gainers[0], gainers[0], w)
	}
	ps.At(at, fix, "%s: the winner %s gains nothing (%+d); a winner is paid", what, w, r.Transfers[w])
}

func missing(players []string, m map[string]int) []string {
	var out []string
	for _, p := range players {
		if _, ok := m[p]; !ok {
			out = append(out, p)
		}
	}
	return out
}

// exampleAmounts writes amounts for the first two players, for fixes.
func exampleAmounts(players []string, signed bool) string {
	if len(players) < 2 {
		return ""
	}
	if signed {
		return players[0] + ": +12, " + players[1] + ": -12"
	}
	parts := make([]string, len(players))
	for i, p := range players {
		parts[i] = p + ": 0"
	}
	return strings.Join(parts, ", ")
}

// Article puts "a" or "an" before w.
func Article(w string) string {
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

// movesNothing reports whether every amount in m is 0.
func movesNothing(m map[string]int) bool {
	for _, v := range m {
		if v != 0 {
			return false
		}
	}
	return true
}

// text checks that the record's words are text a file can hold: its
// note and the tiles or cards typed in the inputs game g keeps.
func (r *HandRecord) text(g Game) error {
	check := func(what, s string) error {
		if !utf8.ValidString(s) {
			return words.Errorf("ledger", "%s is not text (it is not valid UTF-8); nothing was written", what)
		}
		return nil
	}
	errs := []error{check("the note", r.Note)}
	if in := r.Inputs; in != nil {
		for f := range g.fields {
			switch f.Kind {
			case Text:
				errs = append(errs, check("the "+f.Key, f.Get(in)))
			case PlayerHands:
				for _, h := range f.Hands(in) {
					errs = append(errs, check(f.Each+" "+h.Name, h.Hand))
				}
			}
		}
	}
	return errors.Join(errs...)
}

// SameRecord reports whether b, read back, says what a meant.
func SameRecord(a, b *HandRecord) bool {
	if b == nil {
		return false
	}
	norm := func(m map[string]int) map[string]int {
		if len(m) == 0 {
			return nil
		}
		return m
	}
	normIn := func(in *Inputs) *Inputs {
		if in == nil {
			return nil
		}
		c := *in
		if len(c.Losers) == 0 {
			c.Losers = nil
		}
		if len(c.Hands) == 0 {
			c.Hands = nil
		}
		c.Own = maps.Clone(c.Own)
		maps.DeleteFunc(c.Own, func(_, v string) bool { return v == "" })
		if len(c.Own) == 0 {
			c.Own = nil
		}
		if reflect.DeepEqual(c, Inputs{}) {
			return nil
		}
		return &c
	}
	ina, inb := normIn(a.Inputs), normIn(b.Inputs)
	return a.Kind == b.Kind && a.At.Equal(b.At) && a.Note == b.Note && a.Voids == b.Voids &&
		reflect.DeepEqual(norm(a.Transfers), norm(b.Transfers)) && reflect.DeepEqual(norm(a.Scores), norm(b.Scores)) &&
		reflect.DeepEqual(ina, inb) && a.From == b.From && a.To == b.To && slices.Equal(a.Seats, b.Seats)
}
