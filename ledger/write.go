package ledger

import (
	"bytes"
	"maps"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// recordNode returns record r as a YAML node, its fields in the order a
// person reads them: when, what kind, what happened, what money moved.
func recordNode(h *books.Header, r *books.HandRecord, comment string) *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode}
	add := func(key string, v *yaml.Node) {
		m.Content = append(m.Content, str(key), v)
	}
	add("at", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!timestamp", Value: books.FormatTime(r.At)})
	add("kind", str(string(r.Kind)))
	if r.Inputs != nil {
		if n := inputsNode(r.Inputs, h.Game); n != nil {
			add("inputs", n)
		}
	}
	if r.Transfers != nil {
		add("transfers", amountsNode(h, r.Transfers, true))
	}
	if r.Scores != nil {
		add("scores", amountsNode(h, r.Scores, false))
	}
	if r.Voids != 0 {
		v := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(r.Voids)}
		v.LineComment = comment
		add("voids", v)
	}
	if r.Kind == books.Rename {
		add("from", str(r.From))
		add("to", str(r.To))
	}
	if r.Seats != nil {
		seats := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
		for _, p := range r.Seats {
			seats.Content = append(seats.Content, str(p))
		}
		add("seats", seats)
	}
	if r.Note != "" {
		add("note", str(r.Note))
	}
	return m
}

// amountsNode writes amounts as a one-line mapping in seat order, with a
// sign on money so that who paid and who gained reads at a glance.
func amountsNode(h *books.Header, m map[string]int, signed bool) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle}
	names := slices.Sorted(maps.Keys(m))
	slices.SortStableFunc(names, func(a, b string) int { return h.Seat(a) - h.Seat(b) })
	for _, p := range names {
		v := strconv.Itoa(m[p])
		if signed && m[p] > 0 {
			v = "+" + v
		}
		n.Content = append(n.Content, str(p), &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: v})
	}
	return n
}

// str is the node of text s. Text with a line break or a tab is written
// double-quoted, its breaks escaped (\n): yaml.v3 writes some of it as a
// block that reads back otherwise (a leading line break is lost), and a
// note must read back as typed.
func str(s string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}
	if strings.ContainsAny(s, "\n\r\t\u0085\u2028\u2029") {
		n.Style = yaml.DoubleQuotedStyle
	}
	return n
}

func boolean(b bool) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(b)}
}

// encode writes node n as YAML, indented by two spaces a level.
func encode(n *yaml.Node) ([]byte, error) {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(n); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// itemText returns record node item as the text of one item of hands:,
// "- at: …" and its lines, indented by indent spaces.
func itemText(item *yaml.Node, indent int, eol string) ([]byte, error) {
	text, err := encode(&yaml.Node{Kind: yaml.SequenceNode, Content: []*yaml.Node{item}})
	if err != nil {
		return nil, err
	}
	pad := strings.Repeat(" ", indent)
	var b bytes.Buffer
	for _, line := range strings.SplitAfter(string(text), "\n") {
		if line == "" {
			continue
		}
		body := strings.TrimSuffix(line, "\n")
		if body != "" {
			b.WriteString(pad)
		}
		b.WriteString(body)
		b.WriteString(eol)
	}
	return b.Bytes(), nil
}

// appendPlan says how a record is appended to the file: as text after the
// file's last byte, which leaves every byte a person wrote untouched, or,
// when the layout does not allow that, by adding the node to hands: and
// writing the document out from its nodes (comments and order are kept,
// spacing may change).
type appendPlan struct {
	Splice bool   `json:"splice"`
	Indent int    `json:"indent"` // spaces before "- " of an item
	EOL    string `json:"eol"`    // "\n" or "\r\n", as the file has it
}

// planAppend decides how to append to the ledger; lastKey: hands: is the
// last key of the document.
func (l *Ledger) planAppend(lastKey bool) appendPlan {
	p := appendPlan{EOL: "\n"}
	if bytes.Contains(l.data, []byte("\r\n")) {
		p.EOL = "\r\n"
	}
	// A file that does not end its last line could end in a block scalar
	// kept with its line breaks (|+), which appended text would change.
	if !lastKey || l.hands == nil || l.handsKey == nil || hasDocumentEnd(l.data) || !bytes.HasSuffix(l.data, []byte("\n")) {
		return p
	}
	switch {
	case l.hands.Kind == yaml.SequenceNode && l.hands.Style&yaml.FlowStyle == 0 && len(l.hands.Content) > 0:
		p.Indent = l.hands.Column - 1
	case l.hands.Kind == yaml.ScalarNode && l.hands.Tag == "!!null" && l.hands.Value == "":
		p.Indent = l.handsKey.Column - 1 + 2
	default:
		return p
	}
	p.Splice = p.Indent >= 0
	return p
}

// hasDocumentEnd reports whether data has a "..." line, after which text
// would not belong to the document.
func hasDocumentEnd(data []byte) bool {
	for line := range bytes.Lines(data) {
		line = bytes.TrimRight(line, "\r\n")
		if bytes.Equal(line, []byte("...")) || bytes.HasPrefix(line, []byte("... ")) || bytes.HasPrefix(line, []byte("...\t")) {
			return true
		}
	}
	return false
}

// withRecord returns the file's bytes with record node item appended.
func (l *Ledger) withRecord(p appendPlan, item *yaml.Node) ([]byte, error) {
	if p.Splice {
		text, err := itemText(item, p.Indent, p.EOL)
		if err != nil {
			return nil, err
		}
		out := make([]byte, 0, len(l.data)+len(text))
		out = append(out, l.data...)
		return append(out, text...), nil
	}
	// Add the node to the tree and write the tree out. The tree is the
	// file's own (comments included), not a re-encoding of the types.
	if l.hands.Kind != yaml.SequenceNode {
		*l.hands = yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Line: l.hands.Line, Column: l.hands.Column,
			HeadComment: l.hands.HeadComment, LineComment: l.hands.LineComment, FootComment: l.hands.FootComment}
	}
	if l.hands.Style&yaml.FlowStyle != 0 {
		// A block list cannot carry a comment after "[]": move it to the key.
		l.hands.Style &^= yaml.FlowStyle
		if l.handsKey != nil && l.handsKey.LineComment == "" {
			l.handsKey.LineComment, l.hands.LineComment = l.hands.LineComment, ""
		}
	}
	l.hands.Content = append(l.hands.Content, item)
	out, err := encode(l.root)
	if err != nil {
		return nil, words.Errorf("ledger", "writing the ledger out: %v", err)
	}
	if p.EOL == "\r\n" {
		out = bytes.ReplaceAll(out, []byte("\n"), []byte("\r\n"))
	}
	return out, nil
}
