package books

import (
	"slices"

	"github.com/dragon-tools/dragon/internal/words"
)

// Inputs are the facts a hand was scored from, as typed at the table. Which
// fields a record may hold depends on the game and kind: inputFields
// describes each field once, and the ledger reads and writes them all by
// walking that description (see Game.Inputs).
type Inputs struct {
	// Winner is who won the hand.
	Winner string
	// Hand is the winner's hand as typed, e.g. "123C 123C 345S 333D 44P".
	Hand string
	// SelfDrawn: the last tile was drawn from the stock (wall).
	SelfDrawn bool
	// DiscardBy names who discarded the winning tile.
	DiscardBy string
	// Losers are the other players' hands as typed, in the order written.
	Losers []NamedHand
	// Hands are every player's tiles or cards, in turn order, for the games
	// scored from them all: Dancing Dragons' discards, MAC I's fished cards
	// (written as discards: or fished:, see HandsField).
	Hands []NamedHand
	// AllNatural: a Magic Dragon hand complete from the setup.
	AllNatural bool
	// KongReplacement: a Nine Dragons win on the replacement tile after a
	// kong. TwelfthBy names who discarded the twelfth shown piece (twelve
	// pieces); FifthTile: the discarder threw an unseen fifth-last tile.
	KongReplacement bool
	TwelfthBy       string
	FifthTile       bool
	// WinningTile is the tile a Nine Dragons hand was won on, as typed
	// (7s), and WinningSet the set it completed when the tile alone does
	// not say: a bracketed set's number, or "hand". Nine pieces counts
	// only the sets shown before the winning discard.
	WinningTile string
	WinningSet  string
	// GongReplacement: a Q Mahjongg win on the replacement card after a
	// gong, "own" (of the winner's own draw) or "discard" (a gong made with
	// another's discard). BankerFirstDraw and BankerFirstDiscard are its
	// special occasions; Fang is the level the table agreed (--fang), ""
	// when the rules' level was paid.
	GongReplacement    string
	BankerFirstDraw    bool
	BankerFirstDiscard bool
	Fang               string
	// RoleHolder is who held the game's role when the hand was played
	// (Magic Dragon: the dealer; Q Mahjongg: the banker; Nine Dragons:
	// East), as the rotation gives it. Written as dealer:, banker: or
	// east: after the game.
	RoleHolder string
	// Offender is who pays a penalty.
	Offender string
}

// NamedHand is a player's hand as typed.
type NamedHand struct {
	Name string
	Hand string
}

// LoserHand returns the hand typed for the loser name, and whether there
// is one.
func (in *Inputs) LoserHand(name string) (string, bool) {
	for _, l := range in.Losers {
		if l.Name == name {
			return l.Hand, true
		}
	}
	return "", false
}

// FieldKind is what an input field holds, which says how it is read from a
// ledger and written to one.
type FieldKind int

// The kinds of input field.
const (
	// PlayerName is the name of one of the ledger's players: winner: Bo.
	PlayerName FieldKind = iota + 1
	// Flag is true when it applies, and written only then: self_drawn: true.
	Flag
	// Text is words as typed at the table: hand: 123C 123C 345S 333D 44P.
	Text
	// PlayerHands maps players to their tiles or cards as typed, in the
	// order written: losers: {Ann: 123C 456S …, Cy: …}.
	PlayerHands
)

// InputField describes one field of a record's inputs: its key in the
// file, what it holds, which kinds of record may hold it, and the member
// of Inputs it fills; a game's Books name the fields its records hold. The
// reader and the writer of the ledger both walk these descriptions, so
// adding a game's input is one more description (and the member it
// fills), and a game outside the package reads and writes its answers
// through Get and Set.
type InputField struct {
	// Key is the field's name in the file, such as discard_by.
	Key string
	// Kind is what it holds.
	Kind FieldKind
	// Kinds are the kinds of record that may hold it, in a game whose
	// Books name it (among the kinds the game has).
	Kinds []Kind
	// Help says in a few words what it records.
	Help string

	// of is the member of Inputs the field fills: a *string for a
	// PlayerName or Text, a *bool for a Flag, a *[]NamedHand for
	// PlayerHands.
	of func(*Inputs) any
	// line is where a record keeps the line of the field's value, for the
	// problems found after it is read; nil when it keeps none.
	line func(*RecordLines) *int
	// Each names one entry of PlayerHands in messages, before the
	// player's name: "the hand of".
	Each string
	// OneLine writes PlayerHands on one line, {Ann: …, Bo: …}, for short
	// entries; else an entry a line.
	OneLine bool
}

// The kinds of record a description names: a won hand, a hand of play of
// any kind (the rotation's role is written in each), a penalty.
var (
	wins      = []Kind{Win}
	handKinds = []Kind{Win, Tie, Dead}
	penalties = []Kind{Penalty}
)

// inputFields are the input fields, in the order a record is written:
// who won and how, what the game adds, who paid, and the rotation's role.
var inputFields = []*InputField{
	{Key: "winner", Kind: PlayerName, Kinds: wins, Help: "who won the hand",
		of: func(in *Inputs) any { return &in.Winner }, line: func(l *RecordLines) *int { return &l.Winner }},
	{Key: "hand", Kind: Text, Kinds: wins, Help: "the winner's hand as typed",
		of: func(in *Inputs) any { return &in.Hand }, line: func(l *RecordLines) *int { return &l.Hand }},
	{Key: "self_drawn", Kind: Flag, Kinds: wins, Help: "the winning tile was drawn from the wall",
		of: func(in *Inputs) any { return &in.SelfDrawn }},
	{Key: "discard_by", Kind: PlayerName, Kinds: wins, Help: "who discarded the winning tile",
		of: func(in *Inputs) any { return &in.DiscardBy }},
	{Key: "losers", Kind: PlayerHands, Kinds: wins, Help: "the other players' hands as typed",
		of: func(in *Inputs) any { return &in.Losers }, Each: "the hand of"},
	{Key: "discards", Kind: PlayerHands, Kinds: wins, Help: "every player's discards, in turn order",
		of: func(in *Inputs) any { return &in.Hands }, Each: "the discards of", OneLine: true},
	{Key: "fished", Kind: PlayerHands, Kinds: wins, Help: "the cards each player fished, in turn order",
		of: func(in *Inputs) any { return &in.Hands }, Each: "the cards fished by", OneLine: true},
	{Key: "all_natural", Kind: Flag, Kinds: wins, Help: "the hand was complete from the setup",
		of: func(in *Inputs) any { return &in.AllNatural }},
	{Key: "kong_replacement", Kind: Flag, Kinds: wins, Help: "won on the replacement tile after a kong",
		of: func(in *Inputs) any { return &in.KongReplacement }},
	{Key: "twelfth_by", Kind: PlayerName, Kinds: wins, Help: "who discarded the twelfth shown piece (twelve pieces)",
		of: func(in *Inputs) any { return &in.TwelfthBy }},
	{Key: "fifth_tile", Kind: Flag, Kinds: wins, Help: "won on an unseen tile discarded with fewer than five in the wall",
		of: func(in *Inputs) any { return &in.FifthTile }},
	{Key: "winning_tile", Kind: Text, Kinds: wins, Help: "the tile the hand was won on (nine pieces counts the sets shown before it)",
		of: func(in *Inputs) any { return &in.WinningTile }},
	{Key: "winning_set", Kind: Text, Kinds: wins, Help: "the set the winning tile completed: a bracketed set's number, or hand",
		of: func(in *Inputs) any { return &in.WinningSet }},
	{Key: "gong_replacement", Kind: Text, Kinds: wins, Help: "won on the replacement card after a gong: own or discard",
		of: func(in *Inputs) any { return &in.GongReplacement }},
	{Key: "banker_first_draw", Kind: Flag, Kinds: wins, Help: "the banker won on his first draw",
		of: func(in *Inputs) any { return &in.BankerFirstDraw }},
	{Key: "banker_first_discard", Kind: Flag, Kinds: wins, Help: "won on the banker's first discard",
		of: func(in *Inputs) any { return &in.BankerFirstDiscard }},
	{Key: "fang", Kind: Text, Kinds: wins, Help: "the Fang level the table agreed, when not the rules'",
		of: func(in *Inputs) any { return &in.Fang }},
	{Key: "offender", Kind: PlayerName, Kinds: penalties, Help: "who pays the penalty",
		of: func(in *Inputs) any { return &in.Offender }},
	{Key: "dealer", Kind: PlayerName, Kinds: handKinds, Help: "the dealer the hand was played under",
		of: func(in *Inputs) any { return &in.RoleHolder }, line: func(l *RecordLines) *int { return &l.Role }},
	{Key: "banker", Kind: PlayerName, Kinds: handKinds, Help: "the banker (East) the hand was played under",
		of: func(in *Inputs) any { return &in.RoleHolder }, line: func(l *RecordLines) *int { return &l.Role }},
	{Key: "east", Kind: PlayerName, Kinds: handKinds, Help: "East when the hand was played",
		of: func(in *Inputs) any { return &in.RoleHolder }, line: func(l *RecordLines) *int { return &l.Role }},
}

// InputFields returns the description of every input field, in the order
// a record is written.
func InputFields() []InputField {
	out := make([]InputField, len(inputFields))
	for i, f := range inputFields {
		out[i] = *f
	}
	return out
}

// Inputs returns the input fields a record of kind k may hold in game g,
// in the order they are written; none for a kind g does not have.
func (g Game) Inputs(k Kind) []InputField {
	var out []InputField
	for _, f := range g.inputs(k) {
		out = append(out, *f)
	}
	return out
}

// inputs are the descriptions of the fields a record of kind k may hold in
// game g.
func (g Game) inputs(k Kind) []*InputField {
	if !g.Allows(k) {
		return nil
	}
	var out []*InputField
	for _, f := range inputFields {
		if f.holds(g, k) {
			out = append(out, f)
		}
	}
	return out
}

// holds reports whether a record of kind k in game g may hold the field.
func (f *InputField) holds(g Game, k Kind) bool {
	return g.keeps(f) && slices.Contains(f.Kinds, k)
}

// Fills reports whether the field and o fill the same member of Inputs
// (dealer:, banker: and east: all fill RoleHolder).
func (f *InputField) Fills(o *InputField) bool {
	var in Inputs
	return f.of(&in) == o.of(&in)
}

// Get returns the field's value in in as text, as an answer is typed at
// the table: a name or words as they are, "true" for a Flag that is set
// and "" for one that is not. A PlayerHands field holds a hand for each
// player, not one text: Get returns "" (see Inputs.Losers, Inputs.Hands).
func (f *InputField) Get(in *Inputs) string {
	switch p := f.of(in).(type) {
	case *string:
		return *p
	case *bool:
		if *p {
			return "true"
		}
	}
	return ""
}

// Set sets the field in in from s, as Get returns it: a name or words as
// they are (a name is checked against the players when the record is
// written); "true" sets a Flag, "false" or "" unsets it. It refuses any
// other value of a Flag, and a PlayerHands field, which has no one text.
func (f *InputField) Set(in *Inputs, s string) error {
	switch p := f.of(in).(type) {
	case *string:
		*p = s
	case *bool:
		if s != "true" && s != "false" && s != "" {
			return words.Errorf("ledger", "%s is true or false, not %s", f.Key, words.Quote(s))
		}
		*p = s == "true"
	default:
		return words.Errorf("ledger", "%s holds a hand for each player, not one text", f.Key)
	}
	return nil
}

// Hands returns a PlayerHands field's entries in in, in the order
// written; nil for a field of another kind.
func (f *InputField) Hands(in *Inputs) []NamedHand {
	if p, ok := f.of(in).(*[]NamedHand); ok {
		return *p
	}
	return nil
}

// SetHands sets a PlayerHands field in in to hs; it refuses a field of
// another kind, which holds one text.
func (f *InputField) SetHands(in *Inputs, hs []NamedHand) error {
	p, ok := f.of(in).(*[]NamedHand)
	if !ok {
		return words.Errorf("ledger", "%s holds one text, not a hand for each player", f.Key)
	}
	*p = hs
	return nil
}

// WrittenInputs returns the fields of in written in a record of game g:
// each field of g that is set, in the order of the descriptions; then
// what is set that g has no field for, under the first field that holds
// it, for the reading back to refuse.
func (g Game) WrittenInputs(in *Inputs) []InputField {
	var written []*InputField
	write := func(ok func(f *InputField) bool) {
		for _, f := range inputFields {
			if ok(f) && !f.isZero(in) && !slices.ContainsFunc(written, f.Fills) {
				written = append(written, f)
			}
		}
	}
	write(g.keeps)
	write(func(*InputField) bool { return true })
	out := make([]InputField, len(written))
	for i, f := range written {
		out[i] = *f
	}
	return out
}

// Of returns the member of in the field fills: a *string for a
// PlayerName or Text, a *bool for a Flag, a *[]NamedHand for PlayerHands.
func (f *InputField) Of(in *Inputs) any { return f.of(in) }

// LineIn returns where lines keep the line of the field's value, nil when
// they keep none.
func (f *InputField) LineIn(lines *RecordLines) *int {
	if f.line == nil {
		return nil
	}
	return f.line(lines)
}

// isZero reports whether the field is unset in in: an empty name or text,
// false, no entries.
func (f *InputField) isZero(in *Inputs) bool {
	switch p := f.of(in).(type) {
	case *string:
		return *p == ""
	case *bool:
		return !*p
	case *[]NamedHand:
		return len(*p) == 0
	}
	return true // no member: TestInputFieldsFillTheirKind keeps this unreached
}

// clear unsets the field in in.
func (f *InputField) clear(in *Inputs) {
	switch p := f.of(in).(type) {
	case *string:
		*p = ""
	case *bool:
		*p = false
	case *[]NamedHand:
		*p = nil
	}
}
