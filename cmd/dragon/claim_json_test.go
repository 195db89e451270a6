package main

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestClaimReadingsSameKeys: a claim that disagrees gives readings of one
// shape in every game's --json, so a script reads them alike: each
// reading is {FIGURE, departures: [{kind, text}], differences: [{item,
// FIGURE}]}, FIGURE the game's word for its figure ("points"; "fang" for
// Q Mahjongg, whose every Fang in --json is "fang"), holding the claim.
func TestClaimReadingsSameKeys(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, figure string
		args         []string
	}{
		{"magic_score", "points", []string{"magic", "score", "(1C, 2C, 3C) (1C, 2C, 3C) (3C, 4C, 5C) (3P, 4P, 5P) (7P, 7P)", "--claim", "11"}},
		{"magic_penalty", "points", []string{"magic", "penalty", "(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 5S) (1D, -, 4D) (4P, 4P)", "--claim", "1"}},
		{"nine_score", "points", []string{"nine", "score", "RD RD RD GD GD GD 123c 456c WD WD RF3", "--claim", "9"}},
		{"dominoes_score", "points", []string{"dominoes", "score", "--discards", "Ann=6-6 5-1", "--discards", "Bo=", "--discards", "Cy=2-4", "--claim", "4", "--for", "Ann"}},
		{"mac_score", "points", []string{"mac", "score", "--fished", "Ann=GD E1 F2", "--fished", "Bo=3C 7B 9C", "--claim", "19", "--for", "Bo"}},
		{"q_score", "fang", []string{"q", "score", "E1 F1 1C 2C 3C 4B 5B 6B", "--seat", "E", "--claim", "1"}},
		{"q_score_half", "fang", []string{"q", "score", "E1 F1 1C 2C 3C 4B 5B 6B", "--claim", "half"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runHere(append(tc.args, "--json"), &term.IOStreams{Out: &out, ErrOut: &errOut, NoColor: true})
			if code != cmdutil.ExitClaimDisagrees {
				t.Fatalf("exit %d, want %d: %s", code, cmdutil.ExitClaimDisagrees, errOut.String())
			}
			var got struct {
				Claim    float64                      `json:"claim"`
				Agrees   *bool                        `json:"agrees"`
				Readings []map[string]json.RawMessage `json:"readings"`
			}
			if err := json.Unmarshal(out.Bytes(), &got); err != nil || got.Agrees == nil || *got.Agrees || len(got.Readings) == 0 {
				t.Fatalf("--json %s: %v", out.String(), err)
			}
			for _, r := range got.Readings {
				sameKeys(t, r, tc.figure, "departures", "differences")
				var figure float64
				var deps, diffs []map[string]json.RawMessage
				if json.Unmarshal(r[tc.figure], &figure) != nil || json.Unmarshal(r["departures"], &deps) != nil ||
					json.Unmarshal(r["differences"], &diffs) != nil || figure != got.Claim || len(deps) == 0 {
					t.Fatalf("reading %s does not give the claim %g", out.String(), got.Claim)
				}
				for _, d := range deps {
					sameKeys(t, d, "kind", "text")
				}
				for _, d := range diffs {
					sameKeys(t, d, "item", tc.figure)
				}
			}
		})
	}
}

// sameKeys fails unless obj has exactly the keys want.
func sameKeys(t *testing.T, obj map[string]json.RawMessage, want ...string) {
	t.Helper()
	got := slices.Sorted(maps.Keys(obj))
	if slices.Sort(want); !slices.Equal(got, want) {
		t.Fatalf("keys %q, want %q", got, want)
	}
}
