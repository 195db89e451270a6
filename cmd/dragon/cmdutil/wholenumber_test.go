package cmdutil

import (
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// TestWholeNumber: a whole-number flag takes a whole number within its
// bounds, and refuses anything else saying what it takes, in pflag's frame
// naming the flag and the token, never with Go's parser text.
func TestWholeNumber(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bound  func(*WholeNumber)
		arg    string
		want   int
		errMsg string
	}{
		{"any_number", func(*WholeNumber) {}, "-3", -3, ""},
		{"blanks_around", func(*WholeNumber) {}, " 7 ", 7, ""},
		{"not_a_number", func(*WholeNumber) {}, "x", 0, `invalid argument "x" for "--n" flag: give a whole number`},
		{"a_fraction", func(*WholeNumber) {}, "1.5", 0, `invalid argument "1.5" for "--n" flag: give a whole number`},
		{"too_big_for_go", func(*WholeNumber) {}, "99999999999999999999", 0, `give a whole number`},
		{"within_lowest", func(v *WholeNumber) { v.Within(1, 10) }, "1", 1, ""},
		{"within_highest", func(v *WholeNumber) { v.Within(1, 10) }, "10", 10, ""},
		{"within_below", func(v *WholeNumber) { v.Within(1, 10) }, "0", 0, `invalid argument "0" for "--n" flag: give a whole number from 1 to 10`},
		{"within_above", func(v *WholeNumber) { v.Within(1, 10) }, "11", 0, `give a whole number from 1 to 10`},
		{"within_not_a_number", func(v *WholeNumber) { v.Within(1, 10) }, "x", 0, `invalid argument "x" for "--n" flag: give a whole number from 1 to 10`},
		{"at_least", func(v *WholeNumber) { v.AtLeast(0) }, "0", 0, ""},
		{"at_least_below", func(v *WholeNumber) { v.AtLeast(0) }, "-1", 0, `invalid argument "-1" for "--n" flag: give a whole number, 0 or more`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
			var n int
			v := IntVar(fs, &n, "n", 0, "a `N`")
			given := func() bool { return fs.Changed("n") }
			tc.bound(v)
			err := fs.Parse([]string{"--n", tc.arg})
			switch {
			case tc.errMsg == "" && err != nil:
				t.Fatalf("--n %q: %v", tc.arg, err)
			case tc.errMsg != "" && err == nil:
				t.Fatalf("--n %q: took %d, want the error %q", tc.arg, n, tc.errMsg)
			case err != nil && !strings.HasSuffix(err.Error(), tc.errMsg):
				t.Errorf("--n %q: %q, want it to end %q", tc.arg, err, tc.errMsg)
			case err != nil && strings.Contains(err.Error(), "strconv"):
				t.Errorf("--n %q: %q shows Go's parser", tc.arg, err)
			}
			if n != tc.want || given() != (tc.errMsg == "") {
				t.Errorf("--n %q: n = %d, given %v; want %d, %v", tc.arg, n, given(), tc.want, tc.errMsg == "")
			}
		})
	}
}

// TestWholeNumberDefault: the default stands, and shows in the help,
// until the flag is given.
func TestWholeNumberDefault(t *testing.T) {
	fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
	var n int
	IntVar(fs, &n, "stakes", 1, "multiply by `N`")
	if err := fs.Parse(nil); err != nil || n != 1 {
		t.Fatalf("no flag: n = %d, err %v; want 1, nil", n, err)
	}
	if usage := fs.FlagUsages(); !strings.Contains(usage, "--stakes N") || !strings.Contains(usage, "(default 1)") {
		t.Errorf("help %q: want --stakes N and (default 1)", usage)
	}
}

// FuzzWholeNumber: no token panics; a refusal is one line that never
// shows Go's parser, and a number taken is within the bounds and reads
// back as itself.
func FuzzWholeNumber(f *testing.F) {
	for _, s := range []string{"1", "0", "-1", "x", " 7 ", "1.5", "99999999999999999999", "+3", "0x10", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var n int
		v := IntVar(pflag.NewFlagSet("t", pflag.ContinueOnError), &n, "n", 5, "a `N`").Within(1, 10)
		if err := v.Set(s); err != nil {
			if msg := err.Error(); strings.Contains(msg, "\n") || strings.Contains(msg, "strconv") || n != 5 {
				t.Fatalf("Set(%q): %q, n = %d", s, msg, n)
			}
			return
		}
		took := n
		if n < 1 || n > 10 || v.Set(v.String()) != nil || n != took {
			t.Fatalf("Set(%q) took %d, which reads back as %d", s, took, n)
		}
	})
}
