// The store decodes each mapping of the file whose fields are fixed (the
// top level, money:, a record) into a struct that declares them.

package ledger

import (
	"reflect"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// headerYAML is the top level of a ledger file, its fields in the order
// written.
type headerYAML struct {
	Version *yaml.Node `yaml:"version"`
	Game    *yaml.Node `yaml:"game"`
	Players *yaml.Node `yaml:"players"`
	Rules   *yaml.Node `yaml:"rules"`
	Money   *yaml.Node `yaml:"money"`
	Hands   *yaml.Node `yaml:"hands"`
}

// moneyYAML is money:, the play money a player starts with.
type moneyYAML struct {
	Start *yaml.Node `yaml:"start"`
	Bills *yaml.Node `yaml:"bills"`
}

// recordYAML is one record under hands:, its fields in the order written.
type recordYAML struct {
	At        *yaml.Node `yaml:"at"`
	Kind      *yaml.Node `yaml:"kind"`
	Inputs    *yaml.Node `yaml:"inputs"`
	Transfers *yaml.Node `yaml:"transfers"`
	Scores    *yaml.Node `yaml:"scores"`
	Voids     *yaml.Node `yaml:"voids"`
	From      *yaml.Node `yaml:"from"`
	To        *yaml.Node `yaml:"to"`
	Seats     *yaml.Node `yaml:"seats"`
	Note      *yaml.Node `yaml:"note"`
}

// decodeFields sets the fields of *v, a struct of *yaml.Node fields such
// as recordYAML, from mapping n, what names it in messages: each field to
// the value of the key its yaml tag names, nil when n has none. A key of
// no field is an error at its line naming the nearest field
// (yamlfile.Fields).
func decodeFields[T any](f string, n *yaml.Node, what string, v *T) *yamlfile.Error {
	s := reflect.ValueOf(v).Elem()
	keys := make([]string, s.NumField())
	for i := range keys {
		keys[i] = s.Type().Field(i).Tag.Get("yaml")
	}
	m, e := yamlfile.Fields(f, n, what, keys...)
	if e != nil {
		return e
	}
	for i, k := range keys {
		s.Field(i).Set(reflect.ValueOf(m[k]))
	}
	return nil
}
