//go:build linux

package extbot_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// alive reports whether pid runs (a zombie does not).
func alive(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	i := bytes.LastIndexByte(stat, ')')
	return i < 0 || i+2 >= len(stat) || stat[i+2] != 'Z'
}

// A program whose child leaves its process group (setsid) and holds its
// pipes cannot hang a game of any game: every wait is bounded, the child
// is killed, and one line names it.
func TestEscapedChildNeitherHangsNorSurvives(t *testing.T) {
	for _, g := range []struct {
		name string
		play func(cfg tournament.Config) (*tournament.Result, error)
	}{
		{"dice", func(cfg tournament.Config) (*tournament.Result, error) {
			cfg.Rules = dice.Classic(2)
			return tournament.Play(cfg)
		}},
		{"cards", func(cfg tournament.Config) (*tournament.Result, error) {
			return tournament.PlayGame(tournament.CardsGame(cards.Rules{Players: 2}), cfg)
		}},
		{"royale", func(cfg tournament.Config) (*tournament.Result, error) {
			return tournament.PlayGame(tournament.RoyaleGame(royale.Basic(2)), cfg)
		}},
	} {
		t.Run(g.name, func(t *testing.T) {
			pidFile := filepath.Join(t.TempDir(), "pid")
			var log bytes.Buffer
			cfg := tournament.Config{Seats: []string{"exec:sh testdata/escape_bot.sh " + pidFile, "random"}, Games: 1, Seed: 1,
				Workers: 1, Log: &log, ExtTimeout: 5 * time.Second}
			done := make(chan error, 1)
			go func() {
				_, err := g.play(cfg)
				done <- err
			}()
			select {
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
			case <-time.After(30 * time.Second):
				t.Fatal("the game hangs on the escaped child")
			}
			data, _ := os.ReadFile(pidFile)
			pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
			if err != nil {
				t.Fatalf("no pid: %q", data)
			}
			for t0 := time.Now(); alive(pid) && time.Since(t0) < 3*time.Second; {
				time.Sleep(20 * time.Millisecond)
			}
			if alive(pid) {
				t.Errorf("the escaped child (pid %d) still runs", pid)
			}
			if want := fmt.Sprintf("left its process group: pid %d (\"sleep\") killed", pid); !strings.Contains(log.String(), want) {
				t.Errorf("log lacks %q:\n%s", want, log.String())
			}
		})
	}
}
