// The store reads the players: of a ledger and the players a record names.

package ledger

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger/books"
	"gopkg.in/yaml.v3"
)

// players reads the players in seat order.
func (l *Ledger) players(ps *problems, n *yaml.Node) bool {
	h := &l.Header
	names, e := yamlfile.Strings(l.File, n, "players")
	if e != nil {
		ps.add(e)
		return false
	}
	b := h.Game.Books()
	ok := true
	// A list longer than any table is wrong as a whole, which the count
	// below says: comparing its names pair by pair would cost the square
	// of its length.
	each := names
	if len(names) > books.MostAtAnyTable() {
		each, ok = nil, false
	}
	keys := make([]string, len(each))
	for i, p := range each {
		at := n.Content[i]
		if msg := books.BadName(p); msg != "" {
			ps.at(at, books.NameFix, "%s", msg)
			ok = false
		}
		keys[i] = players.Key(p)
		if j := slices.Index(keys[:i], keys[i]); j >= 0 {
			if players.Same(p, each[j]) {
				ps.at(at, "give each player a different name", "%s is named twice among the players", p)
			} else {
				ps.at(at, "", "%v", players.LookAlike(p, each[j]))
			}
			ok = false
		}
	}
	if h.Game != "" && (len(names) < b.MinPlayers || len(names) > b.MaxPlayers) {
		ps.at(n, "list the players at the table, in "+h.Game.Order(), "%s is played by %s; the ledger has %s", h.Game.Title(), playerRange(b), words.Plural(len(names), "player"))
		ok = false
	}
	h.Players = names
	return ok
}

// readPlayer returns the player named name, as the header spells him, and
// reports a problem at n when there is none; what names the place.
func readPlayer(h *books.Header, f string, ps *problems, n *yaml.Node, name, what string) (string, bool) {
	if p, ok := h.Player(name); ok {
		return p, true
	}
	fix := "the players are " + strings.Join(h.Players, ", ")
	if s := words.Suggest(name, h.Players); s != "" {
		fix = "write " + s
	}
	ps.at(n, fix, "%s: %s is not a player", what, words.Quote(name))
	return "", false
}

// playerRange says how many play the game of books b: "4 players", "2
// to 8 players".
func playerRange(b *books.Books) string {
	if b.MinPlayers == b.MaxPlayers {
		return fmt.Sprintf("%d players", b.MinPlayers)
	}
	return fmt.Sprintf("%d to %d players", b.MinPlayers, b.MaxPlayers)
}
