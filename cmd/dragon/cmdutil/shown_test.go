package cmdutil

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestWriteJSONShowsNothingATerminalActsOn: a string holding a C1
// control, a right-to-left override, DEL or a tag is written with its \u
// escape, and reads back the same.
func TestWriteJSONShowsNothingATerminalActsOn(t *testing.T) {
	note := "a\u009b2J b\u202ec\u007fd\U000e0001e\x1b]52f 龍"
	var out strings.Builder
	if err := WriteJSON(&out, map[string]string{"note": note}); err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(out.String(), "\u009b\u202e\u007f\U000e0001\x1b") {
		t.Errorf("written raw: %q", out.String())
	}
	var back map[string]string
	if err := json.Unmarshal([]byte(out.String()), &back); err != nil || back["note"] != note {
		t.Errorf("read back %q (%v), want %q", back["note"], err, note)
	}
}

// TestRecordedAsShowsTheFile: the line after a record names the ledger's
// file with what a terminal would act on as its escape.
func TestRecordedAsShowsTheFile(t *testing.T) {
	st := books.State{Header: &books.Header{Game: books.NineDragons}}
	app := &ledger.Appended{Record: &books.HandRecord{Kind: books.Dead, Number: 1}, After: st}
	if got := RecordedAs("a\x1b]0;x\x07.yaml", app); strings.ContainsAny(got, "\x1b\x07") || !strings.Contains(got, `a\x1b]0;x\x07.yaml`) {
		t.Errorf("RecordedAs: %q", got)
	}
}
