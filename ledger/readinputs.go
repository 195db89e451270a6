// The store reads a record's inputs:, walking the books' descriptions of
// the fields its game keeps.

package ledger

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger/books"
	"gopkg.in/yaml.v3"
)

// inputReader reads the inputs: of one record.
type inputReader struct {
	h    *books.Header
	f    string
	ps   *problems
	r    *books.HandRecord
	what string // "hand 3"
}

// kindInputs are, for the reading of one file, the input fields a record
// of each kind may hold in its game: the books give a copy at each call
// (Game.Inputs), which for every record of a season would be garbage that
// raises the peak of the heap.
type kindInputs map[books.Kind][]books.InputField

// of returns the input fields a record of kind k may hold in game g, the
// file's.
func (c kindInputs) of(g books.Game, k books.Kind) []books.InputField {
	fields, ok := c[k]
	if !ok {
		fields = g.Inputs(k)
		c[k] = fields
	}
	return fields
}

// readInputs reads the inputs: of record r, walking the descriptions of the
// fields its game and kind may hold (fields).
func readInputs(h *books.Header, f string, ps *problems, n *yaml.Node, r *books.HandRecord, what string, fields []books.InputField) *books.Inputs {
	if len(fields) == 0 {
		ps.at(n, "remove inputs:, or say what happened in note:", "%s: %s record has no inputs", what, books.Article(string(r.Kind)))
		return nil
	}
	pairs, e := yamlfile.Pairs(f, n, what+": inputs")
	if e != nil {
		ps.add(e)
		return nil
	}
	rd := &inputReader{h: h, f: f, ps: ps, r: r, what: what}
	in := &books.Inputs{}
	for _, p := range pairs {
		i := slices.IndexFunc(fields, func(fd books.InputField) bool { return fd.Key == p.Key.Value })
		if i < 0 {
			ps.add(rd.unknown(p.Key, fields))
			continue
		}
		rd.read(&fields[i], in, p.Value)
	}
	rd.agree(in, n, pairs, fields)
	return in
}

// unknown is the problem with key k, which is none of fields: a plain
// unknown field, or the role written with another game's word.
func (rd *inputReader) unknown(k *yaml.Node, fields []books.InputField) *yamlfile.Error {
	known := make([]string, len(fields))
	for i, fd := range fields {
		known[i] = fd.Key
	}
	e := yamlfile.Unknown(rd.f, k, rd.what+": inputs", known)
	for _, o := range books.InputFields() {
		if o.Key != k.Value {
			continue
		}
		for _, fd := range fields {
			if fd.Fills(&o) && fd.Key == rd.h.Game.Role() {
				e.Msg = fmt.Sprintf("%s: %s ledgers write the %s as %s:, not %s:", rd.what, rd.h.Game.Title(), fd.Key, fd.Key, k.Value)
				e.Fix = "write " + fd.Key + ":"
			}
		}
	}
	return e
}

// read reads the value v of field fd into in.
func (rd *inputReader) read(fd *books.InputField, in *books.Inputs, v *yaml.Node) {
	if line := fd.LineIn(&rd.r.Lines); line != nil {
		*line = v.Line
	}
	var s string
	var e *yamlfile.Error
	switch fd.Kind {
	case books.PlayerName:
		s = rd.player(v, fd.Key)
	case books.Text:
		s, e = yamlfile.Str(rd.f, v, rd.what+": "+fd.Key)
	case books.Flag:
		var set bool
		set, e = yamlfile.Bool(rd.f, v, rd.what+": "+fd.Key)
		s = strconv.FormatBool(set)
	case books.PlayerHands:
		hs, he := rd.namedHands(fd, v)
		rd.ps.add(he)
		_ = fd.SetHands(in, hs) // a field of hands takes them
		return
	}
	rd.ps.add(e)
	_ = fd.Set(in, s) // a value of the field's kind, as Set takes it
}

// player reads the name of a player at v, written for field, as the
// header spells it; "" when it is no player's (the problem is reported).
func (rd *inputReader) player(v *yaml.Node, field string) string {
	s, e := yamlfile.Str(rd.f, v, rd.what+": "+field)
	if e != nil {
		rd.ps.add(e)
		return ""
	}
	name, _ := readPlayer(rd.h, rd.f, rd.ps, v, s, rd.what+": "+field)
	return name
}

// namedHands reads PlayerHands field fd at v, a mapping of player to tiles
// or cards as typed, such as discards: {Ann: 6-6 1-5, Bo: ""}, keeping
// the line of each player's entry.
func (rd *inputReader) namedHands(fd *books.InputField, v *yaml.Node) ([]books.NamedHand, *yamlfile.Error) {
	pairs, e := yamlfile.Pairs(rd.f, v, rd.what+": "+fd.Key)
	if e != nil {
		return nil, e
	}
	out := make([]books.NamedHand, 0, len(pairs))
	lines := &rd.r.Lines.Hands
	*lines = slices.Grow(*lines, len(pairs))
	for _, p := range pairs {
		who := rd.player(p.Key, fd.Key)
		typed, te := yamlfile.Str(rd.f, p.Value, rd.what+": "+fd.Each+" "+p.Key.Value)
		if te != nil {
			rd.ps.add(te)
			continue
		}
		*lines = append(*lines, books.NamedLine{Name: who, Line: p.Value.Line})
		out = append(out, books.NamedHand{Name: who, Hand: typed})
	}
	return out, nil
}

// agree checks what the fields of inputs n say of each other, and of the
// session's rules, as each field's Check says (a fifth tile paid for
// everyone in a session without the fifth-tile rule is an error, as the
// money it moved is not the table's).
func (rd *inputReader) agree(in *books.Inputs, n *yaml.Node, pairs []yamlfile.Pair, fields []books.InputField) {
	what := rd.what
	if in.SelfDrawn && in.DiscardBy != "" {
		rd.ps.at(keyNode(pairs, "self_drawn"), "keep one: self_drawn: true or discard_by: NAME", "%s: the winning tile cannot be both self-drawn and discarded by %s", what, in.DiscardBy)
	}
	if in.DiscardBy != "" && in.DiscardBy == in.Winner {
		rd.ps.at(n, "name the player who discarded the winning tile", "%s: the winner %s cannot have discarded his own winning tile", what, in.Winner)
	}
	if losers := valueNode(pairs, "losers"); losers != nil && losers.Kind == yaml.MappingNode && in.Winner != "" {
		for i := 0; i < len(losers.Content); i += 2 {
			if k := losers.Content[i]; rd.h.Seat(k.Value) == rd.h.Seat(in.Winner) {
				rd.ps.at(k, "remove the winner from the losers", "%s: %s is the winner and cannot be a loser too", what, in.Winner)
			}
		}
	}
	for i := range fields {
		fd := &fields[i]
		if v := fd.Get(in); fd.Check != nil && v != "" {
			if wrong, fix := fd.Check(rd.h.Rules, v); wrong != "" {
				rd.ps.at(valueNode(pairs, fd.Key), fix, "%s: %s", what, wrong)
			}
		}
	}
}

// keyNode is the key node of key among pairs, or nil.
func keyNode(pairs []yamlfile.Pair, key string) *yaml.Node {
	for _, p := range pairs {
		if p.Key.Value == key {
			return p.Key
		}
	}
	return nil
}

// valueNode is the value node of key among pairs, or nil.
func valueNode(pairs []yamlfile.Pair, key string) *yaml.Node {
	for _, p := range pairs {
		if p.Key.Value == key {
			return p.Value
		}
	}
	return nil
}
