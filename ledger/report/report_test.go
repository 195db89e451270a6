package report

import (
	"encoding/json"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// stored is an Auditor that agrees with every record kept from inputs
// with a hand, but finds wrong the records numbered in differ.
type stored struct{ differ []int }

func (a stored) Recompute(h *books.HandRecord, st books.State) (map[string]int, error) {
	if h.Kind != books.Win || h.Inputs == nil || h.Inputs.Hand == "" {
		return nil, books.ErrSkip
	}
	m := maps.Clone(h.Transfers)
	if slices.Contains(a.differ, h.Number) {
		m[h.Inputs.Winner]++
		m[h.Inputs.DiscardBy]--
	}
	return m, nil
}

// points describes a win with a hand as worth 6 points.
var points = Describe(func(h *books.HandRecord, st books.State) (HandScore, error) {
	if h.Kind != books.Win || h.Inputs == nil || h.Inputs.Hand == "" {
		return HandScore{}, books.ErrSkip
	}
	return HandScore{Score: "6 points", Worth: 6}, nil
})

func build(t *testing.T, opts Options, ls ...*ledger.Ledger) *Report {
	t.Helper()
	r, err := Build(ls, opts)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestReportOfAnEvening: the README's evening, every section as the
// ledger and the audit give it.
func TestReportOfAnEvening(t *testing.T) {
	l := thursday(t)
	r := build(t, Options{Auditors: books.Auditors{books.Magic: stored{}}, Describers: Describers{books.Magic: points}}, l)
	hd := r.Header
	if hd.Title != "Magic Dragon" || hd.Season || hd.Totals || !hd.Money || hd.Play != "game" || hd.Role != "dealer" {
		t.Errorf("header %+v", hd)
	}
	if hd.Records != 7 || hd.Played != 5 || !slices.Equal(hd.Players, []string{"Ann", "Bo", "Cy", "Di"}) {
		t.Errorf("records %d, played %d, players %v", hd.Records, hd.Played, hd.Players)
	}
	if got := r.TitleWords(); got != "Magic Dragon, 14 March 2026" {
		t.Errorf("title %q", got)
	}
	if a := hd.Audit; !a.Audited || a.Checked != 1 || len(a.Differ) != 0 || !strings.Contains(a.Line, "agrees") {
		t.Errorf("audit %+v", a)
	}
	if got := strings.Join(hd.Evenings[0].Rules, "; "); got != "version C; the dealer rule; stakes ×1; 80 each in bills of 1, 5, and 10" {
		t.Errorf("rules %q", got)
	}
	// The standings and the settle-up are the ledger's own.
	st := l.State()
	for i, s := range st.Standings() {
		got := r.Standings[i]
		if got.Player != s.Player || got.Place != s.Place || *got.Balance != s.Balance || got.Net != s.Net || got.Played != 5 {
			t.Errorf("standing %d: %+v, want %+v", i, got, s)
		}
	}
	if got, want := r.SettleUp.Payments, books.Settle(st); !slices.EqualFunc(got, want, func(a, b books.Payment) bool {
		return a.From == b.From && a.To == b.To && a.Amount == b.Amount && slices.Equal(a.Bills, b.Bills)
	}) {
		t.Errorf("payments %v, want %v", got, want)
	}
	// Every record, the void marked on the hand it cancels.
	if len(r.Hands) != 7 {
		t.Fatalf("%d hands", len(r.Hands))
	}
	h1, h5, h6, h7 := r.Hands[0], r.Hands[4], r.Hands[5], r.Hands[6]
	if h1.What != "Bo wins" || h1.How != "discard by Cy" || h1.Score != "6 points" || h1.Section != "cycle 1, version C" || h1.Dealer != "Ann" {
		t.Errorf("hand 1: %+v", h1)
	}
	if h5.VoidedBy != 6 || h5.InForce() || h6.What != "void of game 5" || AmountsWords(h6.Transfers) != "Ann +4, Bo +2, Cy +4, Di -10" {
		t.Errorf("hands 5 and 6: %+v\n%+v", h5, h6)
	}
	if h7.Play != 5 || h7.Dealer != "Cy" || r.PlayWords(&h7) != "game 5, dealer Cy" {
		t.Errorf("hand 7: %+v", h7)
	}
	// The stories: voided hand 5 is not Di's win.
	story := map[string]Story{}
	for _, s := range r.Stories {
		story[s.Player] = s
	}
	if s := story["Bo"]; s.Won != 2 || s.OnDiscard != 1 || s.Drawn != 1 || s.Biggest == nil || s.Biggest.Hand != 1 || s.Best.Amount != 54 || s.Worst.Amount != -6 {
		t.Errorf("Bo's story %+v", s)
	}
	if s := story["Cy"]; s.Fed != 1 || s.Won != 1 || s.Worst.Amount != -12 {
		t.Errorf("Cy's story %+v", s)
	}
	if s := story["Di"]; s.Won != 0 || s.Best != nil || s.Played != 5 {
		t.Errorf("Di's story %+v", s)
	}
}

// TestReportAuditFindsTheHand: a hand the audit finds wrong is named in
// the audit line and marked where it is listed, as 'ledger check' says.
func TestReportAuditFindsTheHand(t *testing.T) {
	r := build(t, Options{Auditors: books.Auditors{books.Magic: stored{differ: []int{1}}}}, thursday(t))
	a := r.Header.Audit
	if len(a.Differ) != 1 || a.Differ[0].Number != 1 || !strings.Contains(a.Line, "1 hand of 1 scored again differs: hand 1") {
		t.Fatalf("audit %+v", a)
	}
	if !strings.Contains(r.Hands[0].Audit, "differ from the recomputation") || r.Hands[1].Audit != "" {
		t.Errorf("hands' audit: %q, %q", r.Hands[0].Audit, r.Hands[1].Audit)
	}
	if r := build(t, Options{}, thursday(t)); r.Header.Audit.Audited || !strings.HasPrefix(r.Header.Audit.Line, "No audit") {
		t.Errorf("without an auditor: %+v", r.Header.Audit)
	}
}

// TestReportChartOnePointPerRecord: each player's line starts at 0 and has
// a point for every record, ending at his net.
func TestReportChartOnePointPerRecord(t *testing.T) {
	r := build(t, Options{ChartPoints: 600}, thursday(t))
	c := r.Chart
	if c.Measure != "net" || c.Records != 7 || c.Thinned || len(c.Lines) != 4 || c.Min != -49 || c.Max != 72 {
		t.Fatalf("chart %+v", c)
	}
	for i, l := range c.Lines {
		if len(l.Points) != 8 || !l.Points[0].Start || l.Points[0].Y != 0 {
			t.Errorf("%s: %+v", l.Player, l.Points)
		}
		for k, p := range l.Points[1:] {
			if p.X != k+1 || p.Start {
				t.Errorf("%s: point %d is %+v", l.Player, k+1, p)
			}
		}
		if last := l.Points[7].Y; last != netOf(r, l.Player) {
			t.Errorf("line %d (%s) ends at %d, net %d", i, l.Player, last, netOf(r, l.Player))
		}
	}
	if len(c.Marks) != 0 {
		t.Errorf("one cycle, yet marks %v", c.Marks)
	}
}

func netOf(r *Report, p string) int {
	for _, s := range r.Standings {
		if s.Player == p {
			return s.Net
		}
	}
	return 0
}

// TestReportSeason: two evenings given out of order are put in date
// order; Di leaves and Ed comes; nets add up over the season, lines break
// over an evening missed, and the settle-up squares the season.
func TestReportSeason(t *testing.T) {
	second := parse(t, "friday.yaml", evening([]string{"Ann", "Bo", "Cy", "Ed"}, march.AddDate(0, 0, 1),
		"win Ann=+12,Bo=-4,Cy=-4,Ed=-4", "penalty Ed Ann=+3,Bo=+3,Cy=+3,Ed=-9"))
	first := parse(t, "thursday.yaml", evening([]string{"Ann", "Bo", "Cy", "Di"}, march,
		"win Ann=-6,Bo=+18,Cy=-6,Di=-6", "tie", "win Ann=-3,Bo=-3,Cy=-3,Di=+9", "void"))
	r := build(t, Options{}, second, first)
	hd := r.Header
	if !hd.Season || hd.Evenings[0].File != "thursday.yaml" || hd.Records != 6 || !slices.Equal(hd.Players, []string{"Ann", "Bo", "Cy", "Di", "Ed"}) {
		t.Fatalf("header %+v", hd)
	}
	if got := r.TitleWords(); got != "Magic Dragon, 2 evenings, 14 March to 15 March 2026" {
		t.Errorf("title %q", got)
	}
	want := map[string]int{"Ann": -6 + 12 + 3, "Bo": 18 - 4 + 3, "Cy": -6 - 4 + 3, "Di": -6, "Ed": -13}
	sum := 0
	for _, s := range r.Standings {
		sum += s.Net
		if s.Net != want[s.Player] || s.Balance != nil {
			t.Errorf("%s: %+v, want net %d", s.Player, s, want[s.Player])
		}
	}
	if sum != 0 || r.Standings[0].Player != "Bo" || r.Standings[0].Evenings != 2 {
		t.Errorf("standings %+v", r.Standings)
	}
	paid := map[string]int{}
	for _, p := range r.SettleUp.Payments {
		paid[p.From] -= p.Amount
		paid[p.To] += p.Amount
	}
	for p, v := range want {
		if paid[p] != v {
			t.Errorf("the settle-up gives %s %+d, his net is %+d", p, paid[p], v)
		}
	}
	lines := map[string]Line{}
	for _, l := range r.Chart.Lines {
		lines[l.Player] = l
	}
	if di := lines["Di"].Points; len(di) != 5 || di[4].X != 4 {
		t.Errorf("Di's line: %+v", di)
	}
	if ed := lines["Ed"].Points; len(ed) != 3 || !ed[0].Start || ed[0].X != 4 || ed[2].Y != -13 {
		t.Errorf("Ed's line: %+v", ed)
	}
	if ann := lines["Ann"].Points; len(ann) != 8 || !ann[5].Start || ann[5].Y != -6 || ann[7].Y != 9 {
		t.Errorf("Ann's line: %+v", ann)
	}
	if m := r.Chart.Marks; len(m) != 2 || !m[1].Evening || m[1].X != 4 || m[1].Label != "15 Mar" {
		t.Errorf("marks %+v", m)
	}
	ed := r.Stories[4]
	if ed.Player != "Ed" || ed.Penalties != 1 || ed.Paid != 9 || ed.Played != 1 {
		t.Errorf("Ed's story %+v", ed)
	}
	if got := r.Ref(&r.Hands[4]); got != "game 1 of friday.yaml" { // Magic Dragon's word for a hand
		t.Errorf("ref %q", got)
	}
}

// TestReportRefusesTwoGames: a season is of one game.
func TestReportRefusesTwoGames(t *testing.T) {
	q := parse(t, "q.yaml", "version: 1\ngame: qmahjongg\nplayers: [Ann, Bo, Cy, Di]\nhands: []\n")
	_, err := Build([]*ledger.Ledger{thursday(t), q}, Options{})
	if err == nil || !strings.Contains(err.Error(), "a season's ledgers are all of one game") {
		t.Errorf("err = %v", err)
	}
	if _, err := Build(nil, Options{}); err == nil {
		t.Error("a report of nothing")
	}
}

// TestReportNoHands: a ledger just started reports, with nothing to draw.
func TestReportNoHands(t *testing.T) {
	r := build(t, Options{ChartPoints: 100}, parse(t, "new.yaml", evening([]string{"Ann", "Bo"}, march)))
	if len(r.Hands) != 0 || r.Chart.Records != 0 || len(r.SettleUp.Payments) != 0 || r.TitleWords() != "Magic Dragon" {
		t.Errorf("%+v", r)
	}
	if _, err := json.Marshal(r); err != nil {
		t.Error(err)
	}
}

// TestThinKeepsPeaks: thinning leaves at most n points, every start
// point, and the highest and lowest of the line.
func TestThinKeepsPeaks(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		n := 4 + rng.IntN(300)
		var pts []Point
		y := 0
		for x := range 1 + rng.IntN(5000) {
			start := x == 0 || rng.IntN(500) == 0
			y += rng.IntN(21) - 10
			pts = append(pts, Point{X: x, Y: y, Start: start})
		}
		got := thin(pts, n)
		starts := 0
		for _, p := range pts {
			if p.Start {
				starts++
			}
		}
		if len(pts) > n && len(got) > max(n, 3*starts+2) {
			t.Fatalf("trial %d: %d points thinned to %d, more than %d", trial, len(pts), len(got), n)
		}
		lo, hi := slices.MinFunc(pts, byY), slices.MaxFunc(pts, byY)
		if slices.MinFunc(got, byY).Y != lo.Y || slices.MaxFunc(got, byY).Y != hi.Y {
			t.Fatalf("trial %d: the peaks are lost", trial)
		}
		kept := 0
		for i, p := range got {
			if i > 0 && p.X <= got[i-1].X && !p.Start {
				t.Fatalf("trial %d: points out of order at %d", trial, i)
			}
			if p.Start {
				kept++
			}
		}
		if kept != starts {
			t.Fatalf("trial %d: %d start points kept of %d", trial, kept, starts)
		}
	}
}

func byY(a, b Point) int { return a.Y - b.Y }
