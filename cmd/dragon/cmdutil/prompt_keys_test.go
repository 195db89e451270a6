package cmdutil

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"unicode/utf8"
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

// FuzzKeyReader: whatever the keys, keyReader passes on everything but
// Ctrl-U, in order, and never more Ctrl-F than Backspaces.
func FuzzKeyReader(f *testing.F) {
	f.Add([]byte("ab\x15cd"), "xyz")
	f.Add([]byte("\x15\x15\x15"), "")
	f.Fuzz(func(t *testing.T, keys []byte, answer string) {
		k := newKeyReader(bytes.NewReader(keys))
		k.typed(answer)
		got, err := io.ReadAll(k)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.IndexByte(keys, keyKillLine) < 0 && !bytes.Equal(got, keys) {
			t.Fatalf("without Ctrl-U the keys changed: %q → %q", keys, got)
		}
		if bytes.IndexByte(keys, keyKillLine) == 0 && bytes.Count(keys, []byte{keyKillLine}) == 1 {
			want := string(bytes.Repeat([]byte{keyForward}, utf8.RuneCountInString(answer))) + string(bytes.Repeat([]byte{keyBack}, utf8.RuneCountInString(answer))) + string(keys[1:])
			if string(got) != want {
				t.Fatalf("Ctrl-U first: %q, want %q", got, want)
			}
		}
	})
}
