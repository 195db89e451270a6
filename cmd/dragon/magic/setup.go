package magic

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// SetupRules are Magic Dragon's rules as 'dragon setup seats' and 'setup
// yinyang' need them: how many play, the versions, for the tiles each
// player draws, and the suits.
type SetupRules struct{}

// Version returns the version called name ("" for the ruleset's
// default): its name and the tiles each player draws and sets aside. An
// unknown version is an error about --version.
func (SetupRules) Version(rulesetFile, name string) (version string, drawn, dead int, err error) {
	rules, err := loadRules(rulesetFile)
	if err != nil {
		return "", 0, 0, err
	}
	name = strings.ToUpper(name)
	if name == "" {
		name = rules.DefaultVersion
	}
	v, err := rules.Version(name)
	if err != nil {
		return "", 0, 0, fmt.Errorf("--version: %w", err)
	}
	return v.Name, v.Drawn, v.Dead, nil
}

// Players returns the fewest and the most players of a table.
func (SetupRules) Players() (min, max int) { return magicdragon.MinPlayers, magicdragon.MaxPlayers }

// CheckSuit says what is wrong with the suit a three-player table
// removes, or returns nil.
func (SetupRules) CheckSuit(suit string) error {
	return magicdragon.Table{WithoutSuit: strings.ToUpper(suit)}.Validate()
}
