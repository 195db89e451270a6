package serve

import (
	"cmp"
	"net/http"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/ledger/report"
)

// The room's page: each table as its ledger stands (who deals next, the
// standings as 'ledger show' has them), and the night so far of every
// player across the tables, for those who moved between them. A player
// is one player at every table his name, folded as the ledger folds
// names (players.Key), is found at; his net is the sum of his nets, his
// hands those he sat in (each table's report counts them).

// roomView is the room's page.
type roomView struct {
	Tables []tableView
	Night  []nightLine
}

// tableView is one table on the room's page; Error says why its ledger
// cannot be read now.
type tableView struct {
	Name, Path, Title, Next string
	Standings               *Standings
	Error                   string
}

// nightLine is a player's night so far across the tables.
type nightLine struct {
	Player string
	// Tables are the tables he played at, in the room's order.
	Tables []string
	Played int
	Net    int
}

// Signed is the net as the standings write it: "+12", "-4", "+0".
func (n nightLine) Signed() string { return report.Signed(n.Net) }

// page serves the room's page, or its part that refreshes live (name),
// in large type for a television when screen.
func (rm *Room) page(name string, screen bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		v := rm.view()
		p := &page{Title: "The room", Live: true, Room: v, Screen: screen}
		if !screen {
			p.RoomNav = current(rm.links, "/")
		}
		rm.render(w, r, http.StatusOK, name, p)
	}
}

// view is every table as it stands now, and the night across them.
func (rm *Room) view() *roomView {
	v := &roomView{}
	var reps []*report.Report
	for _, t := range rm.tables {
		tv := tableView{Name: t.name, Path: t.base + "/"}
		cur, err := t.current()
		if err == nil {
			var rep *report.Report
			rep, _, err = t.built()
			reps = append(reps, rep)
			st := t.cfg.Commands.Standings(t.cfg.File, cur)
			tv.Title, tv.Next, tv.Standings = cur.Header.Game.Title(), t.cfg.Commands.Next(cur.State), &st
		} else {
			reps = append(reps, nil)
		}
		if err != nil {
			tv.Error = t.message(err)
		}
		v.Tables = append(v.Tables, tv)
	}
	v.Night = night(v.Tables, reps)
	return v
}

// night sums each player's standings over the tables' reports (nil for
// a table that cannot be read now), ranked by net, then by hands played.
func night(tables []tableView, reps []*report.Report) []nightLine {
	var out []nightLine
	at := map[string]int{}
	for i, rep := range reps {
		if rep == nil {
			continue
		}
		for _, st := range rep.Standings {
			k := players.Key(st.Player)
			j, ok := at[k]
			if !ok {
				j, at[k] = len(out), len(out)
				out = append(out, nightLine{Player: st.Player})
			}
			out[j].Tables = append(out[j].Tables, tables[i].Name)
			out[j].Played += st.Played
			out[j].Net += st.Net
		}
	}
	slices.SortStableFunc(out, func(a, b nightLine) int {
		return cmp.Or(cmp.Compare(b.Net, a.Net), cmp.Compare(b.Played, a.Played))
	})
	return out
}

// TablesWords are the tables a player played at: "A, C".
func (n nightLine) TablesWords() string { return strings.Join(n.Tables, ", ") }
