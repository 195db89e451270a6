package yamlfile

import (
	"strings"
	"testing"
)

type doc struct {
	Name  string `yaml:"name"`
	Count int    `yaml:"count"`
}

// TestDecodeErrorsNameFileAndLine: unknown fields, wrong types, syntax
// errors and second documents are one line, FILE:LINE: what.
func TestDecodeErrorsNameFileAndLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"name: a\ncolour: red\n", `f.yaml:2: unknown field "colour"`},
		{"name: a\ncount: many\n", `f.yaml:2: cannot unmarshal str ` + "`many`" + ` into int`},
		{"name: [\n", `f.yaml:`},
		{"name: a\n---\nname: b\n", `f.yaml:2: a second YAML document; a file holds one`},
		{"", `f.yaml: the file is empty`},
	}
	for _, tc := range tests {
		var d doc
		_, err := Decode("f.yaml", []byte(tc.in), &d)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Decode(%q) = %v, want one line starting %q", tc.in, err, tc.want)
		}
	}
	var d doc
	if _, err := Decode("f.yaml", []byte("name: a\ncount: 2\n"), &d); err != nil || d.Count != 2 {
		t.Errorf("a good file: %+v, %v", d, err)
	}
}
