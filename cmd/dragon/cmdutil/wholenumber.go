package cmdutil

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/dragon-tools/dragon/internal/words"
)

// WholeNumber is the value of every whole-number flag. pflag's own int
// value would answer "x" with Go's parser text (strconv.ParseInt: parsing
// "x": invalid syntax); this one says what the flag takes, within its
// bounds, and pflag's frame around it names the flag and the bad token.
type WholeNumber struct {
	p      *int
	lo, hi int
}

// IntVar defines the whole-number flag name on fs, as pflag's IntVar
// does, storing its value in p, value until the flag is given. It takes
// any whole number until Within or AtLeast bounds it.
func IntVar(fs *pflag.FlagSet, p *int, name string, value int, usage string) *WholeNumber {
	*p = value
	v := &WholeNumber{p: p, lo: math.MinInt, hi: math.MaxInt}
	fs.Var(v, name, usage)
	return v
}

// Within bounds the flag's value to lo…hi, both included.
func (v *WholeNumber) Within(lo, hi int) *WholeNumber {
	v.lo, v.hi = lo, hi
	return v
}

// AtLeast bounds the flag's value below by lo.
func (v *WholeNumber) AtLeast(lo int) *WholeNumber { return v.Within(lo, math.MaxInt) }

// Set reads a whole number within the bounds, for pflag.
func (v *WholeNumber) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < v.lo || n > v.hi {
		return errors.New("give " + v.want())
	}
	*v.p = n
	return nil
}

// want says what the flag takes: "a whole number from 1 to 10000".
func (v *WholeNumber) want() string {
	switch {
	case v.lo == math.MinInt && v.hi == math.MaxInt:
		return "a whole number"
	case v.hi == math.MaxInt:
		return fmt.Sprintf("a whole number, %s or more", words.Grouped(v.lo))
	case v.lo == math.MinInt:
		return fmt.Sprintf("a whole number, %s or less", words.Grouped(v.hi))
	}
	return fmt.Sprintf("a whole number from %s to %s", words.Grouped(v.lo), words.Grouped(v.hi))
}

// String returns the value, for pflag: its default in the help.
func (v *WholeNumber) String() string {
	if v.p == nil {
		return ""
	}
	return strconv.Itoa(*v.p)
}

// Type is "N", the help's name for a number when the usage names none.
func (v *WholeNumber) Type() string { return "N" }
