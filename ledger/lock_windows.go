package ledger

import (
	"errors"
	"os"
	"path/filepath"

	"golang.org/x/sys/windows"
)

// system is LockFileEx on the ledger file itself. The lock is one byte
// far past the end of any ledger (Windows' byte-range locks are
// mandatory: a lock on the ledger's bytes would stop every reader), and
// Windows drops it when the file is closed or its process ends, so no
// file is ever left to remove by hand. An earlier dragon's lock file
// beside the ledger is not waited for: one left by a crash would stop
// every write.
var system lockSystem = lockFileEx{}

type lockFileEx struct{}

// lockOffset is where the lock's byte is: 2^62, past any file.
const lockOffset = 1 << 62

// open opens the ledger file real for reading, sharing it with readers,
// writers and a replace of it (FILE_SHARE_DELETE), as a file open is
// otherwise never replaced; a link is opened, not followed, and refused
// as not a file, and a folder (opened only with backup semantics) as a
// folder, in the words a Unix system gives.
func (lockFileEx) open(path, real string) (*os.File, error) {
	name, err := windows.UTF16PtrFromString(real)
	if err != nil {
		return nil, fileError(path, &os.PathError{Op: "open", Path: real, Err: err})
	}
	h, err := windows.CreateFile(name, windows.GENERIC_READ,
		windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE|windows.FILE_SHARE_DELETE, nil,
		windows.OPEN_EXISTING, windows.FILE_ATTRIBUTE_NORMAL|windows.FILE_FLAG_OPEN_REPARSE_POINT|windows.FILE_FLAG_BACKUP_SEMANTICS, 0)
	if err != nil {
		return nil, fileError(path, &os.PathError{Op: "open", Path: real, Err: err})
	}
	return onlyRegular(path, os.NewFile(uintptr(h), real))
}

// tryLock takes the lock's byte if it is free.
func (lockFileEx) tryLock(f *os.File) (bool, error) {
	ol := &windows.Overlapped{Offset: lockOffset & 0xffffffff, OffsetHigh: lockOffset >> 32}
	err := windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
	return tried(f, err, windows.ERROR_LOCK_VIOLATION, windows.ERROR_IO_PENDING)
}

func (lockFileEx) earlier(string, string, *waiter) (func(), error) { return func() {}, nil }

// replace renames tmp over real, both in one directory, as os.Root does
// on Windows: with POSIX semantics, which replace a file open with
// FILE_SHARE_DELETE (this process's, locked). A file system without them
// (FAT, exFAT, many network shares) falls back to MoveFileEx, which does
// not replace a file held open, this process's lock included: there a
// write is refused after replaceWait (a known limit, docs/ledger.md).
func (lockFileEx) replace(tmp, real string) error {
	dir, err := os.OpenRoot(filepath.Dir(real))
	if err != nil {
		return err
	}
	defer dir.Close()
	err = dir.Rename(filepath.Base(tmp), filepath.Base(real))
	var le *os.LinkError
	if errors.As(err, &le) {
		return &os.LinkError{Op: "rename", Old: tmp, New: real, Err: le.Err} // named as os.Rename names them
	}
	return err
}

// inUse: another program has the ledger open without sharing its
// deletion, or (a virus scanner, an indexer) holds it a moment.
func (lockFileEx) inUse(err error) bool {
	return errors.Is(err, windows.ERROR_SHARING_VIOLATION) || errors.Is(err, windows.ERROR_ACCESS_DENIED)
}

// syncDir is a no-op: Windows cannot sync a directory, and a rename is
// kept by its file system's journal.
func syncDir(string) error { return nil }

// canWrite is true: Windows has no access(2); a write the system refuses
// still fails, with its own error.
func canWrite(string) bool { return true }
