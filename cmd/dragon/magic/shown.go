package magic

import (
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// show lays a zappo out for a page, as printScored prints it: the
// winner's split, a set at a time; what each unit scores; each loser's
// penalty and payment, and the plan that reaches it; the total, readings
// and notes, and what the winner receives.
func show(s *scored) *qa.Shown {
	res := s.out.Score
	sh := &qa.Shown{Heading: total(res)}
	for _, m := range res.Split {
		sh.Sets = append(sh.Sets, magicdragon.FormatMeld(m))
	}
	units := qa.Table{Caption: "What the points are made of", Head: []string{"group", "unit", "points", "why"}, Align: "llrl"}
	for _, u := range res.Units {
		units.Rows = append(units.Rows, []string{u.Group, u.Name, strconv.Itoa(u.Points), u.Reason})
	}
	sh.Tables = append(sh.Tables, units)
	for _, n := range notes(res, decided(s.g, s.w, res)) {
		sh.Notes = append(sh.Notes, strings.TrimSpace(n.label)+" "+n.text)
	}
	if p := s.out.Payments; p != nil {
		sh.Tables = append(sh.Tables, payments(s)...)
		sh.Notes = append(sh.Notes, receives(p))
	}
	return sh
}

// payments are the table of who pays the winner what, and why, and the
// table of each loser's plan (none for a flat payment).
func payments(s *scored) []qa.Table {
	p := s.out.Payments
	pays := qa.Table{Caption: "Payments to " + p.Winner, Head: []string{"loser", "penalty", "pays", "why"}, Align: "lrrl"}
	if p.Flat {
		pays.Head, pays.Align = []string{"loser", "pays", "why"}, "lrl"
	}
	for _, l := range p.Losers {
		row := []string{l.Name, strconv.Itoa(l.Penalty), strconv.Itoa(l.Payment), whyPays(s.out, l)}
		if p.Flat {
			row = append(row[:1], row[2:]...)
		}
		pays.Rows = append(pays.Rows, row)
	}
	if p.Flat {
		return []qa.Table{pays}
	}
	plans := qa.Table{Caption: "Plans", Head: []string{"loser", "plan"}, Align: "ll"}
	for i, a := range s.assessments() {
		if len(a.Plans) > 0 {
			plans.Rows = append(plans.Rows, []string{p.Losers[i].Name, describePlan(a.Plans[0])})
		}
	}
	return []qa.Table{pays, plans}
}
