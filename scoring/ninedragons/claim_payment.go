package ninedragons

import "github.com/dragon-tools/dragon/scoring/claim"

// CheckPayment checks a claim of the chips one player pays for the win w
// settled s (the winner: the chips he receives), and when it disagrees
// looks for the readings of the rules (Choices, read the other way, one
// or two) that give exactly the claim: a reading of points changes the
// band, nine pieces and twelve pieces change who pays. s.Hand and
// s.Points are taken from w and its score. An error is one Score or
// Settle would give, or a name not at the table.
func (g *Game) CheckPayment(w Win, s Settlement, name string, n int) (claim.Verdict, error) {
	res, err := g.Score(w)
	if err != nil {
		return claim.Verdict{}, err
	}
	s.Hand, s.Points = w.Hand, res.Points
	pay, err := g.Settle(s)
	if err != nil {
		return claim.Verdict{}, err
	}
	if err := checkPlayer(s.Players, "", name, "the player the claim is for"); err != nil {
		return claim.Verdict{}, err
	}
	rules := abs(pay.Transfers[name])
	if n == rules {
		return claim.Check(n, rules, nil), nil
	}
	stakes, _ := checkStakes(s.Stakes)
	var found []claim.Reading
	try := func(ids ...int) {
		other := g
		var deps []claim.Departure
		for _, i := range ids {
			other = other.readOtherWay(i)
			deps = append(deps, Choices[i].Departure(g.Rules.reads(i), ""))
		}
		alt, err := other.score(w)
		if err != nil {
			return
		}
		t := s
		t.Points = alt.Points
		l, err := other.liability(&t, false)
		if err != nil {
			return
		}
		p := other.pay(&t, stakes, l)
		if abs(p.Transfers[name]) == n {
			found = append(found, claim.Reading{Points: n, Departures: deps, Differences: paymentDifferences(s.Players, pay, p)})
		}
	}
	for i := range numReadings {
		try(i)
		for j := i + 1; j < numReadings; j++ {
			try(i, j)
		}
	}
	return claim.Check(n, rules, found), nil
}

// paymentDifferences says, player by player in seat order, how much more
// (+) or less (−) each pays, or the winner receives, under b than under a.
func paymentDifferences(players []string, a, b *Payments) []claim.Difference {
	var out []claim.Difference
	for _, p := range players {
		if d := abs(b.Transfers[p]) - abs(a.Transfers[p]); d != 0 {
			what := "'s payment"
			if p == a.Winner {
				what = "'s winnings"
			}
			out = append(out, claim.Difference{Item: p + what, Points: d})
		}
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
