package ledger

import (
	"fmt"
	"slices"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// Inputs are the facts a hand was scored from, as typed at the table. Which
// fields a record may hold depends on the game and kind (see inputFields).
type Inputs struct {
	// Winner is who won the hand.
	Winner string
	// Hand is the winner's hand as typed, e.g. "123C 123C 345S 333D 44P".
	Hand string
	// SelfDrawn: the last tile was drawn from the stock (wall).
	SelfDrawn bool
	// DiscardBy names who discarded the winning tile.
	DiscardBy string
	// Losers are the other players' hands as typed, in the order written.
	Losers []NamedHand
	// Hands are every player's tiles or cards, in turn order, for the games
	// scored from them all: Dancing Dragons' discards, MAC I's fished cards
	// (written as discards: or fished:, see HandsField).
	Hands []NamedHand
	// AllNatural: a Magic Dragon hand complete from the setup.
	AllNatural bool
	// KongReplacement: a Nine Dragons win on the replacement tile after a
	// kong. TwelfthBy names who discarded the twelfth shown piece (twelve
	// pieces); FifthTile: the discarder threw an unseen fifth-last tile.
	KongReplacement bool
	TwelfthBy       string
	FifthTile       bool
	// GongReplacement: a Q Mahjongg win on the replacement card after a
	// gong, "own" (of the winner's own draw) or "discard" (a gong made with
	// another's discard). BankerFirstDraw and BankerFirstDiscard are its
	// special occasions; Fang is the level the table agreed (--fang), ""
	// when the rules' level was paid.
	GongReplacement    string
	BankerFirstDraw    bool
	BankerFirstDiscard bool
	Fang               string
	// Dealer is the dealer when the hand was played (Q Mahjongg: the
	// banker; Nine Dragons: East), as the rotation gives it. Written as
	// dealer:, banker: or east: after the game.
	Dealer string
	// Offender is who pays a penalty.
	Offender string
}

// NamedHand is a player's hand as typed.
type NamedHand struct {
	Name string
	Hand string
}

// LoserHand returns the hand typed for the loser name, and whether there
// is one.
func (in *Inputs) LoserHand(name string) (string, bool) {
	for _, l := range in.Losers {
		if l.Name == name {
			return l.Hand, true
		}
	}
	return "", false
}

// inputs reads the inputs: of record r.
func (h *Header) inputs(f string, ps *problems, n *yaml.Node, r *HandRecord, what string) *Inputs {
	known := h.Game.inputFields(r.Kind)
	if len(known) == 0 {
		ps.at(n, "remove inputs:, or say what happened in note:", "%s: %s record has no inputs", what, article(string(r.Kind)))
		return nil
	}
	pairs, e := yamlfile.Pairs(f, n, what+": inputs")
	if e != nil {
		ps.add(e)
		return nil
	}
	in := &Inputs{}
	var selfDrawn *yaml.Node
	role := h.Game.Role()
	name := func(v *yaml.Node, field string) string {
		s, e := yamlfile.Str(f, v, what+": "+field)
		if e != nil {
			ps.add(e)
			return ""
		}
		if !h.player(f, ps, v, s, what+": "+field) {
			return ""
		}
		return s
	}
	for _, p := range pairs {
		key, v := p.Key.Value, p.Value
		if !slices.Contains(known, key) {
			e := yamlfile.Unknown(f, p.Key, what+": inputs", known)
			if (key == "dealer" || key == "banker" || key == "east") && role != "" {
				e.Msg = fmt.Sprintf("%s: %s ledgers write the %s as %s:, not %s:", what, h.Game.Title(), role, role, key)
				e.Fix = "write " + role + ":"
			}
			ps.add(e)
			continue
		}
		var e *yamlfile.Error
		switch key {
		case "winner":
			in.Winner = name(v, key)
			r.lines.winner = v.Line
		case "hand":
			in.Hand, e = yamlfile.Str(f, v, what+": hand")
			r.lines.hand = v.Line
		case "self_drawn":
			in.SelfDrawn, e = yamlfile.Bool(f, v, what+": self_drawn")
			selfDrawn = p.Key
		case "discard_by":
			in.DiscardBy = name(v, key)
		case "all_natural":
			in.AllNatural, e = yamlfile.Bool(f, v, what+": all_natural")
		case "kong_replacement":
			in.KongReplacement, e = yamlfile.Bool(f, v, what+": kong_replacement")
		case "twelfth_by":
			in.TwelfthBy = name(v, key)
		case "fifth_tile":
			in.FifthTile, e = yamlfile.Bool(f, v, what+": fifth_tile")
		case "gong_replacement":
			in.GongReplacement, e = yamlfile.Str(f, v, what+": gong_replacement")
		case "banker_first_draw":
			in.BankerFirstDraw, e = yamlfile.Bool(f, v, what+": banker_first_draw")
		case "banker_first_discard":
			in.BankerFirstDiscard, e = yamlfile.Bool(f, v, what+": banker_first_discard")
		case "fang":
			in.Fang, e = yamlfile.Str(f, v, what+": fang")
		case "offender":
			in.Offender = name(v, key)
		case "losers":
			lp, le := yamlfile.Pairs(f, v, what+": losers")
			if le != nil {
				e = le
				break
			}
			in.Losers = slices.Grow(in.Losers, len(lp))
			r.lines.losers = slices.Grow(r.lines.losers, len(lp))
			for _, l := range lp {
				who := name(l.Key, "losers")
				hand, he := yamlfile.Str(f, l.Value, what+": the hand of "+l.Key.Value)
				if he != nil {
					ps.add(he)
					continue
				}
				if who != "" && who == in.Winner {
					ps.at(l.Key, "remove the winner from the losers", "%s: %s is the winner and cannot be a loser too", what, who)
				}
				r.lines.losers = append(r.lines.losers, namedLine{who, l.Value.Line})
				in.Losers = append(in.Losers, NamedHand{who, hand})
			}
		case h.Game.HandsField():
			in.Hands, e = h.namedHands(f, ps, v, what, key, name)
		default: // the role: dealer, banker or east
			in.Dealer = name(v, key)
			r.lines.role = v.Line
		}
		ps.add(e)
	}
	if in.SelfDrawn && in.DiscardBy != "" {
		ps.at(selfDrawn, "keep one: self_drawn: true or discard_by: NAME", "%s: the winning tile cannot be both self-drawn and discarded by %s", what, in.DiscardBy)
	}
	if in.DiscardBy != "" && in.DiscardBy == in.Winner {
		ps.at(n, "name the player who discarded the winning tile", "%s: the winner %s cannot have discarded his own winning tile", what, in.Winner)
	}
	return in
}

// namedHands reads the input field key, a mapping of player to tiles or
// cards as typed, such as discards: {Ann: 6-6 1-5, Bo: ""}; name checks
// each player.
func (h *Header) namedHands(f string, ps *problems, v *yaml.Node, what, key string, name func(*yaml.Node, string) string) ([]NamedHand, *yamlfile.Error) {
	pairs, e := yamlfile.Pairs(f, v, what+": "+key)
	if e != nil {
		return nil, e
	}
	var out []NamedHand
	for _, p := range pairs {
		who := name(p.Key, key)
		typed, te := yamlfile.Str(f, p.Value, what+": "+key+" of "+p.Key.Value)
		if te != nil {
			ps.add(te)
			continue
		}
		out = append(out, NamedHand{who, typed})
	}
	return out, nil
}
