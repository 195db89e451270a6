package words

import "strings"

// Suggest returns the word of known nearest to w when it is near enough
// to be a slip of the keyboard (or differs only in case), else "".
func Suggest(w string, known []string) string {
	best, bestD := "", 3
	if len(w) <= 4 {
		bestD = 2
	}
	for _, k := range known {
		if strings.EqualFold(k, w) {
			return k
		}
		if d := distance(strings.ToLower(w), strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// distance is the Levenshtein distance between a and b.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			c := prev[j-1]
			if ra[i-1] != rb[j-1] {
				c++
			}
			c = min(c, prev[j]+1, cur[j-1]+1)
			cur[j] = c
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
