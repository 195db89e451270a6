package rulesets

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sync"
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

// read reads the ruleset file at path. It must be a regular file: a
// directory is no ruleset, and a device such as /dev/zero never ends.
func read(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("rulesets: %s: no such ruleset file", path)
		}
		// The path once, not Go's "open PATH: …" after it.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("rulesets: %s: %w", path, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && !fi.Mode().IsRegular() {
		what := "a special file"
		if fi.IsDir() {
			what = "a directory"
		}
		return nil, fmt.Errorf("rulesets: %s is %s, not a ruleset file; give the path of a YAML ruleset", path, what)
	}
	return io.ReadAll(f)
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
