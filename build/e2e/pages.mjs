// What the browser tests of the tables and of typing share: the browser
// (headless Chromium, SwiftShader), opening a page of the web build and
// starting its game, and checking that it still runs with no Go error.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

export const BASE = (process.env.BASE_URL || "").replace(/\/$/, "");

let browser;

// useBrowser launches the browser before a test file's tests and closes
// it after them.
export function useBrowser() {
  before(async () => {
    assert.ok(BASE, "BASE_URL must name the server of a web build");
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM || "/usr/bin/chromium", headless: true,
      args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
        "--disable-renderer-backgrounding", "--disable-background-timer-throttling"],
    });
  });
  after(async () => { await browser?.close(); });
}

// newContext is a new browser context (its own cache: a cold load).
export function newContext(opts) { return browser.newContext(opts); }

// open loads the page with query, starts the game (checking the page's tag
// when given) and returns the page, its context and the console lines that
// look like errors.
export async function open(query, viewport, touch = false, tag = null) {
  const ctx = await browser.newContext(touch ? { viewport, hasTouch: true, isMobile: true } : { viewport });
  const page = await ctx.newPage();
  const errors = [];
  page.on("console", (m) => { if (/panic|fatal|error/i.test(m.text())) errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${BASE}/${query}`);
  await play(page, tag);
  return { page, ctx, errors };
}

// play waits for the page to load and start its game by itself (no gate:
// sound waits for the first gesture, not the game), checks its tag (when
// given) and waits for the game's first frame.
export async function play(page, tag) {
  if (tag) assert.match(await page.textContent(".tag"), tag);
  await page.waitForFunction(() => ["running", "error"].includes(globalThis.lasvegasBoot?.state), null, { timeout: 120_000 });
}

// healthy checks that the game still runs, has not exited, and logged no
// error.
export async function healthy(page, errors) {
  const b = await page.evaluate(() => ({ state: globalThis.lasvegasBoot.state, exit: globalThis.lasvegasBoot.exitCode, error: globalThis.lasvegasBoot.error }));
  assert.equal(b.state, "running", `boot state ${b.state}: ${b.error}`);
  assert.equal(b.exit, null);
  assert.deepEqual(errors, []);
}

// loadTimings waits for the game's first complete frame and returns the
// page's load timeline (ms from navigation start): download (the bytes
// counted), compile (streaming: what remains of it after the download),
// Go's start to its main (the runtime and the package inits; the game's
// main marks lasvegasBoot.t.main, webargs_js.go), main to the first
// complete frame (the setup made and drawn whole), loadToFirstFrameMs (the
// page's loading screen put away) and loadToCompleteMs, the first complete
// frame (the hook's mark: text drawn, nothing missing or put off; a build
// without it, the smoke program, gives the first frame shown).
export async function loadTimings(page) {
  const complete = await (await page.waitForFunction(() => {
    if (globalThis.lasvegasFirstComplete) return globalThis.lasvegasFirstComplete.t;
    let app = null;
    try { app = JSON.parse(globalThis.lasvegasState || "{}").app; } catch (e) { /* not yet */ }
    const t = globalThis.lasvegasBoot.t;
    return (app && app !== "lasvegas") || performance.now() - t.firstFrame > 15000 ? -1 : null;
  }, null, { timeout: 60_000, polling: 50 })).jsonValue();
  const b = await page.evaluate(() => globalThis.lasvegasBoot);
  const t = b.t, r = (x) => Math.round(x);
  return {
    downloadMs: r(t.fetched - t.start), compileMs: r(t.compiled - t.fetched),
    initMs: r(t.main - t.started), mainToCompleteMs: r((complete > 0 ? complete : t.firstFrame) - t.main),
    loadToFirstFrameMs: r(t.firstFrame),
    loadToCompleteMs: r(complete > 0 ? complete : t.firstFrame), completeMarked: complete > 0,
    wasmBytes: b.bytes,
  };
}

const msOf = (x) => (Number.isFinite(x) ? x + " ms" : "n/a");
export const fmtLoad = (x) => `download ${msOf(x.downloadMs)}, compile ${msOf(x.compileMs)} after it, Go start to main ${msOf(x.initMs)}, main to the first complete frame ${msOf(x.mainToCompleteMs)}; load->first frame ${msOf(x.loadToFirstFrameMs)}, load->first complete frame ${msOf(x.loadToCompleteMs)}${x.completeMarked ? "" : " (no hook mark: first frame)"}`;

// The test hook (build/e2e/README.md, contract v1; a page opened with
// e2e=1 in an e2e build): its state, a wait for a state, and pressing a
// hit by pointer (its centre) or by its keys, holding every press for two
// of the game's ticks. As e2e.test.mjs's, for the other games' tables.

// readHook is the hook's last state, or null.
export const readHook = (page) => page.evaluate(() => {
  const s = globalThis.lasvegasState;
  if (typeof s !== "string") return null;
  try { return JSON.parse(s); } catch (e) { return { parseError: String(e), raw: s.slice(0, 200) }; }
});

// waitHook waits until pred holds of the hook's state and returns it.
export async function waitHook(page, pred, timeout, what) {
  const t0 = Date.now();
  let st = null;
  while (Date.now() - t0 < timeout) {
    st = await readHook(page);
    if (st && pred(st)) return st;
    await page.waitForTimeout(100);
  }
  throw new Error("timed out after " + timeout + " ms waiting for " + what + "; last state: " + JSON.stringify(st)?.slice(0, 600));
}

// hitPoint is hit id's centre in page CSS pixels (Ebitengine's fit: the
// screen scaled to the canvas, centred).
export async function hitPoint(page, st, id) {
  const hit = (st.hits || []).find((h) => h.id === id);
  assert.ok(hit, "hook has no hit area " + JSON.stringify(id) + " (has " + (st.hits || []).map((h) => h.id).join(",") + ")");
  const r = await page.evaluate(() => { const b = document.querySelector("canvas").getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height }; });
  const scale = Math.min(r.w / st.screen.w, r.h / st.screen.h);
  const ox = r.x + (r.w - st.screen.w * scale) / 2, oy = r.y + (r.h - st.screen.h * scale) / 2;
  return { x: ox + (hit.x + hit.w / 2) * scale, y: oy + (hit.y + hit.h / 2) * scale };
}

// waitTicks waits until the game has run n more ticks.
async function waitTicks(page, n = 2) {
  const st = await readHook(page);
  if (!st || typeof st.tick !== "number") return page.waitForTimeout(300);
  await waitHook(page, (s) => s.tick >= st.tick + n, 10_000, n + " ticks");
}

const cdpSessions = new WeakMap();

// activate presses hit id at its centre: a finger (touch: CDP touch
// events, a real touch screen) or the mouse.
export async function activate(page, st, id, touch = false) {
  const p = await hitPoint(page, st, id);
  if (touch) {
    if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
    const s = cdpSessions.get(page);
    await s.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
    await waitTicks(page);
    await s.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    return;
  }
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await waitTicks(page);
  await page.mouse.up();
}

// pressKeys presses the keys of hit id in order.
export async function pressKeys(page, st, id) {
  const k = (st.keys || {})[id];
  assert.ok(k, "hook has no key for " + id + " (has " + Object.keys(st.keys || {}).join(",") + ")");
  await page.locator("canvas").focus();
  for (const key of Array.isArray(k) ? k : [k]) {
    await page.keyboard.down(key);
    await waitTicks(page);
    await page.keyboard.up(key);
  }
}

// untilDecision waits for the person's decision at a table (phase
// "choose"), going on past payouts ("next") and handovers ("handover")
// by their keys, and returns the state.
export async function untilDecision(page, timeout = 90_000) {
  const t0 = Date.now();
  const goOn = (s) => ["next", "handover"].find((id) => (s.keys || {})[id]);
  for (;;) {
    const left = timeout - (Date.now() - t0);
    const st = await waitHook(page, (s) => (s.phase === "choose" && (s.choices || []).length > 0) || goOn(s), Math.max(left, 1000), "the person's decision");
    if (st.phase === "choose") return st;
    await pressKeys(page, st, goOn(st));
    await waitTicks(page, 4);
  }
}

// decided waits until the decision of state st has been taken: the table
// no longer waits for it (another decision may follow, with other keys).
export function decided(page, st, what) {
  const keys = JSON.stringify(st.keys);
  return waitHook(page, (s) => s.phase !== "choose" || JSON.stringify(s.keys) !== keys, 20_000, what);
}
