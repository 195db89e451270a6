// Command dragon-docs writes dragon's man pages (DIR/man) and markdown
// reference pages (DIR/markdown), from the same text as --help; for
// packagers and the docs site:
//
//	go run ./cmd/dragon-docs DIR
//
// It is a program of its own so that dragon, the program people run at the
// table, starts without cobra's doc package and a Markdown library.
package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra/doc"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/root"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "dragon-docs: give the directory to write the pages in, e.g. dragon-docs docs")
		os.Exit(1)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintf(os.Stderr, "dragon-docs: %s\n", cmdutil.Message(err))
		os.Exit(1)
	}
}

// write writes a man page and a markdown page for every command of dragon
// under dir.
func write(dir string) error {
	ios := &cmdutil.IOStreams{In: os.Stdin, Out: io.Discard, ErrOut: io.Discard}
	cmd := root.NewCmd(ios, "")
	cmd.DisableAutoGenTag = true
	man, md := filepath.Join(dir, "man"), filepath.Join(dir, "markdown")
	for _, d := range []string{man, md} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	hdr := &doc.GenManHeader{Title: "DRAGON", Section: "1", Source: "dragon " + cmd.Version}
	if err := doc.GenManTree(cmd, hdr, man); err != nil {
		return fmt.Errorf("man pages: %w", err)
	}
	if err := doc.GenMarkdownTree(cmd, md); err != nil {
		return fmt.Errorf("markdown pages: %w", err)
	}
	return nil
}
