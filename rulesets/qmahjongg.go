package rulesets

import (
	_ "embed"

	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

//go:embed q-mahjongg.yaml
var qMahjonggYAML []byte

// QMahjonggYAML returns the embedded default Q Mahjongg ruleset, the
// starting point for a table's own.
func QMahjonggYAML() []byte { return append([]byte(nil), qMahjonggYAML...) }

// QMahjongg returns the default Q Mahjongg ruleset. It is parsed once
// (the ledger's audit asks for it for every recorded win); each caller
// gets a copy.
func QMahjongg() (*qmahjongg.Rules, error) { return qMahjonggRules() }

// A Q Mahjongg ruleset holds values only (TestQMahjonggParsedOnce), so a
// copy of the struct shares nothing with it.
var qMahjonggRules = builtin(qGame.file, qMahjonggYAML, ParseQMahjongg, func(r *qmahjongg.Rules) *qmahjongg.Rules {
	c := *r
	return &c
})

// LoadQMahjongg reads a Q Mahjongg ruleset from a file.
func LoadQMahjongg(path string) (*qmahjongg.Rules, error) { return load(path, ParseQMahjongg) }

type qFile struct {
	Game      string            `yaml:"game"`
	Name      string            `yaml:"name"`
	Limit     int               `yaml:"limit"`
	Stake     int               `yaml:"stake"`
	Classes   []qClass          `yaml:"classes"`
	Additions qAdditions        `yaml:"additions"`
	Specials  qSpecials         `yaml:"specials"`
	Readings  map[string]string `yaml:"readings"`
}

type qClass struct {
	HonourGroups int    `yaml:"honour_groups"`
	Name         string `yaml:"name"`
	Fang         string `yaml:"fang"`
	Condition    string `yaml:"condition"`
}

type qAdditions struct {
	GreenDragon            int `yaml:"green_dragon"`
	SeatWind               int `yaml:"seat_wind"`
	RoundWind              int `yaml:"round_wind"`
	NoWild                 int `yaml:"no_wild"`
	SelfDrawn              int `yaml:"self_drawn"`
	OwnGongReplacement     int `yaml:"own_gong_replacement"`
	DiscardGongReplacement int `yaml:"discard_gong_replacement"`
}

type qSpecials struct {
	BankerFirstDraw    string `yaml:"banker_first_draw"`
	BankerFirstDiscard string `yaml:"banker_first_discard"`
	FiveWilds          string `yaml:"five_wilds"`
}

// ParseQMahjongg reads a Q Mahjongg ruleset; file names it in errors.
func ParseQMahjongg(file string, data []byte) (*qmahjongg.Rules, error) {
	var f qFile
	root, err := decode(file, data, &f, qGame)
	if err != nil {
		return nil, err
	}
	doc := root.Content[0]
	// A Level is small: a limit far out of range must not wrap into it.
	if err := qmahjongg.CheckLimit(f.Limit); err != nil {
		return nil, yamlfile.At(file, ruleNode(doc, err), "%v", err)
	}
	alts, err := readingsOf(file, doc, f.Readings, qmahjongg.Choices)
	if err != nil {
		return nil, err
	}
	r := &qmahjongg.Rules{Name: f.Name, Limit: qmahjongg.Level(f.Limit), Stake: f.Stake,
		Additions: qmahjongg.Additions(f.Additions), Alternatives: alts}
	classes := items(field(doc, "classes"))
	if len(f.Classes) != len(r.Classes) {
		return nil, yamlfile.At(file, field(doc, "classes"), "classes lists %d classes; list three, for 0, 1 and 2 honour groups", len(f.Classes))
	}
	for i, c := range f.Classes {
		l, err := qmahjongg.ParseLevel(c.Fang)
		if err != nil {
			return nil, yamlfile.At(file, field(classes[i], "fang"), "fang: %v", err)
		}
		r.Classes[i] = qmahjongg.Class{Name: c.Name, HonourGroups: c.HonourGroups, Level: l, Condition: c.Condition}
	}
	specials := field(doc, "specials")
	for _, s := range []struct {
		key, text string
		to        *qmahjongg.Level
	}{
		{"banker_first_draw", f.Specials.BankerFirstDraw, &r.Specials.BankerFirstDraw},
		{"banker_first_discard", f.Specials.BankerFirstDiscard, &r.Specials.BankerFirstDiscard},
		{"five_wilds", f.Specials.FiveWilds, &r.Specials.FiveWilds},
	} {
		l, err := qmahjongg.ParseLevel(s.text)
		if err != nil {
			return nil, yamlfile.At(file, field(specials, s.key), "%s: %v", s.key, err)
		}
		*s.to = l
	}
	if err := r.Validate(); err != nil {
		return nil, yamlfile.At(file, ruleNode(doc, err), "%v", err)
	}
	return r, nil
}
