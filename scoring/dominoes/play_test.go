package dominoes

import (
	"strings"
	"testing"
)

// TestPlayable: every legal-play case.
func TestPlayable(t *testing.T) {
	for _, c := range []struct{ name, ends, hand, want string }{
		{"either_end", "2,5", "6-6 2-4 5-5", "2-4 5-5"},
		{"issue_example_order_kept", "2,5", "5-5 6-6 2-4", "5-5 2-4"},
		{"one_open_end", "4", "6-6 2-4 5-5 1-4", "2-4 1-4"},
		{"double_ends", "6,6", "6-6 2-4 3-6", "6-6 3-6"},
		{"nothing_fits", "2,5", "6-6 1-1 3-4", ""},
		{"nothing_led_everything_plays", "", "6-6 1-1 3-4", "6-6 1-1 3-4"},
		{"both_copies_listed", "1,3", "1-3 1-3", "1-3 1-3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ends, err := ParseEnds(c.ends)
			if err != nil {
				t.Fatal(err)
			}
			if got := Format(Playable(ends, tilesOf(t, c.hand))); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestDiscardLegal: a discard is legal only when no tile of the hand could
// be played; without open ends (nothing led) it never is.
func TestDiscardLegal(t *testing.T) {
	for _, c := range []struct {
		name, ends, hand, discard string
		legal                     bool
	}{
		{"illegal_when_a_tile_fits", "2,5", "6-6 2-4 5-5", "6-6", false},
		{"illegal_discarding_the_playable_tile", "2,5", "6-6 2-4", "2-4", false},
		{"legal_when_nothing_fits", "2,5", "6-6 1-1 3-4", "1-1", true},
		{"illegal_before_the_lead", "", "6-6 1-1", "1-1", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ends, _ := ParseEnds(c.ends)
			legal, err := DiscardLegal(ends, tilesOf(t, c.hand), tilesOf(t, c.discard)[0])
			if err != nil || legal != c.legal {
				t.Errorf("legal = %v, %v; want %v", legal, err, c.legal)
			}
		})
	}
	ends, _ := ParseEnds("2,5")
	if _, err := DiscardLegal(ends, tilesOf(t, "6-6 1-1"), tilesOf(t, "2-4")[0]); err == nil ||
		err.Error() != "dominoes: the discard 2-4 is not in the hand 6-6 1-1; name one of the hand's tiles" {
		t.Errorf("discard not in hand: %v", err)
	}
}

// TestParseEnds: one or two halves 1–6; nothing means nothing led.
func TestParseEnds(t *testing.T) {
	for in, want := range map[string]string{
		"2,5": "", "6": "", " 1 , 6 ": "", "": "",
		"2,5,6":  `dominoes: "2,5,6" at column 1: a train has two open ends; write them as 2,5`,
		"0,5":    `dominoes: "0" at column 1: an open end is a half 1–6; write the ends as 2,5`,
		"2-5":    `dominoes: "2-5" at column 1: an open end is a half 1–6; write the ends as 2,5`,
		"2,7":    `dominoes: "7" at column 3: an open end is a half 1–6; write the ends as 2,5`,
		" 2 , x": `dominoes: "x" at column 6: an open end is a half 1–6; write the ends as 2,5`,
		"2,":     `dominoes: "2," at column 1: an open end is missing; write one end as 4, or two as 2,5`,
		",":      `dominoes: "," at column 1: an open end is missing; write one end as 4, or two as 2,5`,
	} {
		_, err := ParseEnds(in)
		if got := ""; err != nil {
			got = err.Error()
			if got != want {
				t.Errorf("%q: %s, want %s", in, got, want)
			}
		} else if want != "" {
			t.Errorf("%q accepted", in)
		}
	}
}

// TestCheckPlayHand: a hand holds at most 16 tiles, each no more often
// than the set has it.
func TestCheckPlayHand(t *testing.T) {
	if err := textRules.CheckPlayHand(All()[:17]); err == nil || err.Error() != "dominoes: the hand holds 17 tiles; no deal gives more than 16" {
		t.Errorf("17 tiles: %v", err)
	}
	if err := textRules.CheckPlayHand(tilesOf(t, "2-4 4-2")); err == nil {
		t.Error("two 2-4 accepted")
	}
}

// FuzzParseEnds: no input panics; ends read are one or two halves 1–6, and
// an error is one line naming the token and its column.
func FuzzParseEnds(f *testing.F) {
	for _, s := range []string{"2,5", "6", "", "0,7", "2,5,6", " 1 , 6 ", "x", "2,", ","} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ends, err := ParseEnds(s)
		if err != nil {
			if msg := err.Error(); strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "dominoes: ") || !strings.Contains(msg, " at column ") {
				t.Fatalf("%q: error %q", s, msg)
			}
			return
		}
		if len(ends) > 2 {
			t.Fatalf("%q: %d ends", s, len(ends))
		}
		for _, e := range ends {
			if e < 1 || e > MaxHalf {
				t.Fatalf("%q: end %d", s, e)
			}
		}
	})
}
