package players

import (
	"strings"
	"testing"
)

// TestCheck: the one rule for names, every way a name can be wrong.
func TestCheck(t *testing.T) {
	for _, ok := range []string{"Ann", "Bo Li", "Zoë", "李", "P2", strings.Repeat("a", MaxRunes)} {
		if err := Check(ok); err != nil {
			t.Errorf("Check(%q) = %v", ok, err)
		}
	}
	for name, want := range map[string]string{
		"":                              "empty",
		" Ann":                          "starts or ends with a space",
		"A=B":                           `holds '='`,
		"Ann,Bo":                        `holds ','`,
		"O'Brien":                       `holds '\''`,
		"A\tB":                          "cannot be shown",
		"\xff":                          "not valid text",
		strings.Repeat("a", MaxRunes+1): "longer than 40",
		"--":                            "needs a letter or a digit",
	} {
		if err := Check(name); err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Check(%q) = %v, want one line containing %q", name, err, want)
		}
	}
}

// FuzzCheck: no name panics the check.
func FuzzCheck(f *testing.F) {
	f.Add("Ann")
	f.Add("A=B")
	f.Fuzz(func(t *testing.T, s string) { _ = Check(s) })
}
