package players

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// The names at a table are read aloud and off a screen, so two names a
// table could not tell apart are one name too many, however Unicode
// spells them: Ann beside Ａnn (fullwidth), Аnn (a Cyrillic А), Ann with a
// character that shows nothing, or ﬀ beside ff. A name may hold no
// character that cannot be seen, may not mix scripts a reader takes one
// for the other, and is compared with the others by its Key.

// unseen returns the first character of name that cannot be seen, or 0:
// one Unicode ignores by default (a joiner, a variation selector, a
// Hangul filler), or the blank of Braille, which shows as a space.
func unseen(name string) rune {
	for _, r := range name {
		if unicode.In(r, unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector) || r == '\u2800' {
			return r
		}
	}
	return 0
}

// scriptsTogether are the sets of scripts a name may mix, as UTS #39's
// "moderately restrictive" level has them: Japanese, Chinese and Korean
// writing with Latin letters. Latin with any one other script but
// Cyrillic or Greek, whose letters a reader takes for Latin, is also
// allowed (see mixedScripts).
var scriptsTogether = [][]string{
	{"Latin", "Han", "Hiragana", "Katakana"},
	{"Latin", "Han", "Bopomofo"},
	{"Latin", "Han", "Hangul"},
}

// mixedScripts refuses a name whose letters are of scripts a table would
// misread together: Аnn, a Cyrillic А before Latin letters. A name wholly
// in one script (Анна, 龍) is fine.
func mixedScripts(name string) error {
	var in []string
	for _, r := range name {
		if s := script(r); s != "" && !slices.Contains(in, s) {
			in = append(in, s)
		}
	}
	if len(in) < 2 {
		return nil
	}
	for _, set := range scriptsTogether {
		if !slices.ContainsFunc(in, func(s string) bool { return !slices.Contains(set, s) }) {
			return nil
		}
	}
	if len(in) == 2 && slices.Contains(in, "Latin") && !slices.Contains(in, "Cyrillic") && !slices.Contains(in, "Greek") {
		return nil
	}
	slices.Sort(in)
	return fmt.Errorf("the name %q mixes %s letters, which a table would take one for the other; write it in one script", name, strings.Join(in, " and "))
}

// script is the script of letter r ("Latin", "Cyrillic"), or "" for what
// is no letter or is shared by scripts (Common, Inherited).
func script(r rune) string {
	switch {
	case !unicode.IsLetter(r):
		return ""
	case unicode.Is(unicode.Latin, r): // most names, found at once
		return "Latin"
	}
	for name, t := range unicode.Scripts {
		if name != "Common" && name != "Inherited" && unicode.Is(t, r) {
			return name
		}
	}
	return ""
}

// Key is what a table tells names apart by: two names with one Key are
// one name to it. It is the name with its spaces collapsed, in Unicode's
// compatibility form (NFKC: Ａ is A, ﬀ is ff), its letters of other
// scripts than Latin mapped as they are typed to what they look like (a
// Cyrillic capital Н is H, a Greek Κ is K, which lowered are not), then in
// lower case, mapped to the skeleton of Unicode's confusables (UTS #39:
// Cyrillic а is a, 0 is O), and lowered again: Ann, ann, Ａnn, Аnn and ANN
// have one Key, and B0 and Bo, and Hao and Нао. Latin letters lowered
// first, L and I stay apart (a skeleton maps I to l).
func Key(name string) string {
	s := norm.NFKC.String(strings.Join(strings.Fields(name), " "))
	s = strings.Map(capitalI, s)
	s = skeletonOf(s, func(r rune) bool { return r > unicode.MaxASCII && !unicode.Is(unicode.Latin, r) })
	fold := cases.Fold()
	return fold.String(skeleton(fold.String(s)))
}

// capitalI is r, or I for a capital of another script that looks like a
// Latin I (Greek Ι, Cyrillic І): a skeleton maps it, as it maps I, to l,
// which Key keeps apart from I.
func capitalI(r rune) rune {
	if r > unicode.MaxASCII && unicode.IsUpper(r) && !unicode.Is(unicode.Latin, r) && skeleton(string(r)) == "l" {
		return 'I'
	}
	return r
}

// LookAlike is the refusal of name beside other, which has its Key but is
// not the same name (see Same).
func LookAlike(name, other string) error {
	return fmt.Errorf("%s looks like %s: a table could not tell them apart; give another name", name, other)
}
