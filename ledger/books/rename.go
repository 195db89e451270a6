package books

import (
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
)

// A rename record gives a player another name from then on: a name
// misspelt when the ledger was made is mended by a record, as every
// correction is, and never by editing the players: (which would break
// every record that names him). The records before it keep the old name
// and read as they did; from it on, the new name is the only one: the
// records after it, the balances, the rotation and the settle-up name
// him so. A void of the rename gives him back his old name.
//
//	- at: 2026-03-14T21:40:00+01:00
//	  kind: rename
//	  from: Bobb
//	  to: Bob

// Refusal is a rename or a seating refused, in the words of the command
// line and of 'ledger check': what is wrong, naming the bad name, and
// what would be right.
type Refusal struct{ Msg, Fix string }

// Error is the refusal in one line: what is wrong; what would be right.

func (e *Refusal) Error() string {
	if e.Fix == "" {
		return e.Msg
	}
	return e.Msg + "; " + e.Fix
}

// CheckRename checks the rename of from to to against the players of h,
// those at the table when it is recorded: from is one of them, and to a
// name a player may have (the checks of 'ledger new') that is neither his
// own nor, compared as the ledger compares names (players.Key: composed
// or not, in any case, look-alike letters as one), another player's. It returns from as h spells him.
func (h *Header) CheckRename(from, to string) (string, error) {
	old, err := h.current(from)
	if err != nil {
		return "", err
	}
	if msg := BadName(to); msg != "" {
		return "", &Refusal{Msg: msg} // the message says what a name may be
	}
	if to == old {
		return "", &Refusal{words.Quote(old) + " is already his name", "give the name he is to have"}
	}
	for _, p := range h.Players {
		switch {
		case p == old || players.Key(p) != players.Key(to):
		case players.Same(p, to):
			return "", &Refusal{words.Quote(to) + " is the name of another player, " + p, "give each player a different name"}
		default:
			return "", &Refusal{Msg: players.LookAlike(to, p).Error()}
		}
	}
	return old, nil
}

// current returns the player named name as h spells him, or refuses a name
// that is no player's at the table now.
func (h *Header) current(name string) (string, error) {
	if p, ok := h.Player(name); ok {
		return p, nil
	}
	fix := "the players are " + strings.Join(h.Players, ", ")
	if s := words.Suggest(name, h.Players); s != "" {
		fix = "did you mean " + s + "? " + fix
	}
	return "", &Refusal{words.Quote(name) + " is not a player", fix}
}

// renamed returns h with player from named to.
func (h *Header) renamed(from, to string) *Header {
	c := h.Clone()
	c.Players[slices.Index(c.Players, from)] = to
	return &c
}

// rename moves everything s keeps under player from's name to to's: his
// money, his total, his turns to lead, his role.
func (s *State) rename(from, to string) {
	s.Header = s.Header.renamed(from, to)
	move := func(m map[string]int) {
		if v, ok := m[from]; ok {
			delete(m, from)
			m[to] = v
		}
	}
	move(s.Balances)
	move(s.Totals)
	s.Led = slices.Clone(s.Led)
	for i, p := range s.Led {
		if p == from {
			s.Led[i] = to
		}
	}
	if s.RoleHolder == from {
		s.RoleHolder = to
	}
}

// NamedAsNow returns the ledger's steps with every player named as he is
// after its last record, from the first record on: for a report or an
// export that follows a player under one name. The steps are copies
// (Ledger.Steps itself when nobody was renamed); a rename still says the
// name it mended.
func (l *Book) NamedAsNow() []Step {
	if !slices.ContainsFunc(l.Hands, func(r *HandRecord) bool { return r.Kind == Rename }) {
		return l.steps
	}
	now := l.State()
	out := make([]Step, len(l.steps))
	for i, s := range l.steps {
		r := *s.Record
		r.rename(l.Header.Game, func(p string) string { return s.Before.NameIn(now, p) }) // an amount per player: no two fall to one
		s.Record = &r
		s.Before, s.After = s.Before.namedIn(now), s.After.namedIn(now)
		out[i] = s
	}
	return out
}

// namedIn returns a copy of s with every player named as in state now.
func (s State) namedIn(now State) State {
	c := s.Clone()
	name := func(p string) string { return s.NameIn(now, p) }
	h := s.Header.Clone()
	for i, p := range h.Players {
		h.Players[i] = name(p)
	}
	c.Header = &h
	for _, m := range []*map[string]int{&c.Balances, &c.Totals} {
		if *m == nil {
			continue
		}
		out := make(map[string]int, len(*m))
		for p, v := range *m {
			out[name(p)] = v
		}
		*m = out
	}
	for i, p := range c.Led {
		c.Led[i] = name(p)
	}
	c.RoleHolder = name(c.RoleHolder)
	return c
}
