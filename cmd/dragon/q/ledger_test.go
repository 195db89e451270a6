package q

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
// in: who the banker's first discard was by, the level agreed; and the
// audit finds a record written otherwise.
func TestRecordedWinsAudited(t *testing.T) {
	file := filepath.Join(t.TempDir(), "night.yaml")
	if err := ledger.Create(file, ledger.Header{Game: ledger.QMahjongg, Players: []string{"Ann", "Bo", "Cy"}, Rules: ledger.Rules{Stakes: 2}}); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"W3 F1 1C 2C 3C 4B 5B 6B", "--winner", "Bo", "--banker-first-discard", "--record", file},
		{"W3 F1 1C 2C 3C 4B 5B 6B", "--winner", "Bo", "--discard-by", "Cy", "--record", file},
		{"[N4 N4 N4 N4] 1C 2C 3C W3 F1", "--winner", "Ann", "--gong-replacement", "own", "--record", file},
		{"F1 F2 F3 F4 F5 1C 5C 9C", "--winner", "Ann", "--self-drawn", "--fang", "5", "--record", file},
	} {
		ios, out := cmdtest.Pipe()
		if err := cmdtest.Execute(newScoreCmd(ios, nil), args...); err != nil {
			t.Fatalf("%q: %v\n%s", args, err, out)
		}
	}
	audit := ledger.Auditors{ledger.QMahjongg: Hand}
	if ps, err := ledger.Check(file, audit); err != nil || len(ps) > 0 {
		t.Fatalf("the ledger as recorded: %v, %v", ps, err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"discard_by: Ann", "discard_by: Cy", "hand 1"},
		{"discard_by: Cy", "discard_by: Ann", "hand 2"},
		{"fang: \"5\"", "fang: \"4\"", "hand 4"},
		{"gong_replacement: own", "gong_replacement: mine", `gong_replacement: "mine"`},
	} {
		tampered := strings.Replace(string(data), tc.from, tc.to, 1)
		if tampered == string(data) {
			t.Fatalf("no %q to change in:\n%s", tc.from, data)
		}
		if ps := ledger.CheckData(file, []byte(tampered), audit); len(ps) != 1 || !strings.Contains(ps[0].Error(), tc.want) {
			t.Errorf("%s written as %s: %v", tc.from, tc.to, ps)
		}
	}
}
