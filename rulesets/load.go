package rulesets

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sync"
)

// load reads a table's own ruleset from the file at path with parse; a
// file that cannot be read is an error naming it.
func load[R any](path string, parse func(file string, data []byte) (R, error)) (R, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		var none R
		if errors.Is(err, fs.ErrNotExist) {
			return none, fmt.Errorf("rulesets: %s: no such ruleset file", path)
		}
		// The path once, not Go's "open PATH: …" after it.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return none, fmt.Errorf("rulesets: %s: %w", path, err)
	}
	return parse(path, data)
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
