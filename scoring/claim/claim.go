// Package claim is the vocabulary every game's referee check speaks. The
// rules give one figure; a player who claims another has usually read the
// hand or the rules another way. Each game searches for the readings that
// give exactly the claim, each made of a few departures from the rules;
// this package names what a reading is, what it departs by and what it
// counts otherwise, and keeps the readings with the fewest departures.
// The searches stay in the games: only the words they report in are here.
//
// Most games count whole points (Reading, Verdict); a game whose figures
// can be half, such as Q Mahjongg's Fang, speaks the same words over its
// own figure (ReadingOf[float64], VerdictOf[float64]).
//
// Each game also keeps one list of its readings, the places where its
// rulebook is loose (Choice, choices.go): a ruleset plays them
// (Alternatives), a result names the ones that decided it (Decision), and
// a claim that reads one the other way departs by its id.
package claim

// MaxDepartures bounds the departures from the rules one reading takes.
const MaxDepartures = 2

// Figure is what a game's figures are: whole points, or numbers that can
// be half (0.5 for half Fang), compared exactly.
type Figure interface{ ~int | ~float64 }

// DepartureKind names one way of reading the hand or the rules otherwise;
// each game declares its own kinds.
type DepartureKind string

// Departure is one way a reading departs from the rules, in words.
type Departure struct {
	Kind DepartureKind `json:"kind"`
	Text string        `json:"text"`
}

// DifferenceOf is one item a reading counts otherwise than the rules: +
// for the figure it adds, − for what it drops.
type DifferenceOf[F Figure] struct {
	Item   string `json:"item"`
	Points F      `json:"points"`
}

// Difference is a difference in whole points.
type Difference = DifferenceOf[int]

// ReadingOf is a reading of the rules that gives exactly the claim.
type ReadingOf[F Figure] struct {
	// Points is the figure the reading gives, in the game's unit.
	Points     F           `json:"points"`
	Departures []Departure `json:"departures"`
	// Differences are what the reading counts otherwise than the rules,
	// item by item.
	Differences []DifferenceOf[F] `json:"differences"`
}

// Reading is a reading in whole points.
type Reading = ReadingOf[int]

// VerdictOf is the check of one claim against the rules: the rules'
// figure and the readings that give the claim (none when it agrees, or
// nothing does).
type VerdictOf[F Figure] struct {
	Claim, Rules F
	Readings     []ReadingOf[F]
}

// Verdict is a verdict in whole points.
type Verdict = VerdictOf[int]

// Agrees reports whether the claim is the rules' figure.
func (v VerdictOf[F]) Agrees() bool { return v.Claim == v.Rules }

// Check returns the verdict on claim against the rules' figure rules: of
// the readings found, those that give exactly the claim (Fewest).
func Check[F Figure](claim, rules F, found []ReadingOf[F]) VerdictOf[F] {
	v := VerdictOf[F]{Claim: claim, Rules: rules}
	if !v.Agrees() {
		v.Readings = Fewest(found, claim)
	}
	return v
}

// Fewest returns, in their order, the readings of found that give exactly
// claim with the fewest departures; nil when none gives it.
func Fewest[F Figure](found []ReadingOf[F], claim F) []ReadingOf[F] {
	fewest := -1
	for _, r := range found {
		if r.Points == claim && (fewest < 0 || len(r.Departures) < fewest) {
			fewest = len(r.Departures)
		}
	}
	var out []ReadingOf[F]
	for _, r := range found {
		if r.Points == claim && len(r.Departures) == fewest {
			out = append(out, r)
		}
	}
	return out
}
