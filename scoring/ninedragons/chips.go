package ninedragons

import (
	"strings"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// MaxStakes bounds the stakes so that no payment overflows; no table plays
// for a million chips a chip.
const MaxStakes = 1_000_000

// Settlement is what the chips of one win depend on.
type Settlement struct {
	// Players are the four players of this hand, East, South, West, North.
	Players []string
	Winner  string
	Hand    *Hand
	// Points is the hand's score (Result.Points).
	Points int
	// Source is where the winning tile came from; on a Discard, Discarder
	// names who discarded it.
	Source    tiles.Source
	Discarder string
	// TwelfthBy names the player whose discard gave the winner his twelfth
	// shown tile of one suit (twelve pieces), or "".
	TwelfthBy string
	// WinningTile is the tile the hand was won on, 0 when not given, and
	// WinningSet marks the shown set it completed (1 for the first
	// bracketed set; InHand for a set in hand or the pair; 0 when not
	// marked). Nine pieces counts only the sets shown before the winning
	// discard; without either it counts every shown set and says so.
	WinningTile tiles.Kind
	WinningSet  int
	// FifthTile: the table plays the fifth tile rule and the discarder
	// threw an unseen tile with fewer than five left in the wall.
	FifthTile bool
	// Stakes multiplies every payment; 0 plays 1.
	Stakes int
}

// Payment is what one opponent pays the winner.
type Payment struct {
	Name    string `json:"name"`
	Payment int    `json:"payment"`
}

// Payments are the chips of one win. The winner receives Total, the sum
// of the losers' payments; Transfers lists every player, + receives,
// − pays, and sums to zero.
type Payments struct {
	Winner string
	// Band is the chart's line for the hand's points; Chips is what each
	// opponent pays before doubling, stakes included.
	Band   Band
	Chips  int
	Losers []Payment
	Total  int
	// Liable names the player paying for everyone, or "".
	Liable string
	// Liability says why, one line for each rule that applied.
	Liability []string
	// NinePieces is what nine pieces counted, for a pure hand won on a
	// discard that shows three sets or more; nil otherwise.
	NinePieces *NinePieces
	// Decided names the readings (Choices) that decided who pays: read
	// the other way, another would pay.
	Decided   []claim.Decision
	Transfers map[string]int
}

// ErrNeedSource is returned when the chips depend on where the winning
// tile came from and that was not given.
var ErrNeedSource = words.NewError("ninedragons", "the chips depend on where the winning tile came from; say it was self-drawn or who discarded it")

// Settle returns the chips every opponent pays the winner: the chart's
// chips for the points, double from the discarder on a discard win,
// double from all on a self-pick, times the stakes; or, when a liability
// rule applies, the whole payment from the one liable player.
func (g *Game) Settle(s Settlement) (*Payments, error) {
	if err := checkTable(s.Players, s.Winner, "the winner"); err != nil {
		return nil, err
	}
	if s.Hand == nil || s.Points < 0 {
		return nil, words.NewError("ninedragons", "there is no scored hand to pay for")
	}
	stakes, err := checkStakes(s.Stakes)
	if err != nil {
		return nil, err
	}
	if err := s.checkSource(); err != nil {
		return nil, err
	}
	l, err := g.liability(&s, true)
	if err != nil {
		return nil, err
	}
	return g.pay(&s, stakes, l), nil
}

// pay works out the payments of a settlement checked by Settle, with l
// the liability found.
func (g *Game) pay(s *Settlement, stakes int, l liability) *Payments {
	b := g.Rules.band(s.Points)
	liable := l.liable
	out := &Payments{Winner: s.Winner, Band: b, Chips: b.Chips * stakes, Liable: liable, Liability: l.why,
		NinePieces: l.nine, Decided: l.decided, Transfers: map[string]int{}}
	for _, p := range s.Players {
		if p == s.Winner {
			continue
		}
		pay := out.Chips
		if s.Source == tiles.SelfDrawn {
			pay *= g.Rules.SelfPickFactor
		} else if p == s.Discarder {
			pay *= g.Rules.DiscarderFactor
		}
		out.Losers = append(out.Losers, Payment{Name: p, Payment: pay})
		out.Total += pay
	}
	for i := range out.Losers {
		if liable != "" {
			out.Losers[i].Payment = 0
			if out.Losers[i].Name == liable {
				out.Losers[i].Payment = out.Total
			}
		}
		out.Transfers[out.Losers[i].Name] = -out.Losers[i].Payment
	}
	out.Transfers[s.Winner] = out.Total
	return out
}

func (s *Settlement) checkSource() error {
	switch s.Source {
	case tiles.SelfDrawn:
		if s.Discarder != "" {
			return words.Errorf(Deck.Game, "the winner picked the winning tile himself, so %s cannot have discarded it", s.Discarder)
		}
	case tiles.Discard:
		if s.Discarder == "" {
			return ErrNeedSource
		}
		if err := checkPlayer(s.Players, s.Winner, s.Discarder, "the discarder"); err != nil {
			return err
		}
	default:
		return ErrNeedSource
	}
	return nil
}

// checkTable checks the four players and the one the hand is about
// (role: the winner, the false declarer) among them.
func checkTable(ps []string, winner, role string) error {
	if len(ps) != 4 {
		return words.Errorf(Deck.Game, "Nine Dragons is played by four players, East, South, West and North; the table has %s", words.Plural(len(ps), "player"))
	}
	for i, p := range ps {
		if err := players.Check(p); err != nil {
			return words.Errorf(Deck.Game, "%w", err)
		}
		for _, q := range ps[:i] {
			if players.Key(p) == players.Key(q) {
				return words.Errorf(Deck.Game, "%s is named twice among the players; name each player once", p)
			}
		}
	}
	if winner == "" {
		return words.Errorf(Deck.Game, "%s needs a name, one of %s", role, strings.Join(ps, ", "))
	}
	return checkPlayer(ps, "", winner, role)
}

// checkPlayer checks that name (as role) is one of the players and not
// the winner.
func checkPlayer(ps []string, winner, name, role string) error {
	found := false
	for _, p := range ps {
		found = found || p == name
	}
	switch {
	case !found:
		return words.Errorf(Deck.Game, "%s %s is not at the table; name one of %s", role, name, strings.Join(ps, ", "))
	case name == winner:
		return words.Errorf(Deck.Game, "%s is the winner and cannot be %s", name, role)
	}
	return nil
}

func checkStakes(stakes int) (int, error) {
	if stakes == 0 {
		return 1, nil
	}
	if stakes < 1 || stakes > MaxStakes {
		return 0, words.Errorf(Deck.Game, "stakes of %d are out of range; every payment is multiplied by 1 to %d", stakes, MaxStakes)
	}
	return stakes, nil
}
