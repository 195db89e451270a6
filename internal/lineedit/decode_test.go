package lineedit

import (
	"bytes"
	"io"
	"slices"
	"testing"
	"unicode/utf8"
)

func decodeAll(b []byte) []Key {
	var d Decoder
	return d.Decode(nil, b)
}

// decodeBytewise decodes b one byte a read: the most split it can be.
func decodeBytewise(b []byte) []Key {
	var d Decoder
	var keys []Key
	for i := range b {
		keys = d.Decode(keys, b[i:i+1])
	}
	return keys
}

// keySequences are the bytes terminals send for the keys the editor
// knows: xterm, VT220 and the Linux console, rxvt, and xterm's
// application mode (SS3).
var keySequences = []struct {
	name string
	in   string
	want []Key
}{
	{"letters", "ab1 ", []Key{'a', 'b', '1', ' '}},
	{"utf8_two_bytes", "é", []Key{'é'}},
	{"utf8_three_bytes", "東", []Key{'東'}},
	{"utf8_four_bytes", "🀄", []Key{'🀄'}},
	{"enter_cr", "\r", []Key{KeyEnter}},
	{"enter_lf", "\n", []Key{KeyEnter}},
	{"enter_crlf_is_one", "\r\n", []Key{KeyEnter}},
	{"two_enters", "\r\r", []Key{KeyEnter, KeyEnter}},
	{"lf_lf", "\n\n", []Key{KeyEnter, KeyEnter}},
	{"controls", "\x01\x02\x03\x04\x05\x06\x08\x0b\x0e\x10\x15\x17\x7f", []Key{KeyCtrlA, KeyCtrlB, KeyCtrlC, KeyCtrlD, KeyCtrlE, KeyCtrlF, KeyCtrlH, KeyCtrlK, KeyCtrlN, KeyCtrlP, KeyCtrlU, KeyCtrlW, KeyBackspace}},
	{"arrows_csi", "\x1b[A\x1b[B\x1b[C\x1b[D", []Key{KeyUp, KeyDown, KeyRight, KeyLeft}},
	{"arrows_ss3", "\x1bOA\x1bOB\x1bOC\x1bOD", []Key{KeyUp, KeyDown, KeyRight, KeyLeft}},
	{"ctrl_arrows_modifier_ignored", "\x1b[1;5D\x1b[1;5C", []Key{KeyLeft, KeyRight}},
	{"home_end_xterm", "\x1b[H\x1b[F", []Key{KeyHome, KeyEnd}},
	{"home_end_ss3", "\x1bOH\x1bOF", []Key{KeyHome, KeyEnd}},
	{"home_end_vt220", "\x1b[1~\x1b[4~", []Key{KeyHome, KeyEnd}},
	{"home_end_rxvt", "\x1b[7~\x1b[8~", []Key{KeyHome, KeyEnd}},
	{"delete", "\x1b[3~", []Key{KeyDelete}},
	{"ctrl_delete", "\x1b[3;5~", []Key{KeyDelete}},
	{"insert_swallowed", "\x1b[2~x", []Key{'x'}},
	{"page_up_down_swallowed", "\x1b[5~\x1b[6~x", []Key{'x'}},
	{"f5_swallowed", "\x1b[15~x", []Key{'x'}},
	{"f1_ss3_swallowed", "\x1bOPx", []Key{'x'}},
	{"ss3_with_parameter_swallowed", "\x1bO3~x", []Key{'x'}},
	{"focus_event_swallowed", "\x1b[Ix\x1b[O", []Key{'x'}},
	{"mouse_report_swallowed", "\x1b[<0;12;4Mx", []Key{'x'}},
	{"intermediate_swallowed", "\x1b[1 qx", []Key{'x'}},
	{"private_marker_swallowed", "\x1b[?3~x", []Key{'x'}},
	{"long_parameters_swallowed", "\x1b[1;2;3;4;5;6;7;8;9;10;11;12~x", []Key{'x'}},
	{"huge_number_swallowed", "\x1b[99999~x", []Key{'x'}},
	{"alt_letter_swallowed", "\x1bbx", []Key{'x'}},
	{"alt_backspace_swallowed", "\x1b\x7fx", []Key{'x'}},
	{"alt_utf8_swallowed", "\x1béx", []Key{'x'}},
	{"escape_then_sequence", "\x1b\x1b[D", []Key{KeyLeft}},
	{"escape_then_ctrl_c", "\x1b\x03", []Key{KeyCtrlC}},
	{"ctrl_c_inside_sequence", "\x1b[1;\x03", []Key{KeyCtrlC}},
	{"enter_inside_sequence", "\x1b[\r", []Key{KeyEnter}},
	{"letter_after_broken_sequence", "\x1b[1\xc3\xa9", []Key{'é'}},
	{"invalid_utf8_dropped", "a\xffb\xc3(c", []Key{'a', 'b', '(', 'c'}},
	{"lone_continuation_dropped", "\x80\xbfx", []Key{'x'}},
	{"overlong_dropped", "\xc0\xafx", []Key{'x'}},
	{"surrogate_dropped", "\xed\xa0\x80x", []Key{'x'}},
	{"c1_control_dropped", "\xc2\x85x", []Key{'x'}},
	{"rune_cut_by_control", "\xe6\x9d\x03", []Key{KeyCtrlC}},
}

// TestDecodeKeys: every sequence decodes to its keys, at once, one byte a
// read, and split at every place.
func TestDecodeKeys(t *testing.T) {
	for _, tc := range keySequences {
		t.Run(tc.name, func(t *testing.T) {
			in := []byte(tc.in)
			if got := decodeAll(in); !slices.Equal(got, tc.want) {
				t.Errorf("%q: %q, want %q", tc.in, got, tc.want)
			}
			if got := decodeBytewise(in); !slices.Equal(got, tc.want) {
				t.Errorf("%q a byte at a time: %q, want %q", tc.in, got, tc.want)
			}
			for i := range in {
				var d Decoder
				if got := d.Decode(d.Decode(nil, in[:i]), in[i:]); !slices.Equal(got, tc.want) {
					t.Errorf("%q split at %d: %q, want %q", tc.in, i, got, tc.want)
				}
			}
		})
	}
}

// TestDecodeAllSequencesTogether: the sequences one after the other, a
// letter between two, decode to their keys one after the other: no
// sequence leaves the decoder in a state that changes what follows.
func TestDecodeAllSequencesTogether(t *testing.T) {
	var in []byte
	var want []Key
	for _, tc := range keySequences {
		in = append(append(in, tc.in...), 'z')
		want = append(append(want, tc.want...), 'z')
	}
	if got := decodeBytewise(in); !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestDecodeWaitsForTheRest: a key begun and not finished is not given
// until its last byte comes.
func TestDecodeWaitsForTheRest(t *testing.T) {
	for _, part := range []string{"\x1b", "\x1b[", "\x1b[3", "\x1bO", "\xe6", "\xe6\x9d"} {
		if got := decodeAll([]byte(part)); len(got) != 0 {
			t.Errorf("%q alone gave %q", part, got)
		}
	}
}

// TestKeysReader: Keys gives the keys a read brought one at a time, keeps
// those after Enter for the next question, and gives the read's error
// once the keys before it are taken.
func TestKeysReader(t *testing.T) {
	k := NewKeys(&chunks{parts: []string{"a\x1b[", "D\rb"}})
	var got []Key
	for {
		key, err := k.Next()
		if err != nil {
			break
		}
		got = append(got, key)
		if key == KeyEnter && !k.Buffered() {
			t.Errorf("the key after Enter is not kept")
		}
	}
	if want := []Key{'a', KeyLeft, KeyEnter, 'b'}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// chunks is a reader giving one part a read, then io.EOF.
type chunks struct{ parts []string }

func (c *chunks) Read(b []byte) (int, error) {
	if len(c.parts) == 0 {
		return 0, io.EOF
	}
	n := copy(b, c.parts[0])
	c.parts = c.parts[1:]
	return n, nil
}

// FuzzDecodeKeys: whatever the terminal sends, the decoder never panics,
// splitting the bytes changes nothing, every key it gives is one the
// editor can take, a control key (Ctrl-C above all) always comes through,
// and text without escapes or controls is typed as it is.
func FuzzDecodeKeys(f *testing.F) {
	for _, tc := range keySequences {
		f.Add([]byte(tc.in), uint8(1))
	}
	f.Add([]byte("\x1b[1;5D\x1b\x1b\x03\xe6\x9d\x1b[3~é"), uint8(3))
	f.Fuzz(func(t *testing.T, in []byte, split uint8) {
		all := decodeAll(in)
		i := int(split) % (len(in) + 1)
		var d Decoder
		if parts := d.Decode(d.Decode(nil, in[:i]), in[i:]); !slices.Equal(parts, all) {
			t.Fatalf("%q split at %d: %q; at once %q", in, i, parts, all)
		}
		for _, k := range all {
			if !k.Printable() && (k < KeyDelete || k > 0x7f) {
				t.Fatalf("%q gave key %d", in, k)
			}
		}
		for c := byte(0); c < ' '; c++ {
			if c == esc || c == '\r' || c == '\n' {
				continue
			}
			if got, want := count(all, Key(c)), bytes.Count(in, []byte{c}); got != want {
				t.Fatalf("%q: %d keys %#x from %d bytes", in, got, c, want)
			}
		}
		if utf8.Valid(in) && !bytes.ContainsFunc(in, func(r rune) bool { return !Key(r).Printable() }) {
			if got := string(keysToRunes(all)); got != string(in) {
				t.Fatalf("%q typed as %q", in, got)
			}
		}
	})
}

func count(keys []Key, k Key) int {
	n := 0
	for _, x := range keys {
		if x == k {
			n++
		}
	}
	return n
}

func keysToRunes(keys []Key) []rune {
	rs := make([]rune, len(keys))
	for i, k := range keys {
		rs[i] = rune(k)
	}
	return rs
}
