package cmdutil

import (
	"bytes"
	"io"
	"sync"
	"unicode/utf8"
)

// keyReader stands between the terminal and promptui and gives Ctrl-U its
// usual meaning, clearing the answer typed so far: promptui keeps its own
// copy of the answer and ignores the key. keyReader turns it into the keys
// promptui does know: enough Ctrl-F (right) to reach the end of the answer,
// then as many Backspaces.
type keyReader struct {
	r       io.Reader
	mu      sync.Mutex
	pending []byte
	answer  int // runes in the answer at the prompt being shown
}

const (
	keyKillLine = 0x15 // Ctrl-U
	keyForward  = 0x06 // Ctrl-F
	keyBack     = 0x7f // Backspace
)

func newKeyReader(r io.Reader) *keyReader { return &keyReader{r: r} }

// typed tells the reader the answer now being edited.
func (k *keyReader) typed(s string) {
	k.mu.Lock()
	k.answer = utf8.RuneCountInString(s)
	k.mu.Unlock()
}

func (k *keyReader) Read(b []byte) (int, error) {
	for {
		if n := k.takePending(b); n > 0 {
			return n, nil
		}
		n, err := k.r.Read(b)
		n = k.expand(b, n)
		if n > 0 || err != nil || len(b) == 0 {
			return n, err
		}
	}
}

// takePending copies keys left over from an earlier read.
func (k *keyReader) takePending(b []byte) int {
	k.mu.Lock()
	defer k.mu.Unlock()
	n := copy(b, k.pending)
	k.pending = k.pending[n:]
	return n
}

// expand replaces a Ctrl-U among the n keys read into b, keeping what
// does not fit for the next read, and returns how many keys b now holds.
func (k *keyReader) expand(b []byte, n int) int {
	i := bytes.IndexByte(b[:n], keyKillLine)
	if i < 0 {
		return n
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	// Keys read with the Ctrl-U but not yet seen by promptui may lengthen
	// the answer: clear that much more; extra keys do nothing at either
	// end of the answer.
	clear := k.answer + i
	keys := append(bytes.Repeat([]byte{keyForward}, clear), bytes.Repeat([]byte{keyBack}, clear)...)
	k.pending = append(append(keys, b[i+1:n]...), k.pending...)
	m := copy(b[i:], k.pending)
	k.pending = k.pending[m:]
	return i + m
}

// Close leaves the terminal open: readline closes its input after every
// prompt, and the next prompt reads on.
func (k *keyReader) Close() error { return nil }
