// Command serve is a tiny static file server for the web build (build/web).
// It exists because python3 -m http.server is not always there and does not
// know application/wasm everywhere. It only listens on loopback by default.
//
//	go run ./build/serve                       # http://127.0.0.1:8080/
//	go run ./build/serve -addr 127.0.0.1:0 -urlfile /tmp/url   # free port
//
// When the client accepts gzip and a precompressed "<file>.gz" sits next to
// the requested file (build/web.sh writes game.wasm.gz), that is served with
// Content-Encoding: gzip. Responses are not cached (this is a dev server).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	dir := flag.String("dir", "build/web", "directory to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "listen address (port 0 picks a free port)")
	gz := flag.Bool("gzip", true, "serve precompressed .gz siblings to clients accepting gzip")
	urlFile := flag.String("urlfile", "", "write the base URL to this file once listening")
	quiet := flag.Bool("quiet", false, "do not log requests")
	flag.Parse()

	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		log.Fatalf("serve: %s is not a directory (run build/web.sh first)", *dir)
	}
	_ = mime.AddExtensionType(".wasm", "application/wasm")

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	url := "http://" + ln.Addr().String() + "/"
	if *urlFile != "" {
		if err := os.WriteFile(*urlFile, []byte(url+"\n"), 0o644); err != nil {
			log.Fatalf("serve: %v", err)
		}
	}
	fmt.Printf("serving %s at %s\n", *dir, url)

	h := handler(*dir, *gz)
	if !*quiet {
		h = logRequests(h)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatalf("serve: %v", err)
	}
}

// handler serves dir with correct types, optional precompressed gzip and
// no caching.
func handler(dir string, gz bool) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		p := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(p, "/") {
			p += "index.html"
		}
		if ct := mime.TypeByExtension(path.Ext(p)); ct != "" {
			w.Header().Set("Content-Type", ct)
		}
		if gz && acceptsGzip(r) && !strings.HasSuffix(p, ".gz") {
			gzPath := filepath.Join(dir, filepath.FromSlash(p)+".gz")
			if st, err := os.Stat(gzPath); err == nil && st.Mode().IsRegular() {
				f, err := os.Open(gzPath)
				if err == nil {
					defer f.Close()
					w.Header().Set("Content-Encoding", "gzip")
					w.Header().Add("Vary", "Accept-Encoding")
					// ServeContent leaves Content-Length out when
					// Content-Encoding is set; the .gz size is right
					// for a full response (ranges overwrite it).
					w.Header().Set("Content-Length", strconv.FormatInt(st.Size(), 10))
					http.ServeContent(w, r, p, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (s *statusWriter) WriteHeader(code int) { s.status = code; s.ResponseWriter.WriteHeader(code) }

func logRequests(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w, status: 200}
		start := time.Now()
		h.ServeHTTP(sw, r)
		log.Printf("%d %s %s %s", sw.status, r.Method, r.URL.Path, time.Since(start).Round(time.Millisecond))
	})
}
