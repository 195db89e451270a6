// Command dragon-docs writes dragon's man pages (DIR/man), markdown
// reference pages (DIR/markdown), from the same text as --help, and its
// shell completions (DIR/completions, as 'dragon completion SHELL' writes
// them); for packagers, the release archives and the docs site:
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

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "dragon-docs: give the directory to write the pages in, e.g. dragon-docs docs")
		os.Exit(1)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintf(os.Stderr, "dragon-docs: %s\n", term.Message(err))
		os.Exit(1)
	}
}

// write writes a man page and a markdown page for every command of dragon,
// and a completion script for every shell, under dir.
func write(dir string) error {
	ios := &term.IOStreams{In: os.Stdin, Out: io.Discard, ErrOut: io.Discard}
	cmd := root.NewCmd(ios, "")
	cmd.DisableAutoGenTag = true
	man, md, comp := filepath.Join(dir, "man"), filepath.Join(dir, "markdown"), filepath.Join(dir, "completions")
	for _, d := range []string{man, md, comp} {
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
	return writeCompletions(cmd, comp)
}

// writeCompletions writes the completion script of each shell into dir,
// named where each shell looks for it.
func writeCompletions(cmd *cobra.Command, dir string) error {
	for name, gen := range map[string]func(string) error{
		"dragon.bash": func(f string) error { return cmd.GenBashCompletionFileV2(f, true) },
		"_dragon":     cmd.GenZshCompletionFile,
		"dragon.fish": func(f string) error { return cmd.GenFishCompletionFile(f, true) },
		"dragon.ps1":  cmd.GenPowerShellCompletionFileWithDesc,
	} {
		if err := gen(filepath.Join(dir, name)); err != nil {
			return fmt.Errorf("completions: %w", err)
		}
	}
	return nil
}
