package serve

import (
	"net/http"
	"path/filepath"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
)

// A club night, issue 35: every table of the room from one server. The
// room has one address, one QR code and one join code, and one budget of
// wrong codes; each table is a Server of its own ledger under /t/NAME/,
// with its own scorekeeper (its own code), its own current hand and
// everything a table alone has. A device sits at one table at a time;
// the machine running the server, the organiser, acts for every table.
// The room's page, at /, shows every table's standings and who deals
// next, live, and the night so far of every player across the tables;
// /screen is the same in large type, for a television.

// MaxTables is the most tables a room holds.
const MaxTables = 16

// Room serves the ledgers of a club night, each as a table.
type Room struct {
	*lobby
	tables []*Server
	season *season
	// links are the room's pages, and its tables'.
	links []navLink
	mux   *http.ServeMux
}

// TableName is the name of the table a ledger file is served as: its
// file's name without the extension, the letters and digits kept and
// every run of other characters one hyphen ("Table 2.yaml" is
// "Table-2"); "" when nothing is left.
func TableName(file string) string {
	base := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	var b strings.Builder
	gap := false
	for _, r := range base {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			if gap && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			gap = false
			continue
		}
		gap = true
	}
	return b.String()
}

// called is what the pages call table name after the word "table": its
// name without a "table" of its own before a number ("table-1" and
// "Table 2" are "1" and "2"), so that no page says "Table table-1".
func called(name string) string {
	const word = "table"
	if len(name) <= len(word) || !strings.EqualFold(name[:len(word)], word) {
		return name
	}
	rest := strings.TrimPrefix(name[len(word):], "-")
	if rest == "" || rest[0] < '0' || rest[0] > '9' {
		return name
	}
	return rest
}

// NewRoom returns the room of tables, each the Config of its ledger (its
// File, KeeperCode, Commands, Forms, Penalty, Describers and Auditors);
// shared gives what the tables share: Host, JoinCode, LocalKeeper, Log
// and Now, and the earlier nights of the Season. Each ledger is read once, so that one that cannot be read is
// refused at the start.
func NewRoom(shared Config, tables []Config) (*Room, error) {
	if len(tables) < 2 || len(tables) > MaxTables {
		return nil, words.Errorf("serve", "a room holds 2 to %d tables; give at most %d ledgers, not %d", MaxTables, MaxTables, len(tables))
	}
	codes, names := map[string]string{}, map[string]string{}
	for _, t := range tables {
		name := TableName(t.File)
		if name == "" {
			return nil, words.Errorf("serve", "%s names no table: a table is named after its file, which needs a letter or a digit (such as table-1.yaml)", t.File)
		}
		if other, ok := names[strings.ToLower(name)]; ok {
			return nil, words.Errorf("serve", "%s and %s would both be table %s: rename one", other, t.File, name)
		}
		names[strings.ToLower(name)], codes[name] = t.File, t.KeeperCode
	}
	rm := &Room{lobby: newLobby(&shared, codes)}
	log := shared.Log
	for _, t := range tables {
		name := TableName(t.File)
		t.Log = func(line string) { log("table " + name + ": " + line) }
		s, err := newTable(rm.lobby, t, name)
		if err != nil {
			return nil, err
		}
		rm.tables = append(rm.tables, s)
	}
	var files []string
	rm.links = []navLink{{Href: "/", Label: "Room"}, {Href: "/screen", Label: "Screen"}, {Href: "/season", Label: "Season"}}
	for _, t := range rm.tables {
		files = append(files, t.cfg.File)
		rm.links = append(rm.links, navLink{Href: t.base + "/", Label: "Table " + called(t.name)})
	}
	rm.season = newSeason(files, shared.Season, tables[0].Describers)
	rm.mux = rm.routes()
	return rm, nil
}

// routes are the room's pages, the files and the join page every table
// shares, and each table's pages under its own path.
func (rm *Room) routes() *http.ServeMux {
	m := http.NewServeMux()
	rm.lobby.routes(m)
	m.HandleFunc("GET /{$}", rm.page("room", false))
	m.HandleFunc("GET /part/room", rm.page("room-part", false))
	m.HandleFunc("GET /screen", rm.page("room", true))
	m.HandleFunc("GET /part/screen", rm.page("room-part", true))
	m.HandleFunc("GET /live", rm.stream)
	m.HandleFunc("GET /season", rm.season.page(rm.render, rm.links, rm.tables[0].cfg.Commands.Message))
	for _, t := range rm.tables {
		m.Handle(t.base+"/", t.forms(t.mux))
	}
	return m
}

// Handler is the room's handler: every request passes the guard of a
// table alone, then goes to the room's page or to its table.
func (rm *Room) Handler() http.Handler { return rm.admit(rm.mux) }

// HTTPServer returns an http.Server for the room's handler, held to the
// timeouts every connection is held to.
func (rm *Room) HTTPServer() *http.Server { return rm.httpServer(rm.Handler()) }

// Pending is the number of answers not yet recorded at every table: what
// a stop loses.
func (rm *Room) Pending() int {
	n := 0
	for _, t := range rm.tables {
		n += t.Pending()
	}
	return n
}

// stream is GET /live of the room: a change to any table's ledger.
func (rm *Room) stream(w http.ResponseWriter, r *http.Request) {
	rm.lobby.stream(w, r, rm.stamp, func() <-chan struct{} { return nil })
}

// stamp tells every table's ledger file apart from itself after a write.
func (rm *Room) stamp() string {
	var b strings.Builder
	for _, t := range rm.tables {
		b.WriteString(t.live.fileStamp() + " ")
	}
	return b.String()
}
