// The store writes the books as YAML: a record's inputs: and the
// session's rules:, as nodes of the file it appends to or creates.

package ledger

import (
	"slices"

	"gopkg.in/yaml.v3"
)

// fieldNode writes the field's value in in as YAML.
func fieldNode(f *InputField, in *Inputs) *yaml.Node {
	switch p := f.of(in).(type) {
	case *string:
		return str(*p)
	case *bool:
		return boolean(*p)
	case *[]NamedHand:
		m := &yaml.Node{Kind: yaml.MappingNode}
		if f.oneLine {
			m.Style = yaml.FlowStyle
		}
		for _, h := range *p {
			m.Content = append(m.Content, str(h.Name), str(h.Hand))
		}
		return m
	}
	return nil
}

// inputsNode writes in as the inputs: of a record of game g: each field
// of g that is set, in the order of the descriptions; then what is set
// that g has no field for, under the first field that holds it, for the
// reading back to refuse. nil when nothing is set.
func inputsNode(in *Inputs, g Game) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode}
	var written []*InputField
	write := func(ok func(f *InputField) bool) {
		for _, f := range inputFields {
			if ok(f) && !f.isZero(in) && !slices.ContainsFunc(written, f.fills) {
				written = append(written, f)
				n.Content = append(n.Content, str(f.Key), fieldNode(f, in))
			}
		}
	}
	write(g.keeps)
	write(func(*InputField) bool { return true })
	if len(n.Content) == 0 {
		return nil
	}
	return n
}

// rulesNode writes the rules of a new ledger for session h, each with a
// comment that says what it is.
func rulesNode(h *Header) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode}
	for _, ru := range h.Game.rules() {
		if ru.omitZero && ru.IsZero(h.Rules) {
			continue
		}
		tag := map[RuleKind]string{Switch: "!!bool", Number: "!!int", Choice: "!!str"}[ru.Kind]
		v := &yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: ru.Value(h.Rules)}
		if c := ru.comment(h); c != "" {
			v.LineComment = "# " + c
		}
		n.Content = append(n.Content, str(ru.Key), v)
	}
	return n
}
