package players

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestCheck: the one rule for names, every way a name can be wrong.
func TestCheck(t *testing.T) {
	for _, ok := range []string{"Ann", "Bo Li", "Zoë", "李", "P2", strings.Repeat("a", MaxRunes)} {
		if err := Check(ok); err != nil {
			t.Errorf("Check(%q) = %v", ok, err)
		}
	}
	for name, want := range map[string]string{
		"":                              "empty",
		" Ann":                          "starts or ends with a space",
		"A=B":                           `holds '='`,
		"Ann,Bo":                        `holds ','`,
		"O'Brien":                       `holds "'"`,
		"A\tB":                          "cannot be shown",
		"\xff":                          "not valid text",
		strings.Repeat("a", MaxRunes+1): "longer than 40",
		"--":                            "needs a letter or a digit",
	} {
		if err := Check(name); err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Check(%q) = %v, want one line containing %q", name, err, want)
		}
	}
}

// FuzzCheck: no name panics the check.
func FuzzCheck(f *testing.F) {
	f.Add("Ann")
	f.Add("A=B")
	f.Fuzz(func(t *testing.T, s string) { _ = Check(s) })
}

// TestCut: NAME=REST splits at the first '=', the name trimmed, the
// offset counted in characters.
func TestCut(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Named
		ok   bool
	}{
		{"Ann=6-6 5-1", Named{Name: "Ann", Typed: "Ann", Rest: "6-6 5-1", Offset: 4}, true},
		{" Zoë =GD", Named{Name: "Zoë", Typed: " Zoë ", Rest: "GD", Offset: 6}, true},
		{"Bo=", Named{Name: "Bo", Typed: "Bo", Offset: 3}, true},
		{"A=B=C", Named{Name: "A", Typed: "A", Rest: "B=C", Offset: 2}, true},
		{"6-6 5-1", Named{}, false},
	} {
		if got, ok := Cut(tc.in); got != tc.want || ok != tc.ok {
			t.Errorf("Cut(%q) = %+v, %v; want %+v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

// FuzzCut: whatever is cut puts back together, and the offset counts the
// characters before the rest.
func FuzzCut(f *testing.F) {
	for _, s := range []string{"Ann=6-6", " Bo =", "=", "no equals", "李=GD"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, ok := Cut(s)
		if ok != strings.Contains(s, "=") {
			t.Fatalf("Cut(%q): ok %v", s, ok)
		}
		if ok && (n.Typed+"="+n.Rest != s || n.Name != strings.TrimSpace(n.Typed) ||
			n.Offset != utf8.RuneCountInString(n.Typed)+1 || strings.Contains(n.Typed, "=")) {
			t.Fatalf("Cut(%q) = %+v", s, n)
		}
	})
}

// TestSameComposedOrNot: a name typed with a composed letter (é) and one
// typed with its letter and accent apart (e + U+0301) are the same name,
// and Normal writes it composed; a name of 40 letters is not made too long
// by its accents typed apart.
func TestSameComposedOrNot(t *testing.T) {
	composed, apart := "Zo\u00e9", "Zoe\u0301"
	if composed == apart || !Same(composed, apart) || Normal(apart) != composed {
		t.Errorf("Same(%q, %q) = %v, Normal(%q) = %q", composed, apart, Same(composed, apart), apart, Normal(apart))
	}
	if Same("Zoe", composed) || !Same("Ann", "ann") || Same("Ann", "\u0410nn") {
		t.Errorf("Same: Zoe is Zoé, Ann is not ann, or Ann is Аnn")
	}
	if err := Check(strings.Repeat("e\u0301", MaxRunes)); err != nil {
		t.Errorf("forty accented letters typed apart: %v", err)
	}
}
