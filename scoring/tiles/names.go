package tiles

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// phrases are the names of several words, in capitals, and the letters
// they start with: most tokens start with none of them and are passed at
// once.
type phrases struct {
	words [][]string
	first string
}

// indexNames adds the deck's full-word names to its index. A name of
// several words ("blue flower 3") becomes a phrase the tokenizer reads as
// one token, however many spaces part its words.
func (d *Deck) indexNames() {
	d.phrases = phrases{}
	for name, code := range d.Names {
		k, ok := d.byCode[strings.ToUpper(code)]
		if !ok {
			panic(fmt.Sprintf("tiles: deck %s names %q as %q, which is not one of its codes", d.Game, name, code))
		}
		d.byCode[nameKey(name)] = k
		if ws := strings.Fields(strings.ToUpper(name)); len(ws) > 1 {
			d.phrases.words = append(d.phrases.words, ws)
			if r, _ := utf8.DecodeRuneInString(ws[0]); !strings.ContainsRune(d.phrases.first, r) {
				d.phrases.first += string(r)
			}
		}
	}
	// Most words first, so that the longest name is read whole; then in
	// alphabetical order, so that reading never depends on map order.
	sort.Slice(d.phrases.words, func(i, j int) bool {
		a, b := d.phrases.words[i], d.phrases.words[j]
		if len(a) != len(b) {
			return len(a) > len(b)
		}
		return strings.Join(a, " ") < strings.Join(b, " ")
	})
}

// nameKey is the index key of a code or name: in capitals, the words of a
// name parted by one space.
func nameKey(s string) string {
	if strings.IndexFunc(s, unicode.IsSpace) < 0 {
		return strings.ToUpper(s)
	}
	return strings.ToUpper(strings.Join(strings.Fields(s), " "))
}

// shortKey writes the index key of a short code of printable ASCII
// letters and digits ("5s", "rf1") in capitals into buf, so that a lookup
// needs no new string; ok is false for anything else, which nameKey keys.
func shortKey(code string, buf []byte) (key []byte, ok bool) {
	if len(code) > cap(buf) {
		return nil, false
	}
	for i := 0; i < len(code); i++ {
		c := code[i]
		if c <= ' ' || c >= utf8.RuneSelf {
			return nil, false
		}
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf, true
}

// phraseEnd returns where a name of several words written at p.i ends,
// or p.i when none is written there.
func (p *parser) phraseEnd() int {
	if p.i >= len(p.src) || !strings.ContainsRune(p.deck.phrases.first, unicode.ToUpper(p.src[p.i])) {
		return p.i
	}
	for _, ws := range p.deck.phrases.words {
		if end, ok := p.matchPhrase(ws); ok {
			return end
		}
	}
	return p.i
}

// matchPhrase matches the words ws at p.i, parted by spaces, the last
// followed by a separator, a bracket or the end.
func (p *parser) matchPhrase(ws []string) (int, bool) {
	i := p.i
	for n, w := range ws {
		if n > 0 {
			j := i
			for j < len(p.src) && unicode.IsSpace(p.src[j]) {
				j++
			}
			if j == i {
				return 0, false
			}
			i = j
		}
		for _, r := range w {
			if i >= len(p.src) || unicode.ToUpper(p.src[i]) != r {
				return 0, false
			}
			i++
		}
	}
	if i < len(p.src) && !isSep(p.src[i]) && !strings.ContainsRune("()[]", p.src[i]) {
		return 0, false
	}
	return i, true
}
