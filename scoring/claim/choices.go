package claim

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

// A game's readings: the places where a rulebook's words allow more than
// one count. Each game keeps one list of them (its Choices), in the order
// of its rules document; the same ids name a reading in the document, in
// a ruleset, in a result the reading decided and in the claim search. A
// table may play a reading the other way (Alternatives); a claim that
// reads it the other way is a departure whose kind is the reading's id.

// Choice is one reading of a loose rule: the rulebook's words, the choice
// the program makes and the alternative a table may play or claim.
type Choice struct {
	// ID names the reading everywhere, e.g. "pure-not-semi".
	ID DepartureKind
	// Text is the rulebook's words the reading reads, in short.
	Text string
	// Program is the choice the program makes; Alternative the other.
	Program, Alternative string
	// Keys are the words a ruleset writes under "readings:" for the
	// program's choice and the alternative ("alone", "with-semi-pure").
	// A reading a ruleset holds in a field of its own has no keys, and
	// Field says which.
	Keys  [2]string
	Field string
}

// Switch says how a ruleset plays the alternative: "readings:
// pure-not-semi: with-semi-pure", or the field that holds it.
func (c Choice) Switch() string {
	if c.Keys[1] == "" {
		return c.Field
	}
	return fmt.Sprintf("readings: %s: %s", c.ID, c.Keys[1])
}

// Read returns the choice as played, by the program (alt false) or the
// other way.
func (c Choice) Read(alt bool) string {
	if alt {
		return c.Alternative
	}
	return c.Program
}

// Departure is the departure that reads c the other way round from alt,
// the way the table plays it, with what it counts otherwise in words:
// "pure-not-semi: pure and semi-pure both (9)".
func (c Choice) Departure(alt bool, text string) Departure {
	if text == "" {
		text = c.Read(!alt)
	}
	return Departure{Kind: c.ID, Text: string(c.ID) + ": " + text}
}

// Decision says that c decided a result: played as the table plays it
// (alt), the result is here; read the other way it would be other.
func (c Choice) Decision(alt bool, here, other string) Decision {
	return Decision{ID: c.ID, Text: fmt.Sprintf("%s: read as %s, %s; read as %s, %s", c.ID, c.Read(alt), here, c.Read(!alt), other)}
}

// Decision is a reading that decided a result: read the other way, the
// result would differ. Text says how, in one line that begins with the
// reading's id.
type Decision struct {
	ID   DepartureKind `json:"id"`
	Text string        `json:"text"`
}

// Alternatives are the readings of a game's list that a table plays the
// other way: bit i for the game's Choices[i]. The zero value plays every
// reading as the program does.
type Alternatives uint32

// Has reports whether the table plays reading i the other way.
func (a Alternatives) Has(i int) bool { return a&(1<<i) != 0 }

// Toggle returns a with reading i read the other way round.
func (a Alternatives) Toggle(i int) Alternatives { return a ^ 1<<i }

// Index returns the place of the reading id in choices, or -1.
func Index(choices []Choice, id DepartureKind) int {
	return slices.IndexFunc(choices, func(c Choice) bool { return c.ID == id })
}

// ParseReadings reads a ruleset's "readings:" section, each reading's id
// and the key of the choice the table plays; a reading not given is played
// as the program does. An error names the reading (Part "readings", Key
// its id) and what would be right.
func ParseReadings(choices []Choice, given map[string]string) (Alternatives, error) {
	var switches []string
	for _, c := range choices {
		if c.Keys[1] != "" {
			switches = append(switches, string(c.ID))
		}
	}
	// Sorted, so that the first of several errors is always the same.
	for _, id := range slices.Sorted(maps.Keys(given)) {
		if i := Index(choices, DepartureKind(id)); i < 0 || choices[i].Keys[1] == "" {
			msg := fmt.Sprintf("readings: %q is not a reading this ruleset switches; the readings are %s", id, strings.Join(switches, ", "))
			if i >= 0 {
				msg = fmt.Sprintf("readings: %s is not switched here; the ruleset holds it in %s", id, choices[i].Field)
			}
			return 0, &rulecheck.Error{Part: "readings", Key: id, Msg: msg}
		}
	}
	var out Alternatives
	for i, c := range choices {
		key, ok := given[string(c.ID)]
		switch {
		case !ok || key == c.Keys[0]:
		case key == c.Keys[1]:
			out = out.Toggle(i)
		default:
			return 0, &rulecheck.Error{Part: "readings", Key: string(c.ID),
				Msg: fmt.Sprintf("readings: %s is %q; write %s (%s) or %s (%s)", c.ID, key, c.Keys[0], c.Program, c.Keys[1], c.Alternative)}
		}
	}
	return out, nil
}

// IDs lists the ids of the readings that decided a result, in order.
func IDs(ds []Decision) []DepartureKind {
	out := make([]DepartureKind, len(ds))
	for i, d := range ds {
		out[i] = d.ID
	}
	return out
}

// Departs reports whether one of the readings departs from the rules by
// exactly the kinds given, in order: whether a claim search named a
// reading alone.
func Departs[F Figure](rs []ReadingOf[F], kinds ...DepartureKind) bool {
	return slices.ContainsFunc(rs, func(r ReadingOf[F]) bool {
		return slices.EqualFunc(r.Departures, kinds, func(d Departure, k DepartureKind) bool { return d.Kind == k })
	})
}
