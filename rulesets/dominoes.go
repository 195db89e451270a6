package rulesets

import (
	_ "embed"
	"slices"

	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/scoring/dominoes"
)

//go:embed dancing-dragons.yaml
var dancingDragonsYAML []byte

// DancingDragons returns the default Dancing Dragons ruleset: the deals
// and the doubling.
// It is parsed once; each caller gets a copy.
func DancingDragons() (*dominoes.Rules, error) { return dancingDragonsRules() }

var dancingDragonsRules = builtin(dominoesGame.file, dancingDragonsYAML, ParseDancingDragons, func(r *dominoes.Rules) *dominoes.Rules {
	c := *r
	c.Deals = slices.Clone(r.Deals)
	return &c
})

// LoadDancingDragons reads a table's own Dancing Dragons ruleset from a
// file.
func LoadDancingDragons(path string) (*dominoes.Rules, error) { return load(path, ParseDancingDragons) }

type dominoesFile struct {
	Game     string            `yaml:"game"`
	Name     string            `yaml:"name"`
	Deals    []dominoesDeal    `yaml:"deals"`
	Doubling int               `yaml:"doubling"`
	Readings map[string]string `yaml:"readings"`
}

type dominoesDeal struct {
	Players int `yaml:"players"`
	Tiles   int `yaml:"tiles"`
}

// ParseDancingDragons reads a Dancing Dragons ruleset; file names it in
// errors.
func ParseDancingDragons(file string, data []byte) (*dominoes.Rules, error) {
	var f dominoesFile
	root, err := decode(file, data, &f, dominoesGame)
	if err != nil {
		return nil, err
	}
	doc := root.Content[0]
	alts, err := readingsOf(file, doc, f.Readings, dominoes.Choices)
	if err != nil {
		return nil, err
	}
	r := &dominoes.Rules{Name: f.Name, Doubling: dominoes.Doubling(f.Doubling), Alternatives: alts}
	for _, d := range f.Deals {
		r.Deals = append(r.Deals, dominoes.Deal(d))
	}
	if err := r.Validate(); err != nil {
		return nil, yamlfile.At(file, ruleNode(doc, err), "%v", err)
	}
	return r, nil
}
