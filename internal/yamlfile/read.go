package yamlfile

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// ReadFile reads the file at path, a noun ("ruleset", "ledger") of at
// most most bytes. Only a regular file is read: a directory, a device
// such as /dev/zero or a named pipe is refused before it is opened, and
// the file is opened without waiting (O_NONBLOCK) and looked at again once
// open, in case it was swapped for a pipe in between; so a read never
// hangs, runs without end, or takes more memory than most. Those refusals
// are one line naming path; a file that cannot be opened or read returns
// the error of package os, for the caller to put in its own words.
func ReadFile(path, noun string, most int64) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := fits(path, noun, most, fi); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := fits(path, noun, most, fi); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, most+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > most {
		return nil, tooLarge(path, noun, most)
	}
	return data, nil
}

// fits refuses what is not a regular file, or is larger than most bytes.
func fits(path, noun string, most int64, fi fs.FileInfo) error {
	if err := NotAFile(path, noun, fi); err != nil {
		return err
	}
	if fi.Size() > most {
		return tooLarge(path, noun, most)
	}
	return nil
}

// NotAFile refuses, in one line naming path (and the target of a link),
// what is not a regular file, described by fi: a directory, a named pipe,
// a socket, a device. noun is what path should be ("ledger").
func NotAFile(path, noun string, fi fs.FileInfo) error {
	what := "a special file"
	switch m := fi.Mode(); {
	case m.IsRegular():
		return nil
	case m.IsDir():
		what = "a directory"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	case m&fs.ModeDevice != 0:
		what = "a device"
	}
	if to, err := os.Readlink(path); err == nil {
		path = fmt.Sprintf("%s (a link to %s)", path, to)
	}
	return fmt.Errorf("%s is %s, not a %s file; give the path of a %s file", path, what, noun, noun)
}

func tooLarge(path, noun string, most int64) error {
	size := fmt.Sprintf("%d KB", most>>10)
	if most >= 1<<20 {
		size = fmt.Sprintf("%d MB", most>>20)
	}
	return fmt.Errorf("%s is larger than %s, far larger than any %s; give the path of a %s file", path, size, noun, noun)
}
