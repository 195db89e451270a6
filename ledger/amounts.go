package ledger

import (
	"slices"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger/books"
)

// readAmounts reads a mapping from player name to a whole number.
func readAmounts(h *books.Header, f string, ps *problems, n *yaml.Node, what string, r *books.HandRecord) map[string]int {
	pairs, e := yamlfile.Pairs(f, n, what)
	if e != nil {
		ps.add(e)
		r.Lines.Partial = true
		return nil
	}
	out := make(map[string]int, len(pairs))
	r.Lines.Names = slices.Grow(r.Lines.Names, len(pairs))
	for _, p := range pairs {
		name, ok := readPlayer(h, f, ps, p.Key, p.Key.Value, what)
		if !ok {
			r.Lines.Partial = true
			continue
		}
		if p.Value.Style&yaml.TaggedStyle != 0 {
			// !!str -6 would be read as the number it looks like.
			ps.at(p.Value, "write the number alone: "+p.Value.Value, "%s: %s: the amount has the tag %s; an amount is a number, with no tag", what, name, p.Value.Tag)
			r.Lines.Partial = true
			continue
		}
		v, e := yamlfile.Int(f, p.Value, what+": "+name)
		if e != nil {
			ps.add(e)
			r.Lines.Partial = true
			continue
		}
		if _, twice := out[name]; twice {
			// The same player written composed and not (see Seat).
			ps.at(p.Key, "keep one of them", "%s gives %s twice (first on line %d)", what, words.Quote(name), books.LineOf(r.Lines.Names, name))
			r.Lines.Partial = true
			continue
		}
		out[name] = v
		r.Lines.Names = append(r.Lines.Names, books.NamedLine{Name: name, Line: p.Key.Line})
	}
	return out
}
