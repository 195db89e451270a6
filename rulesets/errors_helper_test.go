package rulesets

import (
	"fmt"
	"strings"
	"testing"
)

// damaged is a ruleset with a mistake and what its error must say.
type damaged struct {
	name, edit string
	want       []string
}

// lineIn returns "ours.yaml:N:", N the line of base where s starts.
func lineIn(base, s string) string {
	return fmt.Sprintf("ours.yaml:%d:", 1+strings.Count(base[:strings.Index(base, s)], "\n"))
}

// checkDamaged parses every damaged ruleset as ours.yaml and checks that it
// is refused in one line, starting with the file, saying all it must.
func checkDamaged[R any](t *testing.T, base string, parse func(string, []byte) (R, error), cases []damaged) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.edit == base {
				t.Fatal("the edit changed nothing")
			}
			_, err := parse("ours.yaml", []byte(tc.edit))
			if err == nil {
				t.Fatal("the ruleset loaded")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q does not say %q", err, w)
				}
			}
			if !strings.HasPrefix(err.Error(), "ours.yaml") || strings.Contains(err.Error(), "\n") {
				t.Errorf("%q is not one line starting with the file", err)
			}
		})
	}
}
