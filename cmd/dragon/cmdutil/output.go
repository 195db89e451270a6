package cmdutil

import (
	"encoding/json"
	"io"
	"strings"
)

// WriteJSON writes v as indented JSON, the shape of every --json.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// Paint wraps s in the ANSI colour code when colour is on.
func Paint(on bool, code, s string) string {
	if !on || code == "" {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

// Capitalize writes s with a capital first letter.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
