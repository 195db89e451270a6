package ledger

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// A temporary file dragon makes (a new copy of a ledger, a cache entry
// being written) is named so that a person's file cannot match by chance,
// and a leftover is removed only when its name proves it dragon's: the
// prefix, 16 hex digits of chance, a hyphen, 8 hex digits that seal them
// (the start of the SHA-256 of the prefix and the chance), and ".tmp":
//
//	.thursday.yaml.dragon-9f86d081884c7d65-2c26b46b.tmp
//
// A user's .thursday.yaml.tmp-backup is never touched.
const (
	tempChance = 16
	tempSeal   = 8
	tempSuffix = ".tmp"
)

// ledgerTemp is the prefix of the temporary files beside the ledger file
// real: its new copies.
func ledgerTemp(real string) string { return "." + filepath.Base(real) + ".dragon-" }

// entryTemp is the prefix of a cache entry being written.
const entryTemp = ".entry-"

// tempSealOf seals chance made for prefix.
func tempSealOf(prefix, chance string) string {
	sum := sha256.Sum256([]byte(prefix + chance))
	return hex.EncodeToString(sum[:])[:tempSeal]
}

// createTemp makes a new temporary file in dir named as above, for
// reading and writing by its owner only, never over a file that is there.
func createTemp(dir, prefix string) (*os.File, error) {
	for {
		var b [tempChance / 2]byte
		rand.Read(b[:])
		chance := hex.EncodeToString(b[:])
		name := filepath.Join(dir, prefix+chance+"-"+tempSealOf(prefix, chance)+tempSuffix)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
}

// isTemp reports whether the file named name was made by createTemp with
// prefix: its name holds chance that its seal seals.
func isTemp(name, prefix string) bool {
	rest, ok := strings.CutPrefix(name, prefix)
	if !ok || len(rest) != tempChance+1+tempSeal+len(tempSuffix) || !strings.HasSuffix(rest, tempSuffix) || rest[tempChance] != '-' {
		return false
	}
	chance, seal := rest[:tempChance], rest[tempChance+1:tempChance+1+tempSeal]
	_, err := hex.DecodeString(chance)
	return err == nil && strings.ToLower(chance) == chance && seal == tempSealOf(prefix, chance)
}

// removeTemps removes from dir the temporary files with prefix that a
// dragon killed while writing left: only regular files whose names ours
// proves dragon's (see isTemp), last written more than age ago (0: any,
// for files no other dragon can be writing, as under the ledger's lock).
func removeTemps(dir, prefix string, age time.Duration, ours func(name string) bool) {
	// Read, not globbed: a pattern's escapes are a path's separators on
	// Windows, and a ledger's name may hold brackets.
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !ours(e.Name()) {
			continue
		}
		n := filepath.Join(dir, e.Name())
		fi, err := os.Lstat(n)
		if err != nil || !fi.Mode().IsRegular() || time.Since(fi.ModTime()) < age {
			continue
		}
		os.Remove(n)
	}
}
