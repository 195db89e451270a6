package ledger

import (
	"fmt"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// headerFields are the top-level fields of a ledger, in the order written.
var headerFields = []string{"version", "game", "players", "rules", "money", "hands"}

// header reads everything but the records; false when the ledger cannot be
// read on (no players, no game).
func (l *Ledger) header(ps *problems) bool {
	f := l.File
	doc := l.root.Content[0]
	if doc.Kind != yaml.MappingNode {
		ps.at(doc, "start from 'dragon ledger new'", "a ledger is a list of fields (version:, game:, players:, …, hands:), not %s", yamlfile.Describe(doc))
		return false
	}
	m, ferr := yamlfile.Fields(f, doc, "the ledger", headerFields...)
	if ferr != nil {
		ps.add(ferr)
		return false
	}
	h := &l.Header
	ok := true
	need := func(key, fix string) *yaml.Node {
		n := m[key]
		if n == nil {
			ps.at(doc, fix, "the ledger has no %s: field", key)
			ok = false
		}
		return n
	}
	if n := need("version", fmt.Sprintf("add a first line 'version: %d'", FormatVersion)); n != nil {
		v, e := yamlfile.Int(f, n, "version")
		switch {
		case e != nil:
			ps.add(e)
			ok = false
		case v > FormatVersion:
			ps.at(n, "use a newer dragon for this file", "the file is ledger format version %d; this dragon reads version %d", v, FormatVersion)
			ok = false
		case v < 1:
			ps.at(n, fmt.Sprintf("write version: %d", FormatVersion), "the format version is %d; it is %d", v, FormatVersion)
			ok = false
		default:
			h.Version = v
		}
	}
	if n := need("game", "add 'game: magic' (or qmahjongg, ninedragons, dominoes, mac)"); n != nil {
		s, e := yamlfile.Str(f, n, "game")
		if e != nil {
			ps.add(e)
			ok = false
		} else if g, err := ParseGame(s); err != nil {
			fix := "the games are " + gameList()
			var known []string
			for _, g := range gameOrder {
				known = append(known, string(g))
			}
			if s := yamlfile.Suggest(s, known); s != "" {
				fix = "write game: " + s
			}
			ps.at(n, fix, "%v", err)
			ok = false
		} else {
			h.Game = g
		}
	}
	if n := need("players", "add the players in seat order: players: [Ann, Bo, Cy, Di]"); n != nil {
		if !l.players(ps, n) {
			ok = false
		}
	}
	if n := need("hands", "add a last line 'hands:'"); n != nil {
		switch {
		case n.Kind == yaml.ScalarNode && n.Tag == "!!null":
		case n.Kind == yaml.SequenceNode:
		default:
			ps.at(n, "write each record as an item '- at: …' under hands:", "hands: should be a list of records, not %s", yamlfile.Describe(n))
			ok = false
		}
		l.hands = n
		if n.Kind == yaml.SequenceNode {
			l.items = len(n.Content)
		}
		for i := 0; i+1 < len(doc.Content); i += 2 {
			if doc.Content[i+1] == n {
				l.handsKey = doc.Content[i]
			}
		}
		l.plan = l.planAppend(doc.Content[len(doc.Content)-1] == n)
	}
	if !ok {
		return false
	}
	l.rules(ps, m["rules"])
	l.money(ps, m["money"])
	return true
}
