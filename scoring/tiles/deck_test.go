package tiles

import "testing"

// TestDeckIndexedOnFirstUse: a deck's index of codes and names is built
// when the deck is first read, not when it is made: every game's deck is a
// package variable, and each run of dragon uses one game's.
func TestDeckIndexedOnFirstUse(t *testing.T) {
	for name, read := range map[string]func(d *Deck){
		"Lookup": func(d *Deck) { d.Lookup("1C") },
		"Parse":  func(d *Deck) { d.Parse("123C", ParseOptions{}) },
	} {
		d := NewSuitedDeck("test", []string{"C"}, 4, "write 1C")
		if d.byCode != nil {
			t.Fatalf("NewSuitedDeck built the index")
		}
		read(d)
		if k, ok := d.byCode["9C"]; !ok || d.Code(k) != "9C" {
			t.Errorf("after %s the index has 9C as kind %d (%v)", name, k, ok)
		}
	}
}
