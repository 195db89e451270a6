package term

import "testing"

// TestRefill: a paragraph broken by hand in its source is broken again at
// the width, its spaces and line breaks between words as one space.
func TestRefill(t *testing.T) {
	got := Refill(20, "Seat order: for Magic\nDragon the first   player deals first.")
	want := "Seat order: for\nMagic Dragon the\nfirst player deals\nfirst."
	if got != want {
		t.Errorf("Refill = %q, want %q", got, want)
	}
}
