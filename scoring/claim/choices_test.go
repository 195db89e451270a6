package claim

import (
	"errors"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

var testChoices = []Choice{
	{ID: "one", Text: "the first", Program: "as written", Alternative: "the other way", Keys: [2]string{"written", "other"}},
	{ID: "held", Text: "a number", Program: "2", Alternative: "3", Field: "additions: held"},
	{ID: "two", Text: "the second", Program: "once", Alternative: "twice", Keys: [2]string{"once", "twice"}},
}

// TestParseReadings: a reading not given is the program's; the key of the
// alternative switches it; a reading the list does not switch, or a key
// that is neither, is refused naming the reading and what would be right.
func TestParseReadings(t *testing.T) {
	for _, tc := range []struct {
		name  string
		given map[string]string
		want  Alternatives
		err   string
	}{
		{"none_given", nil, 0, ""},
		{"program_choice", map[string]string{"one": "written", "two": "once"}, 0, ""},
		{"second_switched", map[string]string{"two": "twice"}, 1 << 2, ""},
		{"both_switched", map[string]string{"one": "other", "two": "twice"}, 1<<0 | 1<<2, ""},
		{"unknown", map[string]string{"three": "x"}, 0, `readings: "three" is not a reading this ruleset switches; the readings are one, two`},
		{"held_elsewhere", map[string]string{"held": "3"}, 0, "readings: held is not switched here; the ruleset holds it in additions: held"},
		{"bad_key", map[string]string{"two": "thrice"}, 0, `readings: two is "thrice"; write once (once) or twice (twice)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseReadings(testChoices, tc.given)
			if tc.err != "" {
				var re *rulecheck.Error
				if err == nil || err.Error() != tc.err || !errors.As(err, &re) || re.Part != "readings" || re.Key == "" {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("%b (%v), want %b", got, err, tc.want)
			}
		})
	}
}

// TestChoiceWords: a departure and a decision begin with the reading's id
// and read the choice the other way round from the table's.
func TestChoiceWords(t *testing.T) {
	c := testChoices[0]
	if d := c.Departure(false, ""); d.Kind != "one" || d.Text != "one: the other way" {
		t.Errorf("departure %+v", d)
	}
	if d := c.Departure(true, ""); d.Text != "one: as written" {
		t.Errorf("departure from the alternative %+v", d)
	}
	if d := c.Departure(false, "in detail"); d.Text != "one: in detail" {
		t.Errorf("departure with words %+v", d)
	}
	d := c.Decision(false, "3 points", "4 points")
	if d.ID != "one" || d.Text != "one: read as as written, 3 points; read as the other way, 4 points" {
		t.Errorf("decision %+v", d)
	}
	if c.Switch() != "readings: one: other" || testChoices[1].Switch() != "additions: held" {
		t.Errorf("switches %q, %q", c.Switch(), testChoices[1].Switch())
	}
	a := Alternatives(0).Toggle(2)
	if !a.Has(2) || a.Has(0) || a.Toggle(2) != 0 || Index(testChoices, "two") != 2 || Index(testChoices, "none") != -1 {
		t.Errorf("alternatives %b", a)
	}
	if !strings.HasPrefix(d.Text, string(d.ID)+": ") {
		t.Errorf("decision %q does not begin with its id", d.Text)
	}
}

// TestIDsAndDeparts: the ids of decisions in order; a reading found by
// its exact kinds, in order, and not by a part of them.
func TestIDsAndDeparts(t *testing.T) {
	if got := IDs([]Decision{{ID: "a"}, {ID: "b"}}); len(got) != 2 || got[0] != "a" || got[1] != "b" {
		t.Errorf("ids %v", got)
	}
	rs := []Reading{reading(3, "a", "b"), reading(3, "c")}
	for _, tc := range []struct {
		kinds []DepartureKind
		want  bool
	}{{[]DepartureKind{"a", "b"}, true}, {[]DepartureKind{"c"}, true}, {[]DepartureKind{"a"}, false}, {[]DepartureKind{"b", "a"}, false}, {nil, false}} {
		if got := Departs(rs, tc.kinds...); got != tc.want {
			t.Errorf("%v: %v", tc.kinds, got)
		}
	}
}
