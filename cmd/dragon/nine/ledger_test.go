package nine

import (
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestRecordedWinsAudited: a win recorded with --record keeps what the
// audit needs (Hand.Kept) to settle it again in the state it was played
// in, and the audit finds a hand whose transfers are another's.
func TestRecordedWinsAudited(t *testing.T) {
	h := books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: books.Rules{Stakes: 2}}
	file, data := cmdtest.Audited(t, h, Hand, newScoreCmd,
		[]string{"[GD GD GD GD] RD RD RD 123s 456s WD WD", "--winner", "Cy", "--discard-by", "Ann"},
		[]string{"[E E E E] 111s 222s 333s 99s RF1", "--winner", "Bo", "--kong-replacement"},
		[]string{"[123s] [456s] [789s] [222s] 55s RF3", "--winner", "Di", "--self-drawn", "--twelfth-by", "Ann"})
	// The first win written as Bo's discard: its transfers are Ann's.
	cmdtest.Tampered(t, file, data, books.NineDragons, Hand, "discard_by: Ann", "discard_by: Bo", "hand 1")
	cmdtest.Tampered(t, file, data, books.NineDragons, Hand, "kong_replacement: true", "fifth_tile: true", "hand 2")
}
