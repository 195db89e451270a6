package rulesets

import (
	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// readingsOf reads the "readings:" section of a ruleset (given, each
// reading's id and the choice the table plays) against the game's list of
// readings; an error points at the reading's line.
func readingsOf(file string, doc *yaml.Node, given map[string]string, choices []claim.Choice) (claim.Alternatives, error) {
	a, err := claim.ParseReadings(choices, given)
	if err != nil {
		return 0, yamlfile.At(file, ruleNode(doc, err), "%v", err)
	}
	return a, nil
}
