// The store writes the books as YAML: a record's inputs: and the
// session's rules:, as nodes of the file it appends to or creates.

package ledger

import (
	"github.com/dragon-tools/dragon/ledger/books"
	"gopkg.in/yaml.v3"
)

// fieldNode writes the field's value in in as YAML.
func fieldNode(f *books.InputField, in *books.Inputs) *yaml.Node {
	switch f.Kind {
	case books.Flag:
		return boolean(f.Get(in) == "true")
	case books.PlayerHands:
		m := &yaml.Node{Kind: yaml.MappingNode}
		if f.OneLine {
			m.Style = yaml.FlowStyle
		}
		for _, h := range f.Hands(in) {
			m.Content = append(m.Content, str(h.Name), str(h.Hand))
		}
		return m
	}
	return str(f.Get(in))
}

// inputsNode writes in as the inputs: of a record of game g, the fields
// the books say are written (Game.WrittenInputs); nil when nothing is set.
func inputsNode(in *books.Inputs, g books.Game) *yaml.Node {
	fields := g.WrittenInputs(in)
	if len(fields) == 0 {
		return nil
	}
	n := &yaml.Node{Kind: yaml.MappingNode}
	for i := range fields {
		n.Content = append(n.Content, str(fields[i].Key), fieldNode(&fields[i], in))
	}
	return n
}

// rulesNode writes the rules of a new ledger for session h, each with a
// comment that says what it is.
func rulesNode(h *books.Header) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode}
	for _, ru := range h.Game.Rules() {
		if !ru.Written(h) {
			continue
		}
		tag := map[books.RuleKind]string{books.Switch: "!!bool", books.Number: "!!int", books.Choice: "!!str"}[ru.Kind]
		v := &yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: ru.Value(h.Rules)}
		if c := ru.Comment(h); c != "" {
			v.LineComment = "# " + c
		}
		n.Content = append(n.Content, str(ru.Key), v)
	}
	return n
}
