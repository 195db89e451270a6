package ledger

import (
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// players reads the players in seat order.
func (l *Ledger) players(ps *problems, n *yaml.Node) bool {
	h := &l.Header
	names, e := yamlfile.Strings(l.File, n, "players")
	if e != nil {
		ps.add(e)
		return false
	}
	info := games[h.Game]
	ok := true
	// A list longer than any table is wrong as a whole, which the count
	// below says: comparing its names pair by pair would cost the square
	// of its length.
	each := names
	if len(names) > mostAtAnyTable {
		each, ok = nil, false
	}
	for i, p := range each {
		at := n.Content[i]
		if msg := badName(p); msg != "" {
			ps.at(at, "a name is letters (and digits), like Ann or Bo2", "%s", msg)
			ok = false
		}
		for _, q := range each[:i] {
			if strings.EqualFold(p, q) {
				ps.at(at, "give each player a different name", "%s is named twice among the players", p)
				ok = false
				break
			}
		}
	}
	if h.Game != "" && (len(names) < info.minPlayers || len(names) > info.maxPlayers) {
		ps.at(n, "list the players at the table, in "+h.Game.Order(), "%s is played by %s; the ledger has %s", h.Game.Title(), playerRange(info), words.Plural(len(names), "player"))
		ok = false
	}
	h.Players = names
	return ok
}

// badName says what is wrong with a player's name, or "", quoting the
// name cut short when it is long.
func badName(p string) string {
	if err := players.Check(p); err != nil {
		return strings.ReplaceAll(err.Error(), strconv.Quote(p), words.Quote(p))
	}
	return ""
}

func playerRange(info gameInfo) string {
	if info.minPlayers == info.maxPlayers {
		return fmt.Sprintf("%d players", info.minPlayers)
	}
	return fmt.Sprintf("%d to %d players", info.minPlayers, info.maxPlayers)
}

// player returns the player named name, as the header spells him, and
// reports a problem at n when there is none; what names the place.
func (h *Header) player(f string, ps *problems, n *yaml.Node, name, what string) (string, bool) {
	if p := h.spelling(name); p != "" {
		return p, true
	}
	fix := "the players are " + strings.Join(h.Players, ", ")
	if s := yamlfile.Suggest(name, h.Players); s != "" {
		fix = "write " + s
	}
	ps.at(n, fix, "%s: %s is not a player", what, words.Quote(name))
	return "", false
}

// spelling is the player named name as the header spells him, or "".
func (h *Header) spelling(name string) string {
	if i := h.Seat(name); i >= 0 {
		return h.Players[i]
	}
	return ""
}

// Players reads a list of player names as typed: Ann,Bo,Cy,Di.
func Players(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		out = append(out, strings.TrimSpace(p))
	}
	return out
}
