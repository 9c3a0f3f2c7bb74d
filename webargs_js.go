//go:build js

package main

import (
	"net/url"
	"syscall/js"
)

// webArgs turns the page's query into the window's flags, for the tables
// that are chosen by --game: "?game=cards&players=3&seed=4&autoplay"
// opens the card game's table as "--game cards --players 3 --seed 4
// --autoplay"; "seat=2=human" (repeatable) seats a second person (hot
// seat). Without "game" the dice game reads its own parameters (the
// browser test's e2e, seed and fast), so nothing is passed.
func webArgs() []string {
	markMain()
	q, err := url.ParseQuery(trimQuery(js.Global().Get("location").Get("search").String()))
	if err != nil || q.Get("game") == "" {
		return nil
	}
	args := []string{"--game", q.Get("game")}
	for _, name := range []string{"players", "seed", "tiles", "tileset"} {
		if v := q.Get(name); v != "" {
			args = append(args, "--"+name, v)
		}
	}
	for _, v := range q["seat"] { // ?seat=2=human&seat=3=hard
		args = append(args, "--seat", v)
	}
	for _, name := range []string{"autoplay", "sequential", "chips", "basic", "new"} {
		if q.Has(name) {
			args = append(args, "--"+name)
		}
	}
	return args
}

func trimQuery(s string) string {
	if len(s) > 0 && s[0] == '?' {
		return s[1:]
	}
	return s
}

// markMain notes when the Go program's main began (its packages are
// initialized), in the page's boot timeline (build/web/index.html):
// lasvegasBoot.t.main, from performance.now().
func markMain() {
	boot := js.Global().Get("lasvegasBoot")
	if boot.Type() != js.TypeObject || boot.Get("t").Type() != js.TypeObject {
		return
	}
	boot.Get("t").Set("main", js.Global().Get("performance").Call("now"))
}
