package ledger

import (
	"fmt"
	"runtime"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// recordFields are the fields of a record.
var recordFields = []string{"at", "kind", "inputs", "transfers", "scores", "voids", "from", "to", "seats", "note"}

// largeLedger is the size from which a ledger's node tree is worth a
// collection as soon as it is garbage: a season's file, whose tree is
// tens of megabytes.
const largeLedger = 1 << 20

// records reads every record under hands:. A record with a problem is
// left out of Hands (the problem is reported) and marks the ledger broken
// from there on, so that the rotation checks after it stay quiet. Unless
// keep, each record's nodes are dropped from the tree once it is read.
//
// Each record is read against the players at the table when it was made
// (a rename or a seats record changes them for those after it), so each
// is replayed as soon as it is read: the ledger's steps and its state
// after the last record are worked out here too.
func (l *Ledger) records(ps *problems, keep bool) {
	rp := &replayer{l: l, st: start(&l.Header), below: map[string]bool{}}
	l.rp = rp
	if l.hands.Kind != yaml.SequenceNode {
		return
	}
	l.Hands = make([]*HandRecord, 0, len(l.hands.Content))
	l.steps = make([]Step, 0, len(l.hands.Content))
	for i, n := range l.hands.Content {
		if !keep {
			l.hands.Content[i] = nil
			if i == len(l.hands.Content)/3 && len(l.data) > largeLedger {
				// A third of the tree is garbage: collecting it now lets
				// the rest of the records take its place, where the heap
				// would otherwise grow by them all over the whole tree
				// (on a season: a peak of 1.7 times the tree, not 2).
				runtime.GC()
			}
		}
		before := len(ps.list)
		r := rp.st.Header.record(l.File, ps, n, i+1)
		if len(ps.list) > before {
			r = nil
		}
		if r == nil {
			l.broken = append(l.broken, i+1)
			if rp.broken == 0 {
				rp.broken = i + 1
			}
			continue
		}
		l.Hands = append(l.Hands, r)
		l.steps = append(l.steps, rp.next(ps, r))
	}
}

// record reads one record, number num, checking it against the header.
func (h *Header) record(f string, ps *problems, n *yaml.Node, num int) *HandRecord {
	r := &HandRecord{Number: num, Line: n.Line}
	r.lines.item = n.Line
	what := fmt.Sprintf("hand %d", num)
	m, e := yamlfile.Fields(f, n, what, recordFields...)
	if e != nil {
		ps.add(e)
		return nil
	}
	// at: and kind: come first: the rest is read by kind.
	readAt(f, ps, n, m["at"], r, what)
	v := m["kind"]
	if v == nil {
		ps.at(n, "add a line 'kind: win' (or "+h.Game.allowedKinds()+")", "%s has no kind:", what)
		return nil
	}
	s, e := yamlfile.Str(f, v, what+": kind")
	if e != nil {
		ps.add(e)
		return nil
	}
	r.Kind = Kind(s)
	r.lines.kind = v.Line
	if !slices.Contains(Kinds, r.Kind) {
		var known []string
		for _, k := range Kinds {
			known = append(known, string(k))
		}
		fix := "the kinds are " + h.Game.allowedKinds()
		if sg := words.Suggest(s, known); sg != "" {
			fix = "write kind: " + sg
		}
		ps.at(v, fix, "%s: unknown kind %s", what, words.Quote(s))
		return nil
	}
	if !h.Game.allows(r.Kind) {
		ps.at(v, kindFix(h.Game, r.Kind), "%s: a %s ledger has no %s records (its kinds are %s)", what, h.Game.Title(), r.Kind, h.Game.allowedKinds())
		return nil
	}
	if v := m["note"]; v != nil {
		r.Note, e = yamlfile.Str(f, v, what+": note")
		ps.add(e)
	}
	if v := m["transfers"]; v != nil {
		r.Transfers = h.amounts(f, ps, v, what+": transfers", r)
		r.lines.transfers = v.Line
	}
	if v := m["scores"]; v != nil {
		if !h.Game.Totals() {
			ps.at(v, "write the money as transfers:", "%s: scores are kept for %s; a %s ledger keeps money as transfers:", what, scoringGames(), h.Game.Title())
		} else {
			r.Scores = h.amounts(f, ps, v, what+": scores", r)
			r.lines.scores = v.Line
		}
	}
	if v := m["inputs"]; v != nil {
		r.lines.inputs = v.Line
		r.Inputs = h.inputs(f, ps, v, r, what)
	}
	if v := m["voids"]; v != nil {
		r.lines.voids = v.Line
		if r.Kind != Void {
			ps.at(v, "remove this line", "%s: only a void record says which hand it voids", what)
		} else {
			r.Voids, e = yamlfile.Int(f, v, what+": voids")
			ps.add(e)
		}
	}
	h.readRename(f, ps, m, r, what)
	h.readSeats(f, ps, m, r, what)
	h.kindRules(ps, r, what)
	return r
}

// readAt reads record r's at:, the value v of the record at n (nil when
// it has none).
func readAt(f string, ps *problems, n, v *yaml.Node, r *HandRecord, what string) {
	if v == nil {
		ps.at(n, "add a line 'at: 2026-03-14T20:05:00+01:00' (when it was played)", "%s has no at: (date and time)", what)
	} else if s, e := yamlfile.Str(f, v, what+": at"); e != nil {
		ps.add(e)
	} else if t, ok := ParseTime(s); !ok {
		ps.at(v, "write it as 2026-03-14T20:05:00+01:00 or 2026-03-14 20:05", "%s: at: %s is not a date and time", what, words.Quote(s))
	} else {
		r.At = t
		r.lines.at = v.Line
	}
}

// kindFix suggests the kind a game uses instead of k.
func kindFix(g Game, k Kind) string {
	switch {
	case k == Tie && g.allows(Dead):
		return "a hand nobody wins is kind: dead in " + g.Title()
	case k == Dead && g.allows(Tie):
		return "a " + g.Title() + " " + g.Play() + " that runs out of tiles is kind: tie"
	case (k == Tie || k == Dead) && g.Totals():
		return "every " + g.Title() + " hand is kind: win, with everybody's scores"
	}
	return "the kinds are " + g.allowedKinds()
}

// kindRules checks what a record of its kind must and may hold.
func (h *Header) kindRules(ps *problems, r *HandRecord, what string) {
	g := h.Game
	item := r.lines.item
	switch r.Kind {
	case Win:
		if g.Totals() {
			if r.Scores == nil && !r.lines.partial {
				ps.atLine(item, "add scores: {"+exampleAmounts(h.Players, false)+"}", "%s: a %s hand records everybody's scores:", what, g.Title())
			} else if len(r.Scores) != len(h.Players) {
				ps.atLine(r.lines.scores, "give a score (0 when none) for each of "+strings.Join(h.Players, ", "), "%s: the scores leave out %s", what, strings.Join(missing(h.Players, r.Scores), ", "))
			}
			for name, v := range r.Scores {
				if v < 0 {
					ps.atLine(lineOf(r.lines.names, name), "a hand's score is 0 or more; correct a total with kind: adjustment", "%s: %s scores %d", what, name, v)
				}
			}
			break
		}
		if len(r.Transfers) == 0 && !r.lines.partial {
			ps.atLine(item, "add transfers: {"+exampleAmounts(h.Players, true)+"}", "%s: a win records the money it moved as transfers:", what)
		}
		if r.lines.winner == 0 {
			ps.atLine(item, "add inputs: {winner: NAME}", "%s: a win names its winner (inputs: winner:)", what)
		}
		h.winnerGains(ps, r, what)
	case Tie, Dead:
		if r.Transfers != nil || r.Scores != nil {
			at := r.lines.transfers
			if at == 0 {
				at = r.lines.scores
			}
			ps.atLine(at, "remove the transfers; record a payment as its own penalty or adjustment", "%s: a %s moves no money", what, r.Kind)
		}
	case Penalty:
		if len(r.Transfers) == 0 && !r.lines.partial {
			ps.atLine(item, "add transfers: {"+exampleAmounts(h.Players, true)+"}", "%s: a penalty records the money it moved as transfers:", what)
		}
	case Adjustment:
		if len(r.Transfers) == 0 && len(r.Scores) == 0 && !r.lines.partial {
			ps.atLine(item, "add transfers: {"+exampleAmounts(h.Players, true)+"}", "%s: an adjustment records what it changes as transfers:", what)
		} else if movesNothing(r.Transfers) && movesNothing(r.Scores) && !r.lines.partial {
			// Written by hand: a write refuses it (see stamp).
			ps.warn(max(r.lines.transfers, r.lines.scores), "give what it changes, or remove the record", "%s: the adjustment moves nothing (every amount is 0)", what)
		}
	case Rename, Seats:
		if r.Transfers != nil || r.Scores != nil {
			ps.atLine(max(r.lines.transfers, r.lines.scores), "remove the transfers; record a payment as its own adjustment", "%s: %s moves no money", what, article(string(r.Kind)+" record"))
		}
	case Void:
		if r.Transfers != nil || r.Scores != nil || r.Inputs != nil {
			ps.atLine(item, "keep only at:, kind:, voids: and note:", "%s: a void only cancels the last hand; it has no inputs, transfers or scores", what)
		}
	}
	if r.Transfers != nil && !r.lines.partial {
		sum := 0
		for _, v := range r.Transfers {
			sum += v
		}
		if sum != 0 {
			ps.atLine(r.lines.transfers, "make them add up to 0: money only moves between players", "%s: the transfers add up to %+d; they must add up to 0", what, sum)
		}
	}
}

// winnerGains checks that the winner of a money game is paid: the winner
// decides who deals next, so a slip in the name (or the signs) would
// silently change the rotation.
func (h *Header) winnerGains(ps *problems, r *HandRecord, what string) {
	if r.Inputs == nil || r.Inputs.Winner == "" || len(r.Transfers) == 0 || r.lines.partial {
		return
	}
	w := r.Inputs.Winner
	if r.Transfers[w] > 0 {
		return
	}
	at := lineOf(r.lines.names, w)
	if at == 0 {
		at = r.lines.transfers
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
	ps.atLine(at, fix, "%s: the winner %s gains nothing (%+d); a winner is paid", what, w, r.Transfers[w])
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

// article puts "a" or "an" before w.
func article(w string) string {
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
