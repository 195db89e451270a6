// Package magicrecord settles a Magic Dragon win as typed at the table:
// the hands, settled with magicdragon at the table it was played at. The
// score command, a record, the audit of 'ledger check' and the ledgers
// made for tests all settle a win this one way.
package magicrecord

import (
	"fmt"
	"strings"
	"sync"

	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Table is what a Magic Dragon win is settled at, besides the hands: the
// players in their seats (nil when not known: the losers are then those
// typed, in the order typed), the dealer ("" when not named), the special
// dealer rule, and the dollars a point is worth (0 or 1: one dollar).
type Table struct {
	Players    []string
	Dealer     string
	DealerRule bool
	Stakes     int
}

// At is the table of the ledger's state st: its players, the dealer, and
// the header's dealer rule and stakes.
func At(st books.State) Table {
	r := st.Header.Rules
	return Table{Players: st.Header.Players, Dealer: st.RoleHolder, DealerRule: r.DealerRule, Stakes: r.Stakes}
}

// Settle settles in the game g the win w of in.Winner, the losers' hands
// those typed in in (every player at the table but the winner, when the
// players are known). It finds each loser's penalty points, not the plans
// that reach them, which the money does not depend on and which cost far
// more (Outcome.Assessments is nil). It returns the outcome and each
// player's transfer (+ receives, - pays). An error about one player's
// hand is a *books.HandError.
func (t Table) Settle(g *magicdragon.Game, in *books.Inputs, w magicdragon.Win) (*magicdragon.Outcome, map[string]int, error) {
	z := magicdragon.Zappo{Winner: in.Winner, Win: w, Dealer: t.Dealer, DealerRule: t.DealerRule, Stakes: t.Stakes}
	losers, err := t.losers(in)
	if err != nil {
		return nil, nil, err
	}
	for _, l := range losers {
		lh, err := g.Table.ParseHand(l.Hand, true)
		if err != nil {
			return nil, nil, &books.HandError{Player: l.Name, Err: err}
		}
		z.Losers = append(z.Losers, magicdragon.NamedHand{Name: l.Name, Hand: lh})
	}
	out, err := g.SettleWithoutPlans(z)
	if err != nil {
		return nil, nil, err
	}
	transfers := map[string]int{in.Winner: out.Payments.Total}
	for _, l := range out.Payments.Losers {
		transfers[l.Name] = -l.Payment
	}
	return out, transfers, nil
}

// losers are the losers' hands of in: every player at the table but the
// winner, in their seats, when the players are known; else those typed.
func (t Table) losers(in *books.Inputs) ([]books.NamedHand, error) {
	if t.Players == nil {
		return in.Losers, nil
	}
	if err := t.CheckWinner(in.Winner); err != nil {
		return nil, err
	}
	var out []books.NamedHand
	for _, p := range t.Players {
		if p == in.Winner {
			continue
		}
		hand, ok := in.LoserHand(p)
		if !ok {
			return nil, fmt.Errorf("%s's hand is missing: every player but the winner pays, by his penalty", p)
		}
		out = append(out, books.NamedHand{Name: p, Hand: hand})
	}
	if len(out) != len(in.Losers) {
		return nil, fmt.Errorf("the losers' hands name someone who is not at the table (players: %s)", strings.Join(t.Players, ", "))
	}
	return out, nil
}

// CheckWinner refuses a winner who is not at the table, when its players
// are known.
func (t Table) CheckWinner(name string) error {
	if h := (books.Header{Players: t.Players}); t.Players != nil && h.Seat(name) < 0 {
		return fmt.Errorf("the winner %s is not at this table (players: %s)", name, strings.Join(t.Players, ", "))
	}
	return nil
}

// Transfers settles a Magic Dragon win from a ledger record's inputs, in
// the state st it was played in (At, the version in force, the header's
// small hands and suit removed), and returns each player's transfer.
func Transfers(in *books.Inputs, st books.State) (map[string]int, error) {
	g, err := Builtin.Game(st.Version, TableOf(st))
	if err != nil {
		return nil, err
	}
	t := At(st)
	if err := t.CheckWinner(in.Winner); err != nil {
		return nil, err
	}
	h, err := g.Table.ParseHand(in.Hand, false)
	if err != nil {
		return nil, &books.HandError{Player: in.Winner, Err: err}
	}
	_, tr, err := t.Settle(g, in, Win(in, h))
	return tr, err
}

// Score scores the winner's hand of a recorded win, as Transfers does,
// in the state st it was played in, for a report of the hand: the losers'
// hands, which the score does not depend on, are not read.
func Score(in *books.Inputs, st books.State) (*magicdragon.Result, error) {
	g, err := Builtin.Game(st.Version, TableOf(st))
	if err != nil {
		return nil, err
	}
	h, err := g.Table.ParseHand(in.Hand, false)
	if err != nil {
		return nil, &books.HandError{Player: in.Winner, Err: err}
	}
	return g.Score(Win(in, h))
}

// Win is the win of a record's inputs, the winner's hand h read.
func Win(in *books.Inputs, h *magicdragon.Hand) magicdragon.Win {
	return magicdragon.Win{Hand: h, AllNatural: AllNatural(in), Discarder: in.DiscardBy, Source: tiles.SourceOf(in.SelfDrawn, in.DiscardBy)}
}

// TableOf is the table of the header of st: its small hands and the suit
// it removes.
func TableOf(st books.State) magicdragon.Table {
	r := st.Header.Rules
	return magicdragon.Table{SmallHands: r.SmallHands, WithoutSuit: r.WithoutSuit}
}

// Games are the games of one ruleset, each version and table built once:
// a season's audit settles thousands of wins in a handful of games, and
// building one costs as much as settling a win without plans. The games
// are only read once built, so goroutines share them; an unknown version
// is an error and never kept, so the map stays as small as the ruleset.
type Games struct {
	load  func() (*magicdragon.Rules, error)
	games sync.Map // gameKey → *magicdragon.Game
}

type gameKey struct {
	version string
	table   magicdragon.Table
}

// NewGames returns the games of the ruleset load returns.
func NewGames(load func() (*magicdragon.Rules, error)) *Games { return &Games{load: load} }

// Builtin are the games of the built-in ruleset, which a ledger records
// by.
var Builtin = NewGames(rulesets.MagicDragon)

// Rules are the ruleset's rules.
func (gs *Games) Rules() (*magicdragon.Rules, error) { return gs.load() }

// Game is the game of version ("" for the ruleset's default) at table t.
func (gs *Games) Game(version string, t magicdragon.Table) (*magicdragon.Game, error) {
	key := gameKey{version, t}
	if g, ok := gs.games.Load(key); ok {
		return g.(*magicdragon.Game), nil
	}
	rules, err := gs.load()
	if err != nil {
		return nil, err
	}
	g, err := magicdragon.NewGame(rules, version, t)
	if err != nil {
		return nil, err
	}
	shared, _ := gs.games.LoadOrStore(key, g)
	return shared.(*magicdragon.Game), nil
}

// Auditor is the audit of 'ledger check' for Magic Dragon, as the
// ledger's own tests use it: it settles again every win recorded from
// hands; other records are checked by the ledger alone. The command
// line's audit is the game's hand description, which settles alike.
type Auditor struct{}

// Recompute settles the win h again in the state st it was played in and
// returns each player's transfer; books.ErrSkip for any other record.
func (Auditor) Recompute(h *books.HandRecord, st books.State) (map[string]int, error) {
	if st.Header.Game != books.Magic || h.Kind != books.Win || h.Inputs == nil || h.Inputs.Hand == "" {
		return nil, books.ErrSkip
	}
	return Transfers(h.Inputs, st)
}

// Rulebook is what the ledger needs of Magic Dragon's rules, from the
// built-in ruleset: the versions, the default one, the ultimate cycles and
// the suits a three-player table may remove. Without the ruleset (which is
// built in and tested) it holds the suits alone.
func Rulebook() books.Rulebook {
	rb := books.Rulebook{Suits: magicdragon.Suits}
	rules, err := rulesets.MagicDragon()
	if err != nil {
		return rb
	}
	for _, v := range rules.Versions {
		rb.Versions = append(rb.Versions, v.Name)
	}
	rb.VersionWords = func(name string) string {
		if v, err := rules.Version(name); err == nil {
			return VersionLabel(*v)
		}
		return ""
	}
	rb.DefaultVersion, rb.Ultimate = rules.DefaultVersion, rules.Ultimate
	return rb
}

// VersionLabel is a version as a question offers it: its name, its title
// and the tiles drawn and set aside ("C  Classic; 16 drawn, 0 dead").
func VersionLabel(v magicdragon.Version) string {
	return fmt.Sprintf("%s  %s; %d drawn, %d dead", v.Name, v.Title, v.Drawn, v.Dead)
}
