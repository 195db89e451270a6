package cmdutil

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/ledger"
)

// Shell completion of the values every game's flags share: ledger and
// ruleset files, and the players' names.

// CompleteYAML completes a file argument or flag with YAML files only: a
// ledger, a ruleset. The shell filters by extension, so a ledger's lock
// file (.NAME.yaml.lock) is never offered.
func CompleteYAML(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return []cobra.Completion{"yaml", "yml"}, cobra.ShellCompDirectiveFilterFileExt
}

// CompleteFileArg completes a command's first argument, its FILE, with
// YAML files and nothing after it.
func CompleteFileArg(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return CompleteYAML(cmd, args, toComplete)
}

// tablePlayers returns the players the command line names: --players, or
// the players of the ledger it names (--ledger, --record, or a ledger
// command's FILE) as they are called now (its header's, when its records
// cannot be read), or else the winner and losers it gives.
func tablePlayers(cmd *cobra.Command, args []string) []string {
	f := cmd.Flags()
	if p := f.Lookup("players"); p != nil && p.Changed {
		var names []string
		if list, err := f.GetStringSlice("players"); err == nil {
			names = list
		} else {
			names = strings.Split(p.Value.String(), ",")
		}
		for i := range names {
			names[i] = strings.TrimSpace(names[i])
		}
		return slices.DeleteFunc(names, func(s string) bool { return s == "" })
	}
	files := []string{flagString(cmd, "ledger"), flagString(cmd, "record")}
	if strings.Contains(cmd.Use, "FILE") && len(args) > 0 {
		files = append(files, args[0])
	}
	for _, file := range files {
		if file == "" {
			continue
		}
		if cur, err := ledger.ReadCurrent(file); err == nil {
			return cur.Header.Players // as they are called now, renamed and re-seated
		}
		if h, err := ledger.ReadHeader(file); err == nil {
			return h.Players
		}
	}
	var names []string
	if w := flagString(cmd, "winner"); w != "" {
		names = append(names, w)
	}
	for _, flag := range []string{"loser", "discards", "fished"} {
		names = append(names, namesGiven(cmd, flag)...)
	}
	return names
}

// flagString returns the value of a string flag the command has, or "".
func flagString(cmd *cobra.Command, name string) string {
	if f := cmd.Flags().Lookup(name); f != nil && f.Value.Type() == "string" {
		return f.Value.String()
	}
	return ""
}

// loserNames returns the names of the --loser NAME=HAND given so far.
func loserNames(cmd *cobra.Command) []string { return namesGiven(cmd, "loser") }

// namesGiven returns the names of a repeated NAME=… flag (--loser,
// --discards, --fished) given so far.
func namesGiven(cmd *cobra.Command, flag string) []string {
	list, err := cmd.Flags().GetStringArray(flag)
	if err != nil {
		return nil
	}
	var names []string
	for _, l := range list {
		if name, _, ok := strings.Cut(l, "="); ok {
			names = append(names, strings.TrimSpace(name))
		}
	}
	return names
}

// CompleteWind completes a flag that takes a wind (--round, --seat).
func CompleteWind(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return []cobra.Completion{
		cobra.CompletionWithDesc("E", "East"), cobra.CompletionWithDesc("S", "South"),
		cobra.CompletionWithDesc("W", "West"), cobra.CompletionWithDesc("N", "North"),
	}, cobra.ShellCompDirectiveNoFileComp
}

// CompletePlayer completes a flag that names a player (--winner,
// --discard-by, --dealer, --for) from the players on the command line or in its
// ledger. --winner leaves out the losers given, --discard-by the winner.
func CompletePlayer(flag string) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		var not []string
		switch flag {
		case "winner":
			not = loserNames(cmd)
		case "discard-by":
			not = []string{flagString(cmd, "winner")}
		}
		var out []cobra.Completion
		for _, p := range tablePlayers(cmd, args) {
			if !slices.Contains(not, p) && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// CompleteLoser completes --loser NAME=HAND with "NAME=" for each player
// who is neither the winner nor a loser already given; the hand follows
// without a space.
func CompleteLoser(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	not := append(loserNames(cmd), flagString(cmd, "winner"))
	var out []cobra.Completion
	for _, p := range tablePlayers(cmd, args) {
		if !slices.Contains(not, p) {
			out = append(out, p+"=")
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}
