package cmdutil

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// TestKeyReaderCtrlU: Ctrl-U becomes enough moves right and Backspaces to
// clear the answer, counting keys read with it that promptui has not seen.
func TestKeyReaderCtrlU(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer string // what promptui shows at the prompt
		keys   string
		want   string
	}{
		{"no_ctrl_u", "abc", "xyz", "xyz"},
		{"answer_shown", "abc", "\x15ok", "\x06\x06\x06\x7f\x7f\x7fok"},
		{"keys_read_with_it", "", "ab\x15c", "ab\x06\x06\x7f\x7fc"},
		{"empty_answer", "", "\x15", ""},
		{"letters_counted", "né", "\x15", "\x06\x06\x7f\x7f"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := newKeyReader(strings.NewReader(tc.keys))
			k.typed(tc.answer)
			got, err := io.ReadAll(k)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, []byte(tc.want)) {
				t.Errorf("read %q, want %q", got, tc.want)
			}
		})
	}
}

// TestKeyReaderSmallReads: what does not fit the reader's buffer comes in
// the next reads, in order.
func TestKeyReaderSmallReads(t *testing.T) {
	k := newKeyReader(strings.NewReader("\x15ok"))
	k.typed("abcd")
	var got []byte
	b := make([]byte, 3)
	for {
		n, err := k.Read(b)
		got = append(got, b[:n]...)
		if err == io.EOF {
			break
		}
	}
	if want := "\x06\x06\x06\x06\x7f\x7f\x7f\x7fok"; string(got) != want {
		t.Errorf("read %q, want %q", got, want)
	}
}
