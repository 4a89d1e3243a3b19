/**
 * `npm run bench:preview`: how the playground keeps up with a big tree, in a real browser.
 *
 * It does NOT build: it serves the static site already built in out/ (run `npm run build` first) with
 * scripts/serve.mjs on a free port, and drives Debian's chromium through Playwright (same binary and
 * flags as playwright.config.ts). It prints tables, asserts nothing:
 *
 * 1. Page JS: gzip -9 and raw bytes of the scripts the page loads on first load (those named in
 *    out/index.html), then what the editor (Monaco) adds once it mounts, and the session worker's
 *    own scripts.
 * 2. Worker: a generated N-file monorepo (scripts/gen-monorepo.ts, default 10,000) sent through the
 *    page's `window.__rulescopePreview` hook: first resolve, then one-file edits (time inside the worker
 *    and the round trip).
 * 4. Compare and the precedence map: the tree opened as a link with Compare on for COMPARE_AGENTS; the
 *    time until every column shows its answer, then, SETTLE_MS later, from scrolling the map on screen
 *    until every row of the map is filled (its "Copy map as Markdown" button turns on).
 * 3. Edit-to-preview: the tree opened as a `#v1/` link with its nearest AGENTS.md selected; after
 *    SETTLE_MS (the page's first check and autosave done), CHARS characters typed into the editor for
 *    that file, one every PACE ms; for each keystroke, the time
 *    from its keydown to the Composed prompt <pre> showing it; then the same characters as one burst.
 *    Long tasks (> 50 ms) on the main thread while typing are counted. Skipped, with a note, when the
 *    page cannot open `#v1/` links or has no editor for the file.
 *
 *   npm run bench:preview -- [--files 10000] [--chars 30] [--pace 120] [--out out] [--only scripts,worker,typing,compare]
 */
import { ALL_EXAMPLES } from "../lib/agents/examples";
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, type Page, type Response } from "@playwright/test";
import type {} from "../components/useResolution"; // window.__rulescopePreview
import config from "../playwright.config";
import { PROFILES } from "../lib/agents";
import { resolve } from "../lib/resolve";
import { encodePermalink } from "../lib/scenario/permalink";
import type { Scenario } from "../lib/scenario/types";
import { serve } from "./bench-serve";
import { generateMonorepo, monorepoScenario } from "./gen-monorepo";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const FILES = arg("files", 10_000);
/** `--only typing,compare`: the sections to run (scripts, worker, typing, compare); all by default. */
const ONLY = (() => {
  const i = process.argv.indexOf("--only");
  return i > 0 && process.argv[i + 1] ? new Set(process.argv[i + 1].split(",")) : null;
})();
const wanted = (section: string) => ONLY === null || ONLY.has(section);

/** The built site to measure (`--out <dir>`): another build, e.g. an older commit's, for a before/after on one machine. */
const OUT = (() => {
  const i = process.argv.indexOf("--out");
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : "out";
})();
const CHARS = arg("chars", 30);
const PACE = arg("pace", 120);
const WORKER_EDITS = 25;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "-" : `${n.toFixed(1)} ms`);
function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
function table(title: string, rows: (string | number)[][]) {
  console.log(`\n${title}`);
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  rows.forEach((r, i) => {
    console.log(r.map((v, c) => (c === 0 ? String(v).padEnd(widths[c]) : String(v).padStart(widths[c]))).join("  "));
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  });
}

interface Script {
  url: string;
  raw: number;
  gz: number;
}

async function scriptOf(r: Response): Promise<Script | null> {
  if (r.request().resourceType() !== "script" && !/\.js(\?|#|$)/.test(r.url())) return null;
  try {
    const body = await r.body();
    return { url: r.url().split("#")[0], raw: body.length, gz: gzipSync(body, { level: 9 }).length };
  } catch {
    return null;
  }
}

const sum = (xs: Script[]) => xs.reduce((a, s) => ({ raw: a.raw + s.raw, gz: a.gz + s.gz }), { raw: 0, gz: 0 });

async function measureScripts(page: Page, base: string, initialNames: Set<string>) {
  const seen = new Map<string, Promise<Script | null>>();
  page.context().on("response", (r) => {
    const u = r.url().split("#")[0];
    if (!seen.has(u)) seen.set(u, scriptOf(r));
  });
  const workerChunks = new Set<string>();
  page.on("worker", (w) => {
    // Turbopack's worker bootstrap lists the chunks it will import in its #params fragment.
    workerChunks.add(w.url().split("#")[0]);
    const params = decodeURIComponent(w.url().split("#params=")[1] ?? "");
    try {
      const list = (JSON.parse(params) as unknown[])[0];
      if (Array.isArray(list)) for (const c of list) workerChunks.add(new URL(String(c), base).href);
    } catch {
      // not a Turbopack worker URL
    }
  });
  await page.goto(base + "/", { waitUntil: "load" });
  const editor = await page
    .locator(".monaco-editor .view-lines")
    .first()
    .waitFor({ timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  await page.waitForLoadState("networkidle");
  const all = (await Promise.all(seen.values())).filter((s): s is Script => s !== null);
  const initial = all.filter((s) => initialNames.has(new URL(s.url).pathname));
  const worker = all.filter((s) => workerChunks.has(s.url) && !initialNames.has(new URL(s.url).pathname));
  const sharedWithWorker = all.filter((s) => workerChunks.has(s.url) && initialNames.has(new URL(s.url).pathname));
  const later = all.filter((s) => !initialNames.has(new URL(s.url).pathname) && !workerChunks.has(s.url));
  const biggest = [...initial].sort((a, b) => b.gz - a.gz)[0];
  const rows: (string | number)[][] = [["scripts", "files", "gzip -9", "raw"]];
  const row = (name: string, xs: Script[]) => {
    const t = sum(xs);
    rows.push([name, xs.length, kb(t.gz), kb(t.raw)]);
  };
  row("first load (named in index.html)", initial);
  row(`+ after mount, editor ${editor ? "(Monaco mounted)" : "(Monaco did not mount)"}`, later);
  row("= page total with the editor", [...initial, ...later]);
  row("worker-only chunks", worker);
  row("first-load chunks the worker reuses", sharedWithWorker);
  table("Page JavaScript (desktop, default example)", rows);
  if (biggest) console.log(`largest first-load chunk: ${new URL(biggest.url).pathname} ${kb(biggest.gz)} gz`);
}

async function measureWorker(page: Page, big: Scenario, editPath: string) {
  await page.waitForFunction(() => !!window.__rulescopePreview);
  const r = await page.evaluate(
    async ({ big, editPath, edits }) => {
      const hook = window.__rulescopePreview!;
      const t0 = performance.now();
      const first = await hook.resolve(big);
      const firstMs = performance.now() - t0;
      let s = big;
      const inWorker: number[] = [];
      const parts = { validate: [] as number[], tree: [] as number[], resolve: [] as number[] };
      const roundTrip: number[] = [];
      let rebuilt = 0;
      for (let i = 0; i < edits; i++) {
        s = { ...s, files: { ...s.files, [editPath]: `${s.files[editPath]}x` } };
        const t = performance.now();
        const a = await hook.resolve(s);
        roundTrip.push(performance.now() - t);
        inWorker.push(a.timings.total);
        parts.validate.push(a.timings.validate);
        parts.tree.push(a.timings.tree);
        parts.resolve.push(a.timings.resolve);
        if (a.timings.rebuilt) rebuilt++;
      }
      return { firstMs, first: first.timings, mode: first.mode, inWorker, parts, roundTrip, rebuilt };
    },
    { big, editPath, edits: WORKER_EDITS },
  );
  table(`Worker, ${FILES} files (mode: ${r.mode})`, [
    ["step", "median", "p95", "note"],
    [
      "first resolve, round trip",
      ms(r.firstMs),
      "-",
      `in worker ${ms(r.first.total)}: validate ${ms(r.first.validate)}, tree ${ms(r.first.tree)}, resolve ${ms(r.first.resolve)}`,
    ],
    [
      "one-file edit, in worker",
      ms(pct(r.inWorker, 50)),
      ms(pct(r.inWorker, 95)),
      `${WORKER_EDITS} edits, ${r.rebuilt} rebuilt the tree; medians: validate ${ms(pct(r.parts.validate, 50))}, tree ${ms(pct(r.parts.tree, 50))}, resolve ${ms(pct(r.parts.resolve, 50))}`,
    ],
    ["one-file edit, round trip", ms(pct(r.roundTrip, 50)), ms(pct(r.roundTrip, 95)), "diff + postMessage + worker + answer"],
  ]);
}

/** Pause between the link opening and the first keystroke. */
const SETTLE_MS = 4_000;

/**
 * Type `typed` after `anchor + offset` at one key every `pace` ms (0: a burst), and time each keystroke
 * until the prompt's text first holds it.
 */
async function typeAndMeasure(page: Page, typed: string, anchor: string, pace: number, offset: string) {
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { keys: number[]; shown: { t: number; text: string }[]; long: number[] } };
    w.__bench = { keys: [], shown: [], long: [] };
    window.addEventListener("keydown", () => w.__bench.keys.push(performance.now()), { capture: true });
    const target = [...document.querySelectorAll("pre")].find((p) =>
      p.closest("[role=region], section")?.textContent?.includes("Composed prompt"),
    );
    if (target)
      new MutationObserver(() => w.__bench.shown.push({ t: performance.now(), text: target.textContent ?? "" })).observe(target, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__bench.long.push(e.duration))).observe({
      type: "longtask",
      buffered: false,
    });
  });
  const start = Date.now();
  for (const ch of typed) {
    await page.keyboard.type(ch);
    if (pace > 0) await page.waitForTimeout(pace);
  }
  const final = offset + typed;
  await page
    .waitForFunction((want) => [...document.querySelectorAll("pre")].some((p) => p.textContent?.includes(want)), anchor + final, {
      timeout: 60_000,
      polling: 10,
    })
    .catch(() => console.log("(the last keystroke did not reach the prompt within 60 s)"));
  const wall = Date.now() - start;
  const b = await page.evaluate(
    () => (window as unknown as { __bench: { keys: number[]; shown: { t: number; text: string }[]; long: number[] } }).__bench,
  );
  // Keystroke i is on screen at the first prompt text that contains everything typed up to it.
  const lat: number[] = [];
  b.keys.slice(-typed.length).forEach((k, i) => {
    const want = anchor + offset + typed.slice(0, i + 1);
    const hit = b.shown.find((s) => s.t >= k && s.text.includes(want));
    if (hit) lat.push(hit.t - k);
  });
  return { lat, wall, long: b.long };
}

/** One table row: the latencies of the keystrokes shown, and the page's long tasks meanwhile. */
function typingRow(what: string, keys: number, r: { lat: number[]; long: number[] }): (string | number)[] {
  return [
    what,
    keys,
    r.lat.length,
    ms(pct(r.lat, 50)),
    ms(pct(r.lat, 95)),
    ms(r.lat.length ? Math.max(...r.lat) : NaN),
    r.long.length,
    ms(Math.max(0, ...r.long)),
  ];
}

async function measureTyping(page: Page, base: string, big: Scenario, editPath: string, label = `${FILES} files`) {
  const expected = resolve(structuredClone(big)).prompt;
  await page.goto(base + "/" + encodePermalink(big), { waitUntil: "load" });
  const t0 = Date.now();
  const opened = await page
    .waitForFunction((text) => [...document.querySelectorAll("pre")].some((p) => p.textContent === text), expected, { timeout: 60_000 })
    .then(
      () => true,
      () => false,
    );
  if (!opened) {
    console.log("\nEdit-to-preview: skipped. The page did not open the #v1/ link (no link loader wired in this build).");
    return;
  }
  const openMs = Date.now() - t0;
  // Monaco (desktop) or the plain textarea: both are named "Editor for <path>". The cursor goes to the very end.
  const editor = page.getByRole("textbox", { name: `Editor for ${editPath}` });
  const named = await editor.waitFor({ timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  if (!named) {
    console.log(`\nEdit-to-preview: skipped. No textbox named "Editor for ${editPath}" (the link opened in ${openMs} ms).`);
    return;
  }
  const monaco = page.locator(".monaco-editor .view-lines").first();
  if (await monaco.count()) await monaco.click();
  else await editor.focus();
  await page.keyboard.press("Control+End");
  // Let the page's own start-up work end first (the first check runs 1.5 s after a big tree opens, the
  // first autosave 2 s after): typing measures keystrokes, not that.
  await page.waitForTimeout(SETTLE_MS);
  // The file's last characters, then what was typed after them.
  const anchor = (big.files[editPath] as string).slice(-60);
  const typed = "Typing-fast-into-a-big-tree-0123456789".repeat(4).slice(0, CHARS);

  const paced = await typeAndMeasure(page, typed, anchor, PACE, "");
  const burst = await typeAndMeasure(page, typed, anchor, 0, typed);
  table(`Edit-to-preview, ${label}, typing into ${editPath} (link opened in ${openMs} ms)`, [
    ["typing", "keys", "shown", "median", "p95", "max", "long tasks", "longest task"],
    typingRow(`one key every ${PACE} ms`, typed.length, paced),
    typingRow(`burst (${ms(burst.wall)} to the last key shown)`, typed.length, burst),
  ]);
  console.log(
    "shown: keystrokes whose text reached the <pre> as its own state (others were coalesced into a later one; their latency is to that later state).",
  );
}

const COMPARE_AGENTS = ["codex", "claude-code"];
/** Their column names in the Compare view (the profiles' display names). */
const COMPARE_AGENT_NAMES = COMPARE_AGENTS.map((id) => PROFILES.find((p) => p.id === id)?.name ?? id);

async function measureCompare(page: Page, base: string, big: Scenario) {
  const scenario: Scenario = { ...big, ui: { ...big.ui, compare: COMPARE_AGENTS } };
  const t0 = Date.now();
  await page.goto(base + "/" + encodePermalink(scenario), { waitUntil: "load" });
  const compare = page.getByRole("region", { name: "Compare", exact: true });
  const opened = await compare.waitFor({ timeout: 60_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) {
    console.log("\nCompare: skipped. The link did not open the Compare view.");
    return;
  }
  // Every column has its answer: text in the <pre> of each agent's region.
  const pres = COMPARE_AGENT_NAMES.map((name) => compare.getByRole("region", { name, exact: true }).locator("pre").first());
  const columns = await poll(async () =>
    (await Promise.all(pres.map((p) => p.textContent({ timeout: 1_000 }).catch(() => "")))).every((t) => (t ?? "").length > 0),
  ).then(
    () => Date.now() - t0,
    () => NaN,
  );
  // The map is computed while it is on screen; answers above it can push it away, so keep it in view.
  // Polled with plain DOM calls inside the page: Playwright's role locators compute accessible names
  // over the whole table on every poll, which at 1,000+ rows costs the main thread more than the map.
  const map = compare.getByRole("region", { name: "Precedence map" });
  // As typing does, the map is measured once the page's start-up work is done (the first check, the
  // first autosave): it is computed when scrolled into view, which is when the clock starts.
  await page.waitForTimeout(SETTLE_MS);
  const t1 = Date.now();
  const filled = await page
    .waitForFunction(
      (label) => {
        // Found once, then only its `disabled` is read: a poll that searched or laid out the page would
        // cost the main thread more than the map itself (at 1,000+ rows). An observer scrolls the map
        // back into view when answers above push it away (it is computed only while on screen).
        const w = window as unknown as { __mapCopy?: HTMLButtonElement | null };
        if (!w.__mapCopy?.isConnected) {
          w.__mapCopy =
            [...document.querySelectorAll("button")].find(
              (b) => b.textContent?.trim() === label || b.getAttribute("aria-label") === label,
            ) ?? null;
          const table = w.__mapCopy?.closest("section, [role=region]");
          if (!table) return false;
          table.scrollIntoView({ block: "nearest" });
          new IntersectionObserver((seen) => seen.some((e) => !e.isIntersecting) && table.scrollIntoView({ block: "nearest" })).observe(
            table,
          );
        }
        return w.__mapCopy !== null && !w.__mapCopy.disabled;
      },
      "Copy map as Markdown",
      { timeout: 120_000, polling: 50 },
    )
    .then(
      () => Date.now() - t1,
      () => NaN,
    );
  const status =
    (await map
      .getByRole("status")
      .first()
      .textContent()
      .catch(() => "")) ?? "";
  table(`Compare, ${FILES} files, agents ${COMPARE_AGENTS.join(" + ")}`, [
    ["step", "time", "note"],
    ["link opened to every column answered", ms(columns), "includes loading the page and the first resolve"],
    [`map scrolled into view (${SETTLE_MS / 1000} s after) to every row filled`, ms(filled), status.trim()],
  ]);
}

/** Ask until `ok` says yes (every 20 ms, for at most two minutes). */
async function poll(ok: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("timed out");
}

async function main() {
  if (!existsSync(`${OUT}/index.html`)) {
    console.error("bench:preview uses the site already built in out/: run `npm run build` first.");
    process.exit(1);
  }
  const initialNames = new Set(
    [...readFileSync(`${OUT}/index.html`, "utf8").matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1], "http://x").pathname),
  );
  const repo = generateMonorepo(FILES);
  const editPath = `${repo.deepCwd}/AGENTS.md`;
  const big: Scenario = { ...monorepoScenario(repo, "crabcode"), ui: { selectedFile: editPath } };
  console.log(
    `bench:preview: ${OUT}/ as built (not rebuilt); ${Object.keys(repo.files).length} files, agent crabcode, chromium ${config.use?.launchOptions?.executablePath ?? "/usr/bin/chromium"}`,
  );

  const { base, server } = await serve(OUT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: config.use?.launchOptions?.args ?? [],
  });
  try {
    const viewport = { width: 1280, height: 900 };
    const fresh = async () => (await browser.newContext({ viewport })).newPage();
    if (wanted("scripts") || wanted("worker")) {
      const page = await fresh();
      if (wanted("scripts")) await measureScripts(page, base, initialNames);
      if (wanted("worker")) await measureWorker(page, big, editPath);
      await page.context().close();
    }
    if (wanted("typing")) {
      let page = await fresh();
      await measureTyping(page, base, big, editPath);
      await page.context().close();
      // The page's default example: a few files, where a keystroke should cost a frame.
      const example = ALL_EXAMPLES.find((e) => e.id === "crabcode-nearest-wins");
      if (example) {
        const path = "/repo/packages/api/CLAUDE.md";
        page = await fresh();
        await measureTyping(
          page,
          base,
          { ...example.scenario, ui: { selectedFile: path } },
          path,
          `the default example (${Object.keys(example.scenario.files).length} files)`,
        );
        await page.context().close();
      }
    }
    if (wanted("compare")) {
      const page = await fresh();
      await measureCompare(page, base, big);
      await page.context().close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
