package term

import "testing"

// TestChosenBreaksBetweenWords: the line a chosen item leaves is broken
// between words at the terminal's width, as a typed answer is, never
// inside one; a terminal that does not say its width gets it whole.
func TestChosenBreaksBetweenWords(t *testing.T) {
	s := promptStyle{attrs: true} // marks, no colour
	label, item := "Go on with an evening, or start one?", "thursday.yaml: Nine Dragons, Ann, Bo, Cy, Di; 2 hands played"
	for _, c := range []struct {
		cols int
		want string
	}{
		{80, "✔ Go on with an evening, or start one? thursday.yaml: Nine Dragons, Ann, Bo, Cy,\nDi; 2 hands played"},
		{40, "✔ Go on with an evening, or start one?\nthursday.yaml: Nine Dragons, Ann, Bo,\nCy, Di; 2 hands played"},
		{0, "✔ Go on with an evening, or start one? thursday.yaml: Nine Dragons, Ann, Bo, Cy, Di; 2 hands played"},
	} {
		if got := s.chosen(label, item, c.cols); got != c.want {
			t.Errorf("at %d columns:\n%s\nwant\n%s", c.cols, got, c.want)
		}
	}
}
