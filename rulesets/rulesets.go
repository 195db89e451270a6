// Package rulesets holds the rules of every game as data (*.yaml, embedded
// in the binary) and loads a table's own ruleset from a file, checking it
// and reporting any problem as FILE:LINE.
package rulesets

import (
	_ "embed"
	"errors"
	"slices"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

//go:embed magic-dragon.yaml
var magicDragonYAML []byte

// MagicDragonYAML returns the embedded default Magic Dragon ruleset, the
// starting point for a table's own.
func MagicDragonYAML() []byte { return append([]byte(nil), magicDragonYAML...) }

// MagicDragon returns the default Magic Dragon ruleset: the embedded file
// as Go data (magic_dragon_gen.go), so that scoring a hand parses no YAML
// at start-up; TestBuiltinMagicDragonIsTheFile keeps the two the same.
// Each caller gets its own copy, free to change.
func MagicDragon() (*magicdragon.Rules, error) {
	return cloneMagicDragon(magicDragonRules), nil
}

//go:generate go run ./internal/gen

// cloneMagicDragon returns a copy of r that shares nothing with it.
func cloneMagicDragon(r *magicdragon.Rules) *magicdragon.Rules {
	c := *r
	c.Units = slices.Clone(r.Units)
	c.Ultimate = slices.Clone(r.Ultimate)
	c.Versions = slices.Clone(r.Versions)
	for i := range c.Versions {
		c.Versions[i].Units = slices.Clone(c.Versions[i].Units)
	}
	return &c
}

// LoadMagicDragon reads a Magic Dragon ruleset from a file.
func LoadMagicDragon(path string) (*magicdragon.Rules, error) { return load(path, ParseMagicDragon) }

type magicFile struct {
	Game           string        `yaml:"game"`
	Name           string        `yaml:"name"`
	DefaultVersion string        `yaml:"default_version"`
	Ultimate       []string      `yaml:"ultimate"`
	Decisions      magicDecision `yaml:"decisions"`
	Units          []magicUnit   `yaml:"units"`
	Versions       []magicVer    `yaml:"versions"`
}

type magicDecision struct {
	AllNaturalNoBeggars     bool `yaml:"all_natural_no_beggars"`
	MissingAmongSuitsInPlay bool `yaml:"missing_among_suits_in_play"`
}

type magicUnit struct {
	ID        string `yaml:"id"`
	Group     string `yaml:"group"`
	Name      string `yaml:"name"`
	Points    int    `yaml:"points"`
	Bonus     int    `yaml:"bonus"`
	Condition string `yaml:"condition"`
}

type magicVer struct {
	Name        string   `yaml:"name"`
	Title       string   `yaml:"title"`
	Drawn       int      `yaml:"drawn"`
	Dead        int      `yaml:"dead"`
	Units       []string `yaml:"units"`
	FlatPayment int      `yaml:"flat_payment"`
	Minimum     int      `yaml:"minimum"`
}

// ParseMagicDragon reads a Magic Dragon ruleset; file names it in errors.
func ParseMagicDragon(file string, data []byte) (*magicdragon.Rules, error) {
	var f magicFile
	root, err := decode(file, data, &f, magicGame)
	if err != nil {
		return nil, err
	}
	doc := root.Content[0]
	r := &magicdragon.Rules{
		Name:           f.Name,
		DefaultVersion: f.DefaultVersion,
		Ultimate:       f.Ultimate,
		Decisions: magicdragon.Decisions{
			AllNaturalNoBeggars:     f.Decisions.AllNaturalNoBeggars,
			MissingAmongSuitsInPlay: f.Decisions.MissingAmongSuitsInPlay,
		},
	}
	for _, u := range f.Units {
		r.Units = append(r.Units, magicdragon.UnitDef(u))
	}
	for _, v := range f.Versions {
		r.Versions = append(r.Versions, magicdragon.Version(v))
	}
	if err := r.Validate(); err != nil {
		return nil, yamlfile.At(file, ruleNode(doc, err), "%v", err)
	}
	return r, nil
}

// ruleNode finds the node a game's Validate error is about: the part of
// the ruleset, the entry within it and the field within that, as far as
// the error names them; the document for the ruleset as a whole.
func ruleNode(doc *yaml.Node, err error) *yaml.Node {
	var re *rulecheck.Error
	if !errors.As(err, &re) || re.Part == "" {
		return doc
	}
	at := field(doc, re.Part)
	if ns := items(at); re.Index < len(ns) {
		at = ns[re.Index]
	}
	if re.Key != "" {
		at = field(at, re.Key)
	}
	return at
}

// field returns the value node of key in mapping m, or m itself when the
// key is absent (so an error still has a line).
func field(m *yaml.Node, key string) *yaml.Node {
	if m.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == key {
				return m.Content[i+1]
			}
		}
	}
	return m
}

// items returns the element nodes of sequence n.
func items(n *yaml.Node) []*yaml.Node {
	if n.Kind == yaml.SequenceNode {
		return n.Content
	}
	return nil
}
