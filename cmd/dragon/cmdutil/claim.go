package cmdutil

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

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

// ClaimVerdict is the check of a claim as every game reports it: the
// game's verdict and the unit its figures count.
type ClaimVerdict struct {
	claim.Verdict
	// Unit names the rules' figure, singular ("point").
	Unit string
}

// ClaimJSON is a verdict in --json. Embedded as a pointer in a command's
// output, its fields appear only when --claim was given.
type ClaimJSON struct {
	Claim    int             `json:"claim"`
	Agrees   bool            `json:"agrees"`
	Readings []claim.Reading `json:"readings"`
}

// JSON returns the verdict for --json; nil for no verdict.
func (v *ClaimVerdict) JSON() *ClaimJSON {
	if v == nil {
		return nil
	}
	j := &ClaimJSON{Claim: v.Claim, Agrees: v.Agrees(), Readings: []claim.Reading{}}
	for _, r := range v.Readings {
		if r.Differences == nil {
			r.Differences = []claim.Difference{}
		}
		j.Readings = append(j.Readings, r)
	}
	return j
}

// Err returns ErrClaimDisagrees when the claim disagrees with the rules,
// so that the command exits with ExitClaimDisagrees; nil for no verdict.
func (v *ClaimVerdict) Err() error {
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

// Print writes the verdict for people: one line when the claim agrees;
// otherwise how far it is from the rules, and each reading that gives it
// with its departures and what it counts otherwise, item by item.
func (v *ClaimVerdict) Print(w io.Writer) {
	if v.Agrees() {
		fmt.Fprintf(w, "%s.\n", ClaimSays(words.Plural(v.Claim, v.Unit), true))
		return
	}
	more := "more"
	if v.Rules < v.Claim {
		more = "fewer"
	}
	fmt.Fprintf(w, "%s, which give %d, %d %s.\n", ClaimSays(words.Plural(v.Claim, v.Unit), false), v.Rules, abs(v.Rules-v.Claim), more)
	switch len(v.Readings) {
	case 0:
		fmt.Fprintf(w, "No reading of the rules that departs from them at most twice gives %d.\n", v.Claim)
		return
	case 1:
		fmt.Fprintf(w, "Read this way, the rules give %d:\n", v.Claim)
	default:
		fmt.Fprintf(w, "Read any of these ways, the rules give %d:\n", v.Claim)
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
		fmt.Fprintf(w, "%s%s\n", mark, strings.Join(texts, "; and "))
		for _, d := range r.Differences {
			fmt.Fprintf(w, "%s%+3d  %s\n", indent, d.Points, d.Item)
		}
	}
}

func abs(n int) int { return max(n, -n) }
