package ledger

import "github.com/dragon-tools/dragon/ledger/books"

// The books' names, as the ledger's callers have always written them
// (ledger.State, ledger.Win): the books are package books, pure, and the
// ledger is the store that reads and writes their file. An alias is the
// books' own type, so a value passes between the two as it is.
type (
	Auditor    = books.Auditor
	Auditors   = books.Auditors
	Books      = books.Books
	FieldKind  = books.FieldKind
	Game       = books.Game
	HandError  = books.HandError
	HandRecord = books.HandRecord
	Header     = books.Header
	InputField = books.InputField
	Inputs     = books.Inputs
	Kind       = books.Kind
	NamedHand  = books.NamedHand
	Payment    = books.Payment
	Problem    = books.Problem
	Problems   = books.Problems
	Recompute  = books.Recompute
	Rule       = books.Rule
	Rulebook   = books.Rulebook
	Rules      = books.Rules
	State      = books.State
	Step       = books.Step
	TimeError  = books.TimeError
)

// The kinds of record.
const (
	Win        = books.Win
	Tie        = books.Tie
	Dead       = books.Dead
	Penalty    = books.Penalty
	Adjustment = books.Adjustment
	Rename     = books.Rename
	Seats      = books.Seats
	Void       = books.Void
)

// The games.
const (
	Magic       = books.Magic
	NineDragons = books.NineDragons
	QMahjongg   = books.QMahjongg
	Dominoes    = books.Dominoes
	MAC         = books.MAC
)

// The kinds of input field, of rule, the rotations and the severities.
const (
	PlayerName  = books.PlayerName
	Text        = books.Text
	Flag        = books.Flag
	PlayerHands = books.PlayerHands

	Switch = books.Switch
	Number = books.Number
	Choice = books.Choice

	ByCycle = books.ByCycle
	ByRound = books.ByRound
	ByMatch = books.ByMatch

	Warning = books.Warning

	FormatVersion = books.FormatVersion
)

// The books' values and functions.
var (
	ErrSkip = books.ErrSkip
	Kinds   = books.Kinds
	Winds   = books.Winds

	AddGame     = books.AddGame
	AllRules    = books.AllRules
	FormatTime  = books.FormatTime
	InputFields = books.InputFields
	ParseGame   = books.ParseGame
	ParseTime   = books.ParseTime
	Players     = books.Players
	Register    = books.Register
	Settle      = books.Settle
	VoidOf      = books.VoidOf
)
