// Browser test of typing a name on the setup screen (scenes/textentry_js.go):
// on a phone-sized touch page a tap on a name field focuses the page's
// hidden textarea (Ebitengine's exp/textinput) within the tap, as a phone
// needs to show its keyboard; Backspace and typed letters change the name
// once each, Enter ends the typing and gives the focus back to the canvas,
// and a tap elsewhere ends it too. On the desktop a click on a name does the
// same, and keys typed into the textarea are not typed twice; so does the
// keyboard's focus ring (Tab to the name, Enter).
//
//   BASE_URL=http://127.0.0.1:PORT node --test typing.test.mjs   (build/test-web.sh runs it)
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { useBrowser, open, healthy } from "./pages.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.resolve(here, process.env.E2E_ARTIFACTS || "artifacts/typing");
mkdirSync(artifacts, { recursive: true });
useBrowser();

// state is the test hook's snapshot (build/e2e/README.md), or null.
async function state(page) {
  return page.evaluate(() => (globalThis.lasvegasState ? JSON.parse(globalThis.lasvegasState) : null));
}

// until waits for the hook's snapshot to pass ok, and returns it.
async function until(page, ok, what, ms = 20_000) {
  const end = Date.now() + ms;
  let st = null;
  while (Date.now() < end) {
    st = await state(page);
    if (st && ok(st)) return st;
    await page.waitForTimeout(100);
  }
  await page.screenshot({ path: path.join(artifacts, "typing-FAILED.png") });
  throw new Error(`${what}: the hook's last state: ${JSON.stringify(st?.setup)} scene ${st?.scene}, focus on ${await active(page)}`);
}

// centre is the page point (CSS px) of the hit's centre.
async function centre(page, st, id) {
  const hit = st.hits.find((h) => h.id === id);
  assert.ok(hit, `no hit ${id} in ${JSON.stringify(st.hits)}`);
  const r = await page.evaluate(() => {
    const b = document.querySelector("canvas").getBoundingClientRect();
    return { x: b.left, y: b.top, w: b.width };
  });
  const k = r.w / st.screen.w;
  return { x: r.x + (hit.x + hit.w / 2) * k, y: r.y + (hit.y + hit.h / 2) * k };
}

const active = (page) => page.evaluate(() => document.activeElement?.tagName || "");

// typeName replaces the first name by keys into the focused textarea and
// checks it after each step, then ends the typing with Enter.
async function typeName(page, name) {
  // The text input takes the name a moment after the click: on a loaded
  // machine Backspaces sent before that clear nothing, so they are sent
  // again, as many as the name has left, until it is empty (bounded).
  const end = Date.now() + 20_000;
  let st = await state(page);
  while (st.setup.names[0] !== "" && Date.now() < end) {
    for (let i = st.setup.names[0].length; i > 0; i--) await page.keyboard.press("Backspace");
    await page.waitForTimeout(300);
    st = await state(page);
  }
  await until(page, (s) => s.setup.names[0] === "", "Backspace did not clear the name");
  await page.keyboard.type(name, { delay: 60 });
  await until(page, (s) => s.setup.names[0] === name, `typing ${name} did not make the name`);
  assert.equal(await active(page), "TEXTAREA", "the text input lost the focus while typing");
  await page.keyboard.press("Enter");
  await until(page, (s) => s.setup.editing === "", "Enter did not end the typing");
  assert.equal((await state(page)).setup.names[0], name, "Enter changed the name");
  // The canvas takes the keys again (a phone's keyboard closes).
  await page.waitForFunction(() => document.activeElement?.tagName === "CANVAS", null, { timeout: 10_000 });
}

test("a tap on a name on a phone focuses the text input; typing and Enter change the name", async () => {
  const { page, ctx, errors } = await open("?e2e=1", { width: 390, height: 844 }, true);
  let st = await until(page, (s) => s.scene === "setup" && s.setup && s.hits.some((h) => h.id === "name-1"), "no setup with names");
  const coarse = await page.evaluate(() => matchMedia("(pointer: coarse)").matches);
  const p = await centre(page, st, "name-1");
  await page.touchscreen.tap(p.x, p.y);
  await until(page, (s) => s.setup.editing === "name-1", "the tap did not start typing the name");
  assert.equal(await active(page), "TEXTAREA", "the tap left the focus off the text input: no keyboard on a phone");
  await page.screenshot({ path: path.join(artifacts, "phone-typing.png") });
  await typeName(page, "Zoe");
  await page.screenshot({ path: path.join(artifacts, "phone-typed.png") });
  // A tap elsewhere (the title) ends the typing, as on the desktop.
  st = await state(page);
  await page.touchscreen.tap(p.x, p.y);
  await until(page, (s) => s.setup.editing === "name-1", "a second tap did not start typing");
  await page.touchscreen.tap(40, 30);
  await until(page, (s) => s.setup.editing === "", "a tap elsewhere did not end the typing");
  await page.waitForFunction(() => document.activeElement?.tagName === "CANVAS", null, { timeout: 10_000 });
  assert.equal((await state(page)).setup.names[0], "Zoe");
  console.log(`phone: (pointer: coarse) ${coarse}; name typed by touch and keys`);
  await healthy(page, errors);
  await ctx.close();
});

test("a click on a name on the desktop types into the text input, each key once", async () => {
  const { page, ctx, errors } = await open("?e2e=1", { width: 1280, height: 800 });
  const st = await until(page, (s) => s.scene === "setup" && s.setup && s.hits.some((h) => h.id === "name-1"), "no setup with names");
  const p = await centre(page, st, "name-1");
  await page.mouse.click(p.x, p.y);
  await until(page, (s) => s.setup.editing === "name-1", "the click did not start typing the name");
  assert.equal(await active(page), "TEXTAREA", "the click left the focus off the text input");
  await typeName(page, "Ann Lee");
  await page.screenshot({ path: path.join(artifacts, "desktop-typed.png") });
  // The keyboard alone: Tab, Tab to the first name, Enter to type it. The
  // keys' releases hand the typing to the text input on the way (the first
  // Backspace is read from the canvas, the rest from the text input).
  for (const k of ["Tab", "Tab", "Enter"]) {
    await page.keyboard.press(k, { delay: 150 }); // a person's press: some ticks long
    await page.waitForTimeout(300);
  }
  await until(page, (s) => s.setup.editing === "name-1", "Tab, Tab, Enter did not start typing the name");
  await typeName(page, "Bo");
  await healthy(page, errors);
  await ctx.close();
});
