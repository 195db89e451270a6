package root

import (
	"bytes"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// BenchmarkNewCmd times building the dragon command, which every run does
// before it answers: whole (NewCmd, as dragon-docs and the shell's
// completion see it) and for a score's command line (NewCmdFor).
func BenchmarkNewCmd(b *testing.B) {
	ios := &term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}
	b.Run("whole", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			NewCmd(ios, "")
		}
	})
	b.Run("magic_score", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			NewCmdFor(ios, "", []string{"magic", "score", "123C", "123C", "345S", "333D", "44P"})
		}
	})
}
