// Package suitbest finds, for one suit of a Magic Dragon loser's hand, the
// most tiles a complete hand's sets and twin of that suit can have in
// common with the suit's tiles: the part of the loser's penalty (VI,
// VII-4) that a suit decides alone, since no set or twin spans two suits.
//
// Search finds it by a dynamic programme over the ranks, for any counts
// and any limit on the copies of each rank. Pair and Join share the sets
// and the twin among the suits. A File answers both from a table, in
// place, for the limit of four copies: the table is Build's, written by
// Search and Pair themselves for every count vector a suit can hold
// (numbered by Index) and every pair of their answers.
package suitbest

// MaxSets bounds the sets one suit may hold in a complete hand.
const MaxSets = 4

// Best is a suit's best overlaps: Best[m][p] is the most tiles m sets and
// p twins of the suit can have in common with its tiles, or -1 when the
// limits allow no such sets.
type Best [MaxSets + 1][2]int8

// Search runs the dynamic programme over ranks 1–9, for counts c under
// caps. A state after rank r is (a, b, m, p): a flushes started at r and
// b at r−1 still need tiles at later ranks, m sets and p twins have been
// begun. At rank r the hand takes x new flushes (r ≤ 7), t triplets and q
// twins, so it holds T_r = a + b + x + 3t + 2q tiles of rank r, never more
// than cap_r, and gains min(T_r, c_r) tiles in common with the loser's
// hand. Two triplets of one rank would need six copies, so t ≤ 1.
func Search(c, caps *[9]uint8) Best {
	const n = MaxSets + 1
	var cur, next [n][n][n][2]int8
	for a := range cur {
		for b := range cur[a] {
			for m := range cur[a][b] {
				cur[a][b][m] = [2]int8{-1, -1}
			}
		}
	}
	cur[0][0][0][0] = 0
	for r := 0; r < 9; r++ {
		for a := range next {
			for b := range next[a] {
				for m := range next[a][b] {
					next[a][b][m] = [2]int8{-1, -1}
				}
			}
		}
		cr, capr := int8(c[r]), int8(caps[r])
		maxX := int8(0)
		if r < 7 {
			maxX = MaxSets
		}
		for a := int8(0); a < n; a++ {
			for b := int8(0); a+b < n && a+b <= capr; b++ {
				for m := a + b; m < n; m++ {
					for p := int8(0); p < 2; p++ {
						v := cur[a][b][m][p]
						if v < 0 {
							continue
						}
						for x := int8(0); x <= maxX && m+x < n && a+b+x <= capr; x++ {
							for t := int8(0); t <= 1 && m+x+t < n; t++ {
								for q := int8(0); q <= 1-p; q++ {
									held := a + b + x + 3*t + 2*q
									if held > capr {
										break
									}
									g := v + min(held, cr)
									if s := &next[x][a][m+x+t][p+q]; g > *s {
										*s = g
									}
								}
							}
						}
					}
				}
			}
		}
		cur = next
	}
	var out Best
	for m := 0; m < n; m++ {
		out[m] = cur[0][0][m]
	}
	return out
}
