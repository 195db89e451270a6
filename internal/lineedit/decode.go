package lineedit

import (
	"io"
	"unicode/utf8"
)

// Decoder turns the bytes a terminal sends into keys. A key split across
// reads is completed by the next; an escape sequence it does not know is
// swallowed whole, never typed; bytes that are not UTF-8 are dropped.
// Its zero value is ready to use.
type Decoder struct {
	state   decodeState
	afterCR bool // a line feed just after a carriage return is the same Enter
	dropAlt bool // the rune being read followed ESC: an Alt key, dropped

	params   [16]byte // of the escape sequence being read
	nparams  int
	overlong bool // the sequence had more parameters than params holds
	inter    bool // the sequence had intermediate bytes: no key of ours

	rune  [utf8.UTFMax]byte // the rune being read
	nrune int
}

type decodeState uint8

const (
	ground decodeState = iota
	escape             // after ESC
	csi                // after ESC [
	ss3                // after ESC O
	multi              // inside a UTF-8 rune
)

const esc = 0x1b

// Decode appends to keys the keys that b completes and returns them.
func (d *Decoder) Decode(keys []Key, b []byte) []Key {
	for _, c := range b {
		keys = d.byte(keys, c)
	}
	return keys
}

// byte takes one byte in the state the decoder is in.
func (d *Decoder) byte(keys []Key, c byte) []Key {
	if d.afterCR {
		d.afterCR = false
		if c == '\n' {
			return keys
		}
	}
	switch d.state {
	case escape:
		return d.afterEscape(keys, c)
	case csi, ss3:
		return d.sequence(keys, c)
	case multi:
		return d.continueRune(keys, c)
	}
	return d.ground(keys, c)
}

// ground takes a byte that starts a key.
func (d *Decoder) ground(keys []Key, c byte) []Key {
	switch {
	case c == esc:
		d.state = escape
	case c == '\r':
		d.afterCR = true
		keys = append(keys, KeyEnter)
	case c == '\n':
		keys = append(keys, KeyEnter)
	case c < utf8.RuneSelf:
		keys = append(keys, Key(c))
	default:
		d.startRune(c)
	}
	return keys
}

// afterEscape takes the byte after ESC: a sequence begins, or ESC was a
// key of its own (Escape, which does nothing) or Alt held with another.
func (d *Decoder) afterEscape(keys []Key, c byte) []Key {
	switch {
	case c == '[' || c == 'O':
		d.state, d.nparams, d.overlong, d.inter = csi, 0, false, false
		if c == 'O' {
			d.state = ss3
		}
	case c == esc:
		// Escape alone; a sequence may begin now.
	case c >= ' ' && c <= 0x7f:
		d.state = ground // Alt and a key: none of ours
	case c < ' ':
		d.state = ground // Escape alone, then a control key
		keys = d.ground(keys, c)
	default:
		d.startRune(c)
		d.dropAlt = true
	}
	return keys
}

// sequence takes a byte of a CSI (ESC [) or SS3 (ESC O) sequence: its
// parameters, intermediate bytes and final byte. A byte no sequence holds
// ends the sequence unread and is taken as a key of its own, so Ctrl-C
// always cancels.
func (d *Decoder) sequence(keys []Key, c byte) []Key {
	switch {
	case c >= 0x30 && c <= 0x3f:
		if d.nparams == len(d.params) {
			d.overlong = true
			return keys
		}
		d.params[d.nparams] = c
		d.nparams++
	case c >= 0x20 && c <= 0x2f:
		d.inter = true
	case c >= 0x40 && c <= 0x7e:
		if k, ok := d.final(c); ok {
			keys = append(keys, k)
		}
		d.state = ground
	default:
		d.state = ground
		keys = d.ground(keys, c)
	}
	return keys
}

// final returns the key a sequence ending in c stands for, if it is one
// of ours: the arrows, Home and End as xterm, VT220 and rxvt send them,
// Delete; a modifier held with one of them (ESC [1;5D) is ignored.
func (d *Decoder) final(c byte) (Key, bool) {
	if d.overlong || d.inter {
		return 0, false
	}
	switch c {
	case 'A':
		return KeyUp, true
	case 'B':
		return KeyDown, true
	case 'C':
		return KeyRight, true
	case 'D':
		return KeyLeft, true
	case 'H':
		return KeyHome, true
	case 'F':
		return KeyEnd, true
	case '~':
		if d.state != csi {
			return 0, false
		}
		switch d.firstParam() {
		case 1, 7:
			return KeyHome, true
		case 4, 8:
			return KeyEnd, true
		case 3:
			return KeyDelete, true
		}
	}
	return 0, false
}

// firstParam reads the sequence's first parameter, -1 when it is not a
// number.
func (d *Decoder) firstParam() int {
	n, digits := 0, 0
	for _, c := range d.params[:d.nparams] {
		if c == ';' {
			break
		}
		if c < '0' || c > '9' || digits == 4 {
			return -1
		}
		n = n*10 + int(c-'0')
		digits++
	}
	if digits == 0 {
		return -1
	}
	return n
}

// startRune takes the first byte of a multi-byte rune; a byte that starts
// none is dropped.
func (d *Decoder) startRune(c byte) {
	d.dropAlt = false
	if c < 0xc2 || c > 0xf4 {
		d.state = ground
		return
	}
	d.rune[0], d.nrune, d.state = c, 1, multi
}

// continueRune takes a byte after the first of a rune. A byte that does
// not continue it drops what was read and is taken as a key of its own.
func (d *Decoder) continueRune(keys []Key, c byte) []Key {
	if c&0xc0 != 0x80 {
		d.state = ground
		return d.ground(keys, c)
	}
	d.rune[d.nrune] = c
	d.nrune++
	if !utf8.FullRune(d.rune[:d.nrune]) {
		return keys
	}
	d.state = ground
	r, _ := utf8.DecodeRune(d.rune[:d.nrune])
	if k := Key(r); k.Printable() && r != utf8.RuneError && !d.dropAlt {
		keys = append(keys, k)
	}
	return keys
}

// Keys reads keys from a terminal one at a time. A read may bring more
// keys than the one asked for (a paste, keys typed ahead): they wait for
// the next question.
type Keys struct {
	r    io.Reader
	d    Decoder
	buf  [256]byte
	keys []Key
	at   int
	err  error
}

// NewKeys reads keys from r.
func NewKeys(r io.Reader) *Keys { return &Keys{r: r} }

// Buffered says whether keys already read wait to be taken: a paste,
// or keys typed ahead.
func (k *Keys) Buffered() bool { return k.at < len(k.keys) }

// Next returns the next key, or the error that ended the reading once the
// keys read before it are taken.
func (k *Keys) Next() (Key, error) {
	for k.at == len(k.keys) {
		if k.err != nil {
			return 0, k.err
		}
		n, err := k.r.Read(k.buf[:])
		k.keys, k.at = k.d.Decode(k.keys[:0], k.buf[:n]), 0
		k.err = err
	}
	key := k.keys[k.at]
	k.at++
	return key, nil
}
