// The store reads the records under hands: from the file's YAML, each
// checked against the header as it stood when the record was made.

package ledger

import (
	"fmt"
	"runtime"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger/books"
	"gopkg.in/yaml.v3"
)

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
	if l.hands.Kind != yaml.SequenceNode {
		l.Begin(l.data, 0)
		return
	}
	l.Begin(l.data, len(l.hands.Content))
	fields := kindInputs{}
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
		before := ps.Len()
		r := readRecord(l.Now().Header, l.File, ps, n, i+1, fields)
		if ps.Len() > before {
			r = nil
		}
		if r == nil {
			l.LeaveOut(i + 1)
			continue
		}
		l.Add(&ps.Found, r)
	}
}

// readRecord reads one record, number num, checking it against the header;
// fields are the input fields of the file's game.
func readRecord(h *books.Header, f string, ps *problems, n *yaml.Node, num int, fields kindInputs) *books.HandRecord {
	r := &books.HandRecord{Number: num, Line: n.Line}
	r.Lines.Item = n.Line
	what := fmt.Sprintf("hand %d", num)
	var m recordYAML
	if e := decodeFields(f, n, what, &m); e != nil {
		ps.add(e)
		return nil
	}
	// at: and kind: come first: the rest is read by kind.
	readAt(f, ps, n, m.At, r, what)
	v := m.Kind
	if v == nil {
		ps.at(n, "add a line 'kind: win' (or "+h.Game.AllowedKinds()+")", "%s has no kind:", what)
		return nil
	}
	s, e := yamlfile.Str(f, v, what+": kind")
	if e != nil {
		ps.add(e)
		return nil
	}
	r.Kind = books.Kind(s)
	r.Lines.Kind = v.Line
	if !slices.Contains(books.Kinds, r.Kind) {
		var known []string
		for _, k := range books.Kinds {
			known = append(known, string(k))
		}
		fix := "the kinds are " + h.Game.AllowedKinds()
		if sg := words.Suggest(s, known); sg != "" {
			fix = "write kind: " + sg
		}
		ps.at(v, fix, "%s: unknown kind %s", what, words.Quote(s))
		return nil
	}
	if !h.Game.Allows(r.Kind) {
		ps.at(v, kindFix(h.Game, r.Kind), "%s: a %s ledger has no %s records (its kinds are %s)", what, h.Game.Title(), r.Kind, h.Game.AllowedKinds())
		return nil
	}
	if v := m.Note; v != nil {
		r.Note, e = yamlfile.Str(f, v, what+": note")
		ps.add(e)
	}
	if v := m.Transfers; v != nil {
		r.Transfers = readAmounts(h, f, ps, v, what+": transfers", r)
		r.Lines.Transfers = v.Line
	}
	if v := m.Scores; v != nil {
		if !h.Game.Totals() {
			ps.at(v, "write the money as transfers:", "%s: scores are kept for %s; a %s ledger keeps money as transfers:", what, books.ScoringGames(), h.Game.Title())
		} else {
			r.Scores = readAmounts(h, f, ps, v, what+": scores", r)
			r.Lines.Scores = v.Line
		}
	}
	if v := m.Inputs; v != nil {
		r.Lines.Inputs = v.Line
		r.Inputs = readInputs(h, f, ps, v, r, what, fields.of(h.Game, r.Kind))
	}
	if v := m.Voids; v != nil {
		r.Lines.Voids = v.Line
		if r.Kind != books.Void {
			ps.at(v, "remove this line", "%s: only a void record says which hand it voids", what)
		} else {
			r.Voids, e = yamlfile.Int(f, v, what+": voids")
			ps.add(e)
		}
	}
	readRename(h, f, ps, &m, r, what)
	readSeats(h, f, ps, &m, r, what)
	h.KindRules(&ps.Found, r, what)
	return r
}

// readAt reads record r's at:, the value v of the record at n (nil when
// it has none).
func readAt(f string, ps *problems, n, v *yaml.Node, r *books.HandRecord, what string) {
	if v == nil {
		ps.at(n, "add a line 'at: 2026-03-14T20:05:00+01:00' (when it was played)", "%s has no at: (date and time)", what)
	} else if s, e := yamlfile.Str(f, v, what+": at"); e != nil {
		ps.add(e)
	} else if t, ok := books.ParseTime(s); !ok {
		ps.at(v, "write it as 2026-03-14T20:05:00+01:00 or 2026-03-14 20:05", "%s: at: %s is not a date and time", what, words.Quote(s))
	} else {
		r.At = t
		r.Lines.At = v.Line
	}
}

// kindFix suggests the kind a game uses instead of k.
func kindFix(g books.Game, k books.Kind) string {
	switch {
	case k == books.Tie && g.Allows(books.Dead):
		return "a hand nobody wins is kind: dead in " + g.Title()
	case k == books.Dead && g.Allows(books.Tie):
		return "a " + g.Title() + " " + g.Play() + " that runs out of tiles is kind: tie"
	case (k == books.Tie || k == books.Dead) && g.Totals():
		return "every " + g.Title() + " hand is kind: win, with everybody's scores"
	}
	return "the kinds are " + g.AllowedKinds()
}

// readRename reads a rename's from: and to: (m holds the record's fields)
// and checks them against the players of h, those at the table before it.
func readRename(h *books.Header, f string, ps *problems, m *recordYAML, r *books.HandRecord, what string) {
	from, to := m.From, m.To
	if r.Kind != books.Rename {
		for _, v := range []*yaml.Node{from, to} {
			if v != nil {
				ps.at(v, "remove this line", "%s: only a rename record names from: and to:", what)
			}
		}
		return
	}
	if from == nil || to == nil {
		ps.At(r.Lines.Item, "add from: OLD and to: NEW, the name he had and the one he has from here on", "%s: a rename names the player (from:) and his new name (to:)", what)
		return
	}
	r.Lines.From, r.Lines.To = from.Line, to.Line
	var e *yamlfile.Error
	if r.From, e = yamlfile.Str(f, from, what+": from"); e != nil {
		ps.add(e)
		return
	}
	if r.To, e = yamlfile.Str(f, to, what+": to"); e != nil {
		ps.add(e)
		return
	}
	old, err := h.CheckRename(r.From, r.To)
	if err != nil {
		at := to
		if _, ok := h.Player(r.From); !ok {
			at = from
		}
		ref := err.(*books.Refusal)
		ps.at(at, ref.Fix, "%s: %s", what, ref.Msg)
		return
	}
	r.From = old
}

// readSeats reads a seats record's seats: (m holds the record's fields)
// and checks them against the players of h, those at the table before it.
func readSeats(h *books.Header, f string, ps *problems, m *recordYAML, r *books.HandRecord, what string) {
	v := m.Seats
	if r.Kind != books.Seats {
		if v != nil {
			ps.at(v, "remove this line", "%s: only a seats record gives seats:", what)
		}
		return
	}
	if v == nil {
		ps.At(r.Lines.Item, "add seats: ["+strings.Join(h.Players, ", ")+"], the players in their new order", "%s: a seats record gives the new seat order (seats:)", what)
		return
	}
	r.Lines.Seats = v.Line
	names, e := yamlfile.Strings(f, v, what+": seats")
	if e != nil {
		ps.add(e)
		return
	}
	seats, err := h.CheckSeats(names)
	if err != nil {
		ref := err.(*books.Refusal)
		ps.at(v, ref.Fix, "%s: %s", what, ref.Msg)
		return
	}
	r.Seats = seats
}
