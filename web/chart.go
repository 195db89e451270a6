package web

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/report"
)

// The chart's frames, in the SVG's own pixels: each scales to the
// page's width. The wide one is a page's or paper's, its plot ChartPoints
// wide; the narrow one is a phone's, drawn about as large as it is laid
// out, so its text reads at the size it is written (12 px) rather than
// shrunk to half of it. A page shows the one that fits (report.css).
type frame struct {
	class                    string
	w, h                     int
	left, right, top, bottom int
	// xTicks is about how many ticks the x axis has.
	xTicks int
}

// The wide frame's width and side margins.
const wideW, wideLeft, wideRight = 720, 60, 8

var (
	wide   = frame{class: "wide", w: wideW, h: 400, left: wideLeft, right: wideRight, top: 28, bottom: 44, xTicks: 8}
	narrow = frame{class: "narrow", w: 320, h: 300, left: 56, right: 6, top: 28, bottom: 44, xTicks: 5}
)

// plotW and plotH are the size of the plot between the margins.
func (f frame) plotW() int { return f.w - f.left - f.right }
func (f frame) plotH() int { return f.h - f.top - f.bottom }

// A player's line is told from the others in black and white by its
// marker's shape and its dash pattern, and on screen by its colour
// (a palette readable by the colour-blind).
var (
	colours = []string{"#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#7f7f7f"}
	dashes  = []string{"", "7 3", "2 3", "9 3 2 3", "14 4", "4 2 1 2", "1 4", "10 2 2 2 2 2"}
	shapes  = []string{"circle", "square", "triangle", "diamond", "down", "plus", "cross", "bar"}
)

// chartView is the chart as the template draws it: in the wide frame,
// with Narrow the same chart in the narrow one.
type chartView struct {
	Class          string
	W, H           int
	Left, Top      int
	Right, Bottom  int // the plot's right and bottom edges
	YTicks, XTicks []tick
	Marks          []markView
	Lines          []lineView
	YLabel, XLabel string
	Desc           string
	Narrow         *chartView
}

type tick struct {
	Pos   string
	Label string
	Zero  bool
}

type markView struct {
	X, Label string
	Title    string
	Evening  bool
	Show     bool // room for its label
	Anchor   string
	Dx       int
}

type lineView struct {
	Player, Colour, Dash, Trace string
	Swatch                      string // the marker, for the legend
	Points                      []pointView
}

type pointView struct {
	Shape, Title string
}

// newChart lays the chart out, wide and narrow; nil when there is
// nothing to draw.
func newChart(r *report.Report) *chartView {
	if r.Chart.Records == 0 {
		return nil
	}
	v := layChart(r, wide)
	v.Narrow = layChart(r, narrow)
	return v
}

// layChart lays the chart out in frame f.
func layChart(r *report.Report, f frame) *chartView {
	c := r.Chart
	lo, hi := niceRange(min(c.Min, 0), max(c.Max, 0))
	pw, ph := float64(f.plotW()), float64(f.plotH())
	v := &chartView{Class: f.class, W: f.w, H: f.h, Left: f.left, Top: f.top, Right: f.left + f.plotW(), Bottom: f.top + f.plotH(),
		XLabel: "records, in the order played", YLabel: "money won or lost"}
	if c.Measure == "total" {
		v.YLabel = "total score"
	}
	x := func(i int) float64 { return float64(f.left) + float64(i)*pw/float64(c.Records) }
	y := func(val int) float64 { return float64(f.top) + ph - float64(val-lo)*ph/float64(hi-lo) }
	for _, t := range ticks(lo, hi, 6) {
		v.YTicks = append(v.YTicks, tick{Pos: num(y(t)), Label: report.Signed(t), Zero: t == 0})
	}
	for _, t := range ticks(0, c.Records, f.xTicks) {
		v.XTicks = append(v.XTicks, tick{Pos: num(x(t)), Label: strconv.Itoa(t)})
	}
	v.Marks = marks(c.Marks, x, float64(v.Right))
	for i, l := range c.Lines {
		v.Lines = append(v.Lines, line(r, i, l, x, y, pw))
	}
	v.Desc = fmt.Sprintf("The %s of %s over %s: one line for each player.", v.YLabel, words.JoinAnd(r.Header.Players),
		words.Plural(c.Records, "record"))
	return v
}

// line draws a player's line: the trace, broken over evenings he missed,
// and a marker with its tooltip at every point.
func line(r *report.Report, i int, l report.Line, x func(int) float64, y func(int) float64, plotW float64) lineView {
	k := i % len(colours)
	size := markerSize(len(l.Points), plotW)
	lv := lineView{Player: l.Player, Colour: colours[k], Dash: dashes[k], Swatch: shape(shapes[k], 20, 6, 4)}
	var d strings.Builder
	for _, p := range l.Points {
		px, py := x(p.X), y(p.Y)
		cmd := "L"
		if p.Start {
			cmd = "M"
		}
		fmt.Fprintf(&d, "%s%s %s", cmd, num(px), num(py))
		if p.Start {
			continue
		}
		lv.Points = append(lv.Points, pointView{Shape: shape(shapes[k], px, py, size), Title: pointTitle(r, l.Player, p)})
	}
	lv.Trace = d.String()
	return lv
}

// pointTitle is a point's tooltip: "Bo after hand 3 (20:34): +18, net +46".
func pointTitle(r *report.Report, player string, p report.Point) string {
	h := &r.Hands[p.X-1]
	measure := "net"
	if r.Chart.Measure == "total" {
		measure = "total"
	}
	return fmt.Sprintf("%s after %s (%s): %s, %s %s", player, r.Ref(h), h.At.Format("15:04"), report.Signed(p.Delta), measure, report.Signed(p.Y))
}

// markerSize is a marker's radius: smaller as the points crowd the plot,
// plotW wide.
func markerSize(points int, plotW float64) float64 {
	return math.Max(1.5, math.Min(4, plotW/float64(max(points, 1))/3))
}

// marks draws where cycles, rounds and evenings start, a label where
// there is room for it before the plot's right edge, end.
func marks(ms []report.Mark, x func(int) float64, end float64) []markView {
	var out []markView
	free := 0.0 // where the next label may start
	for _, m := range ms {
		px := x(m.X)
		label := m.Label
		if short, _, ok := strings.Cut(label, ","); ok && !m.Evening {
			label = short
		}
		mv := markView{X: num(px), Label: label, Title: m.Label, Evening: m.Evening, Anchor: "start", Dx: 2}
		wide := float64(len(label))*6.5 + 8
		if px+wide > end {
			// Too near the right edge: the label ends at its mark.
			mv.Anchor, mv.Dx = "end", -2
		}
		if px >= free && (mv.Anchor == "start" || px-wide >= free) {
			mv.Show = true
			free = px + wide
		}
		out = append(out, mv)
	}
	return out
}

// shape is the path of a marker of the given shape, centred on x, y.
func shape(kind string, x, y, r float64) string {
	n := func(v float64) string { return num(v) }
	switch kind {
	case "square":
		return fmt.Sprintf("M%s %sh%sv%sh-%sZ", n(x-r), n(y-r), n(2*r), n(2*r), n(2*r))
	case "triangle":
		return fmt.Sprintf("M%s %sL%s %sL%s %sZ", n(x), n(y-1.2*r), n(x+1.1*r), n(y+0.8*r), n(x-1.1*r), n(y+0.8*r))
	case "down":
		return fmt.Sprintf("M%s %sL%s %sL%s %sZ", n(x), n(y+1.2*r), n(x+1.1*r), n(y-0.8*r), n(x-1.1*r), n(y-0.8*r))
	case "diamond":
		return fmt.Sprintf("M%s %sL%s %sL%s %sL%s %sZ", n(x), n(y-1.3*r), n(x+1.3*r), n(y), n(x), n(y+1.3*r), n(x-1.3*r), n(y))
	case "plus":
		return fmt.Sprintf("M%s %sH%sM%s %sV%s", n(x-1.3*r), n(y), n(x+1.3*r), n(x), n(y-1.3*r), n(y+1.3*r))
	case "cross":
		return fmt.Sprintf("M%s %sL%s %sM%s %sL%s %s", n(x-r), n(y-r), n(x+r), n(y+r), n(x-r), n(y+r), n(x+r), n(y-r))
	case "bar":
		return fmt.Sprintf("M%s %sV%s", n(x), n(y-1.4*r), n(y+1.4*r))
	}
	return fmt.Sprintf("M%s %sa%s %s 0 1 0 %s 0a%s %s 0 1 0 -%s 0Z", n(x-r), n(y), n(r), n(r), n(2*r), n(r), n(r), n(2*r))
}

// niceRange widens lo..hi to round numbers, never to nothing.
func niceRange(lo, hi int) (int, int) {
	if lo == hi {
		return lo - 1, hi + 1
	}
	step := niceStep(hi-lo, 6)
	return floorTo(lo, step), ceilTo(hi, step)
}

// ticks are the round values from lo to hi, about n of them.
func ticks(lo, hi, n int) []int {
	step := niceStep(hi-lo, n)
	var out []int
	for t := ceilTo(lo, step); t <= hi; t += step {
		out = append(out, t)
	}
	return out
}

// niceStep is a step of 1, 2 or 5 times a power of ten that cuts span in
// about n.
func niceStep(span, n int) int {
	raw := float64(max(span, 1)) / float64(n)
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return max(int(m*p), 1)
		}
	}
	return max(int(10*p), 1)
}

func floorTo(v, step int) int {
	if v >= 0 {
		return v / step * step
	}
	return -ceilTo(-v, step)
}

func ceilTo(v, step int) int {
	if v <= 0 {
		return -floorTo(-v, step)
	}
	return (v + step - 1) / step * step
}

// num writes a coordinate to a tenth of a pixel.
func num(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }
