package nine

import (
	"strconv"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/split"
)

// show lays a Nine Dragons win out for a page, as printScore prints it:
// the split a set at a time; the hand's flowers, round, seat and source;
// what each item scores; the chips each player pays, and why; the
// readings, the liability, and what the winner receives.
func show(out *outcome) *qa.Shown {
	res := out.res
	sh := &qa.Shown{Heading: total(res)}
	for _, m := range res.Split {
		sh.Sets = append(sh.Sets, ninedragons.FormatSplit([]split.Meld{m}))
	}
	about := qa.Table{Caption: "The hand", Head: []string{"what", "was"}, Align: "ll"}
	for _, f := range facts(out) {
		about.Rows = append(about.Rows, []string{f[0], f[1]})
	}
	items := qa.Table{Caption: "What the points are made of", Head: []string{"item", "points", "why"}, Align: "lrl"}
	for _, it := range res.Items {
		items.Rows = append(items.Rows, []string{it.Name, strconv.Itoa(it.Points), it.Reason})
	}
	sh.Tables = append(sh.Tables, about, items)
	for _, d := range res.Decided {
		sh.Notes = append(sh.Notes, "Reading: "+d.Text)
	}
	for _, n := range res.LeftOut {
		sh.Notes = append(sh.Notes, "Note: "+n)
	}
	if p := out.pay; p != nil {
		chips := qa.Table{Caption: chipsTo(out), Head: []string{"player", "pays", "why"}, Align: "lrl"}
		for _, l := range p.Losers {
			chips.Rows = append(chips.Rows, []string{l.Name, strconv.Itoa(l.Payment), payWhy(res, p, l.Name)})
		}
		sh.Tables = append(sh.Tables, chips)
		for _, why := range p.Liability {
			sh.Notes = append(sh.Notes, "Liable: "+why)
		}
		if c := counted(out); c != "" {
			sh.Notes = append(sh.Notes, "Counted: "+c)
		}
		for _, d := range p.Decided {
			sh.Notes = append(sh.Notes, "Reading: "+d.Text)
		}
		sh.Notes = append(sh.Notes, receives(p))
	}
	return sh
}
