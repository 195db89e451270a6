// The store reports a problem at a node of the file's YAML, or one that
// internal/yamlfile found, with the books' problems.

package ledger

import (
	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger/books"
	"gopkg.in/yaml.v3"
)

// problems collects the problems found while a file is read: the books'
// (Found), and those at the nodes of its YAML.
type problems struct{ books.Found }

// at records a problem at node n (nil for no line).
func (ps *problems) at(n *yaml.Node, fix, format string, args ...any) {
	line := 0
	if n != nil {
		line = n.Line
	}
	ps.At(line, fix, format, args...)
}

// add records a yamlfile error.
func (ps *problems) add(e *yamlfile.Error) {
	if e == nil {
		return
	}
	ps.Add(&books.Problem{File: e.File, Line: e.Line, Msg: e.Msg, Fix: e.Fix, Severity: books.Error})
}
