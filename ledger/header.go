package ledger

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger/books"
)

// header reads everything but the records; false when the ledger cannot be
// read on (no players, no game).
func (l *Ledger) header(ps *problems) bool {
	f := l.File
	doc := l.root.Content[0]
	if doc.Kind != yaml.MappingNode {
		ps.at(doc, "start from 'dragon ledger new'", "a ledger is a list of fields (version:, game:, players:, …, hands:), not %s", yamlfile.Describe(doc))
		return false
	}
	var top headerYAML
	if e := decodeFields(f, doc, "the ledger", &top); e != nil {
		ps.add(e)
		return false
	}
	required := []struct {
		key, fix string
		n        *yaml.Node
		read     func(n *yaml.Node) bool
	}{
		{"version", fmt.Sprintf("add a first line 'version: %d'", books.FormatVersion), top.Version, func(n *yaml.Node) bool { return l.formatVersion(ps, n) }},
		{"game", gameFix(), top.Game, func(n *yaml.Node) bool { return l.game(ps, n) }},
		{"players", "add the players in seat order: players: [Ann, Bo, Cy, Di]", top.Players, func(n *yaml.Node) bool { return l.players(ps, n) }},
		{"hands", "add a last line 'hands:'", top.Hands, func(n *yaml.Node) bool { return l.handsList(ps, doc, n) }},
	}
	ok := true
	for _, r := range required {
		n := r.n
		if n == nil {
			ps.at(doc, r.fix, "the ledger has no %s: field", r.key)
			ok = false
		} else if !r.read(n) {
			ok = false
		}
	}
	if !ok {
		return false
	}
	l.rules(ps, top.Rules)
	l.money(ps, top.Money)
	return true
}

// formatVersion reads the format version at n.
func (l *Ledger) formatVersion(ps *problems, n *yaml.Node) bool {
	v, e := yamlfile.Int(l.File, n, "version")
	switch {
	case e != nil:
		ps.add(e)
		return false
	case v > books.FormatVersion:
		ps.at(n, "use a newer dragon for this file", "the file is ledger format version %d; this dragon reads version %d", v, books.FormatVersion)
		return false
	case v < 1:
		ps.at(n, fmt.Sprintf("write version: %d", books.FormatVersion), "the format version is %d; it is %d", v, books.FormatVersion)
		return false
	}
	l.Header.Version = v
	return true
}

// game reads the game at n.
func (l *Ledger) game(ps *problems, n *yaml.Node) bool {
	s, e := yamlfile.Str(l.File, n, "game")
	if e != nil {
		ps.add(e)
		return false
	}
	g, err := books.ParseGame(s)
	if err != nil {
		fix := "the games are " + books.GameList()
		if s := words.Suggest(s, books.GameNames()); s != "" {
			fix = "write game: " + s
		}
		ps.at(n, fix, "%v", err)
		return false
	}
	l.Header.Game = g
	return true
}

// gameFix is the fix for a ledger with no game: "add 'game: magic' (or
// qmahjongg, …, mac)".
func gameFix() string {
	names := books.GameNames()
	return "add 'game: " + names[0] + "' (or " + strings.Join(names[1:], ", ") + ")"
}

// handsList takes the list of records at n, the value of hands: in
// document doc, and plans how a record is appended to it.
func (l *Ledger) handsList(ps *problems, doc, n *yaml.Node) bool {
	empty := n.Kind == yaml.ScalarNode && n.Tag == "!!null"
	ok := empty || n.Kind == yaml.SequenceNode
	if !ok {
		ps.at(n, "write each record as an item '- at: …' under hands:", "hands: should be a list of records, not %s", yamlfile.Describe(n))
	}
	l.hands = n
	for i := 0; i+1 < len(doc.Content); i += 2 {
		if doc.Content[i+1] == n {
			l.handsKey = doc.Content[i]
		}
	}
	l.plan = l.planAppend(doc.Content[len(doc.Content)-1] == n)
	return ok
}
