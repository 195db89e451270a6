package report

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// The words of the report that every rendering shares, so that the page
// and the terminal say the same things.

// Signed writes an amount with its sign: "+54", "-36", "0".
func Signed(v int) string {
	if v == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", v)
}

// AmountsWords writes amounts as "Ann -36, Bo +54".
func AmountsWords(as []Amount) string {
	parts := make([]string, len(as))
	for i, a := range as {
		parts[i] = a.Player + " " + Signed(a.Amount)
	}
	return strings.Join(parts, ", ")
}

// ScoresWords writes scores as "Ann 12, Bo 0".
func ScoresWords(as []Amount) string {
	parts := make([]string, len(as))
	for i, a := range as {
		parts[i] = a.Player + " " + strconv.Itoa(a.Amount)
	}
	return strings.Join(parts, ", ")
}

// BillsWords says how a payment is handed over: the bills, and what no
// bill makes (bills of 5 and 10 cannot make 19: 10 and 5, and 4 more);
// "" when the money has no bills.
func BillsWords(p books.Payment) string {
	bills := make([]string, len(p.Bills))
	for i, b := range p.Bills {
		bills[i] = strconv.Itoa(b)
	}
	switch {
	case len(p.Bills) > 0 && p.Rest > 0:
		return fmt.Sprintf("in bills of %s, and %d that no bill makes", strings.Join(bills, " "), p.Rest)
	case p.Rest > 0:
		return "no bill makes it"
	case len(p.Bills) > 0:
		return "in bills of " + strings.Join(bills, " ")
	}
	return ""
}

// Fact is one line of a player's story: what, and how much.
type Fact struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// Facts tells a player's story as lines to show.
func (r *Report) Facts(s *Story) []Fact {
	hd := &r.Header
	won := strconv.Itoa(s.Won)
	var how []string
	if s.SelfDrawn > 0 {
		how = append(how, fmt.Sprintf("%d self-drawn", s.SelfDrawn))
	}
	if s.OnDiscard > 0 {
		how = append(how, fmt.Sprintf("%d on a discard", s.OnDiscard))
	}
	if len(how) > 0 {
		won += ": " + strings.Join(how, ", ")
	}
	out := []Fact{
		{capitalize(words.PluralWord(2, hd.Play)) + " played", strconv.Itoa(s.Played)},
		{"Won", won},
	}
	if !hd.Totals && holds(hd.Game, "discard_by") {
		out = append(out, Fact{"Discards that fed a win", strconv.Itoa(s.Fed)})
	}
	if !hd.Totals && (hd.Game.IsHand(books.Tie) || hd.Game.IsHand(books.Dead)) {
		out = append(out, Fact{capitalize(words.PluralWord(2, hd.Play)) + " nobody won", strconv.Itoa(s.Drawn)})
	}
	pen := "none"
	if s.Penalties > 0 {
		pen = fmt.Sprintf("%d, paid %d", s.Penalties, s.Paid)
	}
	out = append(out, Fact{"Penalties", pen})
	if s.Biggest != nil {
		out = append(out, Fact{"Biggest hand", r.momentWords(s.Biggest, true)})
	}
	best, worst := "Largest gain", "Largest loss"
	if hd.Totals {
		best, worst = "Best score", "Worst score"
	}
	if s.Best != nil {
		out = append(out, Fact{best, r.momentWords(s.Best, false)})
	}
	if s.Worst != nil {
		out = append(out, Fact{worst, r.momentWords(s.Worst, false)})
	}
	return out
}

// momentWords names a hand of a player's story, as the table counts it:
// "6 points, +54, game 1"; "+10, game 5 (record 7)".
func (r *Report) momentWords(m *Moment, score bool) string {
	amount := Signed(m.Amount)
	if r.Header.Totals {
		amount = strconv.Itoa(m.Amount)
	}
	ref := r.Ref(&r.Hands[m.Hand-1])
	if score && m.Score != "" {
		return fmt.Sprintf("%s, %s, %s", m.Score, amount, ref)
	}
	return fmt.Sprintf("%s, %s", amount, ref)
}

// PlayWords names a hand of play and who dealt it: "game 3, Bo deals";
// "" for a record that is not a hand of play.
func (r *Report) PlayWords(h *Hand) string {
	if h.Play == 0 {
		return ""
	}
	s := fmt.Sprintf("%s %d", r.Header.Play, h.Play)
	if h.Dealer != "" && r.Header.Role != "" {
		s += fmt.Sprintf(", %s %s", r.Header.Role, h.Dealer)
	}
	return s
}

// TitleWords is the report's title: "Magic Dragon, 14 March 2026", or
// for a season "Magic Dragon, 3 evenings, 14 March to 2 May 2026".
func (r *Report) TitleWords() string {
	hd := &r.Header
	s := hd.Title
	if hd.Season {
		s += ", " + words.Plural(hd.Nights(), "evening")
	}
	if d := DatesWords(hd.From, hd.To); d != "" {
		s += ", " + d
	}
	return s
}

// SpanWords says when an evening was played: its days, and on a single
// day from and to what time: "14 March 2026, 20:05 to 21:08".
func SpanWords(from, to time.Time) string {
	d := DatesWords(from, to)
	if d == "" || from.Format("2006-01-02") != to.Format("2006-01-02") {
		return d
	}
	return d + ", " + from.Format("15:04") + " to " + to.Format("15:04")
}

// DatesWords says the days from and to span: "14 March 2026", "14 March
// to 2 May 2026", "30 December 2025 to 2 January 2026"; "" when from is
// zero.
func DatesWords(from, to time.Time) string {
	switch {
	case from.IsZero():
		return ""
	case from.Format("2006-01-02") == to.Format("2006-01-02"):
		return from.Format("2 January 2006")
	case from.Year() == to.Year():
		return from.Format("2 January") + " to " + to.Format("2 January 2006")
	}
	return from.Format("2 January 2006") + " to " + to.Format("2 January 2006")
}

// holds reports whether a won hand of game g keeps the input field key:
// a story counts only what the game's records can say.
func holds(g books.Game, key string) bool {
	return slices.ContainsFunc(g.Inputs(books.Win), func(f books.InputField) bool { return f.Key == key })
}
