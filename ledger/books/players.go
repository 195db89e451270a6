package books

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
)

// NameFix is what a name is, the fix of a name refused.
const NameFix = "a name is letters (and digits), like Ann or Bo2"

// BadName says what is wrong with a player's name, or "", quoting the
// name cut short when it is long.
func BadName(p string) string {
	if err := players.Check(p); err != nil {
		return strings.ReplaceAll(err.Error(), strconv.Quote(p), words.Quote(p))
	}
	return ""
}

// Player returns the player named name as the header spells him, and
// whether there is one: the same name, composed or not (see Seat).
func (h *Header) Player(name string) (string, bool) {
	if i := h.Seat(name); i >= 0 {
		return h.Players[i], true
	}
	return "", false
}

// Players reads a list of player names as typed: Ann,Bo,Cy,Di.
func Players(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		out = append(out, strings.TrimSpace(p))
	}
	return out
}

// spell writes every player record r names as the header spells him: a
// name typed composed or not is the same player (see Seat). A name of no
// player is left for the reading back to refuse; two amounts for one
// player are refused.
func (h *Header) spell(r *HandRecord) error {
	if p, ok := h.Player(r.From); ok {
		r.From = p
	}
	return r.rename(h.Game, func(name string) string {
		if p, ok := h.Player(name); ok {
			return p
		}
		return name
	})
}

// rename writes every player record r of game g names (but a rename's
// from: and to:, the names it is about) as name gives him, in copies of
// its maps and inputs; two amounts that fall to one player are refused.
func (r *HandRecord) rename(g Game, name func(string) string) error {
	for _, m := range []*map[string]int{&r.Transfers, &r.Scores} {
		if *m == nil {
			continue
		}
		out := make(map[string]int, len(*m))
		for p, v := range *m {
			p = name(p)
			if _, twice := out[p]; twice {
				return words.Errorf("ledger", "the record gives %s two amounts; nothing was written", p)
			}
			out[p] = v
		}
		*m = out
	}
	r.Seats = slices.Clone(r.Seats)
	for i, p := range r.Seats {
		r.Seats[i] = name(p)
	}
	if r.Inputs == nil {
		return nil
	}
	in := *r.Inputs
	in.Own = maps.Clone(in.Own)
	for f := range g.fields {
		switch p := f.member(&in).(type) {
		case *[]NamedHand:
			*p = slices.Clone(*p)
			for i := range *p {
				(*p)[i].Name = name((*p)[i].Name)
			}
		default:
			if v := f.Get(&in); f.Kind == PlayerName && v != "" {
				f.put(&in, name(v))
			}
		}
	}
	r.Inputs = &in
	return nil
}
