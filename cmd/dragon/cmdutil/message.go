package cmdutil

import (
	"regexp"
	"strings"
	"sync"
)

// GoPackages are the names the packages under scoring, setup, ledger,
// rulesets and internal put before their errors, for a program reading
// them; a person at the table is shown the message without them.
// TestGoPackagesListed keeps the list whole.
var GoPackages = []string{
	"books", "browsertest", "claim", "dominoes", "dragondeck", "export", "ledger", "laidout", "ledgertest", "lineedit", "mac", "magicdragon", "magicrecord",
	"ninedragons", "players", "qmahjongg", "report", "rulecheck", "rulesets", "serve", "setup", "split", "suitbest", "tiles", "web", "words",
	"vtscreen", "yaml", "yamlfile",
}

// packagePrefix finds a package name where a message or a wrapped message
// starts. It is compiled when first needed: most runs show no error, and
// every start-up pays for what is compiled before main.
var packagePrefix = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(^|: )(?:` + strings.Join(GoPackages, "|") + `): `)
})

// Message is err as a person reads it: one line, without the Go package
// names that scoring and ledger errors start with.
func Message(err error) string {
	return packagePrefix().ReplaceAllString(err.Error(), "$1")
}
