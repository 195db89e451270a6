package ninedragons

// FalseDeclaration returns the transfers when declarer wrongly declares a
// win: the hand ends and he pays each opponent the ruleset's chips (128)
// times the stakes.
func (g *Game) FalseDeclaration(ps []string, declarer string, stakes int) (map[string]int, error) {
	if err := checkTable(ps, declarer, "the false declarer"); err != nil {
		return nil, err
	}
	stakes, err := checkStakes(stakes)
	if err != nil {
		return nil, err
	}
	each := g.Rules.FalseDeclaration * stakes
	out := map[string]int{}
	for _, p := range ps {
		out[p] = each
	}
	out[declarer] = -each * (len(ps) - 1)
	return out, nil
}
