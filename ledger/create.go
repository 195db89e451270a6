package ledger

import (
	"fmt"
	"strconv"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Create starts a new ledger at path for the session h. It refuses to
// overwrite any file that exists. Rules at their zero value take their
// default (Header.DefaultRules: stakes 1, Magic Dragon's version C, small
// hands for more than six players; an option stays off), zero money the
// game's starting money.
func Create(path string, h books.Header) error {
	if path == "" {
		return errNoName
	}
	if !h.Game.Known() {
		return fmt.Errorf("unknown game %s; the games are %s", words.Quote(string(h.Game)), books.GameList())
	}
	h.Version = books.FormatVersion
	h.DefaultRules()
	// Names are written composed, as Seat compares them.
	names := make([]string, len(h.Players))
	for i, p := range h.Players {
		names[i] = players.Normal(p)
	}
	h.Players = names
	if h.Money.Start == 0 && h.Money.Bills == nil {
		h.Money = h.Game.DefaultMoney()
	}
	// yaml.v3 cannot write every name (one that is not UTF-8, one with a
	// control character), and a name it cannot write would be reported as
	// a damaged file: say what is wrong with it, as the read-back check
	// would.
	for _, p := range h.Players {
		if msg := books.BadName(p); msg != "" {
			return books.Problems{{Msg: msg, Fix: books.NameFix, Severity: books.Error}}
		}
	}
	data, err := encode(headerNode(&h))
	if err != nil {
		return words.Errorf("ledger", "writing the header: %v", err)
	}
	// The header is read back with the same checks as any ledger, so a
	// file that would not load is never created.
	if _, ps := Parse(path, data); len(ps.Errors()) > 0 {
		return detached(ps.Errors())
	}
	return writeNew(path, data)
}

// headerNode is the header of a new ledger, with comments that tell a
// person reading the file what each part is.
func headerNode(h *books.Header) *yaml.Node {
	g := h.Game
	doc := &yaml.Node{Kind: yaml.DocumentNode}
	m := &yaml.Node{Kind: yaml.MappingNode}
	doc.Content = []*yaml.Node{m}
	add := func(key string, v *yaml.Node, comment string) *yaml.Node {
		k := str(key)
		m.Content = append(m.Content, k, v)
		if comment != "" {
			v.LineComment = "# " + comment
		}
		return k
	}
	num := func(n int) *yaml.Node {
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(n)}
	}
	k := add("version", num(h.Version), "ledger file format")
	k.HeadComment = fmt.Sprintf("A %s ledger kept by dragon: one table's session.\n"+
		"Balances, %s are worked out from the hands below, every time.\n"+
		"Hands are only ever added: correct a mistake with 'dragon ledger undo' or an\n"+
		"adjustment, and run 'dragon ledger check' after editing by hand.", g.Title(), g.Books().WorkedOut)
	add("game", str(string(g)), g.Title())
	players := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, p := range h.Players {
		players.Content = append(players.Content, str(p))
	}
	add("players", players, seatComment(h))
	add("rules", rulesNode(h), "")
	money := &yaml.Node{Kind: yaml.MappingNode}
	bills := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, b := range h.Money.Bills {
		bills.Content = append(bills.Content, num(b))
	}
	startComment := "each player's money at the start"
	if h.Money.Start == 0 {
		startComment = "balances are net results"
	}
	money.Content = append(money.Content, str("start"), num(h.Money.Start))
	money.Content[1].LineComment = "# " + startComment
	if len(h.Money.Bills) > 0 {
		money.Content = append(money.Content, str("bills"), bills)
		bills.LineComment = "# the play money's bills"
	}
	add("money", money, "")
	hk := add("hands", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null"}, "")
	hk.HeadComment = "Every hand in the order played: when, what kind, what it was scored from,\nand the money it moved (+ gained, - paid)."
	return doc
}

// seatComment explains the seat order for the game.
func seatComment(h *books.Header) string {
	if len(h.Players) == 0 {
		return ""
	}
	if seating := h.Game.Books().Seating; seating != nil {
		return seating(h.Players[0])
	}
	return h.Game.Order()
}
