package words

import "testing"

func TestSuggest(t *testing.T) {
	known := []string{"Ann", "Bo", "Cy", "Di"}
	for w, want := range map[string]string{"ann": "Ann", "Dii": "Di", "Dee": "", "Anne": "Ann", "Zed": ""} {
		if got := Suggest(w, known); got != want {
			t.Errorf("Suggest(%q) = %q; want %q", w, got, want)
		}
	}
}
