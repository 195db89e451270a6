package tiles

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/dragon-tools/dragon/internal/words"
)

// ParseError is a hand that could not be read. It names the token and its
// column (1-based, counted in characters) and says what would be right.
type ParseError struct {
	Game  string
	Pos   int
	Token string
	Msg   string
}

func (e *ParseError) Error() string { return e.Game + ": " + e.ForPeople() }

// ForPeople is the error without the game's package name
// (words.ForPeople).
func (e *ParseError) ForPeople() string {
	if e.Token == "" {
		return e.Msg
	}
	return fmt.Sprintf("%s at column %d: %s", words.Quote(e.Token), e.Pos, e.Msg)
}

// Group is one group of a written hand: a bracketed group, or one bare token.
type Group struct {
	Tiles []Kind
	// Missing counts '-' placeholders: the rulebook writes a loser's hand
	// with '-' where a tile is still missing.
	Missing int
	// Exposed marks a group written in square brackets: a set formed with a
	// discard, fixed for the rest of the hand.
	Exposed bool
	// Bracketed marks a group written in ( ) or [ ].
	Bracketed bool
	Pos       int    // column where the group starts
	Text      string // the group as written
}

// Hand is a hand as written.
type Hand struct {
	Groups []Group
}

// Counts returns the counts of every tile of the hand, exposed or not.
func (h Hand) Counts() Counts {
	var c Counts
	for _, g := range h.Groups {
		c.Add(g.Tiles...)
	}
	return c
}

// Concealed returns the counts of the tiles outside exposed groups.
func (h Hand) Concealed() Counts {
	var c Counts
	for _, g := range h.Groups {
		if !g.Exposed {
			c.Add(g.Tiles...)
		}
	}
	return c
}

// Exposed returns the exposed groups.
func (h Hand) Exposed() []Group {
	var out []Group
	for _, g := range h.Groups {
		if g.Exposed {
			out = append(out, g)
		}
	}
	return out
}

// NumTiles returns the number of tiles written, '-' not counted.
func (h Hand) NumTiles() int {
	n := 0
	for _, g := range h.Groups {
		n += len(g.Tiles)
	}
	return n
}

// ParseOptions says what a game's hand may contain.
type ParseOptions struct {
	// AllowMissing accepts '-' for a missing tile (a loser's hand).
	AllowMissing bool
	// List reads a plain list of tiles or cards ("the list", in messages)
	// rather than a hand ("the hand"): it has no groups, so a bracket is
	// refused where it is written.
	List bool
}

// holder is what the text parsed is called in messages.
func (o ParseOptions) holder() string {
	if o.List {
		return "the list"
	}
	return "the hand"
}

// Parse reads a hand in the deck's notation. It accepts the rulebooks' form
// "(1C, 2C, 3C) (3D, 3D, 3D) (4P, 4P)", the compact form "123C 333D 44P",
// any mix of the two, and exposed groups in square brackets "[333D]".
// Letters may be in either case; commas and spaces separate tokens.
func (d *Deck) Parse(s string, opt ParseOptions) (Hand, error) {
	p := parser{deck: d.indexed(), opt: opt, src: []rune(s)}
	return p.hand()
}

type parser struct {
	deck *Deck
	opt  ParseOptions
	src  []rune
	i    int
	// seen counts each kind read so far, so that a copy beyond the deck's
	// is refused at the token that writes it (and a count never wraps).
	seen [MaxKinds]int
}

func (p *parser) errf(pos int, tok, format string, args ...any) error {
	return &ParseError{Game: p.deck.Game, Pos: pos + 1, Token: tok, Msg: fmt.Sprintf(format, args...)}
}

// noGroups refuses a bracket in a list, where it is written.
func (p *parser) noGroups(tok string) error {
	return p.errf(p.i, tok, "a list of %ss has no groups; leave out the brackets", p.deck.noun())
}

func isSep(r rune) bool { return r == ',' || unicode.IsSpace(r) }

func (p *parser) skipSep() {
	for p.i < len(p.src) && isSep(p.src[p.i]) {
		p.i++
	}
}

func (p *parser) hand() (Hand, error) {
	var h Hand
	for {
		p.skipSep()
		if p.i >= len(p.src) {
			break
		}
		switch r := p.src[p.i]; r {
		case '(', '[':
			if p.opt.List {
				return Hand{}, p.noGroups(string(r))
			}
			g, err := p.group(r)
			if err != nil {
				return Hand{}, err
			}
			h.Groups = append(h.Groups, g)
		case ')', ']':
			if p.opt.List {
				return Hand{}, p.noGroups(string(r))
			}
			return Hand{}, p.errf(p.i, string(r), "closing bracket without an opening one")
		default:
			start := p.i
			tok := p.token()
			g := Group{Pos: start + 1, Text: tok}
			if err := p.addToken(&g, tok, start); err != nil {
				return Hand{}, err
			}
			h.Groups = append(h.Groups, g)
		}
	}
	if len(h.Groups) == 0 {
		return Hand{}, &ParseError{Game: p.deck.Game, Msg: p.opt.holder() + " is empty; " + p.deck.Hint}
	}
	return h, nil
}

func (p *parser) group(open rune) (Group, error) {
	closer := ')'
	if open == '[' {
		closer = ']'
	}
	start := p.i
	p.i++
	g := Group{Pos: start + 1, Exposed: open == '[', Bracketed: true}
	for {
		p.skipSep()
		if p.i >= len(p.src) {
			return Group{}, p.errf(start, string(p.src[start:]), "%c is never closed; end the group with %c", open, closer)
		}
		r := p.src[p.i]
		if r == closer {
			p.i++
			break
		}
		switch r {
		case '(', '[':
			return Group{}, p.errf(p.i, string(r), "groups cannot be nested; close the group at column %d first", start+1)
		case ')', ']':
			return Group{}, p.errf(p.i, string(r), "the group opened with %c at column %d must close with %c", open, start+1, closer)
		}
		tokStart := p.i
		tok := p.token()
		if err := p.addToken(&g, tok, tokStart); err != nil {
			return Group{}, err
		}
	}
	g.Text = string(p.src[start:p.i])
	if len(g.Tiles) == 0 && g.Missing == 0 {
		return Group{}, p.errf(start, g.Text, "empty group; put %ss in it or leave it out", p.deck.noun())
	}
	return g, nil
}

// token reads a name of several words, or up to the next separator or
// bracket.
func (p *parser) token() string {
	start := p.i
	if end := p.phraseEnd(); end > start {
		p.i = end
		return string(p.src[start:end])
	}
	for p.i < len(p.src) {
		r := p.src[p.i]
		if isSep(r) || r == '(' || r == ')' || r == '[' || r == ']' {
			break
		}
		p.i++
	}
	return string(p.src[start:p.i])
}

func (p *parser) addToken(g *Group, tok string, pos int) error {
	if tok == "-" {
		if p.opt.List {
			return p.errf(pos, tok, "'-' marks a missing %s in a loser's hand; a list has none", p.deck.noun())
		}
		if !p.opt.AllowMissing {
			return p.errf(pos, tok, "'-' marks a missing %s and only a loser's hand may hold one", p.deck.noun())
		}
		g.Missing++
		return nil
	}
	ks, err := p.deck.readToken(tok)
	if err != "" {
		return p.errf(pos, tok, "%s", err)
	}
	for _, k := range ks {
		p.seen[k]++
		if info := p.deck.Info(k); p.seen[k] > info.Copies {
			return p.errf(pos, tok, "%s", p.deck.tooMany(k, p.seen[k], p.opt.holder()))
		}
	}
	g.Tiles = append(g.Tiles, ks...)
	return nil
}

// readToken reads one token: a kind's code ("1C", "e") or, for suited
// kinds, several ranks then the suit letter ("123C", "44p").
func (d *Deck) readToken(tok string) ([]Kind, string) {
	if d.Ambiguous != nil {
		if msg := d.Ambiguous(tok); msg != "" {
			return nil, msg
		}
	}
	if k, ok := d.Lookup(tok); ok {
		return []Kind{k}, ""
	}
	suit := strings.ToUpper(tok[len(tok)-1:])
	digits := tok[:len(tok)-1]
	allDigits := digits != ""
	for _, r := range digits {
		if r < '0' || r > '9' {
			allDigits = false
		}
	}
	if !allDigits || !d.hasSuit(suit) {
		return nil, "unknown " + d.noun() + "; " + d.Hint
	}
	var ks []Kind
	for _, r := range digits {
		k, ok := d.Lookup(string(r) + suit)
		if !ok {
			return nil, fmt.Sprintf("there is no rank %c; ranks run 1–9", r)
		}
		ks = append(ks, k)
	}
	return ks, ""
}

func (d *Deck) hasSuit(s string) bool {
	for _, x := range d.Suits {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}
