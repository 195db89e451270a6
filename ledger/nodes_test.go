package ledger

import (
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
	"gopkg.in/yaml.v3"
)

// TestRecordsHoldNoNodes: what a parsed ledger keeps of each record (the
// record, its step) holds lines, never the file's YAML nodes, which would
// keep a season's node tree alive through the audit.
func TestRecordsHoldNoNodes(t *testing.T) {
	t.Parallel()
	node := reflect.TypeFor[yaml.Node]()
	for _, typ := range []reflect.Type{reflect.TypeFor[books.HandRecord](), reflect.TypeFor[books.Step]()} {
		if path := reaches(typ, node, map[reflect.Type]bool{}); path != "" {
			t.Errorf("%s holds a yaml.Node: %s", typ, path)
		}
	}
}

// reaches returns the path of fields by which a value of type typ holds
// a value of type target, or "".
func reaches(typ, target reflect.Type, seen map[reflect.Type]bool) string {
	if typ == target {
		return typ.String()
	}
	if seen[typ] {
		return ""
	}
	seen[typ] = true
	switch typ.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return reaches(typ.Elem(), target, seen)
	case reflect.Map:
		if p := reaches(typ.Key(), target, seen); p != "" {
			return p
		}
		return reaches(typ.Elem(), target, seen)
	case reflect.Struct:
		for f := range typ.Fields() {
			if p := reaches(f.Type, target, seen); p != "" {
				return f.Name + "." + p
			}
		}
	}
	return ""
}

// handsFirst is a ledger a record can only be appended to through its
// nodes: hands: is not its last field.
const handsFirst = "version: 1\ngame: magic\nhands:\n  - at: 2026-03-14 20:00\n    kind: tie\nplayers: [Ann, Bo, Cy, Di]\n"

// TestParseLetsGoOfTheNodes: a parsed ledger keeps none of the file's
// nodes, and one read for an append keeps them only when the record is
// appended through them (hands: not the last field); either way its
// records are all there and problems found later still name their lines.
func TestParseLetsGoOfTheNodes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, src string
		forAppend bool
		keep      bool
	}{
		{"read", goodLedger, false, false},
		{"append after the last byte", goodLedger, true, false},
		{"hands not last, read", handsFirst, false, false},
		{"append through the nodes", handsFirst, true, true},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			l, ps := parse("l.yaml", []byte(c.src), c.forAppend)
			if len(ps) > 0 {
				t.Fatal(ps)
			}
			if kept := l.root != nil && l.hands != nil && l.handsKey != nil; kept != c.keep {
				t.Errorf("nodes kept: %v; want %v", kept, c.keep)
			}
			if l.root == nil && (l.hands != nil || l.handsKey != nil) {
				t.Errorf("the document let go, but not hands: (%v, %v)", l.hands, l.handsKey)
			}
			if n := l.State().Records; len(l.Hands) != n || n == 0 {
				t.Errorf("%d records read of %d", len(l.Hands), n)
			}
			if r := l.Hands[0]; r.Lines.Item == 0 || r.Lines.Kind <= r.Lines.Item {
				t.Errorf("record 1 kept lines %+v", r.Lines)
			}
		})
	}
}

// TestUndoThroughNodes: a void appended through the document's nodes
// finds them kept, and cancels the hand.
func TestUndoThroughNodes(t *testing.T) {
	useCache(t, false)
	path := writeFile(t, "l.yaml", handsFirst)
	a, err := Undo(path, time.Time{}, "not a tie")
	if err != nil {
		t.Fatal(err)
	}
	if a.Voided == nil || a.Voided.Number != 1 {
		t.Errorf("voided %+v; want hand 1", a.Voided)
	}
	got, _ := os.ReadFile(path)
	l, ps := Parse(path, got)
	if len(ps) > 0 {
		t.Fatalf("after the undo: %v\n%s", ps, got)
	}
	if len(l.Hands) != 2 || l.Hands[1].Kind != books.Void || l.Steps()[0].VoidedBy != 2 {
		t.Errorf("after the undo:\n%s", got)
	}
}
