package report

import (
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// builder builds a report evening by evening.
type builder struct {
	r    *Report
	opts Options
	// net and total are each player's money won (less the starting
	// money) and total score, summed over the evenings so far.
	net, total map[string]int
	lines      map[string]*Line
	stories    map[string]*Story
	nights     map[string]map[string]bool // each player's nights (Evening.Night)
	marks      []Mark
	bills      []int
	sameBills  bool
	// steps are the evening's records, which a void names the hand it
	// cancels from.
	steps []books.Step
	// spelled is each player's name as the report writes it, by his
	// name's players.Key: as he was first named. A season's ledgers may
	// spell one player apart ("Bo", "BO"); the ledger holds names that
	// fold alike to be one player, and so does the report.
	spelled map[string]string
}

// as is the report's name of player p as a ledger names him: the first
// spelling of his name met, folded as the ledger folds names.
func (b *builder) as(p string) string {
	k := players.Key(p)
	if s, ok := b.spelled[k]; ok {
		return s
	}
	b.spelled[k] = p
	return p
}

func newBuilder(ls []*ledger.Ledger, opts Options) *builder {
	g := ls[0].Header.Game
	role := g.Role()
	if slices.Contains(books.Winds, capitalize(role)) {
		role = capitalize(role)
	}
	b := &builder{
		r: &Report{Header: Header{Game: g, Title: g.Title(), Season: len(ls) > 1, Totals: g.Totals(),
			LowestWins: g.Totals() && g.LowestWins(), Play: g.Play(), Role: role}},
		opts: opts, net: map[string]int{}, total: map[string]int{},
		lines: map[string]*Line{}, stories: map[string]*Story{}, nights: map[string]map[string]bool{}, spelled: map[string]string{},
		bills: ls[0].Header.Money.Bills, sameBills: true,
	}
	_, b.r.Header.Audit.Audited = opts.Auditors[g]
	return b
}

// evening adds the ledger l, the report's evening number i. A player
// renamed in it is reported under the name he has at its end, from its
// first record on, in the order the players first sat down.
func (b *builder) evening(i int, l *ledger.Ledger) {
	st := l.State()
	h := namedAsNow(l, st)
	hd := &b.r.Header
	steps := l.NamedAsNow()
	ev := Evening{File: l.File, Players: h.Players, Rules: rulesWords(h), Records: st.Records, Played: st.Played, Over: st.Over}
	if len(l.Hands) > 0 {
		ev.From, ev.To = l.Hands[0].At, l.Hands[len(l.Hands)-1].At
		if hd.From.IsZero() {
			hd.From = ev.From
		}
		hd.To = ev.To
	}
	if !slices.Equal(h.Money.Bills, b.bills) {
		b.sameBills = false
	}
	if h.Money.Start > 0 || moneyMoves(steps) {
		hd.Money = true
	}
	for _, p := range h.Players {
		if p := b.as(p); !slices.Contains(hd.Players, p) {
			hd.Players = append(hd.Players, p)
			b.stories[p] = &Story{Player: p}
		}
		if night := ev.Night(); night != "" {
			if b.nights[b.as(p)] == nil {
				b.nights[b.as(p)] = map[string]bool{}
			}
			b.nights[b.as(p)][night] = true
		}
	}
	var found map[int]string
	if a := b.opts.Auditors[h.Game]; a != nil {
		ev.Audited, found = audit(l, a)
		hd.Audit.Checked += ev.Audited
	}
	scores := describeAll(b.opts.Describers[h.Game], l.Steps())
	b.startLines(h, ev.From)
	b.steps = steps
	section := ""
	for k, s := range steps {
		hand := b.hand(i, h, s, scores[k], &section)
		if msg := found[s.Record.Number]; msg != "" {
			hand.Audit = msg
			ev.Differed++
			hd.Audit.Differ = append(hd.Audit.Differ, Difference{Hand: hand.Seq, File: l.File, Number: hand.Number, Problem: msg})
		}
		b.r.Hands = append(b.r.Hands, hand)
		b.chartPoint(h, s, hand)
		b.story(h, s, &b.r.Hands[len(b.r.Hands)-1])
	}
	for _, p := range h.Players {
		b.net[b.as(p)] += st.Balances[p] - h.Money.Start
		b.total[b.as(p)] += st.Totals[p]
	}
	hd.Records += st.Records
	hd.Played += st.Played
	hd.Evenings = append(hd.Evenings, ev)
}

// namedAsNow is the header of l with its players, in the order they
// first sat down, named as they are in st, its state after the last
// record.
func namedAsNow(l *ledger.Ledger, st books.State) *books.Header {
	h := l.Header
	start := l.Steps()
	if len(start) == 0 {
		return &h
	}
	h.Players = make([]string, len(l.Header.Players))
	for i, p := range l.Header.Players {
		h.Players[i] = start[0].Before.NameIn(st, p)
	}
	return &h
}

// moneyMoves reports whether any record moves money.
func moneyMoves(steps []books.Step) bool {
	for _, s := range steps {
		if len(s.Record.Transfers) > 0 {
			return true
		}
	}
	return false
}

// finish completes the report once every evening is in.
func (b *builder) finish(ls []*ledger.Ledger) *Report {
	r := b.r
	hd := &r.Header
	hd.Audit.Line = auditLine(&hd.Audit, hd.Season)
	b.standings(ls)
	b.chart()
	for _, p := range hd.Players {
		r.Stories = append(r.Stories, *b.stories[p])
	}
	return r
}

// capitalize writes s with a capital first letter.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
