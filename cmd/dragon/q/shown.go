package q

import (
	"strconv"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
)

// show lays a Q Mahjongg win out for a page, as printOutcome prints it:
// the split a group at a time; the hand's wilds, round, seat and source;
// each item's Fang; the readings, the Fang agreed, the reconstruction;
// what each player pays, and why, and what the winner receives.
func show(out *outcome) *qa.Shown {
	res := out.res
	sh := &qa.Shown{Heading: "Fang: " + res.Fang.String(), Sets: splitParts(res)}
	about := qa.Table{Caption: "The hand", Head: []string{"what", "was"}, Align: "ll"}
	for _, f := range facts(out) {
		about.Rows = append(about.Rows, []string{f[0], f[1]})
	}
	items := qa.Table{Caption: "What the Fang is made of", Head: []string{"item", "Fang", "why"}, Align: "lrl"}
	for _, it := range res.Items {
		items.Rows = append(items.Rows, []string{it.Name, itemFang(it), it.Reason})
	}
	sh.Tables = append(sh.Tables, about, items)
	for _, d := range res.Decided {
		sh.Notes = append(sh.Notes, "Reading: "+d.Text)
	}
	if out.answers.Has("fang") {
		sh.Notes = append(sh.Notes, "Agreed: "+agreed(out))
	}
	if res.Reconstruction != "" {
		sh.Notes = append(sh.Notes, res.Reconstruction)
	}
	if p := out.pay; p != nil {
		pays := qa.Table{Caption: paymentsTo(out), Head: []string{"player", "pays", "why"}, Align: "lrl"}
		for _, l := range p.Losers {
			pays.Rows = append(pays.Rows, []string{l.Name, strconv.Itoa(l.Amount), whyPays(out, l.Name)})
		}
		sh.Tables = append(sh.Tables, pays)
		sh.Notes = append(sh.Notes, receives(p.Winner, p.Total))
	}
	return sh
}
