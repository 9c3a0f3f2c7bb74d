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
