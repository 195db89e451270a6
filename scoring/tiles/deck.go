// Package tiles holds what every game shares about its tiles or cards: a
// Deck (which kinds exist, how many copies, which form sequences), counts of
// kinds, and the written notation of hands with its parser.
//
// A game describes its deck as data; the parser and the split engine work on
// any deck, so a new game adds a deck, not a new parser.
package tiles

import (
	"fmt"
	"strings"
	"sync"

	"github.com/dragon-tools/dragon/internal/words"
)

// Kind identifies one kind of tile within a Deck (1C, East wind, …).
// The zero Kind is invalid.
type Kind uint8

// MaxKinds bounds the number of kinds a deck may have, so Counts can be a
// small fixed array that is copied, compared and used as a map key freely.
const MaxKinds = 48

// Counts holds how many tiles of each kind there are, indexed by Kind.
type Counts [MaxKinds]uint8

// Total returns the number of tiles counted.
func (c *Counts) Total() int {
	n := 0
	for _, v := range c {
		n += int(v)
	}
	return n
}

// Add adds every tile in ks.
func (c *Counts) Add(ks ...Kind) {
	for _, k := range ks {
		c[k]++
	}
}

// KindInfo describes one kind of tile.
type KindInfo struct {
	Code   string // canonical notation, e.g. "1C"
	Suit   string // suit letter for suited tiles; for honours their own code
	Rank   int    // 1–9 for suited tiles, 0 for honours
	Copies int    // how many the deck holds
	// Chain marks suited tiles, which form sequences with the next ranks of
	// the same suit. Honours never do.
	Chain bool
}

// Deck is the set of kinds a game is played with.
type Deck struct {
	// Game names the game in error messages, e.g. "magicdragon".
	Game string
	// Kinds lists the kinds; index 0 is unused so that Kind 0 is invalid.
	Kinds []KindInfo
	// Suits lists the suit letters in display order.
	Suits []string
	// Hint is said after an unknown tile: what a tile looks like. It is a
	// clause of its own ("write a card as printed: …").
	Hint string
	// Noun is what one of the deck is called in messages: "card" for a
	// deck of cards; "" means "tile".
	Noun string
	// Ambiguous, when set, is asked first about every token: a non-empty
	// answer refuses the token with that message. A deck whose notation
	// lets one token mean two cards (the Dragon Deck's bare "S": South or
	// Scripts) refuses it here, showing both spellings.
	Ambiguous func(tok string) string
	// Names are kinds written in full words, name → code ("east" → "E",
	// "red dragon" → "RD"), read in either case; a name of several words
	// is read as one token (names.go).
	Names map[string]string

	// The index is built on the deck's first use, not at start-up: every
	// game's deck is a package variable, and a run uses one game's.
	once    sync.Once
	byCode  map[string]Kind
	phrases phrases // the names of several words
}

// NewSuitedDeck returns a deck of suits × ranks 1–9, copies of each, in the
// order suit by suit, rank by rank.
func NewSuitedDeck(game string, suits []string, copies int, hint string) *Deck {
	d := &Deck{Game: game, Suits: suits, Hint: hint, Kinds: make([]KindInfo, 1, MaxKinds)}
	for _, s := range suits {
		for r := 1; r <= 9; r++ {
			d.Kinds = append(d.Kinds, KindInfo{Code: string(rune('0'+r)) + s, Suit: s, Rank: r, Copies: copies, Chain: true})
		}
	}
	return NewDeck(d)
}

// NewDeck checks a deck described by hand (kinds with index 0 unused), for
// games with honours or cards of their own; its index of codes and names
// is built when it is first used.
func NewDeck(d *Deck) *Deck {
	if len(d.Kinds) > MaxKinds {
		panic(fmt.Sprintf("tiles: deck %s has %d kinds, more than %d", d.Game, len(d.Kinds)-1, MaxKinds-1))
	}
	return d
}

// indexed returns d with its index built.
func (d *Deck) indexed() *Deck {
	d.once.Do(d.index)
	return d
}

func (d *Deck) index() {
	d.byCode = make(map[string]Kind, len(d.Kinds))
	for i := 1; i < len(d.Kinds); i++ {
		d.byCode[strings.ToUpper(d.Kinds[i].Code)] = Kind(i)
	}
	d.indexNames()
}

// noun returns what one of the deck is called: "tile" or the deck's Noun.
func (d *Deck) noun() string {
	if d.Noun == "" {
		return "tile"
	}
	return d.Noun
}

// Info returns the description of k.
func (d *Deck) Info(k Kind) KindInfo { return d.Kinds[k] }

// Code returns the notation of k, e.g. "1C".
func (d *Deck) Code(k Kind) string { return d.Kinds[k].Code }

// Lookup returns the kind written code (case-insensitive).
func (d *Deck) Lookup(code string) (Kind, bool) {
	var buf [16]byte
	d.indexed()
	if key, ok := shortKey(code, buf[:0]); ok {
		k, found := d.byCode[string(key)] // no string is built to index
		return k, found
	}
	k, ok := d.byCode[nameKey(code)]
	return k, ok
}

// NumKinds returns how many kinds the deck has.
func (d *Deck) NumKinds() int { return len(d.Kinds) - 1 }

// Next returns the kind one rank above k in the same suit, if k chains.
func (d *Deck) Next(k Kind) (Kind, bool) {
	if int(k)+1 >= len(d.Kinds) || !d.Kinds[k].Chain {
		return 0, false
	}
	n := d.Kinds[k+1]
	if !n.Chain || n.Suit != d.Kinds[k].Suit || n.Rank != d.Kinds[k].Rank+1 {
		return 0, false
	}
	return k + 1, true
}

// StartsRun reports whether k, k+1, k+2 form a sequence.
func (d *Deck) StartsRun(k Kind) bool {
	n, ok := d.Next(k)
	if !ok {
		return false
	}
	_, ok = d.Next(n)
	return ok
}

// Codes writes kinds in the deck's notation, one code each ([] for none).
func (d *Deck) Codes(ks []Kind) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = d.Code(k)
	}
	return out
}

// Format writes kinds in the deck's notation, separated by spaces.
func (d *Deck) Format(ks []Kind) string { return strings.Join(d.Codes(ks), " ") }

// CheckCopies returns an error naming the first kind that c holds more
// often than the deck has it; what names the holder ("the table").
func (d *Deck) CheckCopies(c *Counts, what string) error {
	for k := 1; k < len(d.Kinds); k++ {
		if int(c[k]) > d.Kinds[k].Copies {
			return words.Errorf(d.Game, "%s", d.tooMany(Kind(k), int(c[k]), what))
		}
	}
	return nil
}

func (d *Deck) tooMany(k Kind, n int, what string) string {
	info := d.Kinds[k]
	if info.Copies == 1 {
		return fmt.Sprintf("%s holds %d × %s; the game has only one", what, n, info.Code)
	}
	return fmt.Sprintf("%s holds %d × %s; the game has only %d of each", what, n, info.Code, info.Copies)
}
