package serve

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"html/template"
	"net/http"
	"slices"
	"strings"
	"sync"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
	"github.com/dragon-tools/dragon/web"
)

// The season, issue 35 §3: the ledgers served tonight and those of the
// earlier nights (Config.Season, read and never written), each game's
// as one season report: the players ranked by net result and by hands
// played, and each player's line over the season in the chart. A player
// is one player across the nights by his name, folded as the ledger
// folds names (the report does it). The season is worked out once per
// version of its files, one at a time, as the night's report is.

// season is what the season page is worked out from, and the page as
// last worked out.
type season struct {
	// files are the ledgers of the season: tonight's, then the earlier.
	files []string
	opts  report.Options
	mu    sync.Mutex
	sum   [32]byte
	view  *seasonView
}

// seasonView is the season page: a part a game.
type seasonView struct {
	Games []seasonGame
	// Unread says of each ledger that cannot be read why, in the
	// command line's words.
	Unread []string
}

// seasonGame is one game's season.
type seasonGame struct {
	Title     string
	Standings template.HTML
	// ByHands are the players ranked by hands played.
	ByHands []report.Standing
	Chart   template.HTML
}

// newSeason is the season of the ledgers served and of the earlier
// nights', reported with the games' describers.
func newSeason(served, earlier []string, describers report.Describers) *season {
	return &season{files: append(slices.Clone(served), earlier...), opts: report.Options{Describers: describers, ChartPoints: web.ChartPoints}}
}

// page is GET /season, rendered by render with the room's links (none
// for a table alone); message words a ledger's error as the command line
// does.
func (sn *season) page(render func(w http.ResponseWriter, r *http.Request, code int, name string, p *page), links []navLink, message func(string, error) string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		v, err := sn.now(message)
		p := &page{Title: "The season", Tab: "season", Season: v, RoomNav: current(links, "/season")}
		if err != nil {
			p.Message = sentence(err)
		}
		render(w, r, http.StatusOK, "season", p)
	}
}

// now is the season as its files are now, worked out again only when
// one of them changed.
func (sn *season) now(message func(string, error) string) (*seasonView, error) {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	data := make([][]byte, len(sn.files))
	errs := make([]error, len(sn.files))
	h := sha256.New()
	for i, f := range sn.files {
		data[i], errs[i] = ledger.Read(f)
		h.Write(data[i])
	}
	var sum [32]byte
	h.Sum(sum[:0])
	if sn.view != nil && sum == sn.sum {
		return sn.view, nil
	}
	v := &seasonView{}
	byGame := map[books.Game][]*ledger.Ledger{}
	var games []books.Game
	for i, f := range sn.files {
		var l *ledger.Ledger
		err := errs[i]
		if err == nil {
			l, err = ledger.LoadBytes(f, data[i])
		}
		if err != nil {
			v.Unread = append(v.Unread, strings.TrimSpace(message(f, err)))
			continue
		}
		if g := l.Header.Game; byGame[g] == nil {
			games = append(games, g)
		}
		byGame[l.Header.Game] = append(byGame[l.Header.Game], l)
	}
	for _, g := range games {
		sg, err := sn.game(byGame[g])
		if err != nil {
			return nil, err
		}
		v.Games = append(v.Games, sg)
	}
	sn.sum, sn.view = sum, v
	return v, nil
}

// game is the season of one game's ledgers. A night of a club is the
// ledgers of its tables: a player's evenings are the nights he played,
// however many tables he sat at.
func (sn *season) game(ls []*ledger.Ledger) (seasonGame, error) {
	rep, err := report.Build(ls, sn.opts)
	if err != nil {
		return seasonGame{}, err
	}
	title := rep.Header.Title + ", " + words.Plural(rep.Header.Nights(), "evening")
	if d := report.DatesWords(rep.Header.From, rep.Header.To); d != "" {
		title += ", " + d
	}
	var st, chart bytes.Buffer
	if err := web.WriteStandings(&st, rep); err != nil {
		return seasonGame{}, err
	}
	if err := web.WriteChart(&chart, rep); err != nil {
		return seasonGame{}, err
	}
	return seasonGame{Title: title, Standings: template.HTML(st.String()), ByHands: byHands(rep.Standings), Chart: template.HTML(chart.String())}, nil
}

// byHands ranks the standings by hands played, most first, equal
// players sharing a place and keeping their order.
func byHands(st []report.Standing) []report.Standing {
	out := slices.Clone(st)
	slices.SortStableFunc(out, func(a, b report.Standing) int { return cmp.Compare(b.Played, a.Played) })
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && out[i].Played == out[i-1].Played {
			out[i].Place = out[i-1].Place
		}
	}
	return out
}
