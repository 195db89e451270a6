package players

import (
	"sort"
	"strings"

	"golang.org/x/text/unicode/norm"
)

//go:generate go run -tags generate ./internal/confusablesgen

// confusable is a character and the prototype a reader takes it for.
type confusable struct {
	r  rune
	to string
}

// skeleton is s as UTS #39 has it for telling look-alikes: decomposed
// (NFD), each character mapped to its prototype, decomposed again. Two
// strings with one skeleton look alike.
func skeleton(s string) string { return skeletonOf(s, func(rune) bool { return true }) }

// skeletonOf is skeleton mapping only the characters of s that mapped
// says, the others kept.
func skeletonOf(s string, mapped func(rune) bool) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		i := sort.Search(len(confusableTable), func(i int) bool { return confusableTable[i].r >= r })
		if mapped(r) && i < len(confusableTable) && confusableTable[i].r == r {
			b.WriteString(confusableTable[i].to)
		} else {
			b.WriteRune(r)
		}
	}
	return norm.NFD.String(b.String())
}
