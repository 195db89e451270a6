package main

import (
	"fmt"
	"strings"
)

// joinAnd joins "a", "a and b", "a, b, and c".
func joinAnd(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	case 2:
		return xs[0] + " and " + xs[1]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + ", and " + xs[len(xs)-1]
}

// plural writes "1 point", "3 points".
func plural(n int, what string) string { return fmt.Sprintf("%d %s", n, pluralWord(n, what)) }

func pluralWord(n int, what string) string {
	if n == 1 {
		return what
	}
	return what + "s"
}
