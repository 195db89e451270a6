package qa

import (
	"errors"
	"testing"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestTypedCountsColumnsWithinTheAnswer: a token refused in the answer
// typed is placed within it, whatever the earlier answers read with it
// held; a token of the earlier answers, and any other error, are left as
// they are.
func TestTypedCountsColumnsWithinTheAnswer(t *testing.T) {
	before := "[GD GD GD GD] " // 14 characters
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&tiles.ParseError{Game: "g", Pos: 20, Token: "X9", Msg: "unknown tile"}, `g: "X9" at column 6: unknown tile`},
		{&tiles.ParseError{Game: "g", Pos: 2, Token: "GD", Msg: "bad"}, `g: "GD" at column 2: bad`},
		{&tiles.ParseError{Game: "g", Msg: "too few tiles"}, `g: too few tiles`},
		{errors.New("not a hand"), "not a hand"},
	} {
		if got := Typed(before, tc.err); got.Error() != tc.want {
			t.Errorf("%v: %q, want %q", tc.err, got, tc.want)
		}
	}
	if Typed(before, nil) != nil {
		t.Error("no error became one")
	}
}
