// Package docs holds the rules as the program applies them, one page per
// game under rules/, and checks that every page stays within the
// repository.
package docs

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// root is the repository's root, seen from this package.
const root = ".."

// mdLink matches an inline Markdown link or image, [text](target), and a
// reference definition, [label]: target.
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)(?:\s+"[^"]*")?\)|(?m)^\s*\[[^\]]+\]:\s*(\S+)`)

// fence is a fenced code block: what it holds is shown as typed, no link
// (a screen's "[y/N]: y" at the start of a row is no reference).
var fence = regexp.MustCompile("(?ms)^```.*?^```")

// prose is text without its fenced code blocks.
func prose(text []byte) []byte { return fence.ReplaceAll(text, nil) }

// TestLinksResolve checks that every relative link in README.md and in
// docs/**/*.md names a file or directory inside the repository.
func TestLinksResolve(t *testing.T) {
	pages := []string{filepath.Join(root, "README.md")}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".md") {
			pages = append(pages, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	top, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, page := range pages {
		text, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mdLink.FindAllSubmatch(prose(text), -1) {
			target := string(m[1]) + string(m[2])
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") || strings.HasPrefix(target, "#") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			abs, err := filepath.Abs(filepath.Join(filepath.Dir(page), filepath.FromSlash(target)))
			if err != nil {
				t.Fatal(err)
			}
			checked++
			if rel, err := filepath.Rel(top, abs); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				t.Errorf("%s: link %s points outside the repository", page, target)
			} else if _, err := os.Stat(abs); err != nil {
				t.Errorf("%s: link %s: no such file in the repository", page, target)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no relative links found: the pattern no longer matches the pages")
	}
}

// outside are the places the repository was written next to, which a
// person who clones it does not have. They are spelled in pieces so that
// this file does not name them itself.
var outside = []string{".." + "/shared", "/work" + "/", ".." + "/seeds"}

// TestNothingPointsOutside reads every text file of the repository and
// refuses any mention of a place outside it: the rules a program applies
// are in docs/rules.
func TestNothingPointsOutside(t *testing.T) {
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Name() == ".git" { // a directory, or in a worktree a file naming one
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if d.Name() == "fuzz" && filepath.Base(filepath.Dir(path)) == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		text, err := os.ReadFile(path)
		if err != nil || bytes.IndexByte(text, 0) >= 0 {
			return err // a binary file names no path a person follows
		}
		files++
		for i, line := range strings.Split(string(text), "\n") {
			for _, o := range outside {
				if strings.Contains(line, o) {
					t.Errorf("%s:%d: %q points outside the repository: %s", path, i+1, o, strings.TrimSpace(line))
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 10 {
		t.Fatalf("read only %d files: the walk no longer starts at the repository's root", files)
	}
}
