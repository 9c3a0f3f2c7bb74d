// The page's load time and sound (build/web/index.html, issue 27).
//
// Load: the game starts loading at once (no "click to play" gate) and the
// setup screen appears as soon as the wasm runs. The test loads the dice
// game's page a few times, each in a new browser context (a cold cache),
// and measures navigation start -> the first complete frame (the e2e
// hook's mark, scenes/e2ehook.go: text drawn, nothing missing or put off).
// It prints every load and the median, and fails only when the median is
// over a generous budget for CI: E2E_MAX_LOAD_MS when set, else 10000 ms
// times the machine's load per CPU over 2 (load average 13 on 2 CPUs, seen
// on the shared machine, stretches a load from 2 to 13 s: the budget then
// is 32 s). The goal is 2000 ms on a quiet machine (docs/performance.md).
//
// Sound: browsers start audio only after a user gesture; here Chromium
// runs with its default autoplay policy. The first click turns sound on:
// the game's AudioContext runs after it.
//
//   BASE_URL=http://127.0.0.1:PORT node --test load.test.mjs   (build/test-web.sh runs it)
//
// Env: E2E_MAX_LOAD_MS (default 10000), E2E_LOADS (default 3).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASE, useBrowser, newContext, loadTimings, fmtLoad, healthy } from "./pages.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.resolve(here, process.env.E2E_ARTIFACTS || "artifacts/load");
mkdirSync(artifacts, { recursive: true });
const MAX_LOAD_MS = process.env.E2E_MAX_LOAD_MS ? Number(process.env.E2E_MAX_LOAD_MS) : null;
const budget = () => MAX_LOAD_MS ?? Math.round(10000 * Math.max(1, os.loadavg()[0] / os.cpus().length / 2));
const LOADS = Number(process.env.E2E_LOADS || 3);
useBrowser();

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
const loadavg = () => os.loadavg().map((x) => x.toFixed(1)).join(" ");

// load opens the dice game's page in a new context, waits for its first
// complete frame and returns the page and its timings.
async function load(viewport, touch, shots) {
  const ctx = await newContext(touch ? { viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : { viewport });
  const page = await ctx.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error" || /panic|fatal/i.test(m.text())) errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${BASE}/?e2e=1&seed=42&fast=1`, { waitUntil: "domcontentloaded" });
  if (shots) await page.screenshot({ path: path.join(artifacts, shots + "-loading.png") });
  await page.waitForFunction(() => ["running", "error"].includes(globalThis.lasvegasBoot?.state), null, { timeout: 120_000 });
  const timings = await loadTimings(page);
  if (shots) await page.screenshot({ path: path.join(artifacts, shots + "-loaded.png") });
  return { ctx, page, errors, timings };
}

test("the setup screen shows at once: load to the first complete frame", async (t) => {
  const all = [];
  for (let i = 0; i < LOADS; i++) {
    const { ctx, page, errors, timings } = await load({ width: 1280, height: 720 }, false, i === 0 ? "desktop" : null);
    try {
      const st = JSON.parse(await page.evaluate(() => globalThis.lasvegasState));
      assert.ok(st.hits.some((h) => h.id === "quickstart"), "the first screen is not the setup: " + st.scene);
      assert.ok(timings.completeMarked, "the hook marked no complete frame (lasvegasFirstComplete)");
      await healthy(page, errors);
    } finally { await ctx.close(); }
    all.push(timings);
    t.diagnostic(`load ${i + 1} (1280x720, cold cache, load average ${loadavg()} on ${os.cpus().length} CPUs): ${fmtLoad(timings)}`);
  }
  const m = median(all.map((x) => x.loadToCompleteMs));
  const part = (k) => median(all.map((x) => x[k]));
  t.diagnostic(`load -> first complete frame: median ${m} ms of ${all.length} loads (download ${part("downloadMs")} ms, compile after it ${part("compileMs")} ms, Go start to main ${part("initMs")} ms, main to the first complete frame ${part("mainToCompleteMs")} ms); goal 2000 ms on a quiet machine, fails over ${budget()} ms${MAX_LOAD_MS ? " (E2E_MAX_LOAD_MS)" : " (10000 ms, scaled by the load)"}`);
  // A second visit (reported only): the browser's HTTP cache revalidates
  // game.wasm and may reuse its compiled code.
  const warm = await load({ width: 1280, height: 720 }, false, null);
  let again;
  try {
    await warm.page.close(); // a new tab of the same browser context: its caches
    const page = await warm.ctx.newPage();
    await page.goto(`${BASE}/?e2e=1&seed=42&fast=1`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => ["running", "error"].includes(globalThis.lasvegasBoot?.state), null, { timeout: 120_000 });
    again = await loadTimings(page);
    t.diagnostic(`second visit (a new tab, the caches warm; load average ${loadavg()}): ${fmtLoad(again)}`);
  } finally { await warm.ctx.close(); }
  writeFileSync(path.join(artifacts, "load.json"), JSON.stringify({ loads: all, medianLoadToCompleteMs: m, secondVisit: again, loadavg: os.loadavg(), cpus: os.cpus().length }, null, 2) + "\n");
  assert.ok(m <= budget(), `load -> first complete frame: median ${m} ms > the budget of ${budget()} ms (load average ${loadavg()}; E2E_MAX_LOAD_MS sets it)`);
});

test("the first click turns sound on", async (t) => {
  const { ctx, page, errors } = await load({ width: 390, height: 844 }, true, "phone");
  try {
    const before = await page.evaluate(() => globalThis.lasvegasAudio());
    assert.ok(!before.includes("running"), "audio runs before any gesture: " + JSON.stringify(before));
    // Quick start: a click sound (the first sound), then the table.
    const st = JSON.parse(await page.evaluate(() => globalThis.lasvegasState));
    const hit = st.hits.find((h) => h.id === "quickstart");
    const k = 390 / st.screen.w;
    await page.touchscreen.tap((hit.x + hit.w / 2) * k, (hit.y + hit.h / 2) * k);
    await page.waitForFunction(() => globalThis.lasvegasAudio().includes("running"), null, { timeout: 20_000 })
      .catch(async () => assert.fail("no running AudioContext after the first tap: " + JSON.stringify(await page.evaluate(() => globalThis.lasvegasAudio()))));
    const after = await page.evaluate(() => ({ audio: globalThis.lasvegasAudio(), gesture: globalThis.lasvegasBoot.t.gesture }));
    t.diagnostic(`audio before the first tap ${JSON.stringify(before)}, after it ${JSON.stringify(after.audio)}`);
    assert.ok(after.gesture > 0, "the page saw no gesture");
    await healthy(page, errors);
  } finally { await ctx.close(); }
});
