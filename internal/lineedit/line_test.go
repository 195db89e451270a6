package lineedit

import (
	"strings"
	"testing"
)

// lineAt builds a line from s, the cursor at its "|".
func lineAt(s string) *Line {
	i := strings.Index(s, "|")
	l := NewLine(strings.Replace(s, "|", "", 1))
	l.cursor = len([]rune(s[:i]))
	return l
}

func (l *Line) withCursor() string {
	return string(l.runes[:l.cursor]) + "|" + string(l.runes[l.cursor:])
}

// TestLineKeys: every key of the editor on the line, the cursor shown as
// "|", as a shell's line editing has them.
func TestLineKeys(t *testing.T) {
	for _, tc := range []struct {
		name   string
		before string
		key    Key
		after  string
		event  Event
	}{
		{"type_at_end", "ab|", 'c', "abc|", Edited},
		{"type_in_middle", "a|c", 'b', "ab|c", Edited},
		{"type_wide", "|", '東', "東|", Edited},
		{"left", "ab|", KeyLeft, "a|b", Edited},
		{"left_at_start", "|ab", KeyLeft, "|ab", Edited},
		{"ctrl_b", "ab|", KeyCtrlB, "a|b", Edited},
		{"right", "a|b", KeyRight, "ab|", Edited},
		{"right_at_end", "ab|", KeyRight, "ab|", Edited},
		{"ctrl_f", "a|b", KeyCtrlF, "ab|", Edited},
		{"home", "ab|c", KeyHome, "|abc", Edited},
		{"ctrl_a", "ab|c", KeyCtrlA, "|abc", Edited},
		{"end", "a|bc", KeyEnd, "abc|", Edited},
		{"ctrl_e", "a|bc", KeyCtrlE, "abc|", Edited},
		{"backspace", "ab|c", KeyBackspace, "a|c", Edited},
		{"backspace_at_start", "|abc", KeyBackspace, "|abc", Edited},
		{"ctrl_h", "ab|c", KeyCtrlH, "a|c", Edited},
		{"delete_under_cursor", "a|bc", KeyDelete, "a|c", Edited},
		{"delete_at_end", "abc|", KeyDelete, "abc|", Edited},
		{"ctrl_d_with_text_deletes", "a|bc", KeyCtrlD, "a|c", Edited},
		{"ctrl_d_at_end_of_text", "abc|", KeyCtrlD, "abc|", Edited},
		{"ctrl_d_empty_cancels", "|", KeyCtrlD, "|", EndOfFile},
		{"ctrl_w_word", "123C 456C|", KeyCtrlW, "123C |", Edited},
		{"ctrl_w_spaces_then_word", "123C 456C  |", KeyCtrlW, "123C |", Edited},
		{"ctrl_w_in_word", "123C 45|6C", KeyCtrlW, "123C |6C", Edited},
		{"ctrl_w_punctuation_is_word", "(1C, 2C,|", KeyCtrlW, "(1C, |", Edited},
		{"ctrl_w_at_start", "|abc", KeyCtrlW, "|abc", Edited},
		{"ctrl_k", "ab|cd", KeyCtrlK, "ab|", Edited},
		{"ctrl_u_whole_line", "ab|cd", KeyCtrlU, "|", Edited},
		{"enter", "ab|c", KeyEnter, "ab|c", Submit},
		{"ctrl_c", "ab|c", KeyCtrlC, "ab|c", Interrupt},
		{"ctrl_c_empty", "|", KeyCtrlC, "|", Interrupt},
		{"up", "ab|", KeyUp, "ab|", Older},
		{"ctrl_p", "ab|", KeyCtrlP, "ab|", Older},
		{"down", "ab|", KeyDown, "ab|", Newer},
		{"ctrl_n", "ab|", KeyCtrlN, "ab|", Newer},
		{"tab_does_nothing", "a|b", '\t', "a|b", Edited},
		{"unknown_control_does_nothing", "a|b", 0x1c, "a|b", Edited},
		{"c1_control_not_typed", "a|b", 0x85, "a|b", Edited},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := lineAt(tc.before)
			ev := l.Apply(tc.key)
			if got := l.withCursor(); got != tc.after || ev != tc.event {
				t.Errorf("%q then %q: %q, event %d; want %q, event %d", tc.before, tc.key, got, ev, tc.after, tc.event)
			}
		})
	}
}

// TestLineEdits: the count changes with the runes, not with a move.
func TestLineEdits(t *testing.T) {
	l := lineAt("ab|")
	n := l.Edits()
	l.Apply(KeyLeft)
	l.Apply(KeyDelete)
	if l.Edits() != n+1 {
		t.Errorf("a move and a delete counted %d edits, want 1", l.Edits()-n)
	}
	l.Apply(KeyBackspace)
	l.Apply(KeyBackspace) // nothing left to delete
	if l.Edits() != n+2 {
		t.Errorf("counted %d edits, want 2", l.Edits()-n)
	}
}

// TestNewLineDropsControls: a default with controls in it is taken
// without them; they could not have been typed.
func TestNewLineDropsControls(t *testing.T) {
	if got := NewLine("a\tb\x1b[31mc\n").withCursor(); got != "ab[31mc|" {
		t.Errorf("got %q", got)
	}
}

// TestOfferedReplacedByTyping: an answer offered is replaced by the first
// character typed over it, as a selected field is; a key that edits
// (Backspace, an arrow) edits it instead, and what is typed after is
// typed into it.
func TestOfferedReplacedByTyping(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys []Key
		want string
	}{
		{"typed_over", []Key{'-', '8'}, "-8"},
		{"backspace_edits", []Key{KeyBackspace, '5'}, "+15"},
		{"arrow_edits", []Key{KeyHome, KeyDelete, '-'}, "-12"},
		{"enter_takes_it", nil, "+12"},
		{"ctrl_u_then_typed", []Key{KeyCtrlU, '3'}, "3"},
	} {
		l := &Line{}
		l.Offer("+12")
		for _, k := range tc.keys {
			l.Apply(k)
		}
		if l.String() != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, l.String(), tc.want)
		}
	}
	l := &Line{}
	l.Offer("+12")
	l.Set("older") // an answer recalled with Up is edited, not replaced
	l.Apply('!')
	if l.String() != "older!" {
		t.Errorf("recalled, then typed: %q", l.String())
	}
}

// TestLineHoldsAtMostMaxRunes: a paste far longer than any answer (a
// megabyte) stops at MaxRunes, its first characters kept; the line still
// edits.
func TestLineHoldsAtMostMaxRunes(t *testing.T) {
	l := NewLine("")
	for range 1 << 20 {
		l.Apply(Key('x'))
	}
	if n := len(l.Runes()); n != MaxRunes {
		t.Fatalf("a paste of a megabyte left %d characters, want %d", n, MaxRunes)
	}
	l.Apply(KeyBackspace)
	l.Apply(Key('y'))
	if s := l.String(); len(s) != MaxRunes || s[len(s)-1] != 'y' {
		t.Errorf("the full line does not edit: %d characters ending %q", len(s), s[len(s)-1:])
	}
}
