package qa

import (
	"unicode/utf8"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Typed is err, from reading an answer typed after before (what earlier
// answers hold of the hand, read first with it), with the column of the
// token it names counted within the answer typed, as the person typing
// it sees it: "X9 at column 6", not at column 17 of the whole hand. An
// error in before, or of any other kind, is returned as it is.
func Typed(before string, err error) error {
	pe, ok := err.(*tiles.ParseError)
	n := utf8.RuneCountInString(before)
	if !ok || pe.Token == "" || pe.Pos <= n {
		return err
	}
	c := *pe
	c.Pos -= n
	return &c
}
