package rulesets

import (
	_ "embed"

	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/scoring/mac"
)

//go:embed mac-i.yaml
var macYAML []byte

// MAC returns the default MAC I ruleset: the fishing values, the points
// and the reading of a catch. It is parsed once; each caller gets a copy.
func MAC() (*mac.Rules, error) { return macRules() }

var macRules = builtin(macGame.file, macYAML, ParseMAC, func(r *mac.Rules) *mac.Rules {
	c := *r
	return &c
})

// LoadMAC reads a table's own MAC I ruleset from a file.
func LoadMAC(path string) (*mac.Rules, error) { return load(path, ParseMAC) }

type macFile struct {
	Game     string            `yaml:"game"`
	Name     string            `yaml:"name"`
	Values   macValues         `yaml:"values"`
	Points   macPoints         `yaml:"points"`
	Catch    string            `yaml:"catch"`
	Readings map[string]string `yaml:"readings"`
}

type macValues struct {
	Wind        int `yaml:"wind"`
	GreenDragon int `yaml:"green_dragon"`
	FengShui    int `yaml:"feng_shui"`
}

type macPoints struct {
	Suit        int `yaml:"suit"`
	Wind        int `yaml:"wind"`
	GreenDragon int `yaml:"green_dragon"`
	FengShui    int `yaml:"feng_shui"`
}

// macReadings are the readings of a catch a ruleset may name.
var macReadings = map[string]mac.Reading{"bait-and-pond": mac.BaitAndPond, "pond-only": mac.PondOnlyToo}

// ParseMAC reads a MAC I ruleset; file names it in errors.
func ParseMAC(file string, data []byte) (*mac.Rules, error) {
	var f macFile
	root, err := decode(file, data, &f, macGame)
	if err != nil {
		return nil, err
	}
	doc := root.Content[0]
	reading, ok := macReadings[f.Catch]
	if !ok {
		return nil, yamlfile.At(file, field(doc, "catch"), "catch is %q; write bait-and-pond or pond-only", f.Catch)
	}
	alts, err := readingsOf(file, doc, f.Readings, mac.Choices)
	if err != nil {
		return nil, err
	}
	r := &mac.Rules{Name: f.Name, Values: mac.Values(f.Values), Points: mac.Points(f.Points), Catch: reading, Alternatives: alts}
	if err := r.Validate(); err != nil {
		return nil, yamlfile.At(file, ruleNode(doc, err), "%v", err)
	}
	return r, nil
}
