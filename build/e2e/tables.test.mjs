// Browser smoke test of the other games' tables (?game=cards, ?game=royale).
// The card game's: the web build
// opens it, a person's pick by keys reaches the table and its autosave, the
// game continues after a reload, a pick by touch (real touch events) on a
// phone reaches it too, and bots play on a phone-sized page, with no Go
// error and no exit.
//
// Royale's: a person's placement by keys reaches its autosave, the game
// continues after a reload, and bots play a main game with six tiles on a
// phone-sized page.
//
// The setup screen's game tabs: the dice game's page opens Royale's table in
// the same canvas, and Esc leads back to the menu.
//
//   BASE_URL=http://127.0.0.1:PORT node --test tables.test.mjs   (build/test-web.sh runs it)
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASE, useBrowser, open as openPage, play, healthy } from "./pages.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.resolve(here, process.env.E2E_ARTIFACTS || "artifacts/cards");
mkdirSync(artifacts, { recursive: true });
useBrowser();

// open loads the page with query and starts its game, checking that the
// page names the game the query asks for.
async function open(query, viewport, touch = false) {
  const game = new URLSearchParams(query).get("game");
  return openPage(query, viewport, touch, { royale: /royale/i, cards: /card game/i }[game] || /dice game/i);
}

// picks is how many "pick" steps the card game's autosave holds.
async function picks(page) {
  return page.evaluate(() => ((localStorage.getItem("lasvegas:autosave-cards.json") || "").match(/"pick":/g) || []).length);
}

// frameGaps measures the gaps between the page's animation frames for ms
// (the frame times a player sees: Go's Update and Draw, and the GPU's work,
// here SwiftShader's on the CPU) and returns their median, 95th
// percentile and maximum.
async function frameGaps(page, ms) {
  const gaps = await page.evaluate((ms) => new Promise((done) => {
    const out = [];
    let last = performance.now();
    const end = last + ms;
    const tick = (now) => {
      out.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick); else done(out);
    };
    requestAnimationFrame(tick);
  }), ms);
  gaps.sort((a, b) => a - b);
  const q = (p) => Math.round(gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))] * 10) / 10;
  return { frames: gaps.length, p50: q(0.5), p95: q(0.95), max: q(1) };
}

// pickByValue picks a card by its value: keys 1-6 choose a card showing
// that number (the hand's values are not known here), each followed by
// Enter, which locks the pick once one is chosen.
async function pickByValue(page) {
  for (const k of ["1", "2", "3", "4", "5", "6"]) {
    await page.keyboard.press(k);
    await page.waitForTimeout(200);
    await page.keyboard.press("Enter");
    await page.waitForTimeout(500);
  }
}

// royaleMoves is how many decisions of seat 1 Royale's autosave holds.
async function royaleMoves(page) {
  return page.evaluate(() => ((localStorage.getItem("lasvegas:autosave-royale.json") || "").match(/"by":0/g) || []).length);
}

test("a person picks by keys on the desktop, and the game survives a reload", async () => {
  const { page, ctx, errors } = await open("?game=cards&players=3&seed=4", { width: 1280, height: 800 });
  await page.waitForTimeout(4000);
  const before = await page.screenshot({ path: path.join(artifacts, "desktop-hand.png") });
  await page.keyboard.press("1");
  await page.waitForTimeout(1500);
  const selected = await page.screenshot({ path: path.join(artifacts, "desktop-selected.png") });
  assert.notDeepEqual(selected, before, "pressing 1 changed nothing on the screen");
  await pickByValue(page);
  await page.waitForTimeout(6000);
  await page.screenshot({ path: path.join(artifacts, "desktop-after-pick.png") });
  await healthy(page, errors);
  const saved = await picks(page);
  assert.ok(saved >= 3, `the autosave holds ${saved} picks after the first turn`);
  // A reload continues the same game: the autosave is not replaced by a new one.
  await page.reload();
  await play(page);
  await page.waitForTimeout(5000);
  await page.screenshot({ path: path.join(artifacts, "desktop-after-reload.png") });
  assert.ok(await picks(page) >= saved, "the reload started a new game over the unfinished one");
  await healthy(page, errors);
  await ctx.close();
});

test("two people in hot seat pick behind handovers", async () => {
  const { page, ctx, errors } = await open("?game=cards&players=3&seed=7&seat=2=human&new", { width: 1280, height: 800 });
  await page.waitForTimeout(4000);
  for (const who of ["first", "second"]) {
    await page.screenshot({ path: path.join(artifacts, `hotseat-${who}-handover.png`) });
    await page.keyboard.press("Enter"); // "only Leo should look": show the hand
    await page.waitForTimeout(1500);
    await pickByValue(page); // the pick is locked; the hand is covered again
    await page.waitForTimeout(2500);
  }
  await page.waitForTimeout(4000);
  await page.screenshot({ path: path.join(artifacts, "hotseat-after.png") });
  assert.ok(await picks(page) >= 3, "the two people's picks and the bot's did not reach the autosave");
  await healthy(page, errors);
  await ctx.close();
});

test("a person picks by touch on a phone", async () => {
  const { page, ctx, errors } = await open("?game=cards&players=4&seed=4&new", { width: 390, height: 844 }, true);
  await page.waitForTimeout(4000);
  const before = await page.screenshot({ path: path.join(artifacts, "touch-hand.png") });
  // The phone layout puts the hand along the bottom, card 1 at the left,
  // and Confirm at the bottom right (docs/screenshots/cards-table-phone.png).
  await page.touchscreen.tap(41, 678);
  await page.waitForTimeout(1500);
  const selected = await page.screenshot({ path: path.join(artifacts, "touch-selected.png") });
  assert.notDeepEqual(selected, before, "a tap on card 1 changed nothing on the screen");
  await page.touchscreen.tap(313, 814);
  await page.waitForTimeout(6000);
  await page.screenshot({ path: path.join(artifacts, "touch-after-pick.png") });
  assert.ok(await picks(page) >= 4, "the tapped pick (and the bots') did not reach the autosave");
  await healthy(page, errors);
  await ctx.close();
});

test("bots play on a phone-sized page", async (t) => {
  const { page, ctx, errors } = await open("?game=cards&players=4&seed=5&autoplay&chips", { width: 390, height: 844 });
  await page.waitForTimeout(5000);
  const f = await frameGaps(page, 15000);
  t.diagnostic(`card game, bots on a phone: frame gaps p50 ${f.p50} ms, p95 ${f.p95} ms, max ${f.max} ms over ${f.frames} frames`);
  assert.ok(f.frames >= 20 && f.p50 < 500, `the card table hardly draws: ${JSON.stringify(f)}`);
  await page.screenshot({ path: path.join(artifacts, "phone-autoplay.png") });
  await healthy(page, errors);
  await ctx.close();
});

test("Royale: a person places by keys, and bots play six tiles on a phone", async (t) => {
  let { page, ctx, errors } = await open("?game=royale&players=2&seed=4&new", { width: 1280, height: 800 });
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(2500);
    for (const k of ["1", "2", "3", "4", "5", "6"]) await page.keyboard.press(k);
  }
  await page.waitForTimeout(2000);
  await page.screenshot({ path: path.join(artifacts, "royale-desktop.png") });
  const mine = await royaleMoves(page);
  assert.ok(mine >= 1, "no decision of the person reached Royale's autosave");
  await healthy(page, errors);
  // Opening the page again (without &new) continues the same game.
  await page.goto(`${BASE}/?game=royale&players=2&seed=4`);
  await play(page);
  await page.waitForTimeout(5000);
  await page.screenshot({ path: path.join(artifacts, "royale-after-reload.png") });
  assert.ok(await royaleMoves(page) >= mine, "the reload started a new Royale game over the unfinished one");
  await healthy(page, errors);
  await ctx.close();
  ({ page, ctx, errors } = await open("?game=royale&players=4&tiles=6&seed=5&autoplay", { width: 390, height: 844 }));
  await page.waitForTimeout(5000);
  const f = await frameGaps(page, 15000);
  t.diagnostic(`Royale, bots with six tiles on a phone: frame gaps p50 ${f.p50} ms, p95 ${f.p95} ms, max ${f.max} ms over ${f.frames} frames`);
  assert.ok(f.frames >= 20 && f.p50 < 500, `the Royale table hardly draws: ${JSON.stringify(f)}`);
  await page.screenshot({ path: path.join(artifacts, "royale-phone.png") });
  await healthy(page, errors);
  await ctx.close();
});

test("the setup screen's Royale tab opens its table in the same canvas, and Esc leads back", async (t) => {
  // ?e2e=1: the e2e build's hook records the window's Go work per frame
  // (globalThis.lasvegasGoFrames), here the hosted Royale table's.
  const { page, ctx, errors } = await open("?e2e=1", { width: 1280, height: 800 });
  await page.waitForTimeout(3000);
  // At 1280x800 the layout unit is 1: the Royale tab's centre, then Quick start's.
  await page.mouse.click(502, 44);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: path.join(artifacts, "setup-royale-tab.png") });
  await page.mouse.click(797, 760);
  await page.waitForFunction(() => !!localStorage.getItem("lasvegas:autosave-royale.json"), null, { timeout: 30_000 });
  await page.waitForTimeout(2000);
  await page.screenshot({ path: path.join(artifacts, "setup-royale-table.png") });
  await page.keyboard.press("Escape");
  await page.waitForTimeout(1000);
  await page.screenshot({ path: path.join(artifacts, "setup-royale-menu.png") });
  await page.keyboard.press("2"); // Main menu: the game is saved
  await page.waitForTimeout(2000);
  await page.screenshot({ path: path.join(artifacts, "setup-royale-back.png") });
  const saved = await royaleMoves(page);
  // Continue (the footer's first button) takes the game up again; a person
  // plays by keys while the hook measures the frames.
  await page.mouse.click(167, 760);
  await page.waitForTimeout(2000);
  const from = await page.evaluate(() => (globalThis.lasvegasGoFrames || []).length);
  for (let i = 0; i < 5; i++) {
    await page.waitForTimeout(2500);
    for (const k of ["1", "2", "3", "4", "5", "6"]) await page.keyboard.press(k);
  }
  await page.screenshot({ path: path.join(artifacts, "setup-royale-continued.png") });
  assert.ok(await royaleMoves(page) > saved, "Continue did not take the saved Royale game up again");
  t.diagnostic(await goWork(page, from, "Royale's table hosted, a person and 3 bots"));
  await healthy(page, errors);
  await ctx.close();
});

// goWork sums up the Go work per frame (Updates + Draw, loading frames
// left out) that the e2e build's hook recorded since its frame from.
async function goWork(page, from, what) {
  const work = await page.evaluate((from) => {
    const a = globalThis.lasvegasGoFrames || [], out = [];
    for (let i = from; i + 13 < a.length; i += 14) if (!a[i + 7]) out.push(a[i + 1] + a[i + 2]);
    return out;
  }, from);
  if (!work.length) return what + ": no Go frames recorded (a build without the e2e hook)";
  work.sort((a, b) => a - b);
  const q = (p) => Math.round(work[Math.min(work.length - 1, Math.floor(p * work.length))] * 10) / 10;
  return `${what}: Go work per frame p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms over ${work.length} frames`;
}

test("the setup screen's card game tab opens its table in the same canvas", async (t) => {
  const { page, ctx, errors } = await open("?e2e=1", { width: 1280, height: 800 });
  await page.waitForTimeout(3000);
  // At 1280x800 the layout unit is 1: The Card Game's tab, then Quick start.
  await page.mouse.click(662, 44);
  await page.waitForTimeout(1000);
  await page.mouse.click(797, 760);
  await page.waitForFunction(() => !!localStorage.getItem("lasvegas:autosave-cards.json"), null, { timeout: 30_000 });
  await page.waitForTimeout(2000);
  const from = await page.evaluate(() => (globalThis.lasvegasGoFrames || []).length);
  const before = await picks(page);
  // A person picks a card by its value and confirms, and goes on past
  // payouts (keys 1-6 choose a value, not a slot: pickByValue).
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(2500);
    await pickByValue(page);
    await page.keyboard.press("Enter");
  }
  await page.screenshot({ path: path.join(artifacts, "setup-cards-table.png") });
  assert.ok(await picks(page) > before, "no pick was made at the hosted card table");
  t.diagnostic(await goWork(page, from, "the card table hosted, a person and 3 bots"));
  await page.keyboard.press("Escape");
  await page.waitForTimeout(1000);
  await page.keyboard.press("2"); // Main menu: the game is saved
  await page.waitForTimeout(2000);
  await page.screenshot({ path: path.join(artifacts, "setup-cards-back.png") });
  await healthy(page, errors);
  await ctx.close();
});
