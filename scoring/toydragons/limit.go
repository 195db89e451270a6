//go:build toygame

package toydragons

// Paid is what a toy hand worth points is paid as: its points, or, for a
// limit hand (MaxPoints) the winner called before it was complete,
// double. A call of any other hand pays nothing more.
func Paid(points int, called bool) int {
	if called && points == MaxPoints {
		return 2 * points
	}
	return points
}
