package serve

import (
	"cmp"
	"net/http"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// The room's page: each table as its ledger stands (who deals next, the
// standings as 'ledger show' has them), and the night so far of every
// player across the tables, for those who moved between them. The night
// is kept a game at a time, as the season is: a player is one player at
// every table of a game his name, folded as the ledger folds names
// (players.Key), is found at; his figures are the sums of his figures
// there (money won or lost, a total of scores, as the game keeps them),
// his hands those he sat in. Figures of two games, or of money and of
// points, are never added together.

// roomView is the room's page.
type roomView struct {
	// Lead is the line under the heading: on a phone, where it sits or
	// what to do next; on the screen, how to join the room.
	Lead   string
	Tables []tableView
	// Night is the night so far, a part a game, in the order the games'
	// first tables come in the room.
	Night []nightGame
}

// tableView is one table on the room's page; Error says why its ledger
// cannot be read now.
type tableView struct {
	// Called is what the page calls the table (called).
	Name, Called, Path, Title, Next string
	Standings                       *report.Board
	Error                           string
}

// nightGame is one game's night so far across its tables. Totals is
// set when the game is decided by totals of scores, Money when money
// moves in it: the figures its lines show.
type nightGame struct {
	Title         string
	Totals, Money bool
	// Play is what the game calls a hand of play, in the plural: "hands".
	Play  string
	Lines []nightLine
	// lowest is set when the lowest total wins; at finds a player's
	// line by his name's players.Key.
	lowest bool
	at     map[string]int
}

// nightLine is a player's night so far at the tables of one game.
type nightLine struct {
	Player string
	// Tables are the tables he played at, in the room's order.
	Tables []string
	Played int
	// PlayedWords are the hands he played, in words: "1 hand".
	PlayedWords string
	Net, Total  int
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
			v.Lead = rm.seat(sessionOf(r))
		} else {
			v.Lead = rm.door()
		}
		rm.render(w, r, http.StatusOK, name, p)
	}
}

// seat tells the device of ses where it sits, or, seated nowhere, to tap
// its table.
func (rm *Room) seat(ses *session) string {
	if at := rm.access.seatedElsewhere(ses, ""); at != nil {
		return "This phone is " + at.as + " at table " + called(at.table) + ": tap Table " + called(at.table) + " for its pages."
	}
	return "Tap your table, then the player this phone is."
}

// door says on the screen how to join the room: its address, and its
// join code where it has one; "" when the address is not known.
func (rm *Room) door() string {
	if rm.cfg.Host == "" {
		return ""
	}
	line := "Join at http://" + rm.cfg.Host + "/"
	if rm.cfg.JoinCode != "" {
		line += " with the join code " + rm.cfg.JoinCode
	}
	return line + ", then tap your table."
}

// view is every table as it stands now, and the night across them.
func (rm *Room) view() *roomView {
	v := &roomView{}
	var reps []*report.Report
	for _, t := range rm.tables {
		tv := tableView{Name: t.name, Called: called(t.name), Path: t.base + "/"}
		cur, err := t.current()
		if err == nil {
			var rep *report.Report
			rep, _, err = t.built()
			reps = append(reps, rep)
			st := t.board(cur)
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
// a table that cannot be read now), a game at a time.
func night(tables []tableView, reps []*report.Report) []nightGame {
	var out []nightGame
	at := map[books.Game]int{}
	for i, rep := range reps {
		if rep == nil {
			continue
		}
		g, ok := at[rep.Header.Game]
		if !ok {
			g, at[rep.Header.Game] = len(out), len(out)
			h := rep.Header
			out = append(out, nightGame{Title: h.Title, Totals: h.Totals, Money: !h.Totals,
				Play: words.PluralWord(2, h.Play), lowest: h.LowestWins, at: map[string]int{}})
		}
		out[g].add(tables[i].Name, rep)
	}
	for g := range out {
		out[g].rank()
	}
	return out
}

// add counts the standings of a table of the game, named name.
func (ng *nightGame) add(name string, rep *report.Report) {
	ng.Money = ng.Money || rep.Header.Money
	for _, st := range rep.Standings {
		k := players.Key(st.Player)
		j, ok := ng.at[k]
		if !ok {
			j, ng.at[k] = len(ng.Lines), len(ng.Lines)
			ng.Lines = append(ng.Lines, nightLine{Player: st.Player})
		}
		n := &ng.Lines[j]
		n.Tables = append(n.Tables, name)
		n.Played += st.Played
		n.Net += st.Net
		n.Total += st.Total
		n.PlayedWords = words.Plural(n.Played, rep.Header.Play)
	}
}

// rank ranks the game's players as its standings do: by total in a
// game of totals (the lowest first where the lowest wins), else by net,
// then by hands played.
func (ng *nightGame) rank() {
	slices.SortStableFunc(ng.Lines, func(a, b nightLine) int {
		by := cmp.Compare(b.Net, a.Net)
		if ng.Totals {
			by = cmp.Compare(b.Total, a.Total)
			if ng.lowest {
				by = -by
			}
		}
		return cmp.Or(by, cmp.Compare(b.Played, a.Played))
	})
}

// TablesWords are the tables a player played at: "A, C".
func (n nightLine) TablesWords() string { return strings.Join(n.Tables, ", ") }
