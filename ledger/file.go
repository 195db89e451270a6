package ledger

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// maxLedgerSize is the most a ledger holds: some 25,000 hands with every
// player's tiles, years of a table's Thursdays (a season of 10,000 is
// under 3 MB). Every command reads a ledger in full, and the node tree
// yaml.v3 builds takes some forty times the file: at this size a read
// takes under 500 MB and 3 s (2 s of processor on the machine it was
// measured on); a 47 MB file took 1.9 GB and 17 s. A record that would pass
// it is refused, so a full ledger can still be read, settled and closed.
// A var, so that a test can make a ledger full.
var maxLedgerSize = 8 << 20

// readFile reads the ledger file real, named path in messages. Only a
// regular file of a ledger's size is read: a directory, a device such as
// /dev/zero or a named pipe is refused before it is opened, so that a read
// never hangs or runs without end.
func readFile(path, real string) ([]byte, error) {
	f, err := openRegular(path, real)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpen(path, f)
}

// openRegular opens the ledger file real, named path in messages, once it
// is seen to be a regular file: what is not is refused before it is
// opened.
func openRegular(path, real string) (*os.File, error) {
	if path == "" {
		return nil, errNoName
	}
	fi, err := os.Stat(real)
	if err != nil {
		return nil, fileError(path, err)
	}
	if err := regular(path, fi); err != nil {
		return nil, err
	}
	f, err := os.Open(real)
	if err != nil {
		return nil, fileError(path, err)
	}
	return f, nil
}

// readOpen reads the open ledger file f, named path in messages, refusing
// one larger than a ledger.
func readOpen(path string, f *os.File) ([]byte, error) {
	var b bytes.Buffer
	if fi, err := f.Stat(); err == nil {
		if fi.Size() > int64(maxLedgerSize) {
			return nil, tooLarge(path)
		}
		// Room for the whole file at once, and for the read that finds
		// its end: a season's 3 MB is not copied while it is read.
		b.Grow(int(fi.Size()) + bytes.MinRead)
	}
	if _, err := b.ReadFrom(io.LimitReader(f, int64(maxLedgerSize)+1)); err != nil {
		return nil, fileError(path, err)
	}
	if b.Len() > maxLedgerSize {
		return nil, tooLarge(path)
	}
	return b.Bytes(), nil
}

func tooLarge(path string) error {
	return fmt.Errorf("%s is larger than %d MB, more than a ledger holds (some 25,000 hands), and would take too long to read; keep each season in a ledger of its own ('dragon ledger new'), or give the path of a ledger file", path, maxLedgerSize>>20)
}

// full is the error for a record that would make the ledger at path pass
// the most a ledger holds.
func full(path string) error {
	return fmt.Errorf("%s is full: a record more would pass the %d MB a ledger holds (some 25,000 hands), so nothing was written; settle it and start the next season's ledger with 'dragon ledger new'", path, maxLedgerSize>>20)
}

// errNoName is the error for an empty file name.
var errNoName = errors.New("a ledger needs a file name, such as thursday.yaml")

// regular refuses what is not a regular file.
func regular(path string, fi fs.FileInfo) error { return yamlfile.NotAFile(path, "ledger", fi) }

// writable refuses a ledger its owner has made read-only, or that the
// person running dragon may not write: a record is written by replacing
// the file, which neither the file's mode nor its owner would stop when
// the directory is writable.
func writable(path, real string) error {
	fi, err := os.Stat(real)
	if err != nil {
		return fileError(path, err)
	}
	if fi.Mode().Perm()&0o200 == 0 {
		return fmt.Errorf("%s is read-only, so nothing was written; to add to it, make it writable (chmod u+w %s)", path, path)
	}
	if !canWrite(real) {
		return fmt.Errorf("%s: permission denied: you may not write this ledger, so nothing was written; ask its owner to let you write it", path)
	}
	return nil
}

// maxShownPath is the longest path a message shows in full: no file
// system takes a longer name, and a message stays one readable line.
const maxShownPath = 255

// fileError makes an error reading or writing the ledger at path one plain
// line that names the file as the person wrote it.
func fileError(path string, err error) error {
	// A rename that fails is about the ledger it would replace.
	var le *os.LinkError
	if errors.As(err, &le) {
		err = &fs.PathError{Op: le.Op, Path: le.New, Err: le.Err}
	}
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		return err
	}
	if len(path) > maxShownPath {
		path = words.Quote(path)
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if to, err := os.Readlink(path); err == nil {
			return fmt.Errorf("%s is a link to %s, which is not there; mend the link, or give the path of the ledger itself", path, to)
		}
		if dir := filepath.Dir(path); !isDir(dir) {
			return fmt.Errorf("%s: there is no directory %s; create it first, or give another path", path, dir)
		}
		return fmt.Errorf("%s: no such ledger (start one with 'dragon ledger new %s')", path, path)
	case errors.Is(err, fs.ErrPermission):
		if dir := filepath.Dir(pe.Path); besideLedger(pe.Path) && !canWrite(dir) {
			return fmt.Errorf("%s: the directory %s is not writable, so nothing was written (each new copy of the ledger is written there); make it writable, or keep the ledger elsewhere", path, filepath.Dir(path))
		}
		if fi, err := os.Stat(filepath.Dir(pe.Path)); err == nil && fi.Mode()&fs.ModeSticky != 0 && pe.Op == "rename" {
			return fmt.Errorf("%s: permission denied: in a directory like /tmp only a file's owner may replace it, as a record does; nothing was written (keep the ledger in a directory of your own)", path)
		}
		return fmt.Errorf("%s: permission denied", path)
	case errors.Is(err, syscall.ENOSPC):
		return diskFull(path)
	}
	return fmt.Errorf("%s: %v", path, pe.Err)
}

// diskFull is the error of a write that found no space on the disk: the
// copy being written is removed, so the ledger at path is as it was, or,
// when it was being started, not there.
func diskFull(path string) error {
	kept := "the ledger was left as it was"
	if _, err := os.Lstat(path); err != nil {
		kept = "no ledger was started"
	}
	return fmt.Errorf("%s: the disk is full (no space left on device), so nothing was written and %s; make room on the disk and try again", path, kept)
}

// besideLedger reports whether file is one dragon writes beside a ledger:
// a new copy of it (see ledgerTemp).
func besideLedger(file string) bool {
	b := filepath.Base(file)
	i := strings.LastIndex(b, ".dragon-")
	return strings.HasPrefix(b, ".") && i > 0 && isTemp(b, b[:i+len(".dragon-")])
}

func isDir(dir string) bool {
	fi, err := os.Stat(dir)
	return err == nil && fi.IsDir()
}

// writeAtomic replaces the file real with data so that a reader, or the
// file after a crash, is either the old file or the new one: a temporary
// file in the same directory is written and synced, renamed over real, and
// the directory synced so that the rename survives a power cut. name is
// the ledger as the person wrote it, for messages.
func writeAtomic(name, real string, data []byte) error {
	dir := filepath.Dir(real)
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(real); err == nil {
		mode = fi.Mode().Perm()
	}
	f, err := createTemp(dir, ledgerTemp(real))
	if err != nil {
		return fileError(name, err)
	}
	tmp := f.Name()
	fail := func(err error) error {
		f.Close()
		os.Remove(tmp)
		return fileError(name, err)
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	if err := f.Chmod(mode); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return fileError(name, err)
	}
	if err := replace(system, name, tmp, real); err != nil {
		os.Remove(tmp)
		return fileError(name, err)
	}
	return syncDir(dir)
}

// writeNew writes a new ledger at path, never over a file that is there:
// the header is written to a new file beside it and linked to path, which
// link(2) refuses when anything is there, a link too (two dragons starting
// the same ledger at once: one wins, the other is told it exists). No lock
// is taken, and a failure leaves no file behind.
func writeNew(path string, data []byte) error {
	exists := func() error {
		if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return fmt.Errorf("%s is a symbolic link, which dragon never starts a ledger through; choose another name", path)
		}
		return fmt.Errorf("%s already exists; a ledger is never overwritten (add to it, or choose another name)", path)
	}
	if _, err := os.Lstat(path); err == nil {
		return exists()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fileError(path, err)
	}
	dir := filepath.Dir(path)
	f, err := createTemp(dir, ledgerTemp(path))
	if err != nil {
		return fileError(path, err)
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(0o644)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fileError(path, err)
	}
	if err := linkFile(tmp, path); errors.Is(err, fs.ErrExist) {
		return exists()
	} else if err != nil {
		// A file system without hard links: make the file exclusively.
		if err := writeExclusive(path, data); errors.Is(err, fs.ErrExist) {
			return exists()
		} else if err != nil {
			return fileError(path, err)
		}
	}
	return syncDir(dir)
}

// linkFile is os.Link; a test makes it fail as on a file system without
// hard links.
var linkFile = os.Link

// writeExclusive makes the file path holding data, failing when anything
// is there; a failure part way removes what it made.
func writeExclusive(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
	}
	return err
}
