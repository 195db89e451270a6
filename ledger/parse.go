package ledger

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger/books"
	"gopkg.in/yaml.v3"
)

// Ledger is a parsed ledger file: its books, and what the store keeps of
// the file to append to it.
type Ledger struct {
	books.Book

	data []byte
	// root is the document node, hands the value of hands: and handsKey
	// the key node "hands": kept only by a ledger read to be appended to
	// through its nodes (see parse and withRecord), else nil.
	root, hands, handsKey *yaml.Node
	// plan is how a record is appended to the file.
	plan appendPlan
}

// Load reads and checks the ledger at path. A ledger with problems other
// than warnings is an error of type Problems; warnings are returned with
// the ledger (Ledger.Warnings).
func Load(path string) (*Ledger, error) {
	data, err := Read(path)
	if err != nil {
		return nil, err
	}
	return LoadBytes(path, data)
}

// Parse reads a ledger from data; file names it in messages. It returns the
// ledger and every problem it finds without recomputing scores: syntax and
// structure, names, sums, the rotation written in the records, and money
// below zero (a warning). The ledger is nil when the file cannot be read
// far enough to replay it. Parse never panics, whatever the bytes.
func Parse(file string, data []byte) (*Ledger, books.Problems) { return parse(file, data, false) }

// parse reads a ledger as Parse does. Each record's nodes are let go as
// soon as it is read, so that a season's records and its node tree are
// not held at once, unless forAppend and a record can only be appended by
// writing the document out from the file's own nodes (see withRecord):
// then the ledger keeps them.
func parse(file string, data []byte, forAppend bool) (*Ledger, books.Problems) {
	ps := &problems{books.Found{File: file}}
	root, err := yamlfile.Parse(file, data)
	if err != nil {
		if ye, ok := err.(*yamlfile.Error); ok {
			ps.add(ye)
		} else {
			ps.at(nil, "", "%v", err)
		}
		return nil, ps.Finish(data)
	}
	l := &Ledger{Book: books.Book{File: file}, data: data, root: root}
	if !l.header(ps) {
		return nil, ps.Finish(data)
	}
	keep := forAppend && !l.plan.Splice
	l.records(ps, keep)
	if !keep {
		l.root, l.hands, l.handsKey = nil, nil, nil
	}
	return l, ps.Finish(data)
}

// maxHeader is the most of a file ReadHeader reads: a header is a few
// hundred bytes, comments and all.
const maxHeader = 64 << 10

// ReadHeader reads the header of the ledger at path, and nothing after it:
// the game, the players and the rules, for what must be quick whatever the
// size of the ledger (shell completion). It reads up to the line hands:,
// which a ledger has after its header as dragon writes it; a ledger laid
// out otherwise, or whose header has a problem, is an error.
func ReadHeader(path string) (*books.Header, error) {
	f, err := openRegular(path, path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxHeader))
	if err != nil {
		return nil, fileError(path, err)
	}
	end := -1
	if bytes.HasPrefix(data, []byte("hands:")) {
		end = 0
	} else if i := bytes.Index(data, []byte("\nhands:")); i >= 0 {
		end = i + 1
	}
	if end < 0 {
		return nil, fmt.Errorf("%s: no hands: line in its first %d KB, so it is not a ledger as dragon writes it", path, maxHeader>>10)
	}
	l, ps := Parse(path, append(data[:end:end], "hands:\n"...))
	if errs := ps.Errors(); len(errs) > 0 {
		return nil, errs
	}
	return &l.Header, nil
}

// Read returns the bytes of the ledger file at path, read as Load reads
// them (a regular file, within the size a ledger may have), for a caller
// that keeps what it works out of them by their digest.
func Read(path string) ([]byte, error) { return readFile(path, path) }

// LoadBytes is Load of data, the bytes Read returned from path.
func LoadBytes(path string, data []byte) (*Ledger, error) {
	l, ps := Parse(path, data)
	if errs := ps.Errors(); len(errs) > 0 {
		return nil, errs
	}
	return l, nil
}

// Check reads the ledger at path and returns every problem in it (see
// CheckData). The error is for a file that cannot be read at all.
func Check(path string, auditors books.Auditors) (books.Problems, error) {
	data, err := readFile(path, path)
	if err != nil {
		return nil, err
	}
	return CheckData(path, data, auditors), nil
}

// CheckData returns every problem in a ledger: what Parse finds, and, when
// auditors has one for the ledger's game, every hand in force (not voided)
// whose stored transfers differ from its recomputation. An empty result
// means the ledger is sound.
func CheckData(file string, data []byte, auditors books.Auditors) books.Problems {
	l, ps := Parse(file, data)
	if l != nil {
		ps = books.MergeProblems(ps, l.Stuck(data, time.Now()))
	}
	if l == nil || auditors[l.Header.Game] == nil {
		return ps
	}
	// Parse has let go of the node tree, most of the memory it held, but
	// the heap still holds what it has not collected of it: for a file
	// large enough to matter, collect it now, or the audit's garbage would
	// pile up on top of it before the next collection.
	if len(data) > largeLedger {
		runtime.GC()
	}
	return books.MergeProblems(ps, l.Audit(auditors[l.Header.Game]))
}
