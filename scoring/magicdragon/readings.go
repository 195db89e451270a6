package magicdragon

import "github.com/dragon-tools/dragon/scoring/claim"

// The ids of the readings of the Magic Dragon rulebook that a claim may
// take, as docs/rules/magic-dragon.md lists them.
const (
	TableI              claim.DepartureKind = "table-i"
	AllNaturalNoBeggars claim.DepartureKind = "all-natural-no-beggars"
	MissingInPlay       claim.DepartureKind = "missing-in-play"
)

// Choices are Magic Dragon's readings a table may claim: where the
// rulebook is silent or says two things, what the program counts and the
// alternative. Each is held in a field of the ruleset of its own (the
// units, the decisions); the claim search reads each the other way. The
// rulebook's other silences (docs/rules/magic-dragon.md) decide no figure
// a claim could state, or cannot be read otherwise without the scoring of
// units changing, and are documented only.
var Choices = []claim.Choice{
	{ID: TableI, Text: "Table I and the worked examples VII-3 C, D and E, whose printed totals leave out a unit Table I awards",
		Program: "Table I: four seasons and all flushes counted", Alternative: "the examples' printed totals, without four seasons or all flushes",
		Field: "units: four-seasons and all-flushes (their points, or the versions that allow them)"},
	{ID: AllNaturalNoBeggars, Text: "all natural (a hand complete from the setup) and group B, which the rulebook ties to the last tile",
		Program: "all natural earns no beggars (5): no discard was used", Alternative: "all natural earns nothing in group B",
		Field: "decisions: all_natural_no_beggars: false"},
	{ID: MissingInPlay, Text: "missing tooth and teeth (a suit absent) in the three-player game with a suit removed",
		Program: "only the suits in play can be missing", Alternative: "the removed suit counts as missing",
		Field: "decisions: missing_among_suits_in_play: false"},
}

// decisionGames returns g with each decision that touches the win read
// the other way, and the departure that reads it so: all natural for an
// all-natural hand, the suits in play at a table with a suit removed.
func (g *Game) decisionGames(w Win) ([]*Game, []claim.Departure, error) {
	var games []*Game
	var deps []claim.Departure
	for _, d := range []struct {
		id      claim.DepartureKind
		touches bool
		flip    func(*Decisions)
		now     bool
	}{
		{AllNaturalNoBeggars, w.AllNatural, func(d *Decisions) { d.AllNaturalNoBeggars = !d.AllNaturalNoBeggars }, g.Rules.Decisions.AllNaturalNoBeggars},
		{MissingInPlay, g.Table.WithoutSuit != "", func(d *Decisions) { d.MissingAmongSuitsInPlay = !d.MissingAmongSuitsInPlay }, g.Rules.Decisions.MissingAmongSuitsInPlay},
	} {
		if !d.touches {
			continue
		}
		r := *g.Rules
		d.flip(&r.Decisions)
		other, err := NewGame(&r, g.Version.Name, g.Table)
		if err != nil {
			return nil, nil, err
		}
		games = append(games, other)
		deps = append(deps, Choices[claim.Index(Choices, d.id)].Departure(!d.now, ""))
	}
	return games, deps, nil
}
