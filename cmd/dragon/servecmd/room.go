package servecmd

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/web/serve"
)

// A club night: 'dragon serve A.yaml B.yaml …', or a folder of ledgers,
// serves each ledger as a table of one room (web/serve's Room): one
// address, one QR code and one join code, each table its own
// scorekeeper's code. One ledger alone is served as it always was.

// ledgers are the ledger files args name: each file as given, and for a
// folder every file in it whose header reads as a ledger's, by name.
func ledgers(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		fi, err := os.Stat(a)
		if err != nil || !fi.IsDir() {
			out = append(out, a)
			continue
		}
		found, err := folderLedgers(a)
		if err != nil {
			return nil, err
		}
		out = append(out, found...)
	}
	return out, nil
}

// folderLedgers are the ledgers of folder dir, by name. A YAML file that
// does not read as a ledger stops the room, named: a table left out in
// silence would be missed by the whole room.
func folderLedgers(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, words.Errorf("serve", "%s: %v", words.Shown(dir), err)
	}
	var out []string
	for _, e := range entries {
		name := filepath.Join(dir, e.Name())
		if !e.Type().IsRegular() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		_, err := ledger.ReadHeader(name)
		switch ext := strings.ToLower(filepath.Ext(name)); {
		case err == nil:
			out = append(out, name)
		case ext == ".yaml" || ext == ".yml":
			return nil, words.Errorf("serve", "%s does not read as a ledger (%w): mend it, or move it out of the folder", words.Shown(name), err)
		}
	}
	if len(out) == 0 {
		return nil, words.Errorf("serve", "the folder %s holds no ledger: give ledger files, or a folder of them", words.Shown(dir))
	}
	slices.Sort(out)
	return out, nil
}

// server is what 'dragon serve' runs: a table alone or a room.
type server interface {
	HTTPServer() *http.Server
	Listener(ln net.Listener) net.Listener
	Pending() int
}

// configs are what is served of each ledger file.
func (o *serveOptions) configs() ([]serve.Config, error) {
	var out []serve.Config
	for _, f := range o.files {
		cfg, err := Config(f, o.commands, o.games)
		if err != nil {
			return nil, errors.New(o.commands.Message(f, err))
		}
		out = append(out, cfg)
	}
	return out, nil
}

// server is the server of cfgs: a table alone, or a room of them, with
// what shared says of where it is reached, its join code and its log.
func (o *serveOptions) server(shared serve.Config, cfgs []serve.Config) (server, error) {
	if len(cfgs) > 1 {
		return serve.NewRoom(shared, cfgs)
	}
	cfg := cfgs[0]
	cfg.Host, cfg.JoinCode, cfg.Log, cfg.Season = shared.Host, shared.JoinCode, shared.Log, shared.Season
	srv, err := serve.New(cfg)
	if err != nil {
		return nil, errors.New(o.commands.Message(cfg.File, err))
	}
	return srv, nil
}

// described is a ledger file with its game and players, as the banner
// names it.
func described(file string) string {
	cur, err := ledger.ReadCurrent(file)
	if err != nil {
		return words.Shown(file)
	}
	return words.Shown(fmt.Sprintf("%s (%s: %s)", file, cur.Header.Game.Title(), words.JoinAnd(cur.Header.Players)))
}

// tablesBanner names each table of a room, its ledger and its address,
// and, on the network, its scorekeeper's code.
func tablesBanner(w io.Writer, url string, cfgs []serve.Config) {
	for _, c := range cfgs {
		name := serve.TableName(c.File)
		fmt.Fprintf(w, "%s: %s\n  at %st/%s/", name, described(c.File), url, name)
		if c.KeeperCode != "" {
			fmt.Fprintf(w, "; its scorekeeper's code: %s", c.KeeperCode)
		}
		fmt.Fprintln(w)
	}
}

// earlier are the ledgers of the season's earlier nights: those of the
// --season folder that are not served tonight.
func (o *serveOptions) earlier() ([]string, error) {
	if o.season == "" {
		return nil, nil
	}
	if fi, err := os.Stat(o.season); err != nil || !fi.IsDir() {
		return nil, words.Errorf("serve", "--season %s is no folder: give the folder of the season's earlier ledgers", words.Quote(o.season))
	}
	found, err := folderLedgers(o.season)
	if err != nil {
		return nil, fmt.Errorf("%v (--season)", err)
	}
	served := map[string]bool{}
	for _, f := range o.files {
		served[absolute(f)] = true
	}
	return slices.DeleteFunc(found, func(f string) bool { return served[absolute(f)] }), nil
}

// absolute is file's absolute path, to tell one file given twice; file
// itself when it has none.
func absolute(file string) string {
	if abs, err := filepath.Abs(file); err == nil {
		return abs
	}
	return file
}
