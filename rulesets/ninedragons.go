package rulesets

import (
	_ "embed"
	"slices"

	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

//go:embed nine-dragons.yaml
var nineDragonsYAML []byte

// NineDragons returns the Nine Dragons ruleset: the points table and the
// chips chart. It is parsed once (the ledger's audit asks for it for every
// recorded win); each caller gets a copy.
func NineDragons() (*ninedragons.Rules, error) { return nineDragonsRules() }

var nineDragonsRules = builtin(nineGame.file, nineDragonsYAML, ParseNineDragons, func(r *ninedragons.Rules) *ninedragons.Rules {
	c := *r
	c.Items = slices.Clone(r.Items)
	c.Chart = slices.Clone(r.Chart)
	c.Minimums = slices.Clone(r.Minimums)
	// Validate indexes the copy's own items; r passed it, so c does.
	_ = c.Validate()
	return &c
})

// LoadNineDragons reads a table's own Nine Dragons ruleset from a file:
// its points, its chart and the readings it plays.
func LoadNineDragons(path string) (*ninedragons.Rules, error) { return load(path, ParseNineDragons) }

type nineFile struct {
	Game             string            `yaml:"game"`
	Name             string            `yaml:"name"`
	Items            []nineItem        `yaml:"items"`
	Chart            []nineBand        `yaml:"chart"`
	DiscarderPays    int               `yaml:"discarder_pays"`
	SelfPickPays     int               `yaml:"self_pick_pays"`
	FalseDeclaration int               `yaml:"false_declaration"`
	Minimums         []int             `yaml:"minimums"`
	Readings         map[string]string `yaml:"readings"`
}

type nineItem struct {
	ID        string `yaml:"id"`
	Name      string `yaml:"name"`
	Points    int    `yaml:"points"`
	Condition string `yaml:"condition"`
}

// nineBand is a line of the chart; no "to" means no upper end.
type nineBand struct {
	From  int    `yaml:"from"`
	To    *int   `yaml:"to"`
	Chips int    `yaml:"chips"`
	Name  string `yaml:"name"`
}

// ParseNineDragons reads a Nine Dragons ruleset; file names it in errors.
func ParseNineDragons(file string, data []byte) (*ninedragons.Rules, error) {
	var f nineFile
	root, err := decode(file, data, &f, nineGame)
	if err != nil {
		return nil, err
	}
	doc := root.Content[0]
	alts, err := readingsOf(file, doc, f.Readings, ninedragons.Choices)
	if err != nil {
		return nil, err
	}
	r := &ninedragons.Rules{Name: f.Name, DiscarderFactor: f.DiscarderPays, SelfPickFactor: f.SelfPickPays,
		FalseDeclaration: f.FalseDeclaration, Minimums: f.Minimums, Alternatives: alts}
	for _, it := range f.Items {
		r.Items = append(r.Items, ninedragons.ItemDef(it))
	}
	for _, b := range f.Chart {
		band := ninedragons.Band{Min: b.From, Open: b.To == nil, Chips: b.Chips, Name: b.Name}
		if b.To != nil {
			band.Max = *b.To
		}
		r.Chart = append(r.Chart, band)
	}
	if err := r.Validate(); err != nil {
		return nil, yamlfile.At(file, ruleNode(doc, err), "%v", err)
	}
	return r, nil
}
