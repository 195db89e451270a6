package cmdutil

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf16"

	"github.com/dragon-tools/dragon/internal/words"
)

// WriteJSON writes v as indented JSON, the shape of every --json. What a
// terminal would act on (words.Acts) is written as its \u escape, which
// JSON reads as the same character: encoding/json escapes the C0
// controls itself, not DEL, the C1 controls or the bidirectional ones.
func WriteJSON(w io.Writer, v any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := io.WriteString(w, jsonEscaped(b.String()))
	return err
}

// jsonEscaped is JSON text with every character a terminal would act on
// written as its \u escape; such a character stands only in a string.
func jsonEscaped(s string) string {
	if !strings.ContainsFunc(s, words.Acts) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r != '\n' && words.Acts(r) {
			if r > 0xffff { // a pair of surrogates, as JSON writes it
				hi, lo := utf16.EncodeRune(r)
				fmt.Fprintf(&b, `\u%04x\u%04x`, hi, lo)
				continue
			}
			fmt.Fprintf(&b, `\u%04x`, r)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Capitalize writes s with a capital first letter.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
