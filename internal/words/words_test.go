package words

import (
	"strings"
	"testing"
)

func TestJoinAnd(t *testing.T) {
	for want, xs := range map[string][]string{
		"": nil, "Ann": {"Ann"}, "Ann and Bo": {"Ann", "Bo"}, "Ann, Bo, and Cy": {"Ann", "Bo", "Cy"},
	} {
		if got := JoinAnd(xs); got != want {
			t.Errorf("JoinAnd(%q) = %q, want %q", xs, got, want)
		}
	}
}

// TestPossessive: a title ending in s takes the apostrophe alone.
func TestPossessive(t *testing.T) {
	for in, want := range map[string]string{"Magic Dragon": "Magic Dragon's", "Nine Dragons": "Nine Dragons'", "MAC I": "MAC I's"} {
		if got := Possessive(in); got != want {
			t.Errorf("Possessive(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPlural(t *testing.T) {
	if Plural(1, "point") != "1 point" || Plural(0, "point") != "0 points" || Plural(3, "hand") != "3 hands" {
		t.Errorf("Plural: %q %q %q", Plural(1, "point"), Plural(0, "point"), Plural(3, "hand"))
	}
}

// TestQuote: a value in a message is quoted, and cut short when long, so
// that a message stays one line of reasonable length.
func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		"Ann":                   `"Ann"`,
		"a\nb":                  `"a\nb"`,
		strings.Repeat("é", 40): `"` + strings.Repeat("é", 40) + `"`,
		strings.Repeat("é", 41): `"` + strings.Repeat("é", 40) + `…" (82 bytes)`,
	} {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%.20q…) = %s; want %s", in, got, want)
		}
	}
}

func TestJoinOr(t *testing.T) {
	for want, xs := range map[string][]string{"": nil, "a": {"a"}, "a or b": {"a", "b"}, "a, b, or c": {"a", "b", "c"}} {
		if got := JoinOr(xs); got != want {
			t.Errorf("JoinOr(%q) = %q, want %q", xs, got, want)
		}
	}
}

// TestGrouped: thousands are parted by commas, either sign, and a number
// under a thousand is as written.
func TestGrouped(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", -12500: "-12,500", 1_000_000_000: "1,000,000,000", -100: "-100", 123456: "123,456"} {
		if got := Grouped(n); got != want {
			t.Errorf("Grouped(%d) = %q, want %q", n, got, want)
		}
	}
}
