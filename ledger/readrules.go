// The store reads the session's rules: into the books' Rules.

package ledger

import (
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger/books"
	"gopkg.in/yaml.v3"
)

// rules reads the rules: mapping, which is optional: a rule it does not
// name takes the value a ledger plays without it.
func (l *Ledger) rules(ps *problems, n *yaml.Node) {
	h := &l.Header
	h.Rules = books.Rules{}
	named := map[string]int{}
	for key, v := range l.readRules(ps, n) {
		named[key] = v.Line
	}
	h.CompleteRules(&ps.Found, named)
}

// readRules reads the value of each rule n names, reporting those of no
// rule or of another game's, and returns the nodes of those read.
func (l *Ledger) readRules(ps *problems, n *yaml.Node) map[string]*yaml.Node {
	h, f := &l.Header, l.File
	given := map[string]*yaml.Node{}
	if n == nil || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return given
	}
	pairs, e := yamlfile.Pairs(f, n, "rules")
	if e != nil {
		ps.add(e)
		return given
	}
	own := h.Game.Rules()
	for _, p := range pairs {
		key, v := p.Key.Value, p.Value
		i := slices.IndexFunc(own, func(ru books.Rule) bool { return ru.Key == key })
		if i < 0 {
			if slices.ContainsFunc(books.AllRules(), func(ru books.Rule) bool { return ru.Key == key }) {
				ps.at(p.Key, "remove this line", "%s is not a %s rule (its rules are %s)", key, h.Game.Title(), strings.Join(h.Game.RuleKeys(), ", "))
			} else {
				ps.add(yamlfile.Unknown(f, p.Key, "rules", h.Game.RuleKeys()))
			}
			continue
		}
		if e := readRule(own[i], f, h, v); e != nil {
			ps.add(e)
			continue
		}
		given[key] = v
	}
	return given
}

// readRule reads the rule's value at v into h's rules.
func readRule(ru books.Rule, f string, h *books.Header, v *yaml.Node) (e *yamlfile.Error) {
	switch p := ru.Of(&h.Rules).(type) {
	case *bool:
		*p, e = yamlfile.Bool(f, v, ru.Key)
	case *int:
		*p, e = yamlfile.Int(f, v, ru.Key)
	case *string:
		*p, e = yamlfile.Str(f, v, ru.Key)
	}
	return e
}
