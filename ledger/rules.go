package ledger

import (
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// MaxStakes is the most the stakes may multiply payments by: the largest
// hand's payments times this stay well within the amounts a ledger reads.
const MaxStakes = 10_000

// allRules are the fields rules: may hold in some game.
var allRules = []string{"version", "ultimate", "dealer_rule", "stakes", "match_length", "small_hands", "without_suit"}

// rules reads the rules: mapping, which is optional.
func (l *Ledger) rules(ps *problems, n *yaml.Node) {
	h := &l.Header
	r := &h.Rules
	r.Stakes = 1
	f := l.File
	info := games[h.Game]
	versions, def := magicVersions()
	r.SmallHands = h.Game == Magic && len(h.Players) > magicMostPlayers
	at := map[string]*yaml.Node{}
	if n != nil && !(n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		pairs, e := yamlfile.Pairs(f, n, "rules")
		if e != nil {
			ps.add(e)
			return
		}
		for _, p := range pairs {
			key, v := p.Key.Value, p.Value
			if !slices.Contains(info.rules, key) {
				if slices.Contains(allRules, key) {
					ps.at(p.Key, "remove this line", "%s is not a %s rule (its rules are %s)", key, h.Game.Title(), strings.Join(info.rules, ", "))
				} else {
					ps.add(yamlfile.Unknown(f, p.Key, "rules", info.rules))
				}
				continue
			}
			var e *yamlfile.Error
			at[key] = v
			switch key {
			case "version":
				var s string
				s, e = yamlfile.Str(f, v, "version")
				if e == nil && !slices.Contains(versions, s) {
					ps.at(v, "the versions are "+strings.Join(versions, ", "), "Magic Dragon has no version %s", words.Quote(s))
				}
				r.Version = s
			case "ultimate":
				r.Ultimate, e = yamlfile.Bool(f, v, "ultimate")
			case "dealer_rule":
				r.DealerRule, e = yamlfile.Bool(f, v, "dealer_rule")
			case "stakes":
				r.Stakes, e = yamlfile.Int(f, v, "stakes")
				switch {
				case e != nil:
				case r.Stakes < 1:
					ps.at(v, "write stakes: 1 for the game's own amounts", "stakes is %d; it multiplies every payment, so it is 1 or more", r.Stakes)
				case r.Stakes > MaxStakes:
					ps.at(v, fmt.Sprintf("write stakes of %d or less", MaxStakes), "stakes is %d; at more than %d a hand's payments would pass what a ledger keeps count of", r.Stakes, MaxStakes)
				}
			case "match_length":
				r.MatchLength, e = yamlfile.Int(f, v, "match_length")
				if e == nil && r.MatchLength < 0 {
					ps.at(v, "write the number of hands agreed, or 0 for no end", "match_length is %d", r.MatchLength)
				}
			case "small_hands":
				r.SmallHands, e = yamlfile.Bool(f, v, "small_hands")
			case "without_suit":
				r.WithoutSuit, e = yamlfile.Str(f, v, "without_suit")
			}
			ps.add(e)
		}
		if r.Ultimate && r.Version != "" {
			ps.at(n, "remove version: (or set ultimate: false to play one version)", "the ultimate cycles play versions %s in turn, so the ledger may not also name version %s", words.JoinAnd(ultimateVersions()), r.Version)
		}
	}
	if h.Game == Magic && !r.Ultimate && r.Version == "" {
		r.Version = def
	}
	if h.Game == Magic {
		l.magicTable(ps, n, at)
	}
}

// magicMostPlayers is the most players of Magic Dragon's game with full
// hands; more play with small hands (IX-3).
const magicMostPlayers = 6

// magicTable checks Magic Dragon's table: small hands for seven or eight
// players and only then (IX-3), a suit removed only for three (IX-2).
func (l *Ledger) magicTable(ps *problems, rulesNode *yaml.Node, at map[string]*yaml.Node) {
	h := &l.Header
	r := &h.Rules
	n := len(h.Players)
	where := func(key string) *yaml.Node {
		if v := at[key]; v != nil {
			return v
		}
		return rulesNode
	}
	switch {
	case n > magicMostPlayers && !r.SmallHands:
		ps.at(where("small_hands"), "write small_hands: true under rules:", "%d players play Magic Dragon with small hands (10 tiles, three sets and a twin)", n)
	case n <= magicMostPlayers && r.SmallHands:
		ps.at(where("small_hands"), "remove small_hands: (or list the seven or eight players)", "small hands are the game of more than six players; the ledger has %d", n)
	}
	if r.WithoutSuit == "" {
		return
	}
	suits := rulebook(Magic).Suits
	if !slices.Contains(suits, r.WithoutSuit) {
		fix := "write one of " + strings.Join(suits, ", ")
		if s := strings.ToUpper(r.WithoutSuit); slices.Contains(suits, s) {
			fix = "write without_suit: " + s
		}
		ps.at(where("without_suit"), fix, "there is no suit %s to remove", words.Quote(r.WithoutSuit))
	} else if n != 3 {
		ps.at(where("without_suit"), "remove without_suit: (or list the three players)", "a suit is removed only in the three-player game; the ledger has %d players", n)
	}
}

// Rules are the table's options. Which apply depends on the game.
type Rules struct {
	// Version is the Magic Dragon version played (A–G), when not Ultimate.
	Version string
	// Ultimate: Magic Dragon's ultimate cycles, one cycle of each version
	// C, D, E, F, switching at each cycle's end.
	Ultimate bool
	// DealerRule is Magic Dragon's special dealer rule: the dealer keeps
	// the deal when he wins or the game ties, and pays and is paid double.
	DealerRule bool
	// Stakes multiplies the game's payments: dollars per point (Magic
	// Dragon), the ruleset's stake per Fang (Q Mahjongg), chips (Nine
	// Dragons). 1 unless the table agrees otherwise.
	Stakes int
	// MatchLength is the number of hands (Dancing Dragons) or games
	// (MAC I) the match lasts; 0 for no agreed end.
	MatchLength int
	// SmallHands is Magic Dragon's game of more than six players (IX-3):
	// 10-tile hands, three sets and a twin. A table of seven or eight
	// plays it; nobody else does.
	SmallHands bool
	// WithoutSuit is the suit removed in Magic Dragon's three-player
	// special (IX-2): C, S, D or P; "" for the full set.
	WithoutSuit string
}
