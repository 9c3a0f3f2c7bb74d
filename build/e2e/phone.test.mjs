// Phone sizes of every game (issue 27): for the dice game, Royale and the
// card game, at phone sizes (360x640, 390x844 and 844x390 in landscape; touch,
// devicePixelRatio 2), on each page the test reaches (the setup with the
// game's tab chosen, its table, the dice game's decision, and the page's
// ?game= table in a window of its own), the smallest
// text and the smallest control (button, switch) drawn, in CSS px. The
// game's window draws through scenes/ui's kits, which note every text and
// control drawn (scenes/ui/measure.go, every kit of the frame: a hosted
// table's too); the e2e hook reports them in physical pixels ("drawn").
//
// It prints a line per game, size and page. The goal is text >= 12 and
// controls >= 44 CSS px; the test fails only where a page meets it today
// (so it cannot regress): the pages that do not yet are listed in
// REPORT_ONLY below and only reported.
//
//   BASE_URL=http://127.0.0.1:PORT node --test phone.test.mjs   (build/test-web.sh runs it)
//
// Env: E2E_PHONE_GAMES (default dice,royale,cards), E2E_PHONE_SIZES (default 360x640,390x844,844x390).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASE, useBrowser, newContext, healthy } from "./pages.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.resolve(here, process.env.E2E_ARTIFACTS || "artifacts/phone");
mkdirSync(artifacts, { recursive: true });
useBrowser();

const GOAL = { text: 12, control: 44 };
// REPORT_ONLY: "game page" (any size) or "game page WxH" (that size) whose
// text or control does not meet the goal yet, and is only reported. On
// 2026-11-27 Royale's and the card game's tables (hosted, from the
// setup's tab) were under it at every phone size: Royale's text 6-8 CSS px
// (the seats' bot level, the tiles' labels) and its Help button 18-20 CSS px
// high; the card game's status line 6 CSS px (its controls met the goal). Other work is fixing both:
// take a page out of this list once it meets the goal. The phone on its
// side (844x390) got the desktop layout scaled down: text 5 CSS px and
// controls 16-19 CSS px high on every game's setup and the dice table;
// the setup and the dice table have layouts of their own there since
// (scenes/setup_land.go, scenes/layout_land.go). The card game's table
// left the list on 2026-11-27 (scenes/cardtable/phonesize_gui_test.go
// measures 12 CSS px and 44 at every phone size), and so did Royale's
// when it got its phone layouts, upright and on its side (its GUI tests
// measure 12 and 44 CSS px at 360x640, 390x844, 640x360 and 844x390:
// scenes/royaletable/phone_gui_test.go).
const REPORT_ONLY = {
};
const reportOnly = (game, page, size) => ({ ...REPORT_ONLY[`${game} ${page}`], ...REPORT_ONLY[`${game} ${page} ${size}`] });

const GAMES = (process.env.E2E_PHONE_GAMES || "dice,royale,cards").split(",");
const SIZES = (process.env.E2E_PHONE_SIZES || "360x640,390x844,844x390").split(",").map((s) => s.split("x").map(Number));
const TABLE_SCENE = { dice: "play", royale: "royale-table", cards: "cards-table" };
const DPR = 2;

const readHook = async (page) => JSON.parse((await page.evaluate(() => globalThis.lasvegasState)) || "null");

async function waitHook(page, pred, ms, what) {
  let st = null;
  for (const t0 = Date.now(); Date.now() - t0 < ms;) {
    st = await readHook(page);
    if (st && pred(st)) return st;
    await page.waitForTimeout(100);
  }
  throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(st)?.slice(0, 400)}`);
}

// tap touches the centre of the hook's hit area id.
async function tap(page, st, id) {
  const hit = st.hits.find((h) => h.id === id);
  assert.ok(hit, `no hit area ${id} (has ${st.hits.map((h) => h.id).join(",")})`);
  const r = await page.evaluate(() => { const b = document.querySelector("canvas").getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height }; });
  const k = Math.min(r.w / st.screen.w, r.h / st.screen.h);
  await page.touchscreen.tap(r.x + (r.w - st.screen.w * k) / 2 + (hit.x + hit.w / 2) * k, r.y + (r.h - st.screen.h * k) / 2 + (hit.y + hit.h / 2) * k);
}

// sizesAlone is sizes for a window without the hook's snapshot (a table
// of its own, ?game=): scenes/ui publishes globalThis.lasvegasSmallest.
async function sizesAlone(page) {
  const read = async () => JSON.parse((await page.evaluate(() => globalThis.lasvegasSmallest)) || "null");
  let d0 = null;
  for (const t0 = Date.now(); !d0 && Date.now() - t0 < 30_000;) { d0 = await read(); if (!d0) await page.waitForTimeout(100); }
  assert.ok(d0, "the window publishes no lasvegasSmallest");
  let d = d0;
  for (const t0 = Date.now(); d.frames < d0.frames + 3 && Date.now() - t0 < 30_000;) { await page.waitForTimeout(100); d = await read(); }
  assert.ok(d.frames >= d0.frames + 3, "the window drew no 3 more frames");
  return { text: d.text / DPR, textS: d.textS, control: d.control / DPR, controlS: d.controlS };
}

// sizes waits for a few frames drawn after now and returns the smallest
// text and control of the last, in CSS px.
async function sizes(page) {
  const st0 = await readHook(page);
  const st = await waitHook(page, (s) => s.drawn.frames >= st0.drawn.frames + 3 && s.tick > st0.tick, 30_000, "three more frames");
  const d = st.drawn;
  return { text: d.text / DPR, textS: d.textS, control: d.control / DPR, controlS: d.controlS, scene: st.scene };
}

for (const [w, h] of SIZES) {
  for (const game of GAMES) {
    test(`phone ${w}x${h} ${game}: smallest text and control`, async (t) => {
      const ctx = await newContext({ viewport: { width: w, height: h }, deviceScaleFactor: DPR, hasTouch: true, isMobile: true });
      const page = await ctx.newPage();
      const errors = [];
      page.on("console", (m) => { if (m.type() === "error" || /panic|fatal/i.test(m.text())) errors.push(m.text()); });
      page.on("pageerror", (e) => errors.push(e.message));
      const bad = [], seen = {};
      const check = async (where, alone = false) => {
        const s = alone ? await sizesAlone(page) : await sizes(page);
        seen[where] = s;
        const size = `${w}x${h}`, only = reportOnly(game, where, size);
        const mark = (ok, k) => (ok ? "" : only[k] ? " (under the goal: reported only)" : " UNDER THE GOAL");
        const okText = s.text >= GOAL.text - 0.05, okControl = s.control >= GOAL.control - 0.05;
        t.diagnostic(`phone ${size} ${game} ${where}: smallest text ${s.text.toFixed(1)} CSS px${mark(okText, "text")} (${JSON.stringify(s.textS)}), smallest control ${s.control.toFixed(1)} CSS px${mark(okControl, "control")} (${JSON.stringify(s.controlS)})`);
        if (!okText && !only.text) bad.push(`${where}: text ${JSON.stringify(s.textS)} at ${s.text.toFixed(1)} CSS px, under ${GOAL.text}`);
        if (!okControl && !only.control) bad.push(`${where}: control ${JSON.stringify(s.controlS)} at ${s.control.toFixed(1)} CSS px, under ${GOAL.control}`);
        await page.screenshot({ path: path.join(artifacts, `${game}-${size}-${where.replace(/[^a-z]+/g, "-")}.png`) });
      };
      try {
        await page.goto(`${BASE}/?e2e=1&seed=42&fast=1`);
        await page.waitForFunction(() => ["running", "error"].includes(globalThis.lasvegasBoot?.state), null, { timeout: 120_000 });
        let st = await waitHook(page, (s) => s.hits.some((x) => x.id === "quickstart"), 30_000, "the setup");
        if (game !== "dice") {
          await tap(page, st, "tab-" + game);
          st = await waitHook(page, (s) => s.setup?.game === game, 10_000, `the ${game} tab`);
        }
        await check("setup");
        await tap(page, st, "quickstart");
        await waitHook(page, (s) => s.scene === TABLE_SCENE[game], 30_000, `the ${game} table`);
        await page.waitForTimeout(3000); // the table settles (a bot's first move, a deal)
        await check("table");
        if (game === "dice") {
          await waitHook(page, (s) => s.scene === "play" && s.phase === "choose" && s.turn === s.human && (s.choices || []).length > 0, 120_000, "the person's placement");
          await check("table, choosing");
        } else {
          // The page's ?game= opens the table alone (its own window).
          await page.goto(`${BASE}/?e2e=1&game=${game}&players=4&seed=42&new`);
          await page.waitForFunction(() => ["running", "error"].includes(globalThis.lasvegasBoot?.state), null, { timeout: 120_000 });
          await page.waitForTimeout(3000);
          await check("table (?game=)", true);
        }
        await healthy(page, errors);
      } finally {
        await ctx.close();
      }
      assert.deepEqual(bad, [], `phone ${w}x${h} ${game}: under the goal (12 / 44 CSS px) where it was met`);
    });
  }
}
