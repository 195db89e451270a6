package ledger

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Appended is what Append and Undo did.
type Appended struct {
	// Record is the record written, with its number and time filled in.
	Record *books.HandRecord
	// Before and After are the states before and after it.
	Before, After books.State
	// Voided is, for a void, the record it cancelled.
	Voided *books.HandRecord
	// Warnings are new warnings the record brings (money below zero).
	Warnings books.Problems
}

// Append adds one record to the ledger at path. Under the ledger's lock it
// reads and checks the file, calls build with the state the new record is
// made in (the dealer and the version as they are now, the header in
// st.Header), checks the record build returns against that state, and
// writes the file back with the record appended: atomically (a temporary
// file in the same directory, synced, renamed over the ledger, the
// directory synced), and never when the file or the record has a problem.
//
// build fills in Kind, Inputs, Transfers (or Scores) and Note; Append
// fills in Number, At when zero (now), and the dealer of a hand when
// Inputs.RoleHolder is empty. build may return an error to give up; nothing is
// written. A void is recorded with Undo, not Append.
//
// The bytes already in the file are left as they are: the record is
// added after them, so comments, order and spacing survive. When the
// layout does not allow that (hands: is not the last field), the record is
// added to the document's nodes and the document written from them.
func Append(path string, build func(st books.State) (*books.HandRecord, error)) (*Appended, error) {
	var out *Appended
	err := locked(path, func(real string, data []byte) error {
		if err := writable(path, real); err != nil {
			return err
		}
		l, warnings, err := openForAppend(path, real, data)
		if err != nil {
			return err
		}
		// build gets a state of its own, its header too: nothing it
		// changes reaches the ledger the record is checked against.
		mine := l.Now().Clone()
		h := l.Now().Header.Clone()
		mine.Header = &h
		r, err := build(mine)
		if err != nil {
			return err
		}
		if r == nil {
			return words.NewError("ledger", "nothing to record")
		}
		if r.Kind == books.Void {
			return words.NewError("ledger", "a void is recorded with Undo")
		}
		out, err = l.add(real, data, warnings, r, "")
		return err
	})
	return out, err
}

// Undo appends a void record that cancels the last hand not yet voided,
// with the same care as Append. at is its time (zero for now); note may be
// empty.
func Undo(path string, at time.Time, note string) (*Appended, error) {
	return undo(path, at, note, 0)
}

// UndoIf is Undo of the hand numbered expect, the one a person was shown
// and agreed to void: under the ledger's lock, when the last hand not yet
// voided is another (a record came in between, from another program on
// the same file), nothing is written and the error is a *NotLastError.
func UndoIf(path string, at time.Time, note string, expect int) (*Appended, error) {
	if expect < 1 {
		return nil, words.Errorf("ledger", "record %d cannot be undone: records are numbered from 1", expect)
	}
	return undo(path, at, note, expect)
}

// NotLastError refuses UndoIf: the hand it was to void is no longer the
// last one an undo voids.
type NotLastError struct {
	Path string
	// Expected is the hand UndoIf was given; Last the one an undo would
	// void now (0: none).
	Expected, Last int
}

func (e *NotLastError) Error() string {
	if e.Last == 0 {
		return fmt.Sprintf("%s: record %d is no longer the last one an undo voids, and there is none to undo now; nothing was voided", e.Path, e.Expected)
	}
	return fmt.Sprintf("%s: record %d is no longer the last one an undo voids (it would void record %d now); nothing was voided", e.Path, e.Expected, e.Last)
}

// undo voids the last hand not yet voided: the hand numbered expect, or
// whichever it is when expect is 0.
func undo(path string, at time.Time, note string, expect int) (*Appended, error) {
	var out *Appended
	err := locked(path, func(real string, data []byte) error {
		if err := writable(path, real); err != nil {
			return err
		}
		l, ps := parse(path, data, true)
		if errs := ps.Errors(); len(errs) > 0 {
			return errs
		}
		st := l.State()
		if expect != 0 && st.LastInForce != expect {
			return &NotLastError{Path: path, Expected: expect, Last: st.LastInForce}
		}
		if st.LastInForce == 0 {
			return fmt.Errorf("%s: there is no hand to undo", path)
		}
		var target *books.HandRecord
		for _, s := range l.Steps() {
			if s.Record.Number == st.LastInForce {
				target = s.Record
			}
		}
		r := &books.HandRecord{Kind: books.Void, At: at, Voids: st.LastInForce, Note: note}
		var err error
		out, err = l.add(real, data, ps, r, "# "+target.Describe(st.Header, l.Steps()))
		if out != nil {
			out.Voided = target
		}
		return err
	})
	return out, err
}

// openForAppend returns the ledger ready for a record: from the memo or
// the cache when the file is byte for byte the one last worked out and the
// record goes after its last byte, else read in full. data are the bytes
// read under the lock, so the record is still made from what the file
// holds. A record added through the document's nodes is always added to
// the file's own nodes, which only a full read gives: the memo and the
// cache may speed up reading the state, never the writing.
func openForAppend(path, real string, data []byte) (*Ledger, books.Problems, error) {
	if w := lookup(real, data); w != nil && w.Plan.Splice {
		l := &Ledger{Book: books.Book{File: path, Header: w.Header}, data: data, plan: w.Plan}
		st := w.State
		st.Header = &l.Header
		l.Resume(st, w.Below)
		return l, w.Warnings, nil
	}
	l, ps := parse(path, data, true)
	if errs := ps.Errors(); len(errs) > 0 {
		return nil, nil, errs
	}
	return l, ps, nil
}

// add checks record r against the ledger's state after its last record
// and writes the ledger with it appended. comment goes on the record's
// voids: line.
func (l *Ledger) add(real string, data []byte, warnings books.Problems, r *books.HandRecord, comment string) (*Appended, error) {
	h := l.Now().Header
	before := l.Now().Clone()
	if err := l.Stamp(r, before); err != nil {
		return nil, err
	}
	item, back, err := readBack(h, r, comment)
	if err != nil {
		return nil, err
	}
	ps := &problems{books.Found{File: ""}}
	step := l.Add(&ps.Found, back)
	all := ps.Finish(nil)
	if errs := all.Errors(); len(errs) > 0 {
		return nil, detached(errs)
	}
	newData, err := l.withRecord(l.plan, item)
	if err != nil {
		return nil, err
	}
	if len(newData) > maxLedgerSize {
		return nil, full(l.File)
	}
	// The new warnings are at the record's lines in the new file.
	first := bytes.Count(data, []byte("\n")) + 1
	for _, w := range all {
		w.File = l.File
		if w.Line > 0 {
			w.Line += first - 1
		}
	}
	warnings = append(slices.Clone(warnings), quoted(all.Warnings(), newData)...)
	now := l
	if !l.plan.Splice {
		// The document was written out from its nodes: read it all again
		// before it replaces the file.
		l2, ps2 := Parse(l.File, newData)
		if errs := ps2.Errors(); len(errs) > 0 || len(l2.Hands) != r.Number {
			return nil, words.Errorf("ledger", "the ledger would not read back after adding the record (%v); nothing was written", errs)
		}
		now, warnings = l2, ps2
	}
	// The memo has the new bytes before the file does: a reader that
	// reads them as soon as they are in place finds them there. (Bytes a
	// write then fails to put in place only take room.) The cache entry
	// waits for the file: a reader of the old bytes would replace it.
	w := now.worked(warnings)
	remember(real, newData, w)
	if err := writeAtomic(l.File, real, newData); err != nil {
		return nil, err
	}
	writeCache(real, newData, w, nil)
	return &Appended{Record: back, Before: before, After: step.After, Warnings: all}, nil
}

// quoted returns copies of the problems ps, found in data, each quoting its
// line as a full read of data quotes it: the warnings kept with the new
// bytes in the memo and the cache are those a full read would give.
func quoted(ps books.Problems, data []byte) books.Problems {
	if len(ps) == 0 {
		return nil
	}
	c := &books.Found{}
	for _, p := range ps {
		cp := *p
		c.Add(&cp)
	}
	return c.Finish(data)
}

// readBack writes record r as the node of an item of hands: and reads it
// back from the text it will be written as: the same checks as for a
// record in the file, and proof that the text says exactly what was meant.
func readBack(h *books.Header, r *books.HandRecord, comment string) (item *yaml.Node, back *books.HandRecord, err error) {
	item = recordNode(h, r, comment)
	text, err := itemText(item, 0, "\n")
	if err != nil {
		return nil, nil, words.Errorf("ledger", "writing the record: %v", err)
	}
	ps := &problems{books.Found{File: ""}}
	back, err = readItem(h, ps, text, r.Number)
	if err != nil {
		return nil, nil, err
	}
	if errs := ps.Finish(nil).Errors(); len(errs) > 0 {
		return nil, nil, detached(errs)
	}
	if !books.SameRecord(r, back) {
		return nil, nil, words.Errorf("ledger", "the record would not read back as written (%s); nothing was written", strings.TrimSpace(string(text)))
	}
	return item, back, nil
}

// detached drops the places of problems with what is not yet in the file.
func detached(ps books.Problems) books.Problems {
	for _, p := range ps {
		p.File, p.Line, p.Quote = "", 0, ""
	}
	return ps
}

// parseItem returns the record node in the text of one item of hands:.
func parseItem(text []byte) (*yaml.Node, error) {
	root, err := yamlfile.Parse("the new record", text)
	if err != nil {
		return nil, err
	}
	doc := root.Content[0]
	if doc.Kind != yaml.SequenceNode || len(doc.Content) != 1 {
		return nil, words.NewError("ledger", "the record does not read back as one item")
	}
	return doc.Content[0], nil
}

// readItem reads a record from the text of one item of hands:.
func readItem(h *books.Header, ps *problems, text []byte, num int) (*books.HandRecord, error) {
	l, err := parseItem(text)
	if err != nil {
		return nil, err
	}
	r := readRecord(h, "", ps, l, num, kindInputs{})
	if r == nil && ps.Len() == 0 {
		return nil, words.NewError("ledger", "the record cannot be read back")
	}
	return r, nil
}
