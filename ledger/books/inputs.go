package books

import (
	"maps"
	"slices"

	"github.com/dragon-tools/dragon/internal/words"
)

// Inputs are the facts a hand was scored from, as typed at the table: the
// core every game draws on as members, and the answers only a game has
// in Own. Which fields a record may hold depends on the game and kind:
// inputFields describes each field of the core once, a game's Books its
// own (Books.Own), and the ledger reads and writes them all by walking
// those descriptions (see Game.Inputs).
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
	// scored from them all, written under the game's own field of them
	// (Dancing Dragons' discards:, MAC I's fished:; see HandsField).
	Hands []NamedHand
	// RoleHolder is who held the game's role when the hand was played
	// (Magic Dragon: the dealer; Q Mahjongg: the banker; Nine Dragons:
	// East), as the rotation gives it. Written as dealer:, banker: or
	// east: after the game.
	RoleHolder string
	// Offender is who pays a penalty.
	Offender string
	// Own are the answers only the game has, the values of the fields
	// its Books declare (Books.Own) by key: a name or words as typed,
	// "true" for a Flag that is set. An answer not given, or a Flag not
	// set, is not there. A game reads its own through accessors of its
	// own, and the ledger through the fields' Get and Set.
	Own map[string]string
}

// SetOwn files the game's own answer key in in as typed: "" takes it out.
// InputField.Set checks a value against its field's kind first.
func (in *Inputs) SetOwn(key, v string) {
	if v == "" {
		delete(in.Own, key)
		return
	}
	if in.Own == nil {
		in.Own = map[string]string{}
	}
	in.Own[key] = v
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
// file, what it holds, which kinds of record may hold it, and where in
// Inputs its value is. A field of the core (inputFields) fills a member
// of Inputs, and a game's Books name those its records hold; a game's own
// field (Books.Own) is declared by the game and holds its value in
// Inputs.Own, or, for PlayerHands, every player's part in Inputs.Hands.
// The reader and the writer of the ledger both walk these descriptions,
// so a game's input is one more description in its Books, and the games
// read and write their answers through Get and Set.
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

	// Check, when given, says what is wrong with the field's value v (as
	// Get gives it) in a session played by rules r, and how to put it
	// right; "" when nothing is. The reader of the ledger asks it of
	// every value set.
	Check func(r Rules, v string) (wrong, fix string)

	// of is the member of Inputs a field of the core fills: a *string for
	// a PlayerName or Text, a *bool for a Flag, a *[]NamedHand for
	// PlayerHands; nil for a game's own field.
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

// inputFields are the input fields of the core, in the order a record is
// written: who won and how; then, before ownBefore, what the game adds
// (its Books' Own); then who paid and the rotation's role.
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
	{Key: "offender", Kind: PlayerName, Kinds: penalties, Help: "who pays the penalty",
		of: func(in *Inputs) any { return &in.Offender }},
	{Key: "dealer", Kind: PlayerName, Kinds: handKinds, Help: "the dealer the hand was played under",
		of: func(in *Inputs) any { return &in.RoleHolder }, line: func(l *RecordLines) *int { return &l.Role }},
	{Key: "banker", Kind: PlayerName, Kinds: handKinds, Help: "the banker (East) the hand was played under",
		of: func(in *Inputs) any { return &in.RoleHolder }, line: func(l *RecordLines) *int { return &l.Role }},
	{Key: "east", Kind: PlayerName, Kinds: handKinds, Help: "East when the hand was played",
		of: func(in *Inputs) any { return &in.RoleHolder }, line: func(l *RecordLines) *int { return &l.Role }},
}

// ownBefore is the key of the core field a game's own fields are written
// before.
const ownBefore = "offender"

// InputFields returns the description of every field of the core, in the
// order a record is written; a game's own are its Books'.
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

// InputField returns the field key that a record of kind k may hold in
// game g, and whether there is one.
func (g Game) InputField(k Kind, key string) (InputField, bool) {
	if g.Allows(k) {
		for f := range g.fields {
			if f.Key == key && slices.Contains(f.Kinds, k) {
				return *f, true
			}
		}
	}
	return InputField{}, false
}

// inputs are the descriptions of the fields a record of kind k may hold in
// game g.
func (g Game) inputs(k Kind) []*InputField {
	if !g.Allows(k) {
		return nil
	}
	var out []*InputField
	for f := range g.fields {
		if slices.Contains(f.Kinds, k) {
			out = append(out, f)
		}
	}
	return out
}

// fields yields every field game g's records may hold, of any kind, in
// the order a record is written: the core's who won and how, the game's
// own, the core's who paid and the role.
func (g Game) fields(yield func(*InputField) bool) {
	b := g.books()
	for _, f := range inputFields {
		if f.Key == ownBefore {
			for i := range b.Own {
				if !yield(&b.Own[i]) {
					return
				}
			}
		}
		if g.keeps(f) && !yield(f) {
			return
		}
	}
}

// Fills reports whether the field and o fill the same member of Inputs
// (dealer:, banker: and east: all fill RoleHolder; a game's own field of
// one text its own entry of Own).
func (f *InputField) Fills(o *InputField) bool {
	var in Inputs
	p, q := f.member(&in), o.member(&in)
	if p == nil || q == nil {
		return p == nil && q == nil && f.Key == o.Key
	}
	return p == q
}

// member is the member of in the field fills: a *string, *bool or
// *[]NamedHand; nil for a game's own field of one text, whose value is
// in.Own[f.Key].
func (f *InputField) member(in *Inputs) any {
	switch {
	case f.of != nil:
		return f.of(in)
	case f.Kind == PlayerHands:
		return &in.Hands
	}
	return nil
}

// Get returns the field's value in in as text, as an answer is typed at
// the table: a name or words as they are, "true" for a Flag that is set
// and "" for one that is not. A PlayerHands field holds a hand for each
// player, not one text: Get returns "" (see Inputs.Losers, Inputs.Hands).
func (f *InputField) Get(in *Inputs) string {
	switch p := f.member(in).(type) {
	case nil:
		return in.Own[f.Key]
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
	switch {
	case f.Kind == PlayerHands:
		return words.Errorf("ledger", "%s holds a hand for each player, not one text", f.Key)
	case f.Kind == Flag && s != "true" && s != "false" && s != "":
		return words.Errorf("ledger", "%s is true or false, not %s", f.Key, words.Quote(s))
	}
	f.put(in, s)
	return nil
}

// put sets the field in in from s, a value of its kind as Set takes it.
func (f *InputField) put(in *Inputs, s string) {
	switch p := f.member(in).(type) {
	case nil:
		if f.Kind == Flag && s == "false" {
			s = ""
		}
		in.SetOwn(f.Key, s)
	case *string:
		*p = s
	case *bool:
		*p = s == "true"
	}
}

// Hands returns a PlayerHands field's entries in in, in the order
// written; nil for a field of another kind.
func (f *InputField) Hands(in *Inputs) []NamedHand {
	if p, ok := f.member(in).(*[]NamedHand); ok {
		return *p
	}
	return nil
}

// SetHands sets a PlayerHands field in in to hs; it refuses a field of
// another kind, which holds one text.
func (f *InputField) SetHands(in *Inputs, hs []NamedHand) error {
	p, ok := f.member(in).(*[]NamedHand)
	if !ok {
		return words.Errorf("ledger", "%s holds one text, not a hand for each player", f.Key)
	}
	*p = hs
	return nil
}

// WrittenInputs returns the fields of in written in a record of game g:
// each field of g that is set, in the order of the descriptions; then
// what is set that g has no field for, for the reading back to refuse: a
// member of the core under the first field that fills it, an answer of
// Own as text under its key. (Hands no field of g holds are not written,
// and the record is refused for not reading back as it was.)
func (g Game) WrittenInputs(in *Inputs) []InputField {
	var written []*InputField
	write := func(f *InputField) bool {
		if !f.isZero(in) && !slices.ContainsFunc(written, f.Fills) {
			written = append(written, f)
		}
		return true
	}
	g.fields(write)
	for _, f := range inputFields {
		write(f)
	}
	for _, key := range slices.Sorted(maps.Keys(in.Own)) {
		write(&InputField{Key: key, Kind: Text})
	}
	out := make([]InputField, len(written))
	for i, f := range written {
		out[i] = *f
	}
	return out
}

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
	switch p := f.member(in).(type) {
	case nil:
		return in.Own[f.Key] == ""
	case *string:
		return *p == ""
	case *bool:
		return !*p
	case *[]NamedHand:
		return len(*p) == 0
	}
	return true // no other member: TestInputFieldsFillTheirKind keeps this unreached
}
