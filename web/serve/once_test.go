package serve_test

import (
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestDoubleTapRecordsOnce: "Record the dead hand" sent twice at once,
// and a third time after, records once, and every answer is the first:
// "Recorded hand 1", never a refusal.
func TestDoubleTapRecordsOnce(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	k := tb.joined("192.168.1.10", "", true)
	form := url.Values{"kind": {"dead"}, "confirm": {"yes"}}
	for name, v := range k.hidden("/keeper/nobody?kind=dead", "/keeper/nobody") {
		form.Set(name, v)
	}
	var wg sync.WaitGroup
	answers := make([]string, 3)
	codes := make([]int, 3)
	for i := range 2 {
		wg.Go(func() { codes[i], answers[i] = k.post("/keeper/nobody", form) })
	}
	wg.Wait()
	codes[2], answers[2] = k.post("/keeper/nobody", form)
	for i := range answers {
		if codes[i] != http.StatusOK || !strings.Contains(answers[i], "Recorded hand 1: dead hand.") {
			t.Errorf("tap %d: %d, want the record's answer\n%s", i+1, codes[i], answers[i])
		}
	}
	if n := len(tb.records()); n != 1 {
		t.Errorf("three taps recorded %d hands, want 1", n)
	}
}

// TestFormOutlivesLiveChanges: a form loaded before a hundred other
// pages and live changes still sends; a form whose question the ledger
// moved past (a dead hand asked, a hand recorded from the command line
// since) is refused in words, and nothing is recorded.
func TestFormOutlivesLiveChanges(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	k := tb.joined("192.168.1.10", "", true)
	typed := k.hidden("/keeper", "/keeper/typed")
	dead := k.hidden("/keeper/nobody?kind=dead", "/keeper/nobody")
	for range 100 {
		k.get("/keeper")
		k.get("/hand")
	}
	form := url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-6"}, "confirm": {"yes"}, "token": {typed["token"]}}
	if code, body := k.post("/keeper/typed", form); code != http.StatusOK || !strings.Contains(body, "Recorded hand 1") {
		t.Errorf("a form loaded 200 pages ago: %d\n%s", code, body)
	}
	form = url.Values{"kind": {"dead"}, "confirm": {"yes"}}
	for name, v := range dead {
		form.Set(name, v)
	}
	code, body := k.post("/keeper/nobody", form)
	if code != http.StatusConflict || !strings.Contains(body, "the ledger moved on since this was shown (it held 0 records, now 1") {
		t.Errorf("a dead hand asked before a record: %d\n%s", code, body)
	}
	if n := len(tb.records()); n != 1 {
		t.Errorf("the ledger holds %d records, want 1", n)
	}
}

// TestSameKeyOtherValues: a form's key sent again with other values (a
// page come back to and changed) is done as a form of its own.
func TestSameKeyOtherValues(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	k := tb.joined("192.168.1.10", "", true)
	tok := k.token("/keeper", "/keeper/typed")
	first := url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-5"}, "confirm": {"yes"}, "token": {tok}}
	if code, _ := k.post("/keeper/typed", first); code == http.StatusOK || len(tb.records()) != 0 {
		t.Fatalf("amounts that do not add up: %d, %d records", code, len(tb.records()))
	}
	first.Set("a1", "-6")
	if code, body := k.post("/keeper/typed", first); code != http.StatusOK || !strings.Contains(body, "Recorded hand 1") {
		t.Errorf("the same form put right and sent again: %d\n%s", code, body)
	}
}

// TestTokenOfAnotherDevice: a token is its session's alone, whatever its
// form's key.
func TestTokenOfAnotherDevice(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	k := tb.joined("192.168.1.10", "", true)
	other := tb.joined("192.168.1.11", "", false)
	tok := k.token("/keeper", "/keeper/typed")
	theirs := other.token("/", "/me")
	for _, bad := range []string{theirs, theirs[:64] + tok[64:], tok[:64], tok + "0", strings.ToUpper(tok)} {
		form := url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-6"}, "confirm": {"yes"}, "token": {bad}}
		if code, body := k.post("/keeper/typed", form); code != http.StatusForbidden || !strings.Contains(body, "not this device's") || !strings.Contains(body, `href="/keeper"`) {
			t.Errorf("token %q: %d, want refused with a way back\n%s", bad, code, body)
		}
	}
	if n := len(tb.records()); n != 0 {
		t.Errorf("the ledger holds %d records", n)
	}
}

// TestRecordedFormNeverAgain: a typed record sent again after the device
// sent many other forms (its first answer no longer kept) is told it was
// recorded, and records nothing more.
func TestRecordedFormNeverAgain(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	k := tb.joined("192.168.1.10", "Ann", true)
	form := url.Values{"kind": {"adjustment"}, "a0": {"+5"}, "a1": {"-5"}, "note": {"loan"}, "confirm": {"yes"}, "token": {k.token("/keeper", "/keeper/typed")}}
	if code, body := k.post("/keeper/typed", form); code != http.StatusOK || !strings.Contains(body, "Recorded") {
		t.Fatalf("the adjustment: %d\n%s", code, body)
	}
	for range 20 {
		k.send("/hand", "/hand/entry", amount("+3"))
	}
	code, body := k.post("/keeper/typed", form)
	if code != http.StatusOK || !strings.Contains(body, "This form was sent before, and recorded then: Recorded") {
		t.Errorf("the adjustment sent again after 20 other forms: %d\n%s", code, body)
	}
	if n := len(tb.records()); n != 1 {
		t.Errorf("the ledger holds %d records, want 1", n)
	}
}

// TestHundredAtOnceFromOneDevice: one device sending the same form 100
// times at once records once, every answer the first; sending 100 forms
// of the same question at once (each its own key, loaded from the page)
// records once too, the others refused because the ledger moved on.
func TestHundredAtOnceFromOneDevice(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	k := tb.joined("192.168.1.10", "", true)
	forms := make([]url.Values, 100)
	for i := range forms {
		forms[i] = url.Values{"kind": {"dead"}, "confirm": {"yes"}}
		for name, v := range k.hidden("/keeper/nobody?kind=dead", "/keeper/nobody") {
			forms[i].Set(name, v)
		}
	}
	sendAll := func(form func(i int) url.Values) map[int]int {
		var mu sync.Mutex
		var wg sync.WaitGroup
		got := map[int]int{}
		for i := range 100 {
			wg.Go(func() {
				code, _ := k.post("/keeper/nobody", form(i))
				mu.Lock()
				got[code]++
				mu.Unlock()
			})
		}
		wg.Wait()
		return got
	}
	if got := sendAll(func(int) url.Values { return forms[0] }); got[http.StatusOK] != 100 || len(tb.records()) != 1 {
		t.Errorf("the same form 100 times at once: answers %v, %d records; want 100 × the record's answer, 1 record", got, len(tb.records()))
	}
	for i := range forms {
		forms[i].Set("records", "1") // the question asked anew, after the first record
	}
	got := sendAll(func(i int) url.Values { return forms[i] })
	t.Logf("100 forms of one question at once: %v", got)
	if got[http.StatusOK] != 1 || got[http.StatusConflict] != 99 || len(tb.records()) != 2 {
		t.Errorf("100 forms of one question at once: answers %v, %d records; want 1 recorded, 99 refused, 2 records", got, len(tb.records()))
	}
}
