package ledger

import (
	"slices"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// money reads the money: mapping, which is optional.
func (l *Ledger) money(ps *problems, n *yaml.Node) {
	h := &l.Header
	h.Money = h.Game.DefaultMoney()
	if n == nil || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return
	}
	var m moneyYAML
	if e := decodeFields(l.File, n, "money", &m); e != nil {
		ps.add(e)
		return
	}
	if v := m.Start; v != nil {
		start, e := yamlfile.Int(l.File, v, "start")
		ps.add(e)
		if e == nil && start < 0 {
			ps.at(v, "write the money each player starts with, or 0", "the starting money is %d", start)
		}
		h.Money.Start = start
	}
	if v := m.Bills; v != nil {
		h.Money.Bills = nil
		if v.Kind != yaml.SequenceNode {
			ps.at(v, "write them as a list: bills: [1, 5, 10]", "bills should be a list of amounts")
			return
		}
		for _, b := range v.Content {
			x, e := yamlfile.Int(l.File, b, "a bill")
			if e != nil {
				ps.add(e)
				continue
			}
			if x < 1 || slices.Contains(h.Money.Bills, x) {
				ps.at(b, "list each bill's value once: [1, 5, 10]", "bill %d is not a positive amount given once", x)
				continue
			}
			h.Money.Bills = append(h.Money.Bills, x)
		}
		slices.Sort(h.Money.Bills)
	}
}
