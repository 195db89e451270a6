package cmdutil

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
)

// TestRecordWin: a win is appended with the inputs and transfers settled
// in the state it is appended to; a refusal writes nothing.
func TestRecordWin(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t.yaml")
	if err := ledger.Create(file, ledger.Header{Game: ledger.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
		t.Fatal(err)
	}
	// The transfers depend on the hands played before, as a table's do on
	// who deals: a record settled in a state other than the one it is
	// appended to shows it.
	settle := func(st ledger.State) (*ledger.Inputs, map[string]int, error) {
		n := 3 * (st.Played + 1)
		return &ledger.Inputs{Winner: "Ann", Hand: "123s", SelfDrawn: true}, map[string]int{"Ann": 3 * n, "Bo": -n, "Cy": -n, "Di": -n}, nil
	}
	refuse := func(ledger.State) (*ledger.Inputs, map[string]int, error) { return nil, nil, errors.New("refused") }
	for _, tc := range []struct {
		name   string
		settle SettleIn
		want   string // an error's words; "" to record
		number int
	}{
		{"recorded", settle, "", 1},
		{"the_ledger_refuses", refuse, "refused", 0},
		{"settled_in_the_state_appended_to", settle, "", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			app, err := RecordWin(file, ledger.NineDragons, &At{}, tc.settle)
			if tc.want != "" {
				after, _ := os.ReadFile(file)
				if err == nil || !strings.Contains(err.Error(), tc.want) || !bytes.Equal(before, after) {
					t.Fatalf("error %v, want %q and the file as it was", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			r := app.Record
			if r.Number != tc.number || r.Kind != ledger.Win || r.Inputs.Winner != "Ann" || r.Transfers["Ann"] != 9*tc.number {
				t.Fatalf("appended %+v; want hand %d, Ann +%d", r, tc.number, 9*tc.number)
			}
		})
	}
}
