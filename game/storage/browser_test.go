//go:build js

package storage

import (
	"errors"
	"strings"
	"syscall/js"
	"testing"
	"time"
)

// fakeStorage builds a Web Storage look-alike in JS. quotaAt is the number
// of successful setItem calls before it starts throwing a
// QuotaExceededError-like exception (-1: never).
func fakeStorage(quotaAt int) js.Value {
	mk := js.Global().Get("Function").New("quotaAt", `
		const m = new Map();
		let sets = 0;
		return {
			getItem(k) { return m.has(k) ? m.get(k) : null; },
			setItem(k, v) {
				if (quotaAt >= 0 && sets >= quotaAt) {
					const e = new Error("The quota has been exceeded.");
					e.name = "QuotaExceededError";
					throw e;
				}
				sets++;
				m.set(k, String(v));
			},
			removeItem(k) { m.delete(k); },
			get length() { return m.size; },
			_map: m,
		};`)
	return mk.Invoke(quotaAt)
}

func newTestBrowser(ls js.Value) *Browser {
	b := newBrowser(ls)
	b.now = func() time.Time { return fixedNow }
	return b
}

func TestBrowserContract(t *testing.T) {
	testContract(t, func(t *testing.T) Store { return newTestBrowser(fakeStorage(-1)) })
}

func TestBrowserDegradedContract(t *testing.T) {
	testContract(t, func(t *testing.T) Store { return newTestBrowser(js.Undefined()) })
}

func TestBrowserStoresPrefixedReadableText(t *testing.T) {
	ls := fakeStorage(-1)
	b := newTestBrowser(ls)
	if !b.Persistent() {
		t.Fatal("want persistent")
	}
	mustSave(t, b, "settings.json", []byte(`{"sound":true}`))
	if got := ls.Call("getItem", "lasvegas:settings.json").String(); got != `t:{"sound":true}` {
		t.Fatalf("raw value %q", got)
	}
	// A second store on the same storage sees it (survives "reload").
	if got := mustLoad(t, newTestBrowser(ls), "settings.json"); string(got) != `{"sound":true}` {
		t.Fatalf("got %q", got)
	}
}

// Over quota, Save reports the failure (ErrFull), never fakes success: the
// old value is what a reload would see, and Load says the same.
func TestBrowserQuotaIsReported(t *testing.T) {
	ls := fakeStorage(2) // two setItem calls work, then quota
	b := newTestBrowser(ls)
	mustSave(t, b, "settings.json", []byte("kept on disk"))
	mustSave(t, b, "autosave.json", []byte("old game"))
	err := b.Save("autosave.json", []byte("new game"))
	if !errors.Is(err, ErrFull) || !strings.Contains(err.Error(), "quota") {
		t.Fatalf("Save over quota: %v, want ErrFull", err)
	}
	if got := mustLoad(t, b, "autosave.json"); string(got) != "old game" {
		t.Fatalf("Load after a failed Save: %q, want the old value", got)
	}
	if got := mustLoad(t, newTestBrowser(ls), "autosave.json"); string(got) != "old game" {
		t.Fatalf("after a reload: %q", got)
	}
	if err := b.Save("other.json", []byte("x")); !errors.Is(err, ErrFull) {
		t.Fatalf("second Save over quota: %v", err)
	}
	if _, err := b.Load("other.json"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a failed Save left a value: %v", err)
	}
}

// A damaged value is never deleted unless its copy was written: over quota
// Quarantine fails and leaves it in place.
func TestBrowserQuarantineOverQuotaKeepsTheValue(t *testing.T) {
	ls := fakeStorage(1)
	b := newTestBrowser(ls)
	mustSave(t, b, "autosave.json", []byte("{damaged"))
	if name, err := b.Quarantine("autosave.json", "bad JSON"); err == nil {
		t.Fatalf("Quarantine over quota succeeded as %q", name)
	}
	if got := mustLoad(t, newTestBrowser(ls), "autosave.json"); string(got) != "{damaged" {
		t.Fatalf("the damaged value is gone: %q", got)
	}
}

func TestBrowserThrowingGetItem(t *testing.T) {
	ls := js.Global().Get("Function").New(`return {
		getItem() { throw new Error("SecurityError"); },
		setItem() {}, removeItem() {} };`).Invoke()
	b := newTestBrowser(ls)
	_, err := b.Load("settings.json")
	if err == nil || errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "SecurityError") {
		t.Fatalf("err = %v", err)
	}
}

func TestOpenWithoutLocalStorage(t *testing.T) {
	// Node has no localStorage: Open must fall back, not panic.
	prev := js.Global().Get("localStorage")
	js.Global().Set("localStorage", js.Undefined())
	defer js.Global().Set("localStorage", prev)
	s, err := Open()
	if err == nil || s == nil || s.Persistent() {
		t.Fatalf("Open = %v, %v; want non-persistent fallback and error", s, err)
	}
	mustSave(t, s, "autosave.json", []byte("x"))
}

func TestOpenWithThrowingLocalStorageGetter(t *testing.T) {
	js.Global().Get("Object").Call("defineProperty", js.Global(), "localStorage", map[string]any{
		"configurable": true,
		"get":          js.Global().Get("Function").New(`throw new Error("SecurityError: access denied")`),
	})
	defer js.Global().Get("Reflect").Call("deleteProperty", js.Global(), "localStorage")
	s, err := Open()
	if err == nil || s.Persistent() {
		t.Fatalf("Open = %v, %v; want fallback", s, err)
	}
}

func TestOpenWithWorkingLocalStorage(t *testing.T) {
	prev := js.Global().Get("localStorage")
	js.Global().Set("localStorage", fakeStorage(-1))
	defer js.Global().Set("localStorage", prev)
	s, err := Open()
	if err != nil || !s.Persistent() {
		t.Fatalf("Open = %v, %v", s, err)
	}
	// The probe key must be gone.
	if n := js.Global().Get("localStorage").Get("length").Int(); n != 0 {
		t.Fatalf("probe left behind: %d keys", n)
	}
}
