// Browser smoke test of the other games' tables (?game=cards, ?game=royale).
// The person plays them through the test hook (e2e=1, build/e2e/README.md:
// the hits and keys each table publishes), as e2e.test.mjs plays the dice
// game. The card game's: the web build
// opens it, a person's pick by keys reaches the table and its autosave, the
// game continues after a reload, a pick by touch (real touch events) on a
// phone reaches it too, and bots play on a phone-sized page, with no Go
// error and no exit.
//
// Royale's: a person's placements, by pointer and by keys, reach its
// autosave, the game continues after a reload, and bots play a main game
// with six tiles on a phone-sized page.
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
import { BASE, useBrowser, open as openPage, play, healthy, waitHook, activate, pressKeys, untilDecision, decided } from "./pages.mjs";

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

// pickByHook makes the person's next pick through the hook: the first
// value the hand may add (its key "N", or a tap on the card the hook
// names), then Confirm (Enter or a tap); at a chip choice, the first
// colour. It returns the state once the table took the pick.
async function pickByHook(page, touch = false) {
  let st = await untilDecision(page);
  const press = (s, id) => (touch ? activate(page, s, id, true) : pressKeys(page, s, id));
  if ((st.keys || {})["chip-1"]) {
    await press(st, "chip-1");
    return decided(page, st, "the chip colour taken");
  }
  const id = "value-" + st.choices[0];
  assert.ok((st.keys || {})[id] === String(st.choices[0]), `the hook's key of ${id}: ${JSON.stringify(st.keys)}`);
  await press(st, id);
  st = await waitHook(page, (s) => (s.keys || {}).confirm, 10_000, `${id} selected (Confirm offered)`);
  await press(st, "confirm");
  return decided(page, st, "the pick locked");
}

// placeByHook makes the person's next decision at Royale's table through
// the hook: a placement ("casino-N", by pointer or by its key) or a tile's
// first option ("option-1", by its key).
async function placeByHook(page, byPointer, touch = false) {
  const st = await untilDecision(page);
  const id = st.choices.map((n) => "casino-" + n).find((c) => (st.keys || {})[c]) || "option-1";
  if (byPointer && (st.hits || []).some((h) => h.id === id)) await activate(page, st, id, touch);
  else await pressKeys(page, st, id);
  return decided(page, st, `${id} taken`);
}

// royaleMoves is how many decisions of seat 1 Royale's autosave holds.
async function royaleMoves(page) {
  return page.evaluate(() => ((localStorage.getItem("lasvegas:autosave-royale.json") || "").match(/"by":0/g) || []).length);
}

test("a person picks by keys on the desktop, and the game survives a reload", async () => {
  const { page, ctx, errors } = await open("?game=cards&players=3&seed=4&e2e=1", { width: 1280, height: 800 });
  let st = await untilDecision(page);
  assert.ok(st.players.length === 3 && st.round === 1 && st.rounds === 4, `the card table's hook: ${JSON.stringify(st).slice(0, 400)}`);
  const before = await page.screenshot({ path: path.join(artifacts, "desktop-hand.png") });
  const id = "value-" + st.choices[0];
  await pressKeys(page, st, id);
  st = await waitHook(page, (s) => (s.keys || {}).confirm, 10_000, `${id} selected`);
  const selected = await page.screenshot({ path: path.join(artifacts, "desktop-selected.png") });
  assert.notDeepEqual(selected, before, `pressing ${st.keys[id] || id} changed nothing on the screen`);
  await pressKeys(page, st, "confirm");
  await decided(page, st, "the pick locked");
  await page.waitForTimeout(6000);
  await page.screenshot({ path: path.join(artifacts, "desktop-after-pick.png") });
  await healthy(page, errors);
  const saved = await picks(page);
  assert.ok(saved >= 3, `the autosave holds ${saved} picks after the first turn`);
  // A reload continues the same game: the autosave is not replaced by a new one.
  await page.reload();
  await play(page);
  st = await waitHook(page, (s) => s.players?.length === 3, 30_000, "the card table after the reload");
  assert.ok(st.resumed, "the hook says the game after the reload was not resumed");
  await page.waitForTimeout(5000);
  await page.screenshot({ path: path.join(artifacts, "desktop-after-reload.png") });
  assert.ok(await picks(page) >= saved, "the reload started a new game over the unfinished one");
  await healthy(page, errors);
  await ctx.close();
});

test("two people in hot seat pick behind handovers", async () => {
  const { page, ctx, errors } = await open("?game=cards&players=3&seed=7&seat=2=human&new&e2e=1", { width: 1280, height: 800 });
  for (const who of ["first", "second"]) {
    // "only Leo should look": the hook offers no hand, only the handover.
    const st = await waitHook(page, (s) => (s.keys || {}).handover, 60_000, `the ${who} handover`);
    assert.ok(st.phase === "wait" && !(st.hits || []).some((h) => h.id.startsWith("value-")), `a hand behind the handover: ${JSON.stringify(st.hits)}`);
    await page.screenshot({ path: path.join(artifacts, `hotseat-${who}-handover.png`) });
    await pickByHook(page); // the handover by Enter, the pick; the hand is covered again
  }
  await page.waitForTimeout(4000);
  await page.screenshot({ path: path.join(artifacts, "hotseat-after.png") });
  assert.ok(await picks(page) >= 3, "the two people's picks and the bot's did not reach the autosave");
  await healthy(page, errors);
  await ctx.close();
});

test("a person picks by touch on a phone", async () => {
  const { page, ctx, errors } = await open("?game=cards&players=4&seed=4&new&e2e=1", { width: 390, height: 844 }, true);
  let st = await untilDecision(page);
  const before = await page.screenshot({ path: path.join(artifacts, "touch-hand.png") });
  // A tap on the card the hook names for a value, then on Confirm.
  const id = "value-" + st.choices[0];
  await activate(page, st, id, true);
  st = await waitHook(page, (s) => (s.hits || []).some((h) => h.id === "confirm"), 10_000, `a tap on ${id} to select it`);
  const selected = await page.screenshot({ path: path.join(artifacts, "touch-selected.png") });
  assert.notDeepEqual(selected, before, `a tap on ${id} changed nothing on the screen`);
  await activate(page, st, "confirm", true);
  await decided(page, st, "the tapped pick locked");
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
  let { page, ctx, errors } = await open("?game=royale&players=2&seed=4&new&e2e=1", { width: 1280, height: 800 });
  // Placements by pointer (the casino's box) and by key in turn.
  for (let i = 0; i < 4; i++) await placeByHook(page, i % 2 === 0);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: path.join(artifacts, "royale-desktop.png") });
  const mine = await royaleMoves(page);
  assert.ok(mine >= 1, "no decision of the person reached Royale's autosave");
  await healthy(page, errors);
  // Opening the page again (without &new) continues the same game.
  await page.goto(`${BASE}/?game=royale&players=2&seed=4&e2e=1`);
  await play(page);
  const st = await waitHook(page, (s) => s.players?.length === 2, 30_000, "Royale's table after the reload");
  assert.ok(st.resumed, "the hook says Royale's game after the reload was not resumed");
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
  // The Royale tab, then Quick start, where the hook says they are.
  let st = await waitHook(page, (s) => (s.hits || []).some((h) => h.id === "tab-royale"), 30_000, "the setup's tabs");
  await activate(page, st, "tab-royale");
  st = await waitHook(page, (s) => s.setup?.game === "royale", 10_000, "the Royale tab");
  await page.screenshot({ path: path.join(artifacts, "setup-royale-tab.png") });
  await activate(page, st, "quickstart");
  await page.waitForFunction(() => !!localStorage.getItem("lasvegas:autosave-royale.json"), null, { timeout: 30_000 });
  await page.waitForTimeout(2000);
  await page.screenshot({ path: path.join(artifacts, "setup-royale-table.png") });
  await page.keyboard.press("Escape");
  await waitHook(page, (s) => s.scene === "menu", 10_000, "the menu after Esc");
  await page.screenshot({ path: path.join(artifacts, "setup-royale-menu.png") });
  await page.keyboard.press("4"); // Main menu: the game is saved
  await waitHook(page, (s) => s.scene === "setup", 10_000, "the setup after the menu's Main menu");
  await page.screenshot({ path: path.join(artifacts, "setup-royale-back.png") });
  const saved = await royaleMoves(page);
  // Continue takes the game up again; a person plays through the hook
  // while it measures the frames.
  st = await waitHook(page, (s) => (s.hits || []).some((h) => h.id === "continue"), 10_000, "Continue on the setup");
  await activate(page, st, "continue");
  await page.waitForTimeout(2000);
  const from = await page.evaluate(() => (globalThis.lasvegasGoFrames || []).length);
  for (let i = 0; i < 3; i++) await placeByHook(page, i % 2 === 1);
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
  // The Card Game's tab, then Quick start, where the hook says they are.
  let st = await waitHook(page, (s) => (s.hits || []).some((h) => h.id === "tab-cards"), 30_000, "the setup's tabs");
  await activate(page, st, "tab-cards");
  st = await waitHook(page, (s) => s.setup?.game === "cards", 10_000, "the card game's tab");
  await activate(page, st, "quickstart");
  await page.waitForFunction(() => !!localStorage.getItem("lasvegas:autosave-cards.json"), null, { timeout: 30_000 });
  await page.waitForTimeout(2000);
  const from = await page.evaluate(() => (globalThis.lasvegasGoFrames || []).length);
  const before = await picks(page);
  // A person picks a card by its value and confirms, and goes on past
  // payouts, by the keys the hook names (pickByHook).
  for (let i = 0; i < 3; i++) await pickByHook(page);
  await page.screenshot({ path: path.join(artifacts, "setup-cards-table.png") });
  assert.ok(await picks(page) > before, "no pick was made at the hosted card table");
  t.diagnostic(await goWork(page, from, "the card table hosted, a person and 3 bots"));
  await page.keyboard.press("Escape");
  await waitHook(page, (s) => s.scene === "menu", 10_000, "the menu after Esc");
  await page.keyboard.press("4"); // Main menu: the game is saved
  await waitHook(page, (s) => s.scene === "setup", 10_000, "the setup after the menu's Main menu");
  await page.screenshot({ path: path.join(artifacts, "setup-cards-back.png") });
  await healthy(page, errors);
  await ctx.close();
});
