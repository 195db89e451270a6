package tiles

import "testing"

var namedDeck = NewDeck(&Deck{
	Game:  "named",
	Kinds: []KindInfo{{}, {Code: "E", Suit: "E", Copies: 4}, {Code: "RD", Suit: "RD", Copies: 4}, {Code: "BF3", Suit: "BF3", Rank: 3, Copies: 1}},
	Hint:  "write E, RD or BF3",
	Names: map[string]string{"east": "E", "red dragon": "RD", "blue flower 3": "BF3"},
})

// TestNamesInFullWords: a name of one or several words reads as its kind,
// in either case, however many spaces part its words, beside brackets
// and commas.
func TestNamesInFullWords(t *testing.T) {
	for s, want := range map[string]string{
		"east":                                "E",
		"EAST red dragon":                     "E RD",
		"Red  Dragon,blue flower 3":           "RD BF3",
		"[red dragon red dragon RD]":          "RD RD RD",
		"blue\tflower 3 east":                 "BF3 E",
		"red dragon RD red dragon,red dragon": "RD RD RD RD",
	} {
		h, err := namedDeck.Parse(s, ParseOptions{})
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		var all []Kind
		for _, g := range h.Groups {
			all = append(all, g.Tiles...)
		}
		if got := namedDeck.Format(all); got != want {
			t.Errorf("%q → %s, want %s", s, got, want)
		}
	}
}

// TestNamesIncomplete: part of a name is an unknown tile, named.
func TestNamesIncomplete(t *testing.T) {
	for s, tok := range map[string]string{
		"red":              "red",
		"red dragons":      "red",
		"blue flower":      "blue",
		"east blue flower": "blue",
	} {
		_, err := namedDeck.Parse(s, ParseOptions{})
		pe, ok := err.(*ParseError)
		if !ok || pe.Token != tok {
			t.Errorf("%q: error %v, want one naming %q", s, err, tok)
		}
	}
}
