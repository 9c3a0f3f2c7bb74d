package main

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	wasm := []byte("\x00asm\x01\x00\x00\x00 pretend wasm")
	must(t, os.WriteFile(filepath.Join(dir, "game.wasm"), wasm, 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644))
	gzf, err := os.Create(filepath.Join(dir, "game.wasm.gz"))
	must(t, err)
	zw := gzip.NewWriter(gzf)
	_, _ = zw.Write(wasm)
	must(t, zw.Close())
	must(t, gzf.Close())

	srv := httptest.NewServer(handler(dir, true))
	defer srv.Close()
	tr := &http.Transport{DisableCompression: true}
	get := func(path, enc string) *http.Response {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		if enc != "" {
			req.Header.Set("Accept-Encoding", enc)
		}
		resp, err := tr.RoundTrip(req)
		must(t, err)
		return resp
	}

	resp := get("/game.wasm", "")
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type = %q", ct)
	}
	if resp.Header.Get("Content-Encoding") != "" || string(body) != string(wasm) {
		t.Errorf("plain: enc=%q body=%q", resp.Header.Get("Content-Encoding"), body)
	}
	if resp.ContentLength != int64(len(wasm)) {
		t.Errorf("Content-Length = %d", resp.ContentLength)
	}

	resp = get("/game.wasm", "br, gzip;q=0.8")
	if resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Content-Type") != "application/wasm" {
		t.Errorf("gzip: headers %v", resp.Header)
	}
	if st, _ := os.Stat(filepath.Join(dir, "game.wasm.gz")); resp.ContentLength != st.Size() {
		t.Errorf("gzip Content-Length = %d, want %d", resp.ContentLength, st.Size())
	}
	zr, err := gzip.NewReader(resp.Body)
	must(t, err)
	body, _ = io.ReadAll(zr)
	resp.Body.Close()
	if string(body) != string(wasm) {
		t.Errorf("gzip body %q", body)
	}

	resp = get("/", "gzip")
	body, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(body) != "<!doctype html>" || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Errorf("index: %d %q %v", resp.StatusCode, body, resp.Header)
	}
	resp = get("/../../etc/passwd", "")
	resp.Body.Close()
	if resp.StatusCode != 404 {
		t.Errorf("traversal status %d", resp.StatusCode)
	}
}

func TestAcceptsGzip(t *testing.T) {
	for in, want := range map[string]bool{"": false, "gzip": true, "deflate, gzip": true, "gzip;q=0": false, "br": false, "GZIP ; q=0.5": true} {
		r, _ := http.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Encoding", in)
		if got := acceptsGzip(r); got != want {
			t.Errorf("acceptsGzip(%q) = %v", in, got)
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
