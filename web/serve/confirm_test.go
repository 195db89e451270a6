package serve_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestStartingAgainAsksFirst: starting the hand again drops the answers
// given only once the scorekeeper says so on the page that asks, which
// says how many go; a hand with none starts again at once.
func TestStartingAgainAsksFirst(t *testing.T) {
	tb := newTable(t, books.Magic)
	keeper := tb.joined("192.168.1.10", "", true)
	ann := tb.joined("192.168.1.20", "Ann", false)
	if code, body := keeper.send("/hand", "/hand/form", url.Values{"form": {"typed"}}); code != http.StatusSeeOther {
		t.Fatalf("starting again a hand with no answers: %d\n%s", code, body)
	}
	ann.mustAnswer("player", "amount", "-6")
	code, body := keeper.send("/hand", "/hand/form", url.Values{"form": {"typed"}})
	if code != http.StatusOK || !strings.Contains(body, "Start the hand again?") || !strings.Contains(body, "The 1 answer given to this hand so far will be dropped") ||
		!strings.Contains(body, `name="confirm" value="yes"`) || !strings.Contains(body, `href="/hand"`) {
		t.Fatalf("starting again is not asked first: %d\n%s", code, body)
	}
	if n := tb.srv.Pending(); n != 1 {
		t.Fatalf("asking dropped the answers: %d left", n)
	}
	if code, body := keeper.send("/hand", "/hand/form", url.Values{"form": {"typed"}, "confirm": {"yes"}}); code != http.StatusSeeOther {
		t.Fatalf("starting again, confirmed: %d\n%s", code, body)
	}
	if n := tb.srv.Pending(); n != 0 {
		t.Errorf("starting again kept %d answers", n)
	}
}

// TestFreeingAPhoneAsksFirst: a player's phone is let go only once the
// scorekeeper says so on the page that asks; until then no other phone
// may be him.
func TestFreeingAPhoneAsksFirst(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "", true)
	tb.joined("192.168.1.20", "Ann", false)
	other := tb.joined("192.168.1.21", "", false)
	code, body := keeper.send("/keeper", "/keeper/free", url.Values{"player": {"Ann"}})
	if code != http.StatusOK || !strings.Contains(body, "Free Ann's phone?") || !strings.Contains(body, `name="player" value="Ann"`) {
		t.Fatalf("freeing Ann is not asked first: %d\n%s", code, body)
	}
	if code, _ := other.send("/", "/me", url.Values{"player": {"Ann"}}); code != http.StatusConflict {
		t.Fatalf("another phone chose Ann before she was freed: %d", code)
	}
	if code, body := keeper.send("/keeper", "/keeper/free", url.Values{"player": {"Ann"}, "confirm": {"yes"}}); code != http.StatusOK || !strings.Contains(body, "Ann's phone is free") {
		t.Fatalf("freeing Ann, confirmed: %d\n%s", code, body)
	}
	if code, body := other.send("/", "/me", url.Values{"player": {"Ann"}}); code != http.StatusSeeOther {
		t.Errorf("choosing Ann once freed: %d\n%s", code, body)
	}
}
