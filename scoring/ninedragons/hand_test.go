package ninedragons_test

import (
	"strings"
	"testing"

	nd "github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestNotation: codes, compact runs, full words, either case, flowers
// anywhere (set aside), shown sets and kongs in brackets.
func TestNotation(t *testing.T) {
	for s, want := range map[string]string{
		"123c 456c 789s 222b 55b":                                    "1c 2c 3c  4c 5c 6c  7s 8s 9s  2b 2b 2b  5b 5b",
		"123C 456c 789S 2b 2B 2b 5b 5b":                              "1c 2c 3c  4c 5c 6c  7s 8s 9s  2b 2b 2b  5b 5b",
		"red dragon RD Red Dragon [5555s] east E East 123c 99b":      "[5s 5s 5s 5s]  1c 2c 3c  E E E  RD RD RD  9b 9b",
		"[white dragon WD WD] [GD GD green dragon GD] 123c 456c E e": "[WD WD WD]  [GD GD GD GD]  1c 2c 3c  4c 5c 6c  E E",
		"RF1 123c blue flower 3 456c 789s, 222b 55b bf4":             "1c 2c 3c  4c 5c 6c  7s 8s 9s  2b 2b 2b  5b 5b",
		"[E E E] north wind N N 123b 456b 11c":                       "[E E E]  1b 2b 3b  4b 5b 6b  N N N  1c 1c",
	} {
		h := parse(t, s)
		if len(nd.Splits(h)) == 0 {
			t.Fatalf("%q: no split", s)
		}
		if got := nd.FormatSplit(nd.Splits(h)[0]); got != want {
			t.Errorf("%q → %s, want %s", s, got, want)
		}
	}
	h := parse(t, "RF1 123c blue flower 3 456c 789s, 222b 55b bf4")
	if got := nd.Deck.Format(h.Flowers); got != "RF1 BF3 BF4" {
		t.Errorf("flowers %s", got)
	}
}

// TestTileCodesRoundTrip: every kind's code reads back as that kind, and
// there are 144 tiles.
func TestTileCodesRoundTrip(t *testing.T) {
	total := 0
	for k := 1; k <= nd.Deck.NumKinds(); k++ {
		code := nd.Deck.Code(tiles.Kind(k))
		for _, s := range []string{code, strings.ToLower(code), strings.ToUpper(code)} {
			if got, ok := nd.Deck.Lookup(s); !ok || got != tiles.Kind(k) {
				t.Errorf("Lookup(%q) = %v, %v; want %d", s, got, ok, k)
			}
		}
		total += nd.Deck.Info(tiles.Kind(k)).Copies
	}
	if total != 144 {
		t.Errorf("the deck holds %d tiles, want 144", total)
	}
}

// TestParseErrors: every refusal of the notation is one line naming the
// token (or the count) and what would be right.
func TestParseErrors(t *testing.T) {
	tests := []struct{ name, hand, want string }{
		{"unknown_tile", "123c 456c 789s 222b 55x", `"55x" at column 21: unknown tile; write a rank 1–9 and the suit c, s or b`},
		{"unknown_word", "123c 456c 789s 222b purple dragon", `"purple" at column 21: unknown tile`},
		{"rank_zero", "023c 456c 789s 222b 55b", `"023c" at column 1: there is no rank 0`},
		{"fifth_copy", "1111c [1111c] 123s 55b", `"1111c" at column 8: the hand holds 5 × 1c; the game has only 4 of each`},
		{"fifth_copy_in_words", "RD RD RD RD red dragon 123c 456c 55b", `"red dragon" at column 13: the hand holds 5 × RD`},
		{"second_flower", "123c 456c 789s 222b 55b RF1 rf1", `"rf1" at column 29: the hand holds 2 × RF1; the game has only one`},
		{"too_few_tiles", "123c 456c 789s 222b 5b", "the hand has 13 tiles (flowers apart); with no kong a winning hand has 14"},
		{"too_many_tiles", "123c 456c 789s 222b 55b 6b", "the hand has 15 tiles"},
		{"one_tile", "5s", "the hand has 1 tile (flowers apart)"},
		{"flowers_only", "RF1 BF2", "the hand has 0 tiles (flowers apart)"},
		{"kong_not_bracketed", "123c 456c 789s 2222b 55b", "four 2b outside brackets are four tiles, and a kong is written in brackets ([2b 2b 2b 2b])"},
		{"kong_short_count", "123c 456c [2222b] 5b 55s", "with 1 kong a winning hand has 15"},
		{"bracket_not_a_set", "[124c] 456c 789s 222b 55b", `"[124c]" at column 1: a bracketed group must be a chow (123s), a pong (555s) or a kong ([5555s])`},
		{"bracket_pair", "[55b] 123c 456c 789s 222b", `"[55b]" at column 1: a bracketed group must be`},
		{"bracket_honour_run", "[E S W] 123c 456c 789s 55b", `"[E S W]" at column 1: a bracketed group must be`},
		{"flower_in_brackets", "[RF1 RF2 RF3] 123c 456c 789s 55b", `"[RF1 RF2 RF3]" at column 1: a flower is never part of a set; write RF1 outside the brackets`},
		{"round_brackets", "(123c) 456c 789s 222b 55b", `"(123c)" at column 1: round brackets have no meaning here`},
		{"five_shown_sets", "[123c] [456c] [789s] [222b] [333b] 55b", "the hand shows 5 bracketed sets"},
		{"empty", "", "the hand is empty"},
		{"unclosed", "[123c 456c", `"[123c 456c" at column 1: [ is never closed`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := nd.ParseHand(tc.hand)
			if err == nil {
				t.Fatal("accepted")
			}
			msg := err.Error()
			if !strings.Contains(msg, tc.want) || strings.Contains(msg, "\n") || strings.Count(msg, "ninedragons:") != 1 || !strings.HasPrefix(msg, "ninedragons: ") {
				t.Errorf("error %q, want one line containing %q", msg, tc.want)
			}
		})
	}
}

// TestParseWind: winds in letters or words, either case.
func TestParseWind(t *testing.T) {
	for s, want := range map[string]nd.Wind{"E": nd.East, "s": nd.South, "West": nd.West, "NORTH": nd.North} {
		if w, err := nd.ParseWind(s); err != nil || w != want {
			t.Errorf("ParseWind(%q) = %v, %v", s, w, err)
		}
	}
	if _, err := nd.ParseWind("X"); err == nil || !strings.Contains(err.Error(), `"X" is not a wind; write E, S, W or N`) {
		t.Errorf("ParseWind(X): %v", err)
	}
	if nd.North.String() != "N" || nd.NoWind.String() != "" || nd.West.Kind() != mustLookup(t, "W") {
		t.Error("wind names")
	}
}

func mustLookup(t *testing.T, code string) tiles.Kind {
	k, ok := nd.Deck.Lookup(code)
	if !ok {
		t.Fatalf("no %s", code)
	}
	return k
}
