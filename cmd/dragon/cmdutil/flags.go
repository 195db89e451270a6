package cmdutil

import (
	"fmt"
	"strings"
)

// NonEmptyString is a string flag's value that refuses "": `--version ”`
// is a slip of the shell, not a choice of the default, and is refused like
// any other bad value.
type NonEmptyString struct {
	p    *string
	want string
}

// NonEmpty returns a flag value that sets *p and refuses "" (or blanks),
// saying what the flag wants, e.g. "a VERSION, A to G".
func NonEmpty(p *string, want string) *NonEmptyString {
	return &NonEmptyString{p: p, want: want}
}

// Set takes the flag's value, refusing it empty.
func (v *NonEmptyString) Set(s string) error {
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("it is empty; give %s", v.want)
	}
	*v.p = s
	return nil
}

// String returns the value, for pflag.
func (v *NonEmptyString) String() string { return *v.p }

// Type is "string", as for any string flag.
func (v *NonEmptyString) Type() string { return "string" }
