package cmdutil

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// Claim is the --claim flag of every score command: the figure a player
// claims, for a referee to check against the rules. Given tells a claim of
// 0 from no claim.
type Claim struct {
	N     int
	Given bool
}

// Add puts --claim on cmd; what names the figure ("points", "penalty
// points").
func (c *Claim) Add(cmd *cobra.Command, what string) {
	cmd.Flags().Var(c, "claim", "a referee's check: compare a claimed `N` "+what+" with the rules; exit 3 when they disagree")
}

// String returns the claim as given, for pflag.
func (c *Claim) String() string {
	if !c.Given {
		return ""
	}
	return strconv.Itoa(c.N)
}

// Set reads the claim, a whole number 0 or more, for pflag.
func (c *Claim) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 {
		return fmt.Errorf("write the claimed figure as a whole number, 0 or more, e.g. --claim 15")
	}
	c.N, c.Given = n, true
	return nil
}

// Type names the flag's value in help, for pflag.
func (c *Claim) Type() string { return "N" }

// ClaimVerdictOf is the check of a claim as every game reports it: the
// game's verdict, the unit its figures count and, for a game whose
// figures are not whole points, how to write them and their key in
// --json.
type ClaimVerdictOf[F claim.Figure] struct {
	Verdict[F]
	// Unit names the rules' figure, singular ("point").
	Unit string
	// Amount writes a figure with its unit ("half Fang"); nil writes the
	// number and Unit ("18 points") where the unit is said, and the bare
	// number elsewhere.
	Amount func(F) string
	// Key names a reading's figure in --json; "points" when empty.
	Key string
}

// Verdict is the game's verdict a ClaimVerdictOf holds; the alias names
// the embedded field Verdict whatever the game's figure.
type Verdict[F claim.Figure] = claim.VerdictOf[F]

// ClaimVerdict is the verdict of a game that counts whole points.
type ClaimVerdict = ClaimVerdictOf[int]

// ClaimJSONOf is a verdict in --json. Embedded as a pointer in a
// command's output, its fields appear only when --claim was given. Every
// game's readings have the same keys: the figure (under the verdict's
// Key), departures ({kind, text}) and differences ({item, figure}).
type ClaimJSONOf[F claim.Figure] struct {
	Claim    F                     `json:"claim"`
	Agrees   bool                  `json:"agrees"`
	Readings []ClaimReadingJSON[F] `json:"readings"`
}

// ClaimJSON is the --json of a verdict in whole points.
type ClaimJSON = ClaimJSONOf[int]

// ClaimReadingJSON is a reading in --json, its figures under Key.
type ClaimReadingJSON[F claim.Figure] struct {
	claim.ReadingOf[F]
	Key string
}

// MarshalJSON writes the reading with its figure, and each difference's,
// under the reading's Key, in the order of claim.ReadingOf's fields.
func (r ClaimReadingJSON[F]) MarshalJSON() ([]byte, error) {
	diffs := make([]jsonObject, len(r.Differences))
	for i, d := range r.Differences {
		diffs[i] = jsonObject{"item", d.Item, r.Key, d.Points}
	}
	return jsonObject{r.Key, r.Points, "departures", r.Departures, "differences", diffs}.MarshalJSON()
}

// jsonObject is a JSON object as its keys and values in turn, written in
// that order.
type jsonObject []any

// MarshalJSON writes the object, its members in order.
func (o jsonObject) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i := 0; i+1 < len(o); i += 2 {
		k, err := json.Marshal(o[i])
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(o[i+1])
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = append(append(append(b, k...), ':'), v...)
	}
	return append(b, '}'), nil
}

// JSON returns the verdict for --json; nil for no verdict.
func (v *ClaimVerdictOf[F]) JSON() *ClaimJSONOf[F] {
	if v == nil {
		return nil
	}
	key := cmp.Or(v.Key, "points")
	j := &ClaimJSONOf[F]{Claim: v.Claim, Agrees: v.Agrees(), Readings: []ClaimReadingJSON[F]{}}
	for _, r := range v.Readings {
		if r.Differences == nil {
			r.Differences = []claim.DifferenceOf[F]{}
		}
		j.Readings = append(j.Readings, ClaimReadingJSON[F]{r, key})
	}
	return j
}

// Err returns ErrClaimDisagrees when the claim disagrees with the rules,
// so that the command exits with ExitClaimDisagrees; nil for no verdict.
func (v *ClaimVerdictOf[F]) Err() error {
	if v == nil || v.Agrees() {
		return nil
	}
	return ErrClaimDisagrees
}

// ClaimSays begins every game's verdict on a claim of what ("18 points",
// "3 Fang"): "A claim of 18 points agrees with the rules" or "… disagrees
// with the rules".
func ClaimSays(what string, agrees bool) string {
	verb := "disagrees"
	if agrees {
		verb = "agrees"
	}
	return "A claim of " + what + " " + verb + " with the rules"
}

// Print writes the verdict for people, fitted to width (0: lines whole):
// one line when the claim agrees; otherwise how far it is from the
// rules, and each reading that gives it with its departures and what it
// counts otherwise, item by item.
func (v *ClaimVerdictOf[F]) Print(w io.Writer, width int) {
	say := func(indent, format string, args ...any) { term.Para(w, width, indent, fmt.Sprintf(format, args...)) }
	if v.Agrees() {
		say("  ", "%s.", ClaimSays(v.amount(v.Claim), true))
		return
	}
	more := "more"
	if v.Rules < v.Claim {
		more = "fewer"
	}
	say("  ", "%s, which give %s, %v %s.", ClaimSays(v.amount(v.Claim), false), v.figure(v.Rules), max(v.Rules-v.Claim, v.Claim-v.Rules), more)
	switch len(v.Readings) {
	case 0:
		say("  ", "No reading of the rules that departs from them at most twice gives %s.", v.figure(v.Claim))
		return
	case 1:
		say("  ", "Read this way, the rules give %s:", v.figure(v.Claim))
	default:
		say("  ", "Read any of these ways, the rules give %s:", v.figure(v.Claim))
	}
	for i, r := range v.Readings {
		texts := make([]string, len(r.Departures))
		for j, d := range r.Departures {
			texts[j] = d.Text
		}
		mark, indent := "  ", "    "
		if len(v.Readings) > 1 {
			mark, indent = fmt.Sprintf("  %d. ", i+1), "       "
		}
		say(indent, "%s%s", mark, strings.Join(texts, "; and "))
		for _, d := range r.Differences {
			say(indent+"      ", "%s%3s  %s", indent, signed(d.Points), d.Item)
		}
	}
}

// amount writes figure x with its unit: "18 points", "half Fang".
func (v *ClaimVerdictOf[F]) amount(x F) string {
	if v.Amount != nil {
		return v.Amount(x)
	}
	return fmt.Sprintf("%v %s", x, words.PluralWord(int(x), v.Unit))
}

// signed writes x with its sign, + for 0 too: "+1", "-0.5".
func signed[F claim.Figure](x F) string {
	if x < 0 {
		return fmt.Sprint(x)
	}
	return "+" + fmt.Sprint(x)
}

// figure writes figure x where the unit goes without saying: the bare
// number of points ("18"), or the amount when the game writes its own.
func (v *ClaimVerdictOf[F]) figure(x F) string {
	if v.Amount != nil {
		return v.Amount(x)
	}
	return fmt.Sprint(x)
}
