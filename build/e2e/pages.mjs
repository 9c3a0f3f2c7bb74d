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

// play waits for the loaded page, checks its tag (when given), starts the
// game and waits for it to run.
export async function play(page, tag) {
  await page.waitForFunction(() => ["ready", "error"].includes(globalThis.lasvegasBoot?.state), null, { timeout: 120_000 });
  if (tag) assert.match(await page.textContent(".tag"), tag);
  await page.click("#play", { force: true });
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
