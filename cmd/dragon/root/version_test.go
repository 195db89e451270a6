package root

import (
	"runtime/debug"
	"testing"
)

// TestVersionNamesTheBuild: --version names the version, the commit and
// its date, and says when the tree had changes not committed; a build
// with nothing known is "dev".
func TestVersionNamesTheBuild(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		var out []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			out = append(out, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return out
	}
	for _, tc := range []struct {
		version string
		bi      debug.BuildInfo
		want    string
	}{
		{"", debug.BuildInfo{}, "dev"},
		{"", debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "dev"},
		{"v1.2.0", debug.BuildInfo{Settings: vcs("vcs.revision", "1a2b3c4d5e6f7a8b9c0d", "vcs.time", "2026-11-29T01:37:34Z", "vcs.modified", "false")},
			"v1.2.0 (commit 1a2b3c4d5e6f, 2026-11-29)"},
		{"", debug.BuildInfo{Main: debug.Module{Version: "v1.1.0"}, Settings: vcs("vcs.revision", "abc", "vcs.modified", "true")},
			"v1.1.0 (commit abc, with changes not committed)"},
	} {
		if got := describeBuild(tc.version, &tc.bi); got != tc.want {
			t.Errorf("describeBuild(%q, %v) = %q, want %q", tc.version, tc.bi.Settings, got, tc.want)
		}
	}
}
