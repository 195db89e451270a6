// Package claim is the vocabulary every game's referee check speaks. The
// rules give one figure; a player who claims another has usually read the
// hand or the rules another way. Each game searches for the readings that
// give exactly the claim, each made of a few departures from the rules;
// this package names what a reading is, what it departs by and what it
// counts otherwise, and keeps the readings with the fewest departures.
// The searches stay in the games: only the words they report in are here.
package claim

// MaxDepartures bounds the departures from the rules one reading takes.
const MaxDepartures = 2

// DepartureKind names one way of reading the hand or the rules otherwise;
// each game declares its own kinds.
type DepartureKind string

// Departure is one way a reading departs from the rules, in words.
type Departure struct {
	Kind DepartureKind `json:"kind"`
	Text string        `json:"text"`
}

// Difference is one item a reading counts otherwise than the rules: + for
// the points it adds, − for those it drops.
type Difference struct {
	Item   string `json:"item"`
	Points int    `json:"points"`
}

// Reading is a reading of the rules that gives exactly the claim.
type Reading struct {
	Points     int         `json:"points"`
	Departures []Departure `json:"departures"`
	// Differences are what the reading counts otherwise than the rules,
	// item by item.
	Differences []Difference `json:"differences"`
}

// Verdict is the check of one claim against the rules: the rules' figure
// and the readings that give the claim (none when it agrees, or nothing
// does).
type Verdict struct {
	Claim, Rules int
	Readings     []Reading
}

// Agrees reports whether the claim is the rules' figure.
func (v Verdict) Agrees() bool { return v.Claim == v.Rules }

// Check returns the verdict on claim against the rules' figure rules: of
// the readings found, those that give exactly the claim (Fewest).
func Check(claim, rules int, found []Reading) Verdict {
	v := Verdict{Claim: claim, Rules: rules}
	if !v.Agrees() {
		v.Readings = Fewest(found, claim)
	}
	return v
}

// Fewest returns, in their order, the readings of found that give exactly
// claim with the fewest departures; nil when none gives it.
func Fewest(found []Reading, claim int) []Reading {
	fewest := -1
	for _, r := range found {
		if r.Points == claim && (fewest < 0 || len(r.Departures) < fewest) {
			fewest = len(r.Departures)
		}
	}
	var out []Reading
	for _, r := range found {
		if r.Points == claim && len(r.Departures) == fewest {
			out = append(out, r)
		}
	}
	return out
}
