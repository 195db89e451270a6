package report

import (
	"fmt"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// Chart is each player's money won or lost (or total score) over the
// records of the report: one line per player, a point per record, thinned
// when there are more records than the chart has room for.
type Chart struct {
	// Measure is what the lines show: "net" (money won or lost) or
	// "total" (the score a game of totals adds up).
	Measure string `json:"measure"`
	// Records is the number of records: x runs from 0 (the start) to it.
	Records int `json:"records"`
	// Min and Max are the lowest and highest value of any line.
	Min   int    `json:"min"`
	Max   int    `json:"max"`
	Lines []Line `json:"lines"`
	// Marks are where cycles or rounds (and, in a season, evenings)
	// start.
	Marks []Mark `json:"marks,omitempty"`
	// Thinned is set when points were left out to fit the chart's width.
	Thinned bool `json:"thinned,omitempty"`
}

// Line is one player's line.
type Line struct {
	Player string  `json:"player"`
	Points []Point `json:"points"`
}

// Point is a player's value after record X (Hand.Seq), which changed it
// by Delta. A Start point is where his line starts, before the first
// record of an evening he played: a line is broken over evenings he
// missed.
type Point struct {
	X     int  `json:"x"`
	Y     int  `json:"y"`
	Delta int  `json:"delta,omitempty"`
	Start bool `json:"start,omitempty"`
}

// Mark is where a cycle, a round or an evening starts: before record X+1.
type Mark struct {
	X     int    `json:"x"`
	Label string `json:"label"`
	// Evening is set for the start of an evening of a season.
	Evening bool `json:"evening,omitempty"`
}

// value is what the chart shows of a player in a state: his money won
// (less his starting money) or his total, on top of what he had from the
// evenings before.
func (b *builder) value(h *books.Header, st books.State, p string) int {
	if h.Game.Totals() {
		return b.total[b.as(p)] + st.Totals[p]
	}
	return b.net[b.as(p)] + st.Balances[p] - h.Money.Start
}

// startLines starts every player's line at the start of an evening.
func (b *builder) startLines(h *books.Header, from time.Time) {
	x := len(b.r.Hands)
	for _, p := range h.Players {
		p := b.as(p)
		l := b.lines[p]
		if l == nil {
			l = &Line{Player: p}
			b.lines[p] = l
		}
		y := b.net[p]
		if h.Game.Totals() {
			y = b.total[p]
		}
		l.Points = append(l.Points, Point{X: x, Y: y, Start: true})
	}
	if b.r.Header.Season {
		label := fmt.Sprintf("evening %d", len(b.r.Header.Evenings)+1)
		if !from.IsZero() {
			label = from.Format("2 Jan")
		}
		b.marks = append(b.marks, Mark{X: x, Label: label, Evening: true})
	}
}

// chartPoint adds every player's point after step s.
func (b *builder) chartPoint(h *books.Header, s books.Step, hand Hand) {
	for _, p := range h.Players {
		y, before := b.value(h, s.After, p), b.value(h, s.Before, p)
		l := b.lines[b.as(p)]
		l.Points = append(l.Points, Point{X: hand.Seq, Y: y, Delta: y - before})
	}
	// An evening's first cycle or round starts with the evening.
	if hand.Section != "" && hand.Seq > 1 && !(len(b.marks) > 0 && b.marks[len(b.marks)-1].X == hand.Seq-1) {
		b.marks = append(b.marks, Mark{X: hand.Seq - 1, Label: hand.Section})
	}
}

// chart finishes the chart: the lines in the order of the players, the
// range, and the points and marks thinned to the chart's width.
func (b *builder) chart() {
	c := &b.r.Chart
	c.Measure = "net"
	if b.r.Header.Totals {
		c.Measure = "total"
	}
	c.Records = len(b.r.Hands)
	first := true
	for _, p := range b.r.Header.Players {
		l := b.lines[p]
		for _, pt := range l.Points {
			if first {
				c.Min, c.Max, first = pt.Y, pt.Y, false
			}
			c.Min, c.Max = min(c.Min, pt.Y), max(c.Max, pt.Y)
		}
		if n := b.opts.ChartPoints; n > 0 && len(l.Points) > n {
			l.Points, c.Thinned = thin(l.Points, n), true
		}
		c.Lines = append(c.Lines, *l)
	}
	c.Marks = thinMarks(b.marks, b.opts.ChartPoints)
}

// thin keeps at most n of a line's points: its start points, and in each
// of as many buckets of records as are left for them two by two, the
// lowest and the highest, in their order, so that no peak or trough is
// lost. n is the chart's width in pixels: a line of more points than
// pixels draws nothing more.
func thin(pts []Point, n int) []Point {
	var starts int
	for _, p := range pts {
		if p.Start {
			starts++
		}
	}
	// A bucket a start point cuts in two gives up to four points.
	buckets := max((n-3*starts)/2, 1)
	lo, hi := pts[0].X, pts[len(pts)-1].X
	span := hi - lo + 1
	out := make([]Point, 0, n)
	bucket, low, high := -1, -1, -1
	flush := func() {
		switch {
		case low < 0:
		case low == high:
			out = append(out, pts[low])
		case low < high:
			out = append(out, pts[low], pts[high])
		default:
			out = append(out, pts[high], pts[low])
		}
		low, high = -1, -1
	}
	for i, p := range pts {
		if p.Start {
			flush()
			out = append(out, p)
			continue
		}
		if k := (p.X - lo) * buckets / span; k != bucket {
			flush()
			bucket = k
		}
		if low < 0 || p.Y < pts[low].Y {
			low = i
		}
		if high < 0 || p.Y > pts[high].Y {
			high = i
		}
	}
	flush()
	return out
}

// thinMarks keeps at most one mark in every ten pixels of a chart n
// pixels wide: every evening, and every k-th of the other marks.
func thinMarks(marks []Mark, n int) []Mark {
	most := n / 10
	if n == 0 || len(marks) <= most {
		return marks
	}
	k := (len(marks) + most - 1) / most
	var out []Mark
	for i, m := range marks {
		if m.Evening || i%k == 0 {
			out = append(out, m)
		}
	}
	return out
}
