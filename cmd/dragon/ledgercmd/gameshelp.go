package ledgercmd

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// The ledger commands' help says each game's ways (its seat order, its
// money, its own rules, its ties and dead hands) as the game's books word
// them (books.Help and the rest of books.Books), composed here from the
// list of the games in its order: a game added to the list is in the help
// with its ways, and none is written by hand.

// paras joins the paragraphs of a help that are not empty.
func paras(ps ...string) string {
	return strings.Join(slices.DeleteFunc(ps, func(p string) bool { return p == "" }), "\n\n")
}

// grouped lists the games of the list with what say says of each (""
// for nothing), the games that say the same together, in the order the
// first of each group comes.
func grouped(games cmdutil.Games, say func(g cmdutil.Game) string) (said []string, titles [][]string) {
	for _, g := range games {
		s := say(g)
		if s == "" {
			continue
		}
		if i := slices.Index(said, s); i >= 0 {
			titles[i] = append(titles[i], g.Title)
			continue
		}
		said, titles = append(said, s), append(titles, []string{g.Title})
	}
	return said, titles
}

// seatOrderHelp says what the players list of a new ledger is in each
// game with a role: "Seat order: for Magic Dragon the first player deals
// first …; for Q Mahjongg …".
func seatOrderHelp(games cmdutil.Games) string {
	var each []string
	for _, g := range games {
		if o := g.Name.Books().Help.SeatOrder; o != "" {
			each = append(each, "for "+g.Title+" "+o)
		}
	}
	if len(each) == 0 {
		return ""
	}
	return term.Refill(75, "Seat order: "+strings.Join(each, "; ")+".")
}

// startingMoney lists the games that start their players with play money,
// each with what says of it; nets reports whether a game does not.
func startingMoney(games cmdutil.Games, says func(title string, m books.Money) string) (each []string, nets bool) {
	for _, g := range games {
		if m := g.Name.DefaultMoney(); m.Start > 0 {
			each = append(each, says(g.Title, m))
		} else {
			nets = true
		}
	}
	return each, nets
}

// moneyHelp says which games start each player with play money, and in
// which bills: "Magic Dragon starts each player with 80 dollars in 1, 5,
// and 10 dollar bills (--money changes the amount); the other games keep
// net results from 0."
func moneyHelp(games cmdutil.Games) string {
	each, nets := startingMoney(games, func(title string, m books.Money) string {
		s := fmt.Sprintf("%s starts each player with %d dollars", title, m.Start)
		if len(m.Bills) > 0 {
			s += " in " + words.JoinAnd(bills(m.Bills)) + " dollar bills"
		}
		return s
	})
	if len(each) == 0 {
		return ""
	}
	s := strings.Join(each, "; ") + " (--money changes the amount)"
	if nets {
		s += "; the other games keep net results from 0"
	}
	return s + "."
}

// moneyFlagHelp is --money's help, with each game's starting money.
func moneyFlagHelp(games cmdutil.Games) string {
	each, _ := startingMoney(games, func(title string, m books.Money) string {
		return title + ": " + strconv.Itoa(m.Start)
	})
	if len(each) == 0 {
		return "each player's starting `MONEY`"
	}
	return "each player's starting `MONEY` (" + strings.Join(each, ", ") + ")"
}

// bills are the bills of play money, as written.
func bills(of []int) []string {
	out := make([]string, len(of))
	for i, b := range of {
		out[i] = strconv.Itoa(b)
	}
	return out
}

// rulesHelp says what each game's own session rules let a table choose.
func rulesHelp(games cmdutil.Games) string {
	var each []string
	for _, g := range games {
		if r := g.Name.Books().Help.Rules; r != "" {
			each = append(each, r)
		}
	}
	return strings.Join(each, " ")
}

// seatsShort is 'ledger seats' in a line, naming the games of the list
// that draw for seats: "Put the players in new seats (Magic Dragon's draw
// for seats again)".
func seatsShort(games cmdutil.Games) string {
	var drawn []string
	for _, g := range games {
		if g.DrawSeats != nil {
			drawn = append(drawn, g.Title)
		}
	}
	if len(drawn) == 0 {
		return "Put the players in new seats"
	}
	return "Put the players in new seats (" + words.Possessive(words.JoinAnd(drawn)) + " draw for seats again)"
}

// titlesOf are the titles of the games of the list of which has is true.
func titlesOf(games cmdutil.Games, has func(g books.Game) bool) []string {
	var titles []string
	for _, g := range games {
		if has(g.Name) {
			titles = append(titles, g.Title)
		}
	}
	return titles
}

// tieHelp says what a tie is in each game that has ties: "Magic Dragon:
// the stock ran down to 12 tiles".
func tieHelp(games cmdutil.Games) string {
	var each []string
	for _, g := range games {
		if g.Name.IsHand(books.Tie) {
			each = append(each, g.Title+": "+g.Name.Books().Help.Tie)
		}
	}
	return strings.Join(each, "; ")
}

// deadHands names each game's hand nobody won, in the games that have
// one: "Q Mahjongg's Wongg (dead), Nine Dragons' dead hand".
func deadHands(games cmdutil.Games) string {
	var each []string
	for _, g := range games {
		if g.Name.IsHand(books.Dead) {
			each = append(each, words.Possessive(g.Title)+" "+g.Name.DeadHand())
		}
	}
	return strings.Join(each, ", ")
}

// recordHelp lists the records 'ledger add' makes, each after its flags,
// in two columns as wide as a terminal; a record no game of the list has
// is left out.
func recordHelp(games cmdutil.Games) string {
	var lines []string
	row := func(flag, games, says string) {
		if games == "" {
			return
		}
		for _, l := range term.Wrap(games+says, 80, 27, 27) {
			lines = append(lines, fmt.Sprintf("  %-25s%s", flag, l))
			flag = ""
		}
	}
	row("--transfer A=+N,B=-N,…", "a won hand", " and the money it moved (+ gained, - paid); the amounts add up to 0. The winner is the one player who gains, or --winner NAME.")
	row("--tie", tieHelp(games), ".")
	row("--dead", deadHands(games), ": nobody won.")
	row("--scores A=N,B=N,…", strings.Join(titlesOf(games, books.Game.Totals), ", "), ": everybody's score for the hand.")
	row("--adjust --transfer …", "move money", " without a hand (a correction, a loan).")
	return strings.Join(append(lines, "  --penalty NAME --transfer …  NAME pays for a breach (a false declaration)."), "\n")
}

// isHand is whether records of kind k are hands of play in a game.
func isHand(k books.Kind) func(books.Game) bool {
	return func(g books.Game) bool { return g.IsHand(k) }
}

// roles names the roles of the games of the list of which has is true,
// each once: "dealer", "banker", "East".
func roles(games cmdutil.Games, has func(books.Game) bool) []string {
	var names []string
	for _, g := range games {
		if r := g.Name.RoleName(); r != "" && has(g.Name) && !slices.Contains(names, r) {
			names = append(names, r)
		}
	}
	return names
}

// rolesAside names the roles of the games of the list of which has is
// true, the first with the others after it: "dealer (banker, East)"; ""
// when none has one.
func rolesAside(games cmdutil.Games, has func(books.Game) bool) string {
	names := roles(games, has)
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return names[0] + " (" + strings.Join(names[1:], ", ") + ")"
}

// recordedRoles names the roles a hand records, which 'ledger check'
// checks against the rotation: "the dealer (banker, East) written in each
// hand against the rotation, "; "" when no game records one.
func recordedRoles(games cmdutil.Games) string {
	if r := rolesAside(games, books.Game.RecordsRole); r != "" {
		return "the " + r + " written in each hand against the rotation, "
	}
	return ""
}

// workedOutRoles names every game's role, which the ledger works out from
// the hands: "the dealer (banker, East, leader), "; "" when no game has
// one.
func workedOutRoles(games cmdutil.Games) string {
	if r := rolesAside(games, func(books.Game) bool { return true }); r != "" {
		return "the " + r + ", "
	}
	return ""
}

// writtenHelp says what a record of 'ledger add' is written with: "The
// dealer (banker, East) the hand was played under is written into the
// record, and the time: now, or --at;".
func writtenHelp(games cmdutil.Games) string {
	if r := rolesAside(games, books.Game.RecordsRole); r != "" {
		return "The " + r + " the hand was played under is written into the record, and the time: now, or --at;"
	}
	return "The time is written into the record: now, or --at;"
}

// ordersHelp says which games' players list is an order other than the
// seats': " (turn order in Dancing Dragons)"; "" when none is.
func ordersHelp(games cmdutil.Games) string {
	orders, titles := grouped(games, func(g cmdutil.Game) string { return g.Name.Books().Order })
	var each []string
	for i, o := range orders {
		each = append(each, o+" in "+words.JoinAnd(titles[i]))
	}
	if len(each) == 0 {
		return ""
	}
	return " (" + strings.Join(each, ", ") + ")"
}

// roleNextHelp says what the first of new seats does next in each game
// with a role: " The first named takes the role next: he deals in Magic
// Dragon, is the banker (East) in Q Mahjongg, …, and the role moves on
// down the new order."; "" when no game has a role.
func roleNextHelp(games cmdutil.Games) string {
	does, titles := grouped(games, func(g cmdutil.Game) string { return g.Name.RoleDoes() })
	if len(does) == 0 {
		return ""
	}
	each := make([]string, len(does))
	for i, d := range does {
		each[i] = d + " in " + words.JoinAnd(titles[i])
	}
	return " The first named takes the role next: he " + words.JoinOr(each) + ", and the role moves on down the new order."
}

// newSeatsHelp says what new seats do to the rotation of each game by
// cycles or rounds: "Magic Dragon: the new seats start a new cycle, …. Q
// Mahjongg and Nine Dragons: the round goes on, …".
func newSeatsHelp(games cmdutil.Games) string {
	says, titles := grouped(games, func(g cmdutil.Game) string { return g.Name.Books().Help.Seats })
	each := make([]string, len(says))
	for i, s := range says {
		each[i] = words.JoinAnd(titles[i]) + ": " + s + "."
	}
	return strings.Join(each, " ")
}

// showsHelp says what 'ledger show' shows of a session: "each player's
// money and the standings, who deals next (the banker, East, the leader),
// the game and cycle or round, and the Magic Dragon version in force".
func showsHelp(games cmdutil.Games) string {
	shows := []string{"each player's money and the standings"}
	if names := roles(games, func(books.Game) bool { return true }); len(names) > 0 {
		i := slices.IndexFunc(games, func(g cmdutil.Game) bool { return g.Name.RoleName() != "" })
		next := "who " + games[i].Name.RoleDoes() + " next"
		for j, n := range names[1:] {
			if strings.ToLower(n) == n {
				names[1+j] = "the " + n
			}
		}
		if len(names) > 1 {
			next += " (" + strings.Join(names[1:], ", ") + ")"
		}
		shows = append(shows, next)
	}
	shows = append(shows, "the game and cycle or round")
	for _, ru := range books.AllRules() {
		if versions := titlesOf(games, ru.For); ru.Key == "version" && len(versions) > 0 {
			shows = append(shows, "the "+words.JoinAnd(versions)+" version in force")
		}
	}
	return words.JoinAnd(shows)
}

// billsHelp says in which bills each game of play money in bills gives a
// payment of the settle-up: "With Magic Dragon's play money each payment
// is also given in the fewest 10, 5, and 1 dollar bills."
func billsHelp(games cmdutil.Games) string {
	each, _ := startingMoney(games, func(title string, m books.Money) string {
		if len(m.Bills) == 0 {
			return ""
		}
		largest := bills(m.Bills)
		slices.Reverse(largest)
		return "With " + words.Possessive(title) + " play money each payment is also given in the fewest " + words.JoinAnd(largest) + " dollar bills."
	})
	return strings.Join(slices.DeleteFunc(each, func(s string) bool { return s == "" }), " ")
}

// csvHelp says what a row of the CSV holds, the games whose rows hold
// scores named from the list, in the column of 'ledger export --help'.
func csvHelp(games cmdutil.Games) string {
	scores := ""
	if totals := titlesOf(games, books.Game.Totals); len(totals) > 0 {
		scores = " " + words.JoinAnd(totals) + " add score and total."
	}
	lines := term.Wrap(strings.Join(strings.Fields(`a row for each player of each record: time, record, game, kind,
player, amount (what the record moved for him; a void: what it gave back),
balance (his money after it), note;`+scores+` RFC 4180: a spreadsheet opens
it. A name or note starting with = + - @, a tab or a carriage return is
written after an apostrophe ('=1+1), so that a spreadsheet shows it as text
and never runs it as a formula; the amounts stay numbers.`), " "), 76, 12, 12)
	return "  csv       " + strings.Join(lines, "\n            ")
}
