package browsertest

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestAxeFetchedOnlyAsTheRegistryStatesIt: a package whose digest is not
// the one the registry states for axe-core is refused, whatever it
// holds; a registry that cannot be reached is said so (the checks skip);
// and the script is read out of the package's tarball.
func TestAxeFetchedOnlyAsTheRegistryStatesIt(t *testing.T) {
	pkg := tarball(t, map[string]string{"package/package.json": "{}", "package/axe.min.js": "window.axe = {}"})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write(pkg) }))
	defer srv.Close()
	if _, err := fetchAxe(srv.URL + "/axe-core.tgz"); err == nil || !strings.Contains(err.Error(), "not the package its registry states") {
		t.Errorf("a package of another digest: %v, want it refused", err)
	}
	srv.Close()
	if _, err := fetchAxe(srv.URL + "/axe-core.tgz"); !errors.As(err, new(errNoRegistry)) {
		t.Errorf("a registry gone: %v, want errNoRegistry", err)
	}
	if got, err := fileInTarball(pkg, "package/axe.min.js"); err != nil || got != "window.axe = {}" {
		t.Errorf("fileInTarball = %q, %v", got, err)
	}
	if _, err := fileInTarball(pkg, "package/missing.js"); err == nil {
		t.Error("a file the package lacks was found")
	}
}

// TestAxeTarballFromNpmsRegistry: the package comes from the registry
// npm is told to use, or npm's own.
func TestAxeTarballFromNpmsRegistry(t *testing.T) {
	t.Setenv("npm_config_registry", "")
	t.Setenv("NPM_CONFIG_REGISTRY", "")
	if got, want := axeTarball(), "https://registry.npmjs.org/axe-core/-/axe-core-"+axeVersion+".tgz"; got != want {
		t.Errorf("axeTarball() = %q, want %q", got, want)
	}
	t.Setenv("npm_config_registry", "https://npm.example.org/mirror/")
	if got, want := axeTarball(), "https://npm.example.org/mirror/axe-core/-/axe-core-"+axeVersion+".tgz"; got != want {
		t.Errorf("axeTarball() = %q, want %q", got, want)
	}
}

// tarball is a gzipped tar of files, as npm packs a package.
func tarball(t *testing.T, files map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	z := gzip.NewWriter(&buf)
	tw := tar.NewWriter(z)
	for name, body := range files {
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(body))}); err != nil {
			t.Fatal(err)
		}
		tw.Write([]byte(body))
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	z.Close()
	return buf.Bytes()
}

// TestAxeOutOfReachSkipsAtTheEnd: without axe-core a test goes on with
// its other checks and ends skipped, saying why, marked once however
// often it asks.
func TestAxeOutOfReachSkipsAtTheEnd(t *testing.T) {
	var sub *testing.T
	ranOn := false
	t.Run("without_axe", func(t *testing.T) {
		sub = t
		err := errNoRegistry{errors.New("connection refused")}
		skipAtTheEnd(t, err)
		skipAtTheEnd(t, err)
		ranOn = true
	})
	if !ranOn || !sub.Skipped() {
		t.Errorf("went on %v, skipped %v; want a test that goes on and ends skipped", ranOn, sub.Skipped())
	}
}
