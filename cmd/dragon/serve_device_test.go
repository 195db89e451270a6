package main

import (
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"time"
)

// webDevice is a phone at the table, as the tests of 'dragon serve' that
// run it see one: an HTTP client that keeps its cookie, reads the forms
// off the pages as a person sees them, and times every request.
type webDevice struct {
	base string
	c    *http.Client
	took []time.Duration
}

func newWebDevice(base string) *webDevice {
	jar, _ := cookiejar.New(nil)
	return &webDevice{base: base, c: &http.Client{Jar: jar, Timeout: 30 * time.Second}}
}

// do makes a request and returns the page it ends on (redirects
// followed), unescaped, and its status.
func (d *webDevice) do(req func() (*http.Response, error)) (int, string, error) {
	start := time.Now()
	resp, err := req()
	if err != nil {
		return 0, "", err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	d.took = append(d.took, time.Since(start))
	return resp.StatusCode, html.UnescapeString(string(body)), err
}

// get loads the page at path, refusing an answer other than 200 OK.
func (d *webDevice) get(path string) (string, error) {
	code, page, err := d.do(func() (*http.Response, error) { return d.c.Get(d.base + path) })
	if err == nil && code != http.StatusOK {
		err = fmt.Errorf("GET /%s: %d\n%s", path, code, page)
	}
	return page, err
}

// post sends form to path.
func (d *webDevice) post(path string, form url.Values) (int, string, error) {
	return d.do(func() (*http.Response, error) { return d.c.PostForm(d.base+path, form) })
}

var (
	pickForm = regexp.MustCompile(`action="[^"]*/me" class="pick">\s*<input type="hidden" name="token" value="([0-9a-f]+)"`)
	stepForm = regexp.MustCompile(`class="entry" data-as="([a-z]+)">\s*<input type="hidden" name="token" value="([0-9a-f]+)"/>\s*<input type="hidden" name="as" value="[a-z]+"/>\s*<input type="hidden" name="q" value="([^"]+)"/>`)
	// recordedLine is what a page says once a hand is recorded, in the
	// game's word for it.
	recordedLine = regexp.MustCompile(`Recorded (hand|game) [0-9]+: `)
	recordForm   = regexp.MustCompile(`action="[^"]*/hand/record" class="record">\s*<input type="hidden" name="token" value="([0-9a-f]+)"/>\s*<input type="hidden" name="rev" value="([0-9]+)"/>\s*<input type="hidden" name="records" value="([0-9]+)"/>`)
)

// pick makes the device the player name.
func (d *webDevice) pick(name string) error {
	page, err := d.get("")
	if err != nil {
		return err
	}
	m := pickForm.FindStringSubmatch(page)
	if m == nil {
		return fmt.Errorf("no form to choose the player:\n%s", page)
	}
	code, page, err := d.post("me", url.Values{"token": {m[1]}, "player": {name}})
	if err == nil && code != http.StatusOK {
		err = fmt.Errorf("choosing %s: %d\n%s", name, code, page)
	}
	return err
}

// answer answers q, which the hand page must ask the device as as
// ("player" or "keeper"), with value.
func (d *webDevice) answer(as, q, value string) error {
	page, err := d.get("hand")
	if err != nil {
		return err
	}
	var token string
	for _, m := range stepForm.FindAllStringSubmatch(page, -1) {
		if m[1] == as && m[3] == q {
			token = m[2]
		}
	}
	if token == "" {
		return fmt.Errorf("%s is not asked of the %s:\n%s", q, as, page)
	}
	code, body, err := d.post("hand/entry", url.Values{"token": {token}, "as": {as}, "q": {q}, "e-" + q: {value}})
	if err == nil && (code != http.StatusOK || strings.Contains(body, `class="error"`)) {
		err = fmt.Errorf("the answer %q to %s: %d\n%s", value, q, code, body)
	}
	return err
}

// record records the complete hand as the scorekeeper, as it is shown;
// false, and no error, when the ledger moved on since (look again).
func (d *webDevice) record() (bool, error) {
	page, err := d.get("hand")
	if err != nil {
		return false, err
	}
	m := recordForm.FindStringSubmatch(page)
	if m == nil {
		return false, fmt.Errorf("no result to record:\n%s", page)
	}
	code, body, err := d.post("hand/record", url.Values{"token": {m[1]}, "rev": {m[2]}, "records": {m[3]}})
	switch {
	case err != nil:
		return false, err
	case code == http.StatusOK && recordedLine.MatchString(body):
		return true, nil
	case code == http.StatusConflict && strings.Contains(body, "moved on"):
		return false, nil
	}
	return false, fmt.Errorf("recording: %d\n%s", code, body)
}
