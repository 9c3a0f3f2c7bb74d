// End-to-end test of the web build in headless Chromium (see README.md).
//
//   node --test --test-concurrency=1 e2e.test.mjs
//
// Env:
//   BASE_URL            URL of a running server (default: start go run ./build/serve on a free port)
//   CHROMIUM            browser binary (default /usr/bin/chromium)
//   E2E_MAX_FRAME_MS    fail when a frame gap after the first frame exceeds this (default: report only)
//   E2E_MAX_GO_FRAME_MS fail when the game's own Go work in one frame of a bot turn exceeds this (default 50)
//   E2E_FLOW_TIMEOUT_S  time allowed to play one round through the hook (default 240)
//   E2E_PROFILES        comma list of profiles to run (default all: desktop,phone-portrait,phone-landscape)
//   E2E_QUERY           appended to the page query (e.g. "&mockgame=1" for the smoke program's mock game)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { loadTimings, fmtLoad } from "./pages.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const artifacts = path.resolve(here, process.env.E2E_ARTIFACTS || "artifacts");
mkdirSync(artifacts, { recursive: true });

const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const MAX_FRAME_MS = process.env.E2E_MAX_FRAME_MS ? Number(process.env.E2E_MAX_FRAME_MS) : null;
const MAX_GO_FRAME_MS = Number(process.env.E2E_MAX_GO_FRAME_MS || 50);
const FLOW_TIMEOUT_MS = Number(process.env.E2E_FLOW_TIMEOUT_S || 240) * 1000;
const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  // WebGL 2 through SwiftShader (software). Chromium 156 allows it without
  // these, newer ones want the explicit opt-in.
  "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
  // Keep the game loop running at full speed although nobody looks.
  "--disable-renderer-backgrounding", "--disable-background-timer-throttling",
  "--autoplay-policy=no-user-gesture-required",
];

const PROFILES = {
  desktop: { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, hasTouch: false, isMobile: false },
  "phone-portrait": { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
  "phone-landscape": { viewport: { width: 844, height: 390 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
};
const selected = (process.env.E2E_PROFILES || Object.keys(PROFILES).join(",")).split(",").map((s) => s.trim()).filter(Boolean);
for (const p of selected) if (!PROFILES[p]) throw new Error(`E2E_PROFILES: unknown profile ${p} (have ${Object.keys(PROFILES).join(", ")})`);

let baseURL = process.env.BASE_URL;
let server = null, serverDir = null;
const metrics = { profiles: {} };

before(async () => {
  if (baseURL) return;
  // Build and start our static server on a free port; read the URL it prints.
  serverDir = mkdtempSync(path.join(os.tmpdir(), "lasvegas-serve-"));
  const bin = path.join(serverDir, "serve");
  execFileSync("go", ["build", "-o", bin, "./build/serve"], { cwd: repo, stdio: "inherit" });
  server = spawn(bin, ["-dir", "build/web", "-addr", "127.0.0.1:0", "-quiet"], {
    cwd: repo, stdio: ["ignore", "pipe", "inherit"],
  });
  baseURL = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start in 30 s")), 30_000);
    let out = "";
    server.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/at (http:\/\/\S+)/);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    server.on("exit", (code) => { clearTimeout(timer); reject(new Error("server exited " + code)); });
  });
});

after(() => {
  if (server) server.kill("SIGTERM");
  if (serverDir) rmSync(serverDir, { recursive: true, force: true });
  if (!Object.keys(metrics.profiles).length) return;
  writeFileSync(path.join(artifacts, "metrics.json"), JSON.stringify(metrics, null, 2) + "\n");
  console.log("metrics written to " + path.relative(repo, path.join(artifacts, "metrics.json")));
});

// ---------- helpers ----------

async function launch(profile) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "lasvegas-e2e-"));
  const ctx = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM, headless: true, args: ARGS, ...PROFILES[profile],
    reducedMotion: "reduce", // the page then stops its pulsing animations, so elements are "stable"
  });
  const page = ctx.pages()[0] || (await ctx.newPage());
  const problems = [];
  const t0 = Date.now();
  const add = (msg) => problems.push(`+${Date.now() - t0}ms ${msg}`);
  page.on("console", (m) => { if (m.type() === "error") add("console.error: " + m.text() + " @ " + (m.location()?.url || "")); });
  page.on("pageerror", (e) => add("pageerror: " + e.message));
  page.on("crash", () => add("page crashed"));
  page.on("requestfailed", (r) => add("request failed: " + r.url() + " " + (r.failure()?.errorText || "")));
  page.on("response", (r) => { if (r.status() >= 400) add("HTTP " + r.status() + " " + r.url()); });
  return {
    ctx, page, problems,
    async close() { await ctx.close(); rmSync(userDataDir, { recursive: true, force: true }); },
  };
}

const shot = async (page, name) => {
  const file = path.join(artifacts, name + ".png");
  const buf = await page.screenshot({ path: file });
  return { file, buf };
};

// Decode a PNG in a blank page and measure how uniform it is.
async function pixelStats(ctx, png) {
  const p = await ctx.newPage();
  try {
    return await p.evaluate(async (b64) => {
      const img = new Image();
      img.src = "data:image/png;base64," + b64;
      await img.decode();
      const c = document.createElement("canvas");
      c.width = img.width; c.height = img.height;
      const g = c.getContext("2d");
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      const counts = new Map();
      let n = 0, sum = 0, sum2 = 0;
      const step = Math.max(1, Math.floor((c.width * c.height) / 40000));
      for (let i = 0; i < c.width * c.height; i += step) {
        const r = d[4 * i], gg = d[4 * i + 1], b = d[4 * i + 2];
        const key = ((r >> 3) << 10) | ((gg >> 3) << 5) | (b >> 3);
        counts.set(key, (counts.get(key) || 0) + 1);
        const y = 0.2126 * r + 0.7152 * gg + 0.0722 * b;
        sum += y; sum2 += y * y; n++;
      }
      const top = Math.max(...counts.values());
      return { width: c.width, height: c.height, samples: n, colors: counts.size, dominant: top / n, lumaStd: Math.sqrt(Math.max(0, sum2 / n - (sum / n) ** 2)) };
    }, png.toString("base64"));
  } finally { await p.close(); }
}

const readHook = (page) => page.evaluate(() => {
  const s = globalThis.lasvegasState;
  if (typeof s !== "string") return null;
  try { return JSON.parse(s); } catch (e) { return { parseError: String(e), raw: s.slice(0, 200) }; }
});

async function waitHook(page, pred, timeout, what) {
  const t0 = Date.now();
  let st = null;
  while (Date.now() - t0 < timeout) {
    st = await readHook(page);
    if (st && pred(st)) return st;
    await page.waitForTimeout(100);
  }
  throw new Error("timed out after " + timeout + " ms waiting for " + what + "; last state: " + JSON.stringify(st)?.slice(0, 600));
}

// Map a hit area (game screen coordinates) to page CSS pixels, assuming
// Ebitengine's fit: scale to fit the canvas, centred (letterboxed).
async function hitPoint(page, st, id) {
  const hit = (st.hits || []).find((h) => h.id === id);
  assert.ok(hit, "hook has no hit area " + JSON.stringify(id) + " (has " + (st.hits || []).map((h) => h.id).join(",") + ")");
  const r = await page.evaluate(() => { const b = document.querySelector("canvas").getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height }; });
  const scale = Math.min(r.w / st.screen.w, r.h / st.screen.h);
  const ox = r.x + (r.w - st.screen.w * scale) / 2, oy = r.y + (r.h - st.screen.h * scale) / 2;
  return { x: ox + (hit.x + hit.w / 2) * scale, y: oy + (hit.y + hit.h / 2) * scale };
}

// Wait until the game has run n more ticks (Update calls), so that a press
// is seen as held by inpututil even when frames are slow (SwiftShader).
async function waitTicks(page, n = 2) {
  const st = await readHook(page);
  if (!st || typeof st.tick !== "number") return page.waitForTimeout(300);
  await waitHook(page, (s) => s.tick >= st.tick + n, 10_000, n + " ticks");
}

const cdpSessions = new WeakMap();
async function cdp(page) {
  if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
  return cdpSessions.get(page);
}

// Press at a page point like a person: down, hold for a couple of game
// ticks, release. Touch goes through CDP touch events (a real touch
// screen, as hasTouch/isMobile set up), mouse through the mouse.
async function pressAt(page, x, y, touch) {
  if (touch) {
    const s = await cdp(page);
    await s.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y, id: 1 }] });
    await waitTicks(page);
    await s.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await waitTicks(page);
    await page.mouse.up();
  }
}

async function activate(page, st, id, touch) {
  const p = await hitPoint(page, st, id);
  await pressAt(page, p.x, p.y, touch);
}

async function pressKeys(page, st, action) {
  const k = (st.keys || {})[action];
  assert.ok(k, "hook has no key for " + action);
  for (const key of Array.isArray(k) ? k : [k]) {
    await page.keyboard.down(key);
    await waitTicks(page);
    await page.keyboard.up(key);
  }
}

// Open the page and wait for the game's first frame: no gate, the game
// starts loading at once (sound waits for the first gesture, not the
// game). Returns boot timings (ms from navigation start, the page's
// performance.now() clock) and a screenshot of the loading screen.
// With reload, the current page is reloaded instead (its frame times are
// kept first, keepFrameGaps).
async function boot(page, touch, { reload = false, query = "?e2e=1&seed=42&fast=1" + (process.env.E2E_QUERY || "") } = {}) {
  const nav0 = Date.now();
  if (reload) {
    await keepFrameGaps(page);
    await page.reload({ waitUntil: "domcontentloaded" });
  } else {
    await page.goto(baseURL + query, { waitUntil: "domcontentloaded" });
  }
  const loadingPng = await page.screenshot(); // the loading screen (or already the game)
  await page.waitForFunction(() => ["running", "error"].includes(globalThis.lasvegasBoot?.state), null, { timeout: 90_000 });
  const b = await page.evaluate(() => globalThis.lasvegasBoot);
  assert.equal(b.state, "running", "page error: " + JSON.stringify(b.error));
  assert.equal(b.t.gesture, undefined, "the game waited for a gesture (a click or key) before it ran");
  return { loadingPng, timings: { ...(await loadTimings(page)), wallMs: Date.now() - nav0 } };
}

// Frame gaps (ms between requestAnimationFrame callbacks) after the first
// game frame, and the game's own Go work per frame (the hook's
// lasvegasGoFrames), kept for every document the page showed (reloads).
const docsSoFar = new WeakMap();
const GO_FIELDS = 14; // per frame, see scenes/e2ehook_js.go
async function keepFrameGaps(page) {
  const d = await page.evaluate(() => ({
    times: globalThis.lasvegasFrames?.times || [], first: globalThis.lasvegasBoot?.t?.firstFrame,
    go: globalThis.lasvegasGoFrames || [],
  }));
  const docs = docsSoFar.get(page) || [];
  const times = d.first === undefined ? [] : d.times.filter((x) => x >= d.first);
  const go = [];
  for (let i = 0; i + GO_FIELDS - 1 < d.go.length; i += GO_FIELDS) {
    go.push({ t: d.go[i], update: d.go[i + 1], draw: d.go[i + 2], updates: d.go[i + 3], bot: d.go[i + 4] === 1, built: d.go[i + 5], deferred: d.go[i + 6],
      load: d.go[i + 7] === 1, textMs: d.go[i + 8], shapeMs: d.go[i + 9], shapes: d.go[i + 10], gc: d.go[i + 11], maxUpdate: d.go[i + 12], steps: d.go[i + 13] });
  }
  docs.push({ times, go });
  docsSoFar.set(page, docs);
}

function stats(xs) {
  xs = [...xs].sort((a, b) => a - b);
  const q = (p) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] : NaN);
  const r1 = (x) => Math.round(x * 10) / 10;
  return { frames: xs.length, p50: r1(q(0.5)), p95: r1(q(0.95)), max: r1(xs.length ? xs[xs.length - 1] : NaN) };
}

// frameReport: rAF gaps (all, and those during bot turns: a gap is a bot
// turn's when a bot-turn frame's Go work ended inside it, the work that
// delayed the next frame), and the Go work per frame (Updates + Draw).
function frameReport(docs) {
  const gaps = [], botGaps = [], goAll = [], goBot = [], goLoad = [], shapeEach = [];
  let worst = null, shapes = 0, shapeMs = 0, textMs = 0, botSlow = 0, botSlowGC = 0;
  for (const { times, go } of docs) {
    for (const f of go) {
      const ms = f.update + f.draw;
      goAll.push(ms);
      // A loading frame (a game created or resumed, or a new screen such as
      // the round summary: its first Draw builds it whole, and no bot works
      // after the switch) is measured apart, in goLoad.
      if (f.bot && !f.load) goBot.push(ms);
      if (f.bot && !f.load && ms > 30) { botSlow++; if (f.gc > 0) botSlowGC++; }
      if (f.load) goLoad.push(ms);
      shapes += f.shapes; shapeMs += f.shapeMs; textMs += f.textMs;
      if (f.shapes === 1) shapeEach.push(f.shapeMs);
      if (!worst || ms > worst.ms) worst = { ms: Math.round(ms * 10) / 10, update: f.update, draw: f.draw, updates: f.updates, maxUpdate: f.maxUpdate, steps: f.steps, bot: f.bot, load: f.load, gc: f.gc };
    }
    const bots = go.filter((f) => f.bot).map((f) => f.t);
    let j = 0;
    for (let i = 1; i < times.length; i++) {
      const g = times[i] - times[i - 1];
      gaps.push(g);
      while (j < bots.length && bots[j] < times[i - 1]) j++;
      if (j < bots.length && bots[j] < times[i]) botGaps.push(g);
    }
  }
  const r1 = (x) => Math.round(x * 10) / 10;
  return { rafGapsMs: stats(gaps), botRafGapsMs: stats(botGaps), goFrameMs: stats(goAll), botGoFrameMs: stats(goBot), worstGoFrame: worst,
    // Loading frames: a game created or resumed, or a screen opened or closed (a scene switch,
    // push or pop), whose first Draw builds the whole screen; no bot works after the switch.
    loadGoFrameMs: stats(goLoad),
    // Building sprites: shapes (dice, notes, tiles, panels) and text, in ms;
    // oneShapeMs: frames that built exactly one shape, the cost of one.
    sprites: { shapes, shapeMs: r1(shapeMs), textMs: r1(textMs), oneShapeMs: stats(shapeEach) },
    // Bot-turn frames over 30 ms, and how many of them had a garbage collection.
    botOver30: { frames: botSlow, withGC: botSlowGC } };
}

async function checkCanvasFillsWindow(page) {
  const c = await page.evaluate(() => {
    const el = document.querySelector("canvas");
    const b = el.getBoundingClientRect();
    return { x: b.x, y: b.y, w: b.width, h: b.height, bw: el.width, bh: el.height, vw: innerWidth, vh: innerHeight, dpr: devicePixelRatio,
      scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight };
  });
  assert.ok(Math.abs(c.x) < 1 && Math.abs(c.y) < 1 && Math.abs(c.w - c.vw) < 1 && Math.abs(c.h - c.vh) < 1, "canvas does not fill the window: " + JSON.stringify(c));
  assert.ok(Math.abs(c.bw - c.w * c.dpr) <= 2 && Math.abs(c.bh - c.h * c.dpr) <= 2, "canvas backing store does not follow devicePixelRatio: " + JSON.stringify(c));
  assert.ok(c.scrollW <= c.vw && c.scrollH <= c.vh, "page scrolls: " + JSON.stringify(c));
  return c;
}

function assertNoProblems(problems) {
  assert.deepEqual(problems, [], "console errors / page errors:\n" + problems.join("\n"));
}

// ---------- the smoke program's own checks (app "smoke") ----------

async function smokeFlow(t, page, st, touch, profile) {
  const before = st.smoke.clicks;
  await activate(page, st, "target", touch);
  st = await waitHook(page, (s) => s.smoke.clicks > before, 10_000, "target " + (touch ? "tap" : "click") + " to register");
  assert.equal(touch ? st.smoke.touches : st.smoke.mouse, 1, "input went to the wrong device counter: " + JSON.stringify(st.smoke));
  await page.locator("canvas").focus();
  await pressKeys(page, st, "target");
  st = await waitHook(page, (s) => s.smoke.keys >= 1, 10_000, "Enter to register");
  assert.equal(st.persistent, true, "localStorage store is not persistent in Chromium");
  const saved = st.smoke.clicks;
  await boot(page, touch, { reload: true });
  st = await waitHook(page, (s) => s.frame >= 1, 20_000, "hook after reload");
  assert.equal(st.resumed, true, "not resumed from storage after reload");
  assert.equal(st.smoke.clicks, saved, "click count not restored from localStorage");
  await shot(page, profile + "-smoke-after-reload");
  t.diagnostic("smoke: click/tap, Enter and reload-resume via game/storage work");
}

// ---------- the real game's flow (app "lasvegas"), driven by the hook ----------

// phoneSizes checks, in the phone held upright, the frame drawn last:
// its smallest text is 12 CSS px or more and its smallest button or switch
// 44 CSS px or more each way (the hook reports both in logical units; a
// CSS px is viewport width / screen width of them). Elsewhere it checks
// nothing and returns "".
function phoneSizes(st, profile, where) {
  if (profile !== "phone-portrait") return "";
  const k = PROFILES[profile].viewport.width / st.screen.w;
  const sm = st.smallest;
  assert.ok(sm && sm.text > 0 && sm.control > 0, where + ": the hook reports no smallest text or control: " + JSON.stringify(sm));
  assert.ok(sm.text * k >= 11.95, `${where}: text ${JSON.stringify(sm.textS)} at ${(sm.text * k).toFixed(1)} CSS px (under 12)`);
  assert.ok(sm.control * k >= 43.95, `${where}: control ${JSON.stringify(sm.controlS)} is ${(sm.control * k).toFixed(1)} CSS px (under 44)`);
  return `${where}: smallest text ${(sm.text * k).toFixed(1)} CSS px, smallest control ${(sm.control * k).toFixed(1)} CSS px`;
}

async function gameFlow(t, page, st, touch, profile) {
  // 1. Quick start against bots.
  st = await waitHook(page, (s) => (s.hits || []).some((h) => h.id === "quickstart"), 30_000, "title with a quickstart hit area");
  await shot(page, profile + "-title");
  const sizes = [phoneSizes(await readHook(page), profile, "setup")];
  await activate(page, st, "quickstart", touch);
  st = await waitHook(page, (s) => s.scene === "play", 20_000, "scene play after quick start");
  const startRound = st.round;
  await shot(page, profile + "-play");

  // 2. Play until the round ends, placing alternately by pointer and keyboard.
  let byPointer = 0, byKey = 0, lastMoves = -1;
  const t0 = Date.now();
  while (!(st.scene === "roundEnd" || st.scene === "gameOver" || st.round > startRound)) {
    if (Date.now() - t0 > FLOW_TIMEOUT_MS) throw new Error("round did not finish in time; state " + JSON.stringify(st).slice(0, 600));
    // A Kicker target or chip colour (option-N hit areas) is asked after a
    // placement, without a new move: answer with the first option.
    const opt = st.turn === st.human && st.phase === "choose" && !(st.choices || []).length
      ? (st.hits || []).find((h) => h.id.startsWith("option-")) : null;
    if (opt) {
      await activate(page, st, opt.id, touch);
      await page.waitForTimeout(400);
      st = await readHook(page);
      continue;
    }
    const mine = st.turn === st.human && st.moves !== lastMoves;
    if (mine && st.phase === "roll") {
      if (st.hits.some((h) => h.id === "roll")) await activate(page, st, "roll", touch); else await pressKeys(page, st, "roll");
      const m = st.moves;
      st = await waitHook(page, (s) => s.phase !== "roll" || s.moves !== m, 20_000, "roll to happen");
      continue;
    }
    if (mine && st.phase === "choose" && (st.choices || []).length) {
      if (sizes.length === 1) sizes.push(phoneSizes(st, profile, "table, choosing"));
      const action = "casino-" + st.choices[0];
      if ((byPointer + byKey) % 2 === 0) { await activate(page, st, action, touch); byPointer++; } else {
        await page.locator("canvas").focus();
        await pressKeys(page, st, action); byKey++;
      }
      lastMoves = st.moves;
      if (byPointer + byKey === 1) await shot(page, profile + "-placed");
      st = await waitHook(page, (s) => s.moves !== lastMoves || s.scene !== "play", 20_000, "placement of " + action + " to register");
      continue;
    }
    await page.waitForTimeout(100);
    st = await readHook(page);
  }
  assert.ok(byPointer >= 1, "never placed dice by pointer");
  assert.ok(byKey >= 1, "never placed dice by keyboard");
  await shot(page, profile + "-round-end");

  // 3. Reload and resume from the autosave.
  await waitHook(page, (s) => s.saved && s.saved.moves >= 1, 20_000, "an autosave");
  const saved = (await readHook(page)).saved; // as late as possible before the reload
  await boot(page, touch, { reload: true });
  st = await waitHook(page, (s) => s.scene === "play" || (s.hits || []).some((h) => h.id === "continue"), 30_000, "play or a continue hit after reload");
  if (st.scene !== "play") {
    await activate(page, st, "continue", touch);
    st = await waitHook(page, (s) => s.scene === "play", 20_000, "scene play after continue");
  }
  assert.equal(st.resumed, true, "game not marked as resumed after reload");
  // Bots may have moved (and autosaved again) between reading saved and the
  // reload, so the resumed game may be a little further, never behind.
  assert.ok(st.round >= saved.round && st.round <= saved.round + 1, `resumed round ${st.round}, autosave had ${saved.round}`);
  assert.ok(st.moves >= saved.moves, `resumed at move ${st.moves}, autosave had ${saved.moves}: progress lost`);
  await shot(page, profile + "-resumed");
  for (const line of sizes) if (line) t.diagnostic(line);
  t.diagnostic(`game flow: ${byPointer} pointer + ${byKey} keyboard placements, round ${startRound} finished, resumed at round ${st.round} move ${st.moves}`);
}

// ---------- tests ----------

// FrameBudgetError is the 50 ms budget failing: the only failure retried
// (in a fresh browser, up to twice), because on a machine loaded by other
// work the scheduler alone can stretch one frame past it (with one retry, 1
// of 4 full runs on the shared 2-core machine failed on 2026-11-25, at load
// average 3.9 with nothing else of ours running). Every attempt is reported
// and kept (<profile>-frames-attemptN.json), and the last must pass.
class FrameBudgetError extends Error {}

const frameBudgetAttempts = 3;

for (const profile of selected) {
  const touch = PROFILES[profile].hasTouch;
  test(`web build in ${profile} (${PROFILES[profile].viewport.width}x${PROFILES[profile].viewport.height}${touch ? ", touch" : ""})`, async (t) => {
    const earlier = [];
    for (let attempt = 1; ; attempt++) {
      try {
        await profileRun(t, profile, touch);
        break;
      } catch (e) {
        if (!(e instanceof FrameBudgetError) || attempt >= frameBudgetAttempts) throw e;
        t.diagnostic(`RETRY ${attempt} (frame budget, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}): ${e.message}`);
        earlier.push(metrics.profiles[profile]);
        renameSync(path.join(artifacts, profile + "-frames.json"), path.join(artifacts, `${profile}-frames-attempt${attempt}.json`));
      }
    }
    if (earlier.length > 0) {
      metrics.profiles[profile].firstAttempt = earlier[0];
      metrics.profiles[profile].earlierAttempts = earlier;
    }
  });
}

async function profileRun(t, profile, touch) {
  {
    t.diagnostic(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")} on ${os.cpus().length} CPUs`);
    const b = await launch(profile);
    const m = (metrics.profiles[profile] = {});
    try {
      const { page, ctx, problems } = b;
      const { loadingPng, timings } = await boot(page, touch);
      Object.assign(m, timings);
      writeFileSync(path.join(artifacts, profile + "-loading.png"), loadingPng);
      t.diagnostic("load: " + fmtLoad(timings));

      await page.waitForTimeout(1500); // let a few frames render
      const { buf } = await shot(page, profile + "-running");
      const px = await pixelStats(ctx, buf);
      m.pixels = px;
      assert.ok(px.dominant < 0.97 && px.colors >= 4 && px.lumaStd > 2, "canvas looks blank/uniform: " + JSON.stringify(px));
      m.canvas = await checkCanvasFillsWindow(page);

      if (profile === "desktop") {
        await page.setViewportSize({ width: 1000, height: 800 });
        await page.waitForTimeout(700);
        m.canvasAfterResize = await checkCanvasFillsWindow(page);
        await shot(page, profile + "-resized");
      }

      const st = await readHook(page);
      if (!st) {
        t.diagnostic("SKIP hook checks: globalThis.lasvegasState is absent (GUI has not implemented the e2e hook in build/e2e/README.md yet)");
      } else {
        assert.ok(!st.parseError, "lasvegasState is not JSON: " + JSON.stringify(st));
        assert.equal(st.v, 1, "hook contract version");
        for (const k of ["app", "tick", "frame", "scene", "screen", "hits"]) assert.ok(k in st, "hook state lacks " + k);
        const st2 = await waitHook(page, (s) => s.tick > st.tick, 5000, "tick to advance");
        m.app = st2.app;
        if (st2.app === "smoke") {
          await smokeFlow(t, page, st2, touch, profile);
          t.diagnostic("SKIP game flow: this build is the pipeline smoke test (app=smoke), not the game");
        } else if (st2.app === "lasvegas" || st2.app === "mockgame") {
          await gameFlow(t, page, st2, touch, profile);
        } else {
          assert.fail("unknown hook app " + st2.app);
        }
      }

      await keepFrameGaps(page);
      const fr = frameReport(docsSoFar.get(page));
      writeFileSync(path.join(artifacts, profile + "-frames.json"), JSON.stringify(docsSoFar.get(page)) + "\n");
      m.frameGapsMs = fr.rafGapsMs;
      m.botTurnFrameGapsMs = fr.botRafGapsMs;
      m.goFrameMs = fr.goFrameMs;
      m.botTurnGoFrameMs = fr.botGoFrameMs;
      m.worstGoFrame = fr.worstGoFrame;
      m.loadGoFrameMs = fr.loadGoFrameMs;
      m.sprites = fr.sprites;
      m.botOver30 = fr.botOver30;
      const fmt = (s) => `p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms over ${s.frames} frames`;
      t.diagnostic(`frame gaps (rAF) after first frame: ${fmt(fr.rafGapsMs)}; during bot turns: ${fmt(fr.botRafGapsMs)}`);
      if (fr.goFrameMs.frames) {
        t.diagnostic(`Go work per frame (Updates + Draw): ${fmt(fr.goFrameMs)}; during bot turns: ${fmt(fr.botGoFrameMs)}; slowest ${JSON.stringify(fr.worstGoFrame)}`);
        t.diagnostic(`loading frames (a game created or resumed, a screen opened or closed): ${fmt(fr.loadGoFrameMs)}`);
        const sp = fr.sprites;
        t.diagnostic(`sprites built: ${sp.shapes} shapes in ${sp.shapeMs} ms (one alone: ${fmt(sp.oneShapeMs)}), text ${sp.textMs} ms; bot-turn frames over 30 ms: ${fr.botOver30.frames} (${fr.botOver30.withGC} with a garbage collection)`);
      }
      if (m.app === "lasvegas") {
        // The budget "bots' thinking never freezes the page": the game's
        // own work (Updates + Draw) in any frame of a bot turn. The rAF
        // gaps are only reported: here they are SwiftShader's.
        assert.ok(fr.botGoFrameMs.frames > 0, "no frame of a bot turn was recorded (lasvegasGoFrames)");
        if (!(fr.botGoFrameMs.max <= MAX_GO_FRAME_MS)) {
          assertNoProblems(problems);
          throw new FrameBudgetError(`a frame of a bot turn took ${fr.botGoFrameMs.max} ms of Go work (Updates + Draw) > E2E_MAX_GO_FRAME_MS=${MAX_GO_FRAME_MS}; see ${profile}-frames.json`);
        }
      }
      if (MAX_FRAME_MS !== null) {
        assert.ok(m.frameGapsMs.max <= MAX_FRAME_MS, `longest frame gap ${m.frameGapsMs.max} ms > E2E_MAX_FRAME_MS=${MAX_FRAME_MS}`);
      }
      assertNoProblems(problems);
    } catch (e) {
      await b.page.screenshot({ path: path.join(artifacts, profile + "-FAILED.png") }).catch(() => {});
      throw e;
    } finally {
      await b.close();
    }
  }
}

// The loading indicator shows real progress: throttle the network so the
// download takes a few seconds and watch the page's byte counter.
test("download progress is real", async () => {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "lasvegas-e2e-"));
  const ctx = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1024, height: 640 }, reducedMotion: "reduce",
  });
  try {
    const page = ctx.pages()[0] || (await ctx.newPage());
    const info = await (await fetch(baseURL + "build-info.json")).json();
    const s = await ctx.newCDPSession(page);
    await s.send("Network.enable");
    // ~3 s for the gzipped wasm.
    const bps = Math.max(200_000, Math.round(info.wasm.gzipBytes / 3));
    await s.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: bps, uploadThroughput: bps });
    await page.goto(baseURL, { waitUntil: "domcontentloaded" });
    const seen = [];
    let midShot = false;
    for (const t0 = Date.now(); Date.now() - t0 < 60_000;) {
      const b = await page.evaluate(() => ({ state: globalThis.lasvegasBoot.state, bytes: globalThis.lasvegasBoot.bytes, total: globalThis.lasvegasBoot.total, status: document.getElementById("status").textContent, bar: document.querySelector(".bar > div").style.width }));
      seen.push(b);
      if (!midShot && b.total && b.bytes > b.total * 0.25 && b.bytes < b.total * 0.75) {
        await shot(page, "loading-progress");
        midShot = true;
      }
      if (b.state !== "loading") break;
      await page.waitForTimeout(150);
    }
    const last = seen[seen.length - 1];
    assert.ok(["starting", "running"].includes(last.state), "did not load: " + JSON.stringify(last));
    const partial = seen.filter((b) => b.bytes > 0 && b.bytes < info.wasm.bytes);
    assert.ok(partial.length >= 3, "saw fewer than 3 intermediate progress values: " + JSON.stringify(seen.map((b) => b.bytes)));
    for (let i = 1; i < seen.length; i++) assert.ok(seen[i].bytes >= seen[i - 1].bytes, "progress went backwards");
    assert.equal(last.bytes, info.wasm.bytes, "downloaded bytes differ from build-info.json");
    assert.ok(partial.every((b) => b.total === info.wasm.bytes), "total is not the real (uncompressed) size");
    assert.ok(partial.some((b) => /\d+%/.test(b.status)), "status text shows no percentage: " + JSON.stringify(partial.map((b) => b.status)));
    assert.ok(midShot, "no mid-download screenshot");
  } finally {
    await ctx.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

// When the Go program dies, the page must say so. Only the smoke program
// has a way to crash on purpose (?crash=1).
test("clear message when the game crashes", async (t) => {
  const info = await (await fetch(baseURL + "build-info.json")).json();
  if (info.package !== "./build/smoke") {
    t.skip("only with the smoke program (build-info.json package " + info.package + ")");
    return;
  }
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "lasvegas-e2e-"));
  const ctx = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 800, height: 600 }, reducedMotion: "reduce",
  });
  try {
    const page = ctx.pages()[0] || (await ctx.newPage());
    await page.goto(baseURL + "?crash=1", { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => globalThis.lasvegasBoot?.state === "error", null, { timeout: 90_000 });
    const b = await page.evaluate(() => globalThis.lasvegasBoot);
    assert.equal(b.error.title, "The game stopped");
    assert.equal(b.exitCode, 2);
    assert.ok(await page.isVisible("#error"), "error box not visible");
    await shot(page, "crashed");
  } finally {
    await ctx.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

// The page must explain itself when WebGL 2 is missing. Here: Chromium
// with WebGL turned off.
test("clear message without WebGL 2", async () => {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "lasvegas-e2e-"));
  const ctx = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM, headless: true, args: [...ARGS, "--disable-webgl", "--disable-webgl2"], viewport: { width: 800, height: 600 },
  });
  try {
    const page = ctx.pages()[0] || (await ctx.newPage());
    await page.goto(baseURL, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => globalThis.lasvegasBoot?.state === "error", null, { timeout: 30_000 });
    const err = await page.evaluate(() => globalThis.lasvegasBoot.error);
    assert.match(err.title, /WebGL 2/);
    assert.ok(await page.isVisible("#error"), "error box not visible");
    await shot(page, "no-webgl2");
  } finally {
    await ctx.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
