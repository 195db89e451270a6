package magic

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// Completions complete the values of the flags only Magic Dragon has,
// wherever they stand: the versions and the suits.
var Completions = map[string]cobra.CompletionFunc{"version": completeVersion, "without-suit": completeSuit}

// completeVersion completes --version with the versions of Table II (or of
// the --ruleset on the command line), each with what it is.
func completeVersion(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	file := ""
	if f := cmd.Flags().Lookup("ruleset"); f != nil {
		file = f.Value.String()
	}
	rules, err := loadRules(file)
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []cobra.Completion
	for _, v := range rules.Versions {
		desc := fmt.Sprintf("%s; %d drawn, %d dead", v.Title, v.Drawn, v.Dead)
		if v.Minimum > 0 && !strings.Contains(v.Title, "at least") {
			desc += fmt.Sprintf(", at least %s to zappo", words.Plural(v.Minimum, "point"))
		}
		out = append(out, cobra.CompletionWithDesc(v.Name, desc))
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// suitNames are the suits as the rulebook names them.
var suitNames = map[string]string{"C": "circle", "S": "stick", "D": "dragon", "P": "picture"}

// completeSuit completes --without-suit with the four suits.
func completeSuit(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var out []cobra.Completion
	for _, s := range magicdragon.Suits {
		out = append(out, cobra.CompletionWithDesc(s, suitNames[s]))
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}
