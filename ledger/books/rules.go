package books

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
)

// MaxStakes is the most the stakes may multiply payments by: the largest
// hand's payments times this stay well within the amounts a ledger reads.
const MaxStakes = 10_000

// Rules are the table's options, the rules: of the header. Which apply
// depends on the game: each is described once by a Rule (see Game.Rules).
type Rules struct {
	// Version is the Magic Dragon version played (A–G), when not Ultimate.
	Version string
	// Ultimate: Magic Dragon's ultimate cycles, one cycle of each version
	// C, D, E, F, switching at each cycle's end.
	Ultimate bool
	// DealerRule is Magic Dragon's special dealer rule: the dealer keeps
	// the deal when he wins or the game ties, and pays and is paid double.
	DealerRule bool
	// Stakes multiplies the game's payments: dollars per point (Magic
	// Dragon), the ruleset's stake per Fang (Q Mahjongg), chips (Nine
	// Dragons). 1 unless the table agrees otherwise.
	Stakes int
	// MatchLength is the number of hands (Dancing Dragons) or games
	// (MAC I) the match lasts; 0 for no agreed end.
	MatchLength int
	// SmallHands is Magic Dragon's game of more than six players (IX-3):
	// 10-tile hands, three sets and a twin. A table of seven or eight
	// plays it; nobody else does.
	SmallHands bool
	// WithoutSuit is the suit removed in Magic Dragon's three-player
	// special (IX-2): C, S, D or P; "" for the full set.
	WithoutSuit string
	// Minimum is Nine Dragons' minimum hand, 0 to 3 points: a hand worth
	// less may not win. The ledger keeps it; the game's audit applies it.
	Minimum int
	// FifthTile: the table plays Nine Dragons' optional fifth-tile rule
	// (an unseen tile discarded with fewer than five in the wall, that
	// someone wins on, is paid for everyone by its discarder).
	FifthTile bool
	// FalseDeclaration: the table plays Nine Dragons' optional penalty for
	// a false declaration (the declarer pays each opponent).
	FalseDeclaration bool
}

// RuleKind is what a rule's value is.
type RuleKind int

// The kinds of rule.
const (
	// Switch is true or false: the table plays the rule or not.
	Switch RuleKind = iota + 1
	// Number is a whole number from Min to Max.
	Number
	// Choice is one of the rule's choices (a version, a suit), or "" for
	// none when the rule may be left out.
	Choice
)

// Rule describes one of a session's rules once: its key in the file, its
// kind, its default, the flag of 'ledger new' and its help, the question a
// guided flow asks, and the values it allows; a game's Books name the
// rules it has (see Games). The
// ledger reads the rules: of a file, and writes those of a new ledger, by
// walking these descriptions, and 'ledger new' makes its flags from them.
type Rule struct {
	// Key is the rule's name in the file, such as dealer_rule.
	Key string
	// Flag is the flag of 'dragon ledger new' that sets it, without its
	// dashes: dealer-rule.
	Flag string
	// Kind is what its value is.
	Kind RuleKind
	// Min and Max bound a Number (Max is math.MaxInt for no bound).
	Min, Max int
	// Help is the flag's help, one line; a word in backquotes names its
	// value (`VERSION`). {games} stands for the games that have the rule,
	// {games}'s for theirs, {plays} for what they call their hands
	// (FlagHelp).
	Help string
	// Question is what a guided flow asks for it; {plays} stands for what
	// the game calls its hands (Asked).
	Question string

	// of is the member of Rules it fills: a *bool for a Switch, an *int for
	// a Number, a *string for a Choice.
	of func(*Rules) any
	// def is the value a new ledger takes when it is not given (the zero
	// value given), and a ledger that does not name the rule plays unless
	// absent says otherwise; nil for the zero value.
	def func(h *Header) string
	// absent is the value a ledger that does not name the rule plays, when
	// it is not def's: a ledger written before dragon kept the rule plays
	// it as dragon then allowed. nil for def.
	absent func(h *Header) string
	// omitZero leaves the rule out of a new ledger when it is the zero
	// value (a rule not played); else it is always written.
	omitZero bool
	// choices are a Choice's values in game g.
	choices func(g Game) []string
	// words are a Choice's choice in words, where the game gives them; ""
	// where it does not.
	words func(g Game, choice string) string
	// applies says why the rule cannot be set in session h ("" when it
	// can), and what would be right; a rule that does not apply may only
	// keep its zero value.
	applies func(h *Header) (why, fix string)
	// check says what is wrong with the value in h ("" when nothing), and
	// what would be right.
	check func(h *Header) (msg, fix string)
	// comment explains the rule in a new ledger of session h.
	comment func(h *Header) string
	// summary says in a few words what the rule makes of session h, ""
	// when there is nothing to say (a rule not played).
	summary func(h *Header) string
}

// rules are the rules of every game, in the order a new ledger writes them
// and a session is described.
var rules = []*Rule{
	{Key: "ultimate", Flag: "ultimate", Kind: Switch, omitZero: true,
		Help:     "{games}'s ultimate cycles: one cycle each of versions C, D, E, F",
		Question: "Play the ultimate cycles, one cycle each of versions C, D, E and F?",
		of:       func(r *Rules) any { return &r.Ultimate },
		comment: func(h *Header) string {
			return "one cycle each of versions " + words.JoinAnd(rulebook(h.Game).Ultimate)
		},
		summary: func(h *Header) string {
			if !h.Rules.Ultimate {
				return ""
			}
			return "ultimate cycles (" + strings.Join(rulebook(h.Game).Ultimate, ", ") + ")"
		},
	},
	{Key: "version", Flag: "version", Kind: Choice, omitZero: true,
		Help:     "the {games} `VERSION` played, A to G (default C)",
		Question: "Which version of Magic Dragon is played?",
		of:       func(r *Rules) any { return &r.Version },
		choices:  func(g Game) []string { return rulebook(g).Versions },
		words: func(g Game, v string) string {
			if w := rulebook(g).VersionWords; w != nil {
				return w(v)
			}
			return ""
		},
		def: func(h *Header) string {
			if h.Rules.Ultimate {
				return ""
			}
			return rulebook(h.Game).DefaultVersion
		},
		applies: func(h *Header) (string, string) {
			if !h.Rules.Ultimate {
				return "", ""
			}
			return fmt.Sprintf("the ultimate cycles play versions %s in turn, so the ledger may not also name version %s", words.JoinAnd(rulebook(h.Game).Ultimate), h.Rules.Version),
				"remove version: (or set ultimate: false to play one version)"
		},
		check: func(h *Header) (string, string) {
			versions := rulebook(h.Game).Versions
			if slices.Contains(versions, h.Rules.Version) {
				return "", ""
			}
			return fmt.Sprintf("%s has no version %s", h.Game.Title(), words.Quote(h.Rules.Version)), "the versions are " + strings.Join(versions, ", ")
		},
		comment: says("Magic Dragon version (Table II)"),
		summary: when(func(r Rules) bool { return r.Version != "" }, func(r Rules) string { return "version " + r.Version }),
	},
	{Key: "dealer_rule", Flag: "dealer-rule", Kind: Switch,
		Help:     "{games}'s special dealer rule: the dealer keeps the deal after his win or a tie, at double rate",
		Question: "Play the special dealer rule (the dealer keeps the deal after his win or a tie, at double rate)?",
		of:       func(r *Rules) any { return &r.DealerRule },
		comment:  says("special dealer rule: the dealer keeps the deal after his win or a tie, at double rate"),
		summary:  when(func(r Rules) bool { return r.DealerRule }, func(Rules) string { return "dealer rule" }),
	},
	{Key: "stakes", Flag: "stakes", Kind: Number, Min: 1, Max: MaxStakes,
		Help:     fmt.Sprintf("multiply every payment by `N`, 1 to %d (Magic Dragon: dollars per point)", MaxStakes),
		Question: "Stakes: multiply every payment by how much (1 for the game's own amounts)?",
		of:       func(r *Rules) any { return &r.Stakes },
		def:      func(*Header) string { return "1" },
		check: func(h *Header) (string, string) {
			switch s := h.Rules.Stakes; {
			case s < 1:
				return fmt.Sprintf("stakes is %d; it multiplies every payment, so it is 1 or more", s), "write stakes: 1 for the game's own amounts"
			case s > MaxStakes:
				return fmt.Sprintf("stakes is %d; at more than %d a hand's payments would pass what a ledger keeps count of", s, MaxStakes), fmt.Sprintf("write stakes of %d or less", MaxStakes)
			}
			return "", ""
		},
		comment: func(h *Header) string { return h.Game.books().Stakes },
		summary: when(func(r Rules) bool { return r.Stakes > 1 }, func(r Rules) string { return fmt.Sprintf("stakes ×%d", r.Stakes) }),
	},
	{Key: "small_hands", Flag: "small-hands", Kind: Switch, omitZero: true,
		Help:     "{games} for seven or eight: 10 tiles, three sets and a twin (the default for them)",
		Question: "Play with small hands (10 tiles, three sets and a twin)?",
		of:       func(r *Rules) any { return &r.SmallHands },
		def:      func(h *Header) string { return strconv.FormatBool(len(h.Players) > magicMostPlayers) },
		applies: func(h *Header) (string, string) {
			if n := len(h.Players); n <= magicMostPlayers {
				return fmt.Sprintf("small hands are the game of more than six players; the ledger has %d", n), "remove small_hands: (or list the seven or eight players)"
			}
			return "", ""
		},
		check: func(h *Header) (string, string) {
			if n := len(h.Players); n > magicMostPlayers && !h.Rules.SmallHands {
				return fmt.Sprintf("%d players play %s with small hands (10 tiles, three sets and a twin)", n, h.Game.Title()), "write small_hands: true under rules:"
			}
			return "", ""
		},
		comment: says("more than six players: 10 tiles, three sets and a twin"),
		summary: when(func(r Rules) bool { return r.SmallHands }, func(Rules) string { return "small hands" }),
	},
	{Key: "without_suit", Flag: "without-suit", Kind: Choice, omitZero: true,
		Help:     "{games} for three with one `SUIT` removed: C, S, D or P",
		Question: "Remove a suit (the three-player game)?",
		of:       func(r *Rules) any { return &r.WithoutSuit },
		choices:  func(g Game) []string { return rulebook(g).Suits },
		applies: func(h *Header) (string, string) {
			if n := len(h.Players); n != 3 {
				return fmt.Sprintf("a suit is removed only in the three-player game; the ledger has %d players", n), "remove without_suit: (or list the three players)"
			}
			return "", ""
		},
		check: func(h *Header) (string, string) {
			suits, s := rulebook(h.Game).Suits, h.Rules.WithoutSuit
			if s == "" || slices.Contains(suits, s) {
				return "", ""
			}
			fix := "write one of " + strings.Join(suits, ", ")
			if u := strings.ToUpper(s); slices.Contains(suits, u) {
				fix = "write without_suit: " + u
			}
			return fmt.Sprintf("there is no suit %s to remove", words.Quote(s)), fix
		},
		comment: says("the three-player game with this suit removed"),
		summary: when(func(r Rules) bool { return r.WithoutSuit != "" }, func(r Rules) string { return "without suit " + r.WithoutSuit }),
	},
	{Key: "match_length", Flag: "match", Kind: Number, Min: 0, Max: math.MaxInt,
		Help:     "{games}: the `N` {plays} the match lasts",
		Question: "How many {plays} does the match last? 0 for no agreed end",
		of:       func(r *Rules) any { return &r.MatchLength },
		check: func(h *Header) (string, string) {
			if h.Rules.MatchLength < 0 {
				return fmt.Sprintf("match_length is %d", h.Rules.MatchLength), "write the number of hands agreed, or 0 for no end"
			}
			return "", ""
		},
		comment: func(h *Header) string {
			return h.Game.Play() + "s in the match (0: no agreed end); the " + h.Game.Wins() + " wins"
		},
		summary: func(h *Header) string {
			if n := h.Rules.MatchLength; n > 0 {
				return "a match of " + words.Plural(n, h.Game.Play())
			}
			return ""
		},
	},
	{Key: "minimum", Flag: "minimum", Kind: Number, Min: 0, Max: 3,
		Help:     "{games}'s minimum hand, `N` points from 0 to 3: a hand worth less may not win",
		Question: "Minimum hand, in points (0 to 3)?",
		of:       func(r *Rules) any { return &r.Minimum },
		check: func(h *Header) (string, string) {
			if m := h.Rules.Minimum; m < 0 || m > 3 {
				return fmt.Sprintf("minimum is %d; the minimum hand is 0, 1, 2 or 3 points", m), "write minimum: 0 to let any hand win"
			}
			return "", ""
		},
		comment: says("the minimum hand in points: a hand worth less may not win"),
		summary: when(func(r Rules) bool { return r.Minimum > 0 }, func(r Rules) string { return "minimum " + words.Plural(r.Minimum, "point") }),
	},
	{Key: "fifth_tile", Flag: "fifth-tile", Kind: Switch,
		Help:     "{games}'s fifth-tile rule: who discards an unseen tile with fewer than five in the wall pays for everyone when it wins",
		Question: "Play the fifth-tile rule (who discards an unseen tile with fewer than five in the wall pays for everyone when it wins)?",
		of:       func(r *Rules) any { return &r.FifthTile },
		absent:   func(*Header) string { return "true" },
		comment:  says("fifth-tile rule: who discards an unseen tile with fewer than five in the wall pays for everyone when it wins"),
		summary:  when(func(r Rules) bool { return r.FifthTile }, func(Rules) string { return "fifth-tile rule" }),
	},
	{Key: "false_declaration", Flag: "false-declaration", Kind: Switch,
		Help:     "{games}'s false-declaration penalty: the false declarer pays each opponent",
		Question: "Play the false-declaration penalty (the false declarer pays each opponent)?",
		of:       func(r *Rules) any { return &r.FalseDeclaration },
		absent:   func(*Header) string { return "true" },
		comment:  says("false-declaration penalty: the false declarer pays each opponent"),
		summary:  when(func(r Rules) bool { return r.FalseDeclaration }, func(Rules) string { return "false declarations" }),
	},
}

// says is a comment that says s of every session.
func says(s string) func(*Header) string { return func(*Header) string { return s } }

// when is a summary that says what say says when the rule is on.
func when(on func(Rules) bool, say func(Rules) string) func(*Header) string {
	return func(h *Header) string {
		if on(h.Rules) {
			return say(h.Rules)
		}
		return ""
	}
}

// AllRules returns the description of every game's rules, in the order a
// new ledger writes them.
func AllRules() []Rule {
	out := make([]Rule, len(rules))
	for i, ru := range rules {
		out[i] = *ru
	}
	return out
}

// Rules returns the descriptions of the rules game g has, in the order a
// new ledger writes them and a guided flow asks them.
func (g Game) Rules() []Rule {
	var out []Rule
	for _, ru := range g.rules() {
		out = append(out, *ru)
	}
	return out
}

// rules are the descriptions of the rules game g has.
func (g Game) rules() []*Rule {
	var out []*Rule
	for _, ru := range rules {
		if ru.For(g) {
			out = append(out, ru)
		}
	}
	return out
}

// ruleKeys lists the keys of rs, for messages.
func ruleKeys(rs []*Rule) []string {
	keys := make([]string, len(rs))
	for i, ru := range rs {
		keys[i] = ru.Key
	}
	return keys
}

// For reports whether game g has the rule.
func (ru Rule) For(g Game) bool { return g.hasRule(ru.Key) }

// Games returns the games that have the rule, in the order of the games.
func (ru Rule) Games() []Game {
	var out []Game
	for _, g := range Games() {
		if ru.For(g) {
			out = append(out, g)
		}
	}
	return out
}

// FlagHelp is the rule's Help with the games that have it named, in the
// order of the games: "Dancing Dragons and MAC I: the `N` hands or games
// the match lasts".
func (ru Rule) FlagHelp() string {
	var titles, plays []string
	for _, g := range ru.Games() {
		titles = append(titles, g.Title())
		if p := g.Play() + "s"; !slices.Contains(plays, p) {
			plays = append(plays, p)
		}
	}
	games := words.JoinAnd(titles)
	return strings.NewReplacer("{games}'s", words.Possessive(games), "{games}", games, "{plays}", words.JoinOr(plays)).Replace(ru.Help)
}

// CompleteRules gives each rule of h's game that a ledger does not name
// the value a ledger plays without it, once the store has read those it
// names (named: the line of each); and reports each of these that is
// wrong for the session at its line.
func (h *Header) CompleteRules(ps *Found, named map[string]int) {
	for _, ru := range h.Game.rules() {
		if _, ok := named[ru.Key]; !ok {
			v := ru.Default(h)
			if ru.absent != nil {
				v = ru.absent(h)
			}
			_ = ru.Set(h, v)
		}
	}
	for _, ru := range h.Game.rules() {
		if line, ok := named[ru.Key]; ok {
			if msg, fix := ru.problem(h); msg != "" {
				ps.At(line, fix, "%s", msg)
			}
		}
	}
}

// Written reports whether a new ledger of session h writes the rule: a
// rule left out when not played is not written then.
func (ru Rule) Written(h *Header) bool { return !ru.omitZero || !ru.IsZero(h.Rules) }

// Comment explains the rule in a new ledger of session h.
func (ru Rule) Comment(h *Header) string { return ru.comment(h) }

// Of returns the member of r the rule fills: a *bool for a Switch, an
// *int for a Number, a *string for a Choice.
func (ru Rule) Of(r *Rules) any { return ru.of(r) }

// RuleKeys returns the keys of the rules of game g.
func (g Game) RuleKeys() []string { return ruleKeys(g.rules()) }

// Value returns the rule's value in r as the file writes it: true, 3, C.
func (ru Rule) Value(r Rules) string {
	switch p := ru.of(&r).(type) {
	case *bool:
		return strconv.FormatBool(*p)
	case *int:
		return strconv.Itoa(*p)
	case *string:
		return *p
	}
	return ""
}

// IsZero reports whether the rule has its zero value in r: off, 0 or none.
func (ru Rule) IsZero(r Rules) bool {
	switch p := ru.of(&r).(type) {
	case *bool:
		return !*p
	case *int:
		return *p == 0
	case *string:
		return *p == ""
	}
	return true
}

// Set sets the rule in the rules of session h from s, as typed: true or
// false for a Switch, a whole number for a Number, one of the choices for
// a Choice (in any case: c is C). It checks only that s is of the rule's
// kind; Check says whether the session takes the value.
func (ru Rule) Set(h *Header, s string) error {
	switch p := ru.of(&h.Rules).(type) {
	case *bool:
		b, err := strconv.ParseBool(s)
		if err != nil {
			return fmt.Errorf("%s is true or false, not %s", ru.Key, words.Quote(s))
		}
		*p = b
	case *int:
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return fmt.Errorf("%s is a whole number, not %s", ru.Key, words.Quote(s))
		}
		*p = n
	case *string:
		*p = s
		for _, c := range ru.Choices(h) {
			if strings.EqualFold(c, s) {
				*p = c
			}
		}
	}
	return nil
}

// Asked is ru's question as game g asks it, in g's own words: "How many
// games does the match last?" in MAC I, hands in Dancing Dragons.
func (ru Rule) Asked(g Game) string {
	return strings.ReplaceAll(ru.Question, "{plays}", g.Play()+"s")
}

// Default returns the value a new ledger of session h takes when the
// table says nothing: stakes 1, Magic Dragon's version C (none under the
// ultimate cycles), small hands for seven or eight, an option off.
func (ru Rule) Default(h *Header) string {
	if ru.def != nil {
		return ru.def(h)
	}
	var zero Rules
	return ru.Value(zero)
}

// Choices returns the values the rule takes in session h: the versions or
// suits of a Choice, the numbers of a Number with few of them, false and
// true for a Switch; nil for a Number of many.
func (ru Rule) Choices(h *Header) []string {
	switch ru.Kind {
	case Switch:
		return []string{"false", "true"}
	case Number:
		if ru.Max-ru.Min > 10 {
			return nil
		}
		var out []string
		for n := ru.Min; n <= ru.Max; n++ {
			out = append(out, strconv.Itoa(n))
		}
		return out
	}
	return ru.choices(h.Game)
}

// Offered is choice of the rule as a question offers it: a version with
// what it is ("C  Classic; 16 drawn, 0 dead"), where the game says; the
// choice alone where it does not.
func (ru Rule) Offered(g Game, choice string) string {
	if ru.words != nil {
		if w := ru.words(g, choice); w != "" {
			return w
		}
	}
	return choice
}

// Applies returns why the rule cannot be set in session h (a suit removed
// at a table of four, a version under the ultimate cycles), or nil when it
// can. A rule that does not apply keeps its zero value.
func (ru Rule) Applies(h *Header) error {
	if ru.applies == nil {
		return nil
	}
	if why, _ := ru.applies(h); why != "" {
		return errors.New(why)
	}
	return nil
}

// Check returns what is wrong with the rule's value in session h, in one
// line, or nil: a value out of range, no such choice, or a rule set that
// does not apply.
func (ru Rule) Check(h *Header) error {
	if msg, _ := ru.problem(h); msg != "" {
		return errors.New(msg)
	}
	return nil
}

// problem says what is wrong with the rule's value in session h and what
// would be right, or "".
func (ru Rule) problem(h *Header) (msg, fix string) {
	if ru.check != nil {
		if msg, fix = ru.check(h); msg != "" {
			return msg, fix
		}
	}
	if ru.applies != nil && !ru.IsZero(h.Rules) {
		return ru.applies(h)
	}
	return "", ""
}

// Summary says in a few words what the rule makes of session h ("dealer
// rule", "stakes ×2"), or "" when there is nothing to say.
func (ru Rule) Summary(h *Header) string { return ru.summary(h) }

// DefaultRules sets every rule of session h's game that has its zero value
// to its default (see Rule.Default).
func (h *Header) DefaultRules() {
	for _, ru := range h.Game.rules() {
		if ru.IsZero(h.Rules) {
			_ = ru.Set(h, ru.Default(h))
		}
	}
}

// Describe says what session h plays, in a few words: "Magic Dragon,
// version C, dealer rule".
func (h *Header) Describe() string {
	parts := []string{h.Game.Title()}
	for _, ru := range h.Game.rules() {
		if s := ru.Summary(h); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, ", ")
}

// magicMostPlayers is the most players of Magic Dragon's game with full
// hands; more play with small hands (IX-3).
const magicMostPlayers = 6
