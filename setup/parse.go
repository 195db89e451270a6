package setup

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/internal/players"
)

// ParseError is a value the table gave that cannot be used: a list item
// that is not a number, a finger count of 6, a name given twice. Pos is the
// item's place in its list, from 1 (0 when the problem is the list as a
// whole); Token is the item as written; Msg says what is wrong and what
// would be right, naming the value.
type ParseError struct {
	Pos   int
	Token string
	Msg   string
}

// Error returns the message with the package prefix, for callers that
// do not add a flag name of their own.
func (e *ParseError) Error() string { return "setup: " + e.Msg }

// ForPeople is the error without the package's name (words.ForPeople).
func (e *ParseError) ForPeople() string { return e.Msg }

func parseErr(pos int, tok, format string, args ...any) *ParseError {
	return &ParseError{Pos: pos, Token: tok, Msg: fmt.Sprintf(format, args...)}
}

// Ordinal returns 1st, 2nd, 3rd, 4th … for n.
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// splitList splits a comma-separated list and trims each item.
func splitList(s string) []string {
	items := strings.Split(s, ",")
	for i := range items {
		items[i] = strings.TrimSpace(items[i])
	}
	return items
}

// ParseNames reads a comma-separated list of player names, such as
// "Ann,Bo,Cy,Di". Names are trimmed; each must be non-empty, printable and
// different from the others ignoring case, since a name is how the table
// (and flags such as --dealer) point at a player.
func ParseNames(s string) ([]string, error) {
	if strings.TrimSpace(s) == "" {
		return nil, parseErr(0, s, "no names given; list the players separated by commas, e.g. Ann,Bo,Cy,Di")
	}
	names := splitList(s)
	if err := CheckNames(names); err != nil {
		return nil, err
	}
	return names, nil
}

// CheckNames checks a list of player names as ParseNames does.
func CheckNames(names []string) error {
	seen := map[string]int{}
	for i, name := range names {
		if name == "" {
			return parseErr(i+1, name, "the %s name is empty; list the players separated by commas, e.g. Ann,Bo,Cy,Di", Ordinal(i+1))
		}
		if err := players.Check(name); err != nil {
			return parseErr(i+1, name, "%v", err)
		}
		key := players.Key(name)
		if j, ok := seen[key]; ok {
			if !players.Same(name, names[j]) {
				return parseErr(i+1, name, "%v", players.LookAlike(name, names[j]))
			}
			return parseErr(i+1, name, "%s is named twice (%s and %s); every player needs a name of their own", name, Ordinal(j+1), Ordinal(i+1))
		}
		seen[key] = i
	}
	return nil
}

// FindName returns the index of the player called name, ignoring case.
func FindName(names []string, name string) (int, bool) {
	for i, n := range names {
		if strings.EqualFold(n, strings.TrimSpace(name)) {
			return i, true
		}
	}
	return -1, false
}

// ParseNumbers reads a comma-separated list of whole numbers, each from lo
// to hi; what names one of them in messages ("finger count", "die").
func ParseNumbers(s string, lo, hi int, what string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, parseErr(0, s, "no %ss given; write them separated by commas", what)
	}
	items := splitList(s)
	out := make([]int, len(items))
	for i, item := range items {
		if item == "" {
			return nil, parseErr(i+1, item, "the %s %s is missing; write one %s from %d to %d between each pair of commas", Ordinal(i+1), what, what, lo, hi)
		}
		n, err := strconv.Atoi(item)
		if err != nil || n < lo || n > hi {
			return nil, parseErr(i+1, item, "%q (the %s %s) is not a whole number from %d to %d", item, Ordinal(i+1), what, lo, hi)
		}
		out[i] = n
	}
	return out, nil
}

// ParseFingers reads the fingers each player sticks out for a Yin-Yang
// number, e.g. "3,2,5,1": one to five each.
func ParseFingers(s string) ([]int, error) { return ParseNumbers(s, 1, 5, "finger count") }

// ParseDice reads three dice, e.g. "3,5,6": one to six each.
func ParseDice(s string) ([]int, error) {
	dice, err := ParseNumbers(s, 1, 6, "die")
	if err != nil {
		return nil, err
	}
	if len(dice) != 3 {
		return nil, parseErr(0, s, "%d dice given; Nine Dragons throws three, e.g. 3,5,6", len(dice))
	}
	return dice, nil
}

// ParseRanks reads the ranks drawn for seats, e.g. "7,3,9,3": 1 to 9 each.
func ParseRanks(s string) ([]int, error) { return ParseNumbers(s, 1, 9, "rank") }

// ParseSeed reads a seed: any whole number from 0 to 18446744073709551615.
func ParseSeed(s string) (uint64, error) {
	t := strings.TrimSpace(s)
	n, err := strconv.ParseUint(t, 10, 64)
	if err != nil {
		return 0, parseErr(0, s, "%q is not a seed; a seed is a whole number from 0 to %d", s, uint64(1<<64-1))
	}
	return n, nil
}
