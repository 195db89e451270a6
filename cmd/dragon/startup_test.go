package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestStartupLean: what only the reference pages need stays out of the
// program people run, whose start-up pays for every package's
// initialisation (cmd/dragon-docs writes the pages).
func TestStartupLean(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command to list the packages with")
	}
	out, err := exec.Command("go", "list", "-deps", "github.com/dragon-tools/dragon/cmd/dragon").Output()
	if err != nil {
		t.Fatal(err)
	}
	deps := strings.Fields(string(out))
	for _, heavy := range []string{"github.com/spf13/cobra/doc", "github.com/russross/blackfriday/v2", "github.com/cpuguy83/go-md2man/v2/md2man"} {
		for _, d := range deps {
			if d == heavy {
				t.Errorf("dragon is built with %s", heavy)
			}
		}
	}
}
