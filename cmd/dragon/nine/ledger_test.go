package nine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/ledger"
)

// TestRecordedWinsAudited: a win recorded with --record keeps what the
// audit needs (Hand.Kept) to settle it again in the state it was played
// in, and the audit finds a transfer written otherwise.
func TestRecordedWinsAudited(t *testing.T) {
	file := filepath.Join(t.TempDir(), "night.yaml")
	if err := ledger.Create(file, ledger.Header{Game: ledger.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: ledger.Rules{Stakes: 2}}); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"[GD GD GD GD] RD RD RD 123s 456s WD WD", "--winner", "Cy", "--discard-by", "Ann", "--record", file},
		{"[E E E E] 111s 222s 333s 99s RF1", "--winner", "Bo", "--kong-replacement", "--record", file},
		{"[123s] [456s] [789s] [222s] 55s RF3", "--winner", "Di", "--self-drawn", "--twelfth-by", "Ann", "--record", file},
	} {
		ios, out := cmdtest.Pipe()
		if err := cmdtest.Execute(newScoreCmd(ios, nil), args...); err != nil {
			t.Fatalf("%q: %v\n%s", args, err, out)
		}
	}
	audit := ledger.Auditors{ledger.NineDragons: Hand}
	if ps, err := ledger.Check(file, audit); err != nil || len(ps) > 0 {
		t.Fatalf("the ledger as recorded: %v, %v", ps, err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	// The first win written as Bo's discard: its transfers are Ann's.
	tampered := strings.Replace(string(data), "discard_by: Ann", "discard_by: Bo", 1)
	if tampered == string(data) {
		t.Fatalf("no discard of Ann's to change in:\n%s", data)
	}
	ps := ledger.CheckData(file, []byte(tampered), audit)
	if len(ps) != 1 || !strings.Contains(ps[0].Error(), "hand 1") || !strings.Contains(ps[0].Error(), "Bo") {
		t.Errorf("a hand whose transfers are another's: %v", ps)
	}
}
