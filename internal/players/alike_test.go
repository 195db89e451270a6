package players

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mtibben/confusables"
	"golang.org/x/text/unicode/norm"
)

// TestInvisibleCharactersRefused: a name may hold no character that shows
// nothing, which would make Ann and Ann-with-it two names that look one.
func TestInvisibleCharactersRefused(t *testing.T) {
	for _, c := range []rune{'\u034F', '\uFE0F', '\u3164', '\u115F', '\u1160', '\uFFA0', '\u2800', '\U000E0101'} {
		for _, name := range []string{"Ann" + string(c), "A" + string(c) + "nn"} {
			want := fmt.Sprintf("has a character that cannot be seen (U+%04X); use letters, digits and spaces", c)
			if err := Check(name); err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("Check(%q) = %v, want %q", name, err, want)
			}
		}
	}
}

// TestMixedScriptsRefused: letters of scripts a reader takes one for the
// other (Latin, Cyrillic, Greek) are refused in one name; a name wholly in
// one script, or Latin with Japanese, Chinese or Korean writing, is fine.
func TestMixedScriptsRefused(t *testing.T) {
	for _, ok := range []string{"Анна", "龍", "Ζωή", "山田 Taro", "さくら Sakura", "Ann 2", "Zoë", "김 Kim"} {
		if err := Check(ok); err != nil {
			t.Errorf("Check(%q) = %v", ok, err)
		}
	}
	for name, want := range map[string]string{
		"\u0410nn": "mixes Cyrillic and Latin letters",
		"Ζoe":      "mixes Greek and Latin letters",
		"Аνна":     "mixes Cyrillic and Greek letters",
	} {
		if err := Check(name); err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "write it in one script") {
			t.Errorf("Check(%q) = %v, want %q", name, err, want)
		}
	}
}

// TestKeyTellsApartWhatATableCan: names a table could not tell apart have
// one Key; names it can, two.
func TestKeyTellsApartWhatATableCan(t *testing.T) {
	for _, alike := range [][2]string{
		{"Ann", "\uFF21nn"}, {"Ann", "\u0410nn"}, {"\uFB00", "ff"}, {"Cy  Dee", "Cy Dee"}, {"Ann", "ann"},
		{"Zo\u00e9", "Zoe\u0301"}, {"Bo", "B0"}, {"BO", "B0"}, {"Ann", "ANN"},
		// Capitals of other scripts that look Latin only as capitals.
		{"Hao", "\u041d\u0430\u043e"}, {"HOB", "\u041d\u041e\u0412"}, {"MAX", "\u041c\u0410\u0425"},
		{"PAT", "\u0420\u0410\u0422"}, {"KATE", "\u039a\u0391\u03a4\u0395"}, {"ANNA", "\u0391\u039d\u039d\u0391"}, {"Tex", "\u0422\u0435\u0445"},
		{"AI", "\u0391\u0399"}, {"II", "\u0406\u0406"}, {"I", "\u0399"},
		// Full case folding: ß is ss.
		{"Straße", "STRASSE"}, {"Straße", "Strasse"},
	} {
		if Key(alike[0]) != Key(alike[1]) {
			t.Errorf("Key(%q) = %q, Key(%q) = %q; a table could not tell them apart", alike[0], Key(alike[0]), alike[1], Key(alike[1]))
		}
	}
	for _, apart := range [][2]string{
		{"Ann", "Anna"}, {"Zoe", "Zoé"}, {"Анна", "Anna"}, {"龍", "竜"}, {"Bo", "Bob"}, {"P1", "P2"}, {"Cy Dee", "CyDee"}, {"L", "I"}, {"Lee", "Iee"}, {"Нина", "Nina"},
	} {
		if Key(apart[0]) == Key(apart[1]) {
			t.Errorf("Key(%q) = Key(%q) = %q; a table tells them apart", apart[0], apart[1], Key(apart[0]))
		}
	}
	if got := LookAlike("\u0410nn", "Ann").Error(); got != "Аnn looks like Ann: a table could not tell them apart; give another name" {
		t.Errorf("LookAlike: %q", got)
	}
}

// FuzzKey: how a name is typed does not change its Key: composed or
// not, with its spaces doubled. Key never panics.
func FuzzKey(f *testing.F) {
	for _, s := range []string{"Ann", "\uFF21nn", "\u0410nn", "\uFB00", "Cy  Dee", "B0", "龍"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k := Key(s)
		if !utf8.ValidString(s) {
			return
		}
		if nfd := norm.NFD.String(s); Key(nfd) != k {
			t.Fatalf("Key(%q) = %q, Key of it decomposed %q", s, k, Key(nfd))
		}
		if spaced := strings.ReplaceAll(s, " ", "  "); Key(spaced) != k {
			t.Fatalf("Key(%q) = %q, with its spaces doubled %q", s, k, Key(spaced))
		}
	})
}

// TestSkeletonIsUTS39s: the skeleton of the generated table is the one
// github.com/mtibben/confusables gives (UTS #39), character by character
// and for names: a table that is out of date fails here (go generate
// ./internal/players).
func TestSkeletonIsUTS39s(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		if s := string(r); skeleton(s) != confusables.Skeleton(s) {
			t.Fatalf("skeleton(%q) = %q, UTS #39 %q", s, skeleton(s), confusables.Skeleton(s))
		}
	}
	for _, s := range []string{"Ann", "\u0410nn", "Zoe\u0301", "Zo\u00e9", "rn m", "ǅ", "ﬀ ℌ", "Ｘ̈"} {
		if skeleton(s) != confusables.Skeleton(s) {
			t.Errorf("skeleton(%q) = %q, UTS #39 %q", s, skeleton(s), confusables.Skeleton(s))
		}
	}
}
