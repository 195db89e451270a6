package ledger

import (
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/yamlfile"

	"github.com/dragon-tools/dragon/internal/players"

	"github.com/dragon-tools/dragon/internal/words"
)

// MaxStakes is the most the stakes may multiply payments by: the largest
// hand's payments times this stay well within the amounts a ledger reads.
const MaxStakes = 10_000

// headerFields are the top-level fields of a ledger, in the order written.
var headerFields = []string{"version", "game", "players", "rules", "money", "hands"}

// recordFields are the fields of a record.
var recordFields = []string{"at", "kind", "inputs", "transfers", "scores", "voids", "note"}

// allRules are the fields rules: may hold in some game.
var allRules = []string{"version", "ultimate", "dealer_rule", "stakes", "match_length", "small_hands", "without_suit"}

// Load reads and checks the ledger at path. A ledger with problems other
// than warnings is an error of type Problems; warnings are returned with
// the ledger (Ledger.Warnings).
func Load(path string) (*Ledger, error) {
	data, err := readFile(path, path)
	if err != nil {
		return nil, err
	}
	l, ps := Parse(path, data)
	if errs := ps.Errors(); len(errs) > 0 {
		return nil, errs
	}
	return l, nil
}

// Parse reads a ledger from data; file names it in messages. It returns the
// ledger and every problem it finds without recomputing scores: syntax and
// structure, names, sums, the rotation written in the records, and money
// below zero (a warning). The ledger is nil when the file cannot be read
// far enough to replay it. Parse never panics, whatever the bytes.
func Parse(file string, data []byte) (*Ledger, Problems) { return parse(file, data, false) }

// parse reads a ledger as Parse does. Each record's nodes are let go as
// soon as it is read, so that a season's records and its node tree are
// not held at once, unless forAppend and a record can only be appended by
// writing the document out from the file's own nodes (see withRecord):
// then the ledger keeps them.
func parse(file string, data []byte, forAppend bool) (*Ledger, Problems) {
	ps := &problems{file: file}
	root, err := yamlfile.Parse(file, data)
	if err != nil {
		if ye, ok := err.(*yamlfile.Error); ok {
			ps.add(ye)
		} else {
			ps.at(nil, "", "%v", err)
		}
		return nil, ps.finish(data)
	}
	l := &Ledger{File: file, data: data, root: root}
	if !l.header(ps) {
		return nil, ps.finish(data)
	}
	keep := forAppend && !l.plan.Splice
	l.records(ps, keep)
	if !keep {
		l.root, l.hands, l.handsKey = nil, nil, nil
	}
	l.replay(ps)
	return l, ps.finish(data)
}

// header reads everything but the records; false when the ledger cannot be
// read on (no players, no game).
func (l *Ledger) header(ps *problems) bool {
	f := l.File
	doc := l.root.Content[0]
	if doc.Kind != yaml.MappingNode {
		ps.at(doc, "start from 'dragon ledger new'", "a ledger is a list of fields (version:, game:, players:, …, hands:), not %s", yamlfile.Describe(doc))
		return false
	}
	m, ferr := yamlfile.Fields(f, doc, "the ledger", headerFields...)
	if ferr != nil {
		ps.add(ferr)
		return false
	}
	h := &l.Header
	ok := true
	need := func(key, fix string) *yaml.Node {
		n := m[key]
		if n == nil {
			ps.at(doc, fix, "the ledger has no %s: field", key)
			ok = false
		}
		return n
	}
	if n := need("version", fmt.Sprintf("add a first line 'version: %d'", FormatVersion)); n != nil {
		v, e := yamlfile.Int(f, n, "version")
		switch {
		case e != nil:
			ps.add(e)
			ok = false
		case v > FormatVersion:
			ps.at(n, "use a newer dragon for this file", "the file is ledger format version %d; this dragon reads version %d", v, FormatVersion)
			ok = false
		case v < 1:
			ps.at(n, fmt.Sprintf("write version: %d", FormatVersion), "the format version is %d; it is %d", v, FormatVersion)
			ok = false
		default:
			h.Version = v
		}
	}
	if n := need("game", "add 'game: magic' (or qmahjongg, ninedragons, dominoes, mac)"); n != nil {
		s, e := yamlfile.Str(f, n, "game")
		if e != nil {
			ps.add(e)
			ok = false
		} else if g, err := ParseGame(s); err != nil {
			fix := "the games are " + gameList()
			var known []string
			for _, g := range gameOrder {
				known = append(known, string(g))
			}
			if s := yamlfile.Suggest(s, known); s != "" {
				fix = "write game: " + s
			}
			ps.at(n, fix, "%v", err)
			ok = false
		} else {
			h.Game = g
		}
	}
	if n := need("players", "add the players in seat order: players: [Ann, Bo, Cy, Di]"); n != nil {
		if !l.players(ps, n) {
			ok = false
		}
	}
	if n := need("hands", "add a last line 'hands:'"); n != nil {
		switch {
		case n.Kind == yaml.ScalarNode && n.Tag == "!!null":
		case n.Kind == yaml.SequenceNode:
		default:
			ps.at(n, "write each record as an item '- at: …' under hands:", "hands: should be a list of records, not %s", yamlfile.Describe(n))
			ok = false
		}
		l.hands = n
		if n.Kind == yaml.SequenceNode {
			l.items = len(n.Content)
		}
		for i := 0; i+1 < len(doc.Content); i += 2 {
			if doc.Content[i+1] == n {
				l.handsKey = doc.Content[i]
			}
		}
		l.plan = l.planAppend(doc.Content[len(doc.Content)-1] == n)
	}
	if !ok {
		return false
	}
	l.rules(ps, m["rules"])
	l.money(ps, m["money"])
	return true
}

// players reads the players in seat order.
func (l *Ledger) players(ps *problems, n *yaml.Node) bool {
	h := &l.Header
	names, e := yamlfile.Strings(l.File, n, "players")
	if e != nil {
		ps.add(e)
		return false
	}
	info := games[h.Game]
	ok := true
	// A list longer than any table is wrong as a whole, which the count
	// below says: comparing its names pair by pair would cost the square
	// of its length.
	each := names
	if len(names) > mostAtAnyTable {
		each, ok = nil, false
	}
	for i, p := range each {
		at := n.Content[i]
		if msg := badName(p); msg != "" {
			ps.at(at, "a name is letters (and digits), like Ann or Bo2", "%s", msg)
			ok = false
		}
		for _, q := range each[:i] {
			if strings.EqualFold(p, q) {
				ps.at(at, "give each player a different name", "%s is named twice among the players", p)
				ok = false
				break
			}
		}
	}
	if h.Game != "" && (len(names) < info.minPlayers || len(names) > info.maxPlayers) {
		ps.at(n, "list the players at the table, in "+h.Game.Order(), "%s is played by %s; the ledger has %s", h.Game.Title(), playerRange(info), words.Plural(len(names), "player"))
		ok = false
	}
	h.Players = names
	return ok
}

// badName says what is wrong with a player's name, or "", quoting the
// name cut short when it is long.
func badName(p string) string {
	if err := players.Check(p); err != nil {
		return strings.ReplaceAll(err.Error(), strconv.Quote(p), words.Quote(p))
	}
	return ""
}

func playerRange(info gameInfo) string {
	if info.minPlayers == info.maxPlayers {
		return fmt.Sprintf("%d players", info.minPlayers)
	}
	return fmt.Sprintf("%d to %d players", info.minPlayers, info.maxPlayers)
}

// rules reads the rules: mapping, which is optional.
func (l *Ledger) rules(ps *problems, n *yaml.Node) {
	h := &l.Header
	r := &h.Rules
	r.Stakes = 1
	f := l.File
	info := games[h.Game]
	versions, def := magicVersions()
	r.SmallHands = h.Game == Magic && len(h.Players) > magicMostPlayers
	at := map[string]*yaml.Node{}
	if n != nil && !(n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		pairs, e := yamlfile.Pairs(f, n, "rules")
		if e != nil {
			ps.add(e)
			return
		}
		for _, p := range pairs {
			key, v := p.Key.Value, p.Value
			if !slices.Contains(info.rules, key) {
				if slices.Contains(allRules, key) {
					ps.at(p.Key, "remove this line", "%s is not a %s rule (its rules are %s)", key, h.Game.Title(), strings.Join(info.rules, ", "))
				} else {
					ps.add(yamlfile.Unknown(f, p.Key, "rules", info.rules))
				}
				continue
			}
			var e *yamlfile.Error
			at[key] = v
			switch key {
			case "version":
				var s string
				s, e = yamlfile.Str(f, v, "version")
				if e == nil && !slices.Contains(versions, s) {
					ps.at(v, "the versions are "+strings.Join(versions, ", "), "Magic Dragon has no version %s", words.Quote(s))
				}
				r.Version = s
			case "ultimate":
				r.Ultimate, e = yamlfile.Bool(f, v, "ultimate")
			case "dealer_rule":
				r.DealerRule, e = yamlfile.Bool(f, v, "dealer_rule")
			case "stakes":
				r.Stakes, e = yamlfile.Int(f, v, "stakes")
				switch {
				case e != nil:
				case r.Stakes < 1:
					ps.at(v, "write stakes: 1 for the game's own amounts", "stakes is %d; it multiplies every payment, so it is 1 or more", r.Stakes)
				case r.Stakes > MaxStakes:
					ps.at(v, fmt.Sprintf("write stakes of %d or less", MaxStakes), "stakes is %d; at more than %d a hand's payments would pass what a ledger keeps count of", r.Stakes, MaxStakes)
				}
			case "match_length":
				r.MatchLength, e = yamlfile.Int(f, v, "match_length")
				if e == nil && r.MatchLength < 0 {
					ps.at(v, "write the number of hands agreed, or 0 for no end", "match_length is %d", r.MatchLength)
				}
			case "small_hands":
				r.SmallHands, e = yamlfile.Bool(f, v, "small_hands")
			case "without_suit":
				r.WithoutSuit, e = yamlfile.Str(f, v, "without_suit")
			}
			ps.add(e)
		}
		if r.Ultimate && r.Version != "" {
			ps.at(n, "remove version: (or set ultimate: false to play one version)", "the ultimate cycles play versions %s in turn, so the ledger may not also name version %s", words.JoinAnd(ultimateVersions()), r.Version)
		}
	}
	if h.Game == Magic && !r.Ultimate && r.Version == "" {
		r.Version = def
	}
	if h.Game == Magic {
		l.magicTable(ps, n, at)
	}
}

// magicMostPlayers is the most players of Magic Dragon's game with full
// hands; more play with small hands (IX-3).
const magicMostPlayers = 6

// magicTable checks Magic Dragon's table: small hands for seven or eight
// players and only then (IX-3), a suit removed only for three (IX-2).
func (l *Ledger) magicTable(ps *problems, rulesNode *yaml.Node, at map[string]*yaml.Node) {
	h := &l.Header
	r := &h.Rules
	n := len(h.Players)
	where := func(key string) *yaml.Node {
		if v := at[key]; v != nil {
			return v
		}
		return rulesNode
	}
	switch {
	case n > magicMostPlayers && !r.SmallHands:
		ps.at(where("small_hands"), "write small_hands: true under rules:", "%d players play Magic Dragon with small hands (10 tiles, three sets and a twin)", n)
	case n <= magicMostPlayers && r.SmallHands:
		ps.at(where("small_hands"), "remove small_hands: (or list the seven or eight players)", "small hands are the game of more than six players; the ledger has %d", n)
	}
	if r.WithoutSuit == "" {
		return
	}
	suits := rulebook(Magic).Suits
	if !slices.Contains(suits, r.WithoutSuit) {
		fix := "write one of " + strings.Join(suits, ", ")
		if s := strings.ToUpper(r.WithoutSuit); slices.Contains(suits, s) {
			fix = "write without_suit: " + s
		}
		ps.at(where("without_suit"), fix, "there is no suit %s to remove", words.Quote(r.WithoutSuit))
	} else if n != 3 {
		ps.at(where("without_suit"), "remove without_suit: (or list the three players)", "a suit is removed only in the three-player game; the ledger has %d players", n)
	}
}

// money reads the money: mapping, which is optional.
func (l *Ledger) money(ps *problems, n *yaml.Node) {
	h := &l.Header
	h.Money = h.Game.DefaultMoney()
	if n == nil || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return
	}
	m, e := yamlfile.Fields(l.File, n, "money", "start", "bills")
	if e != nil {
		ps.add(e)
		return
	}
	if v := m["start"]; v != nil {
		start, e := yamlfile.Int(l.File, v, "start")
		ps.add(e)
		if e == nil && start < 0 {
			ps.at(v, "write the money each player starts with, or 0", "the starting money is %d", start)
		}
		h.Money.Start = start
	}
	if v := m["bills"]; v != nil {
		h.Money.Bills = nil
		if v.Kind != yaml.SequenceNode {
			ps.at(v, "write them as a list: bills: [1, 5, 10]", "bills should be a list of amounts")
			return
		}
		for _, b := range v.Content {
			x, e := yamlfile.Int(l.File, b, "a bill")
			if e != nil {
				ps.add(e)
				continue
			}
			if x < 1 || slices.Contains(h.Money.Bills, x) {
				ps.at(b, "list each bill's value once: [1, 5, 10]", "bill %d is not a positive amount given once", x)
				continue
			}
			h.Money.Bills = append(h.Money.Bills, x)
		}
		slices.Sort(h.Money.Bills)
	}
}

// largeLedger is the size from which a ledger's node tree is worth a
// collection as soon as it is garbage: a season's file, whose tree is
// tens of megabytes.
const largeLedger = 1 << 20

// records reads every record under hands:. A record with a problem is
// left out of Hands (the problem is reported) and marks the ledger broken
// from there on, so that the rotation checks after it stay quiet. Unless
// keep, each record's nodes are dropped from the tree once it is read.
func (l *Ledger) records(ps *problems, keep bool) {
	if l.hands.Kind != yaml.SequenceNode {
		return
	}
	l.Hands = make([]*HandRecord, 0, len(l.hands.Content))
	for i, n := range l.hands.Content {
		if !keep {
			l.hands.Content[i] = nil
			if i == len(l.hands.Content)/3 && len(l.data) > largeLedger {
				// A third of the tree is garbage: collecting it now lets
				// the rest of the records take its place, where the heap
				// would otherwise grow by them all over the whole tree
				// (on a season: a peak of 1.7 times the tree, not 2).
				runtime.GC()
			}
		}
		before := len(ps.list)
		r := l.Header.record(l.File, ps, n, i+1)
		if len(ps.list) > before {
			r = nil
		}
		if r == nil {
			l.broken = append(l.broken, i+1)
			continue
		}
		l.Hands = append(l.Hands, r)
	}
}

// record reads one record, number num, checking it against the header.
func (h *Header) record(f string, ps *problems, n *yaml.Node, num int) *HandRecord {
	r := &HandRecord{Number: num, Line: n.Line}
	r.lines.item = n.Line
	what := fmt.Sprintf("hand %d", num)
	m, e := yamlfile.Fields(f, n, what, recordFields...)
	if e != nil {
		ps.add(e)
		return nil
	}
	// at: and kind: come first: the rest is read by kind.
	if v := m["at"]; v == nil {
		ps.at(n, "add a line 'at: 2026-03-14T20:05:00+01:00' (when it was played)", "%s has no at: (date and time)", what)
	} else if s, e := yamlfile.Str(f, v, what+": at"); e != nil {
		ps.add(e)
	} else if t, ok := ParseTime(s); !ok {
		ps.at(v, "write it as 2026-03-14T20:05:00+01:00 or 2026-03-14 20:05", "%s: at: %s is not a date and time", what, words.Quote(s))
	} else {
		r.At = t
		r.lines.at = v.Line
	}
	v := m["kind"]
	if v == nil {
		ps.at(n, "add a line 'kind: win' (or "+h.Game.allowedKinds()+")", "%s has no kind:", what)
		return nil
	}
	s, e := yamlfile.Str(f, v, what+": kind")
	if e != nil {
		ps.add(e)
		return nil
	}
	r.Kind = Kind(s)
	r.lines.kind = v.Line
	if !slices.Contains(Kinds, r.Kind) {
		var known []string
		for _, k := range Kinds {
			known = append(known, string(k))
		}
		fix := "the kinds are " + h.Game.allowedKinds()
		if sg := yamlfile.Suggest(s, known); sg != "" {
			fix = "write kind: " + sg
		}
		ps.at(v, fix, "%s: unknown kind %s", what, words.Quote(s))
		return nil
	}
	if !h.Game.allows(r.Kind) {
		ps.at(v, kindFix(h.Game, r.Kind), "%s: a %s ledger has no %s records (its kinds are %s)", what, h.Game.Title(), r.Kind, h.Game.allowedKinds())
		return nil
	}
	if v := m["note"]; v != nil {
		r.Note, e = yamlfile.Str(f, v, what+": note")
		ps.add(e)
	}
	if v := m["transfers"]; v != nil {
		r.Transfers = h.amounts(f, ps, v, what+": transfers", r)
		r.lines.transfers = v.Line
	}
	if v := m["scores"]; v != nil {
		if !h.Game.Totals() {
			ps.at(v, "write the money as transfers:", "%s: scores are kept for Dancing Dragons and MAC I; a %s ledger keeps money as transfers:", what, h.Game.Title())
		} else {
			r.Scores = h.amounts(f, ps, v, what+": scores", r)
			r.lines.scores = v.Line
		}
	}
	if v := m["inputs"]; v != nil {
		r.lines.inputs = v.Line
		r.Inputs = h.inputs(f, ps, v, r, what)
	}
	if v := m["voids"]; v != nil {
		r.lines.voids = v.Line
		if r.Kind != Void {
			ps.at(v, "remove this line", "%s: only a void record says which hand it voids", what)
		} else {
			r.Voids, e = yamlfile.Int(f, v, what+": voids")
			ps.add(e)
		}
	}
	h.kindRules(ps, r, what)
	return r
}

// kindFix suggests the kind a game uses instead of k.
func kindFix(g Game, k Kind) string {
	switch {
	case k == Tie && g.allows(Dead):
		return "a hand nobody wins is kind: dead in " + g.Title()
	case k == Dead && g.allows(Tie):
		return "a Magic Dragon game that runs out of tiles is kind: tie"
	case (k == Tie || k == Dead) && g.Totals():
		return "every " + g.Title() + " hand is kind: win, with everybody's scores"
	}
	return "the kinds are " + g.allowedKinds()
}

// kindRules checks what a record of its kind must and may hold.
func (h *Header) kindRules(ps *problems, r *HandRecord, what string) {
	g := h.Game
	item := r.lines.item
	switch r.Kind {
	case Win:
		if g.Totals() {
			if r.Scores == nil && !r.lines.partial {
				ps.atLine(item, "add scores: {"+exampleAmounts(h.Players, false)+"}", "%s: a %s hand records everybody's scores:", what, g.Title())
			} else if len(r.Scores) != len(h.Players) {
				ps.atLine(r.lines.scores, "give a score (0 when none) for each of "+strings.Join(h.Players, ", "), "%s: the scores leave out %s", what, strings.Join(missing(h.Players, r.Scores), ", "))
			}
			for name, v := range r.Scores {
				if v < 0 {
					ps.atLine(lineOf(r.lines.names, name), "a hand's score is 0 or more; correct a total with kind: adjustment", "%s: %s scores %d", what, name, v)
				}
			}
			break
		}
		if len(r.Transfers) == 0 && !r.lines.partial {
			ps.atLine(item, "add transfers: {"+exampleAmounts(h.Players, true)+"}", "%s: a win records the money it moved as transfers:", what)
		}
		if r.lines.winner == 0 {
			ps.atLine(item, "add inputs: {winner: NAME}", "%s: a win names its winner (inputs: winner:)", what)
		}
		h.winnerGains(ps, r, what)
	case Tie, Dead:
		if r.Transfers != nil || r.Scores != nil {
			at := r.lines.transfers
			if at == 0 {
				at = r.lines.scores
			}
			ps.atLine(at, "remove the transfers; record a payment as its own penalty or adjustment", "%s: a %s moves no money", what, r.Kind)
		}
	case Penalty:
		if len(r.Transfers) == 0 && !r.lines.partial {
			ps.atLine(item, "add transfers: {"+exampleAmounts(h.Players, true)+"}", "%s: a penalty records the money it moved as transfers:", what)
		}
	case Adjustment:
		if len(r.Transfers) == 0 && len(r.Scores) == 0 && !r.lines.partial {
			ps.atLine(item, "add transfers: {"+exampleAmounts(h.Players, true)+"}", "%s: an adjustment records what it changes as transfers:", what)
		}
	case Void:
		if r.Transfers != nil || r.Scores != nil || r.Inputs != nil {
			ps.atLine(item, "keep only at:, kind:, voids: and note:", "%s: a void only cancels the last hand; it has no inputs, transfers or scores", what)
		}
	}
	if r.Transfers != nil && !r.lines.partial {
		sum := 0
		for _, v := range r.Transfers {
			sum += v
		}
		if sum != 0 {
			ps.atLine(r.lines.transfers, "make them add up to 0: money only moves between players", "%s: the transfers add up to %+d; they must add up to 0", what, sum)
		}
	}
}

// winnerGains checks that the winner of a money game is paid: the winner
// decides who deals next, so a slip in the name (or the signs) would
// silently change the rotation.
func (h *Header) winnerGains(ps *problems, r *HandRecord, what string) {
	if r.Inputs == nil || r.Inputs.Winner == "" || len(r.Transfers) == 0 || r.lines.partial {
		return
	}
	w := r.Inputs.Winner
	if r.Transfers[w] > 0 {
		return
	}
	at := lineOf(r.lines.names, w)
	if at == 0 {
		at = r.lines.transfers
	}
	fix := fmt.Sprintf("if %s won, his transfer is what the others pay him, with a +", w)
	var gainers []string
	for _, p := range h.Players {
		if r.Transfers[p] > 0 {
			gainers = append(gainers, p)
		}
	}
	if len(gainers) == 1 {
		fix = fmt.Sprintf("if %s won, write winner: %s; if %s won, his transfer has a +", gainers[0], gainers[0], w)
	}
	ps.atLine(at, fix, "%s: the winner %s gains nothing (%+d); a winner is paid", what, w, r.Transfers[w])
}

func missing(players []string, m map[string]int) []string {
	var out []string
	for _, p := range players {
		if _, ok := m[p]; !ok {
			out = append(out, p)
		}
	}
	return out
}

// exampleAmounts writes amounts for the first two players, for fixes.
func exampleAmounts(players []string, signed bool) string {
	if len(players) < 2 {
		return ""
	}
	if signed {
		return players[0] + ": +12, " + players[1] + ": -12"
	}
	parts := make([]string, len(players))
	for i, p := range players {
		parts[i] = p + ": 0"
	}
	return strings.Join(parts, ", ")
}

// amounts reads a mapping from player name to a whole number.
func (h *Header) amounts(f string, ps *problems, n *yaml.Node, what string, r *HandRecord) map[string]int {
	pairs, e := yamlfile.Pairs(f, n, what)
	if e != nil {
		ps.add(e)
		r.lines.partial = true
		return nil
	}
	out := make(map[string]int, len(pairs))
	r.lines.names = slices.Grow(r.lines.names, len(pairs))
	for _, p := range pairs {
		name := p.Key.Value
		if !h.player(f, ps, p.Key, name, what) {
			r.lines.partial = true
			continue
		}
		v, e := yamlfile.Int(f, p.Value, what+": "+name)
		if e != nil {
			ps.add(e)
			r.lines.partial = true
			continue
		}
		out[name] = v
		r.lines.names = append(r.lines.names, namedLine{name, p.Key.Line})
	}
	return out
}

// player checks that name is one of the players; n is where it is written.
func (h *Header) player(f string, ps *problems, n *yaml.Node, name, what string) bool {
	if h.Seat(name) >= 0 {
		return true
	}
	fix := "the players are " + strings.Join(h.Players, ", ")
	if s := yamlfile.Suggest(name, h.Players); s != "" {
		fix = "write " + s
	}
	ps.at(n, fix, "%s: %s is not a player", what, words.Quote(name))
	return false
}

// inputs reads the inputs: of record r.
func (h *Header) inputs(f string, ps *problems, n *yaml.Node, r *HandRecord, what string) *Inputs {
	known := h.Game.inputFields(r.Kind)
	if len(known) == 0 {
		ps.at(n, "remove inputs:, or say what happened in note:", "%s: %s record has no inputs", what, article(string(r.Kind)))
		return nil
	}
	pairs, e := yamlfile.Pairs(f, n, what+": inputs")
	if e != nil {
		ps.add(e)
		return nil
	}
	in := &Inputs{}
	var selfDrawn *yaml.Node
	role := h.Game.Role()
	name := func(v *yaml.Node, field string) string {
		s, e := yamlfile.Str(f, v, what+": "+field)
		if e != nil {
			ps.add(e)
			return ""
		}
		if !h.player(f, ps, v, s, what+": "+field) {
			return ""
		}
		return s
	}
	for _, p := range pairs {
		key, v := p.Key.Value, p.Value
		if !slices.Contains(known, key) {
			e := yamlfile.Unknown(f, p.Key, what+": inputs", known)
			if (key == "dealer" || key == "banker" || key == "east") && role != "" {
				e.Msg = fmt.Sprintf("%s: %s ledgers write the %s as %s:, not %s:", what, h.Game.Title(), role, role, key)
				e.Fix = "write " + role + ":"
			}
			ps.add(e)
			continue
		}
		var e *yamlfile.Error
		switch key {
		case "winner":
			in.Winner = name(v, key)
			r.lines.winner = v.Line
		case "hand":
			in.Hand, e = yamlfile.Str(f, v, what+": hand")
			r.lines.hand = v.Line
		case "self_drawn":
			in.SelfDrawn, e = yamlfile.Bool(f, v, what+": self_drawn")
			selfDrawn = p.Key
		case "discard_by":
			in.DiscardBy = name(v, key)
		case "all_natural":
			in.AllNatural, e = yamlfile.Bool(f, v, what+": all_natural")
		case "kong_replacement":
			in.KongReplacement, e = yamlfile.Bool(f, v, what+": kong_replacement")
		case "twelfth_by":
			in.TwelfthBy = name(v, key)
		case "fifth_tile":
			in.FifthTile, e = yamlfile.Bool(f, v, what+": fifth_tile")
		case "gong_replacement":
			in.GongReplacement, e = yamlfile.Str(f, v, what+": gong_replacement")
		case "banker_first_draw":
			in.BankerFirstDraw, e = yamlfile.Bool(f, v, what+": banker_first_draw")
		case "banker_first_discard":
			in.BankerFirstDiscard, e = yamlfile.Bool(f, v, what+": banker_first_discard")
		case "fang":
			in.Fang, e = yamlfile.Str(f, v, what+": fang")
		case "offender":
			in.Offender = name(v, key)
		case "losers":
			lp, le := yamlfile.Pairs(f, v, what+": losers")
			if le != nil {
				e = le
				break
			}
			in.Losers = slices.Grow(in.Losers, len(lp))
			r.lines.losers = slices.Grow(r.lines.losers, len(lp))
			for _, l := range lp {
				who := name(l.Key, "losers")
				hand, he := yamlfile.Str(f, l.Value, what+": the hand of "+l.Key.Value)
				if he != nil {
					ps.add(he)
					continue
				}
				if who != "" && who == in.Winner {
					ps.at(l.Key, "remove the winner from the losers", "%s: %s is the winner and cannot be a loser too", what, who)
				}
				r.lines.losers = append(r.lines.losers, namedLine{who, l.Value.Line})
				in.Losers = append(in.Losers, NamedHand{who, hand})
			}
		case h.Game.HandsField():
			in.Hands, e = h.namedHands(f, ps, v, what, key, name)
		default: // the role: dealer, banker or east
			in.Dealer = name(v, key)
			r.lines.role = v.Line
		}
		ps.add(e)
	}
	if in.SelfDrawn && in.DiscardBy != "" {
		ps.at(selfDrawn, "keep one: self_drawn: true or discard_by: NAME", "%s: the winning tile cannot be both self-drawn and discarded by %s", what, in.DiscardBy)
	}
	if in.DiscardBy != "" && in.DiscardBy == in.Winner {
		ps.at(n, "name the player who discarded the winning tile", "%s: the winner %s cannot have discarded his own winning tile", what, in.Winner)
	}
	return in
}

// namedHands reads the input field key, a mapping of player to tiles or
// cards as typed, such as discards: {Ann: 6-6 1-5, Bo: ""}; name checks
// each player.
func (h *Header) namedHands(f string, ps *problems, v *yaml.Node, what, key string, name func(*yaml.Node, string) string) ([]NamedHand, *yamlfile.Error) {
	pairs, e := yamlfile.Pairs(f, v, what+": "+key)
	if e != nil {
		return nil, e
	}
	var out []NamedHand
	for _, p := range pairs {
		who := name(p.Key, key)
		typed, te := yamlfile.Str(f, p.Value, what+": "+key+" of "+p.Key.Value)
		if te != nil {
			ps.add(te)
			continue
		}
		out = append(out, NamedHand{who, typed})
	}
	return out, nil
}

// article puts "a" or "an" before w.
func article(w string) string {
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

// ParseTime reads a record's date and time: RFC 3339 (as written by
// dragon), or a shorter local form such as 2026-03-14 20:05.
func ParseTime(s string) (time.Time, bool) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, true
	}
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02T15:04", "2006-01-02 15:04", "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, time.Local); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// FormatTime writes a record's date and time as the file keeps it.
func FormatTime(t time.Time) string { return t.Format(time.RFC3339) }
