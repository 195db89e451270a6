package rulesets

import (
	"errors"
	"io/fs"
	"os"
	"sync"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// load reads a table's own ruleset from the file at path with parse; a
// file that cannot be read is an error naming it.
func load[R any](path string, parse func(file string, data []byte) (R, error)) (R, error) {
	data, err := read(path)
	if err != nil {
		var none R
		return none, err
	}
	return parse(path, data)
}

// maxRulesetSize is far more than any ruleset holds (the built-in ones are
// under 5 KB): a larger file is not a ruleset, and reading it would only
// take the memory of the machine.
const maxRulesetSize = 1 << 20

// read reads the ruleset file at path: a regular file of a ruleset's size,
// never a pipe or a device that would hang or run without end.
func read(path string) ([]byte, error) {
	data, err := yamlfile.ReadFile(path, "ruleset", maxRulesetSize)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return nil, fileError(path, err)
	}
	if err != nil {
		return nil, words.Errorf("rulesets", "%w", err)
	}
	return data, nil
}

// fileError makes an error opening or reading the ruleset at path one
// line that names the file once (not Go's "open PATH: …" after it).
func fileError(path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		if to, lerr := os.Readlink(path); lerr == nil {
			return words.Errorf("rulesets", "%s is a link to %s, which is not there; mend the link, or give the path of the ruleset itself", path, to)
		}
		return words.Errorf("rulesets", "%s: no such ruleset file", path)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return words.Errorf("rulesets", "%s: %w", path, err)
}

// builtin returns the embedded ruleset data, named file in errors, parsed
// once on first use (a command that never asks pays nothing at start-up);
// each caller gets a copy of its own, made by clone.
func builtin[R any](file string, data []byte, parse func(string, []byte) (*R, error), clone func(*R) *R) func() (*R, error) {
	parsed := sync.OnceValues(func() (*R, error) { return parse(file, data) })
	return func() (*R, error) {
		r, err := parsed()
		if err != nil {
			return nil, err
		}
		return clone(r), nil
	}
}
