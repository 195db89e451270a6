package q

import (
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestRecordedWinsAudited: a win recorded with --record keeps what the
// audit needs (Hand.Kept) to settle it again in the state it was played
// in: who the banker's first discard was by, the level agreed; and the
// audit finds a record written otherwise.
func TestRecordedWinsAudited(t *testing.T) {
	players := []string{"Ann", "Bo", "Cy"}
	file, data := cmdtest.Audited(t, books.Header{Game: books.QMahjongg, Players: players, Rules: books.Rules{Stakes: 2}}, Hand, newScoreCmd,
		[]string{"W3 F1 1C 2C 3C 4B 5B 6B", "--winner", "Bo", "--banker-first-discard"},
		[]string{"W3 F1 1C 2C 3C 4B 5B 6B", "--winner", "Bo", "--discard-by", "Cy"},
		[]string{"[N4 N4 N4 N4] 1C 2C 3C W3 F1", "--winner", "Ann", "--gong-replacement", "own"},
		[]string{"F1 F2 F3 F4 F5 1C 5C 9C", "--winner", "Ann", "--self-drawn", "--fang", "5"})
	for _, tc := range [][3]string{
		{"discard_by: Ann", "discard_by: Cy", "hand 1"},
		{"discard_by: Cy", "discard_by: Ann", "hand 2"},
		{"fang: \"5\"", "fang: \"4\"", "hand 4"},
		{"gong_replacement: own", "gong_replacement: mine", `gong_replacement: "mine"`},
	} {
		cmdtest.Tampered(t, file, data, books.QMahjongg, Hand, tc[0], tc[1], tc[2])
	}
}
