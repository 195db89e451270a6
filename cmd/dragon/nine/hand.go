package nine

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Hand is Nine Dragons' account of a won hand by the built-in ruleset,
// which a ledger records by: what the flags and the questions give, what
// the ledger supplies (the seats, the round, the stakes, the session's
// minimum and fifth-tile rule), how it is scored and settled, and what
// the ledger keeps of it.
var Hand = &qa.Description[*outcome]{
	Game:      books.NineDragons,
	Questions: questions,
	Also:      []string{"seat", "stakes", "minimum"},
	Seat:      seat,
	Check:     check,
	Score:     scoreBy(newGame),
	Kept:      []string{"winner", "hand", "self-drawn", "discard-by", "kong-replacement", "twelfth-by", "fifth-tile", "winning-tile", "winning-set"},
	Record:    record,
	Recorded:  recorded,
	Print:     func(w io.Writer, width int, out *outcome) { printScore(w, width, out, false) },
	Show:      show,
	Keypad:    keypad,
}

// newHand is Hand played by the game load returns (a table's own
// ruleset).
func newHand(load func() (*ninedragons.Game, error)) *qa.Description[*outcome] {
	d := *Hand
	d.Score = scoreBy(load)
	return &d
}

// scoreBy scores a hand by the game load returns.
func scoreBy(load func() (*ninedragons.Game, error)) func(qa.Answers) (*outcome, error) {
	return func(a qa.Answers) (*outcome, error) {
		g, err := load()
		if err != nil {
			return nil, err
		}
		return score(a, g)
	}
}

// newGame returns the game played by the built-in ruleset.
func newGame() (*ninedragons.Game, error) {
	r, err := rulesets.NineDragons()
	if err != nil {
		return nil, err
	}
	return ninedragons.NewGame(r)
}

// loadGame returns the game played by a table's own ruleset file.
func loadGame(file string) (*ninedragons.Game, error) {
	r, err := rulesets.LoadNineDragons(file)
	if err != nil {
		return nil, err
	}
	return ninedragons.NewGame(r)
}

// outcome is a hand scored: the game and the answers it was scored by,
// the win, the score and, with the players, the chips.
type outcome struct {
	g       *ninedragons.Game
	answers qa.Answers
	win     ninedragons.Win
	res     *ninedragons.Result
	pay     *ninedragons.Payments
}

// check refuses a win on the replacement after a kong that was a discard.
func check(a qa.Answers) error {
	if a.Yes("kong-replacement") && a.Has("discard-by") {
		return errors.New("--kong-replacement is a win on the tile drawn after a kong, so it cannot be on --discard-by; leave one out")
	}
	return nil
}

// score scores the hand by the game g and, with the players, settles
// it: the one path of 'nine score', of a record and of the ledger's
// audit. A hand worth less than the minimum is refused with what was
// counted (qa.Counted).
func score(a qa.Answers, g *ninedragons.Game) (*outcome, error) {
	minimum := a.Number("minimum", 0)
	if err := g.Rules.CheckMinimum(minimum); err != nil {
		return nil, fmt.Errorf("--minimum: %w", err)
	}
	h, err := ninedragons.ParseHand(a["hand"])
	if err != nil {
		return nil, err
	}
	out := &outcome{g: g, answers: a}
	if out.win, err = win(a, h); err != nil {
		return nil, err
	}
	if out.res, err = g.Score(out.win); err != nil {
		return nil, err
	}
	if err := out.res.Meets(minimum); err != nil {
		return out, &qa.Counted{Err: err} // what was counted, to show
	}
	if !a.Has("players") {
		return out, nil
	}
	s, err := settlement(a, out.win, out.res)
	if err != nil {
		return nil, err
	}
	if out.pay, err = g.Settle(s); err != nil {
		if errors.Is(err, ninedragons.ErrNeedSource) {
			return nil, errors.New("the chips depend on where the winning tile came from: give --self-drawn or --discard-by NAME")
		}
		return nil, err
	}
	return out, nil
}

// win is the hand h and its context.
func win(a qa.Answers, h *ninedragons.Hand) (ninedragons.Win, error) {
	w := ninedragons.Win{Hand: h, Source: tiles.SourceOf(a.Yes("self-drawn"), a["discard-by"]), Discarder: a["discard-by"],
		KongReplacement: a.Yes("kong-replacement")}
	round := "E"
	if a.Has("round") {
		round = a["round"]
	}
	var err error
	if w.Round, err = ninedragons.ParseWind(round); err != nil {
		return w, fmt.Errorf("--round: %w", err)
	}
	w.Seat, err = seatWind(a)
	return w, err
}

// seatWind returns the winner's seat: from the players and the winner, or
// --seat; both must agree.
func seatWind(a qa.Answers) (ninedragons.Wind, error) {
	var seat ninedragons.Wind
	if a.Has("seat") {
		w, err := ninedragons.ParseWind(a["seat"])
		if err != nil {
			return 0, fmt.Errorf("--seat: %w", err)
		}
		seat = w
	}
	i := indexOf(a.List("players"), a["winner"])
	if i < 0 || i >= 4 {
		return seat, nil // Settle names what is wrong with the table
	}
	fromPlayers := ninedragons.Wind(i + 1)
	if seat != ninedragons.NoWind && seat != fromPlayers {
		return 0, fmt.Errorf("--seat %s contradicts --players: %s sits %s (the players are East, South, West, North in order)", seat, a["winner"], fromPlayers.Name())
	}
	return fromPlayers, nil
}

func indexOf(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}

// settlement is what the chips of the win depend on.
func settlement(a qa.Answers, w ninedragons.Win, res *ninedragons.Result) (ninedragons.Settlement, error) {
	s := ninedragons.Settlement{Players: a.List("players"), Winner: a["winner"], Hand: w.Hand, Points: res.Points,
		Source: res.Source, Discarder: a["discard-by"], TwelfthBy: a["twelfth-by"], FifthTile: a.Yes("fifth-tile"),
		Stakes: a.Number("stakes", 1)}
	if t := a["winning-tile"]; t != "" {
		k, err := ninedragons.ParseTile(t)
		if err != nil {
			return s, fmt.Errorf("--winning-tile: %w", err)
		}
		s.WinningTile = k
	}
	if m := a["winning-set"]; m != "" {
		n, err := parseWinningSet(m)
		if err != nil {
			return s, err
		}
		s.WinningSet = n
	}
	return s, nil
}

// inHand is how --winning-set marks a set in hand or the pair.
const inHand = "hand"

// parseWinningSet reads --winning-set: a bracketed set's number, 1 for
// the first, or "hand" for a set in hand or the pair.
func parseWinningSet(s string) (int, error) {
	if strings.EqualFold(strings.TrimSpace(s), inHand) {
		return ninedragons.InHand, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 {
		return 0, fmt.Errorf("--winning-set %s: give the number of the bracketed set the winning tile completed (1 for the first), or %s for a set in hand or the pair", words.Quote(s), inHand)
	}
	return n, nil
}

// winningTileMatters reports whether the winning tile can change who
// pays: a pure hand won on a discard, showing three sets of its suit, one
// of which the discard may have completed (nine pieces then names the
// reading it took). Only then is the tile asked for.
func winningTileMatters(a qa.Answers) bool {
	if !a.Has("discard-by") || !a.Has("players") {
		return false
	}
	g, err := newGame()
	if err != nil {
		return false
	}
	a = a.Clone()
	delete(a, "winning-tile")
	out, err := score(a, g)
	return err == nil && out.pay != nil && out.pay.NinePieces != nil &&
		slices.ContainsFunc(out.pay.Decided, func(d claim.Decision) bool { return d.ID == ninedragons.NineBefore })
}

// fifthTileRule is the answer under which the ledger's state says the
// session plays the fifth-tile rule ("true"); no flag gives it.
const fifthTileRule = "fifth-tile-rule"

// fifthTileMatters reports whether the fifth tile can make the discarder
// pay for everyone: the session plays the rule and the win was on a
// discard. Only then is it asked.
func fifthTileMatters(a qa.Answers) bool {
	return a.Yes(fifthTileRule) && a.Has("discard-by")
}

// twelvePiecesMatters reports whether twelve pieces can make a player pay
// for everyone: a self-drawn pure hand showing twelve tiles of its suit
// (kongs four), as the rules read it. Only then is it asked.
func twelvePiecesMatters(a qa.Answers) bool {
	others := qa.Others(a.List("players"), a["winner"])
	if a.Has("discard-by") || !a.Yes("self-drawn") && !a.Yes("kong-replacement") || len(others) == 0 {
		return false
	}
	g, err := newGame()
	if err != nil {
		return false
	}
	a = a.Clone()
	a["twelfth-by"] = others[0] // refused when the hand does not allow it
	_, err = score(a, g)
	return err == nil
}

// twelfthOptions are whose discard can have given the winner his twelfth
// shown tile: nobody's (he drew it himself, the choice offered first, as
// it makes nobody pay for everyone) or another player's.
func twelfthOptions(a qa.Answers) []qa.Option {
	out := []qa.Option{{Label: "nobody's: " + a["winner"] + " drew it himself", Sets: qa.Answers{}}}
	for _, name := range qa.Others(a.List("players"), a["winner"]) {
		out = append(out, qa.Option{Label: name + "'s", Sets: qa.Answers{"twelfth-by": name}})
	}
	return out
}

// Readings are Nine Dragons' readings, for 'dragon help readings'.
var Readings = ninedragons.Choices
