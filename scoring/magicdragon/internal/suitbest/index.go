package suitbest

// MaxTiles bounds the tiles of one suit the table holds: all of a
// complete hand's.
const MaxTiles = 14

// NumVectors is the number of count vectors the table holds: nine counts
// of 0–4 adding up to at most MaxTiles.
const NumVectors = 405350

// The index orders the vectors by their number of tiles, then by their
// counts from rank 1 (lexicographic). A suit of a 13-tile hand holds three
// or four tiles, seldom more than eight; the vectors of at most eight
// tiles, with the classes before them, take the table's first 24 kB, so
// the first hand of a process touches few of its pages.
//
// Index adds up two tables, sumStarts and rankOffsets, which IndexTables
// computes and go generate writes down as Go (index_gen.go): in place in
// the program, they cost nothing when it starts nor when Index is first
// called.

// IndexTables returns the tables Index adds up. starts[s] counts the
// vectors of fewer than s tiles. offsets[r][s][x] counts the vectors
// before those holding x tiles of rank r+1, among those with s tiles in
// ranks r+1…9 that agree up to rank r.
func IndexTables() (starts [MaxTiles + 2]int32, offsets [9][MaxTiles + 1][5]int32) {
	// fit[r][s] counts the vectors of ranks r+1…9 holding exactly s tiles.
	var fit [10][MaxTiles + 1]int32
	fit[9][0] = 1
	for r := 8; r >= 0; r-- {
		for s := range fit[r] {
			for x := 0; x <= min(4, s); x++ {
				fit[r][s] += fit[r+1][s-x]
			}
		}
	}
	for s := range fit[0] {
		starts[s+1] = starts[s] + fit[0][s]
	}
	for r := range offsets {
		for s := range offsets[r] {
			var before int32
			for x := range offsets[r][s] {
				offsets[r][s][x] = before
				if x <= s {
					before += fit[r+1][s-x]
				}
			}
		}
	}
	return starts, offsets
}

// Index returns the place of counts c among the vectors the table holds,
// and false when c holds more than MaxTiles tiles or a count over four.
func Index(c *[9]uint8) (int, bool) {
	left := 0
	for _, x := range c {
		left += int(x)
	}
	if left > MaxTiles {
		return 0, false
	}
	i := sumStarts[left]
	for r, x := range c {
		if x > 4 {
			return 0, false
		}
		i += rankOffsets[r][left][x]
		left -= int(x)
	}
	return int(i), true
}

// Vectors returns every count vector the table holds, in index order.
func Vectors() [][9]uint8 {
	out := make([][9]uint8, 0, NumVectors)
	var c [9]uint8
	var walk func(r, left int)
	walk = func(r, left int) {
		if r == len(c)-1 {
			if left <= 4 {
				c[r] = uint8(left)
				out = append(out, c)
			}
			return
		}
		for x := range min(4, left) + 1 {
			c[r] = uint8(x)
			walk(r+1, left-x)
		}
	}
	for tiles := 0; tiles <= MaxTiles; tiles++ {
		walk(0, tiles)
	}
	return out
}
