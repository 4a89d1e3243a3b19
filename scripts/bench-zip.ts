/**
 * `npm run bench:zip`: a big zip uploaded into the playground, in a real browser. Numbers only, asserts
 * nothing.
 *
 * Like bench-preview.ts it does NOT build: it serves out/ (run `npm run build` first) with
 * scripts/serve.mjs on a free port and drives Debian's chromium with playwright.config.ts's flags.
 * It zips a generated monorepo (scripts/gen-monorepo.ts: its /repo folder, N files, default 100,000),
 * opens the page, and hands the zip to the page's "Upload zip" input (setInputFiles, as a user's pick).
 * It reports:
 * - the time from handing the zip to the input to the upload report on screen, and to the first composed
 *   prompt built from the uploaded tree (the root AGENTS.md text in the Composed prompt <pre>);
 * - the main thread's long tasks (> 50 ms, PerformanceObserver "longtask") over that span;
 * - memory: the renderer process's RSS (VmRSS in /proc/<pid>/status, the page and its session worker
 *   together; peak sampled every 100 ms, and at the end), and the page's JS heap (CDP
 *   Performance.getMetrics JSHeapUsedSize: the main thread only, not the worker);
 * - what the page then says: the report's first line and the Files panel's count.
 *
 * With `--baseline <dir>` (an older build's out/, e.g. one built from a checkout of an earlier
 * commit), that build is measured first with the same zip and a column of ratios follows.
 *
 *   npm run bench:zip -- [--files 100000] [--timeout 120] [--out out] [--baseline /path/to/old/out]
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { zipSync, type Zippable } from "fflate";
import config from "../playwright.config";
import { serve } from "./bench-serve";
import { SESSION_WORKER_NAME } from "../components/worker/client";
import { UNZIP_WORKER_NAME } from "../components/tree/unzipInWorker";
import { generateMonorepo, HOME, ROOT } from "./gen-monorepo";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const FILES = arg("files", 100_000);
const TIMEOUT_MS = arg("timeout", 120) * 1000;
const text = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
/** The built site to measure, and optionally an older build to measure first, for ratios in one run. */
const OUT = text("out") ?? "out";
const BASELINE = text("baseline");
/** The text of /repo/AGENTS.md that the default agent (nearest AGENTS.md wins) shows from the upload's root. */
const ROOT_RULE = "# Rules for the monorepo";

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
const ms = (n: number | null) => (n === null ? "-" : `${(n / 1000).toFixed(2)} s`);

/** The zip a user would make of the monorepo: every /repo file under a `repo/` top folder. */
function makeZip(n: number): { bytes: Uint8Array; files: number } {
  // gen-monorepo counts its home files in N; ask for that many more so the zip itself holds N.
  const home = Object.keys(generateMonorepo(0).files).filter((p) => p.startsWith(HOME + "/")).length;
  const repo = generateMonorepo(n + home);
  const enc = new TextEncoder();
  const tree: Zippable = {};
  let files = 0;
  for (const [path, entry] of Object.entries(repo.files)) {
    if (!path.startsWith(ROOT + "/") || typeof entry !== "string") continue;
    tree[`repo${path.slice(ROOT.length)}`] = enc.encode(entry);
    files++;
  }
  return { bytes: zipSync(tree, { level: 6 }), files };
}

/** Parent pid of each process, from /proc. */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the ppid is the 2nd field after it.
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      out.set(Number(d), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone
    }
  }
  return out;
}

/** Renderer processes of the chromium this script launched (found by the marker switch it was given). */
function renderers(marker: string): number[] {
  const ppid = parents();
  const cmd = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      return "";
    }
  };
  const browser = [...ppid.keys()].find((p) => cmd(p).includes(marker) && !cmd(p).includes("--type="));
  if (browser === undefined) return [];
  const below = (pid: number) => {
    for (let p = ppid.get(pid); p !== undefined && p > 1; p = ppid.get(p)) if (p === browser) return true;
    return false;
  };
  return [...ppid.keys()].filter((p) => below(p) && cmd(p).includes("--type=renderer"));
}

function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

interface PageMarks {
  change: number | null;
  /** The unzip worker's answer reached the page (after its structured clone). */
  unzipped: number | null;
  report: number | null;
  /** The first resolve answer after that (or after the report, without an unzip worker), and where the worker spent its time. */
  resolved: number | null;
  timings: { total: number; validate: number; tree: number; resolve: number } | null;
  prompt: number | null;
  longs: { start: number; duration: number }[];
}

/**
 * Installed before the page's own scripts: long tasks, and when the report and the prompt show. A
 * string, not a function: tsx would wrap a function's inner closures in a helper the page lacks.
 */
const MARKS_SCRIPT = `(() => {
  const marks = { change: null, unzipped: null, report: null, resolved: null, timings: null, prompt: null, longs: [] };
  window.__zipBench = marks;
  // The page's workers, by name: when the unzip worker's answer and the next resolve answer arrive.
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      this.addEventListener("message", (e) => {
        if (marks.change === null) return;
        if (options?.name === ${JSON.stringify(UNZIP_WORKER_NAME)} && e.data?.type === "done") marks.unzipped ??= performance.now();
        if (options?.name === ${JSON.stringify(SESSION_WORKER_NAME)} && e.data?.type === "result" && (marks.unzipped !== null || marks.report !== null) && marks.resolved === null) {
          marks.resolved = performance.now();
          marks.timings = e.data.timings;
        }
      });
    }
  };
  new PerformanceObserver((l) => l.getEntries().forEach((e) => marks.longs.push({ start: e.startTime, duration: e.duration }))).observe({ type: "longtask", buffered: true });
  const look = () => {
    if (marks.change === null) return;
    if (marks.report === null && document.querySelector('[role=status][aria-label="Upload report"]')?.textContent?.includes("Uploaded")) marks.report = performance.now();
    if (marks.prompt === null && [...document.querySelectorAll("pre")].some((p) => p.textContent?.includes(${JSON.stringify(ROOT_RULE)}))) marks.prompt = performance.now();
  };
  const start = () => new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
})();`;

async function jsHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const { metrics } = await cdp.send("Performance.getMetrics");
  await cdp.detach();
  return metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? NaN;
}

/** One measured upload: seconds and bytes (null: did not happen), and what the page then said. */
interface Run {
  unzipped: number | null;
  report: number | null;
  resolved: number | null;
  prompt: number | null;
  inWorker: string;
  longTasks: number;
  blocked: number;
  longest: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  heapBefore: number;
  heapAfter: number;
  said: string;
  filesPanel: string;
  renderers: number;
}

/** Serve `outDir`, open the page, upload the zip, read the marks. */
async function measure(outDir: string, zipPath: string): Promise<Run> {
  const marker = `--rulescope-bench-zip=${process.pid}-${Date.now()}`;
  const { base, server } = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // The marker is a switch chromium ignores; it finds this browser's processes in /proc.
    args: [...(config.use?.launchOptions?.args ?? []), marker],
  });
  let peak = 0;
  let sampler: NodeJS.Timeout | null = null;
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.addInitScript({ content: MARKS_SCRIPT });
    await page.goto(base + "/", { waitUntil: "load" });
    const tab = page.getByRole("tab", { name: "Files" });
    if (await tab.isVisible()) await tab.click();
    await page.getByRole("tree", { name: "Files" }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll("pre")].some((p) => (p.textContent ?? "").length > 0));
    const pids = renderers(marker);
    const rss = () => pids.reduce((s, p) => s + rssBytes(p), 0);
    const before = { rss: rss(), heap: await jsHeap(page) };
    sampler = setInterval(() => (peak = Math.max(peak, rss())), 100);

    // The clock starts as the file is handed to the input (setInputFiles then fires its change event).
    await page.evaluate(() => ((window as unknown as { __zipBench: PageMarks }).__zipBench.change = performance.now()));
    await page.getByTestId("upload-zip-input").setInputFiles(zipPath);
    await page
      .waitForFunction(() => (window as unknown as { __zipBench: PageMarks }).__zipBench.prompt !== null, null, {
        timeout: TIMEOUT_MS,
        polling: 250,
      })
      .catch(() => {});
    // Let the page settle (tree, problems, autosave) before the last readings.
    await page.waitForTimeout(3000);
    clearInterval(sampler);
    sampler = null;
    const marks = await page.evaluate(() => (window as unknown as { __zipBench: PageMarks }).__zipBench);
    const after = { rss: rss(), heap: await jsHeap(page) };
    const reportText = (await page.getByRole("status", { name: "Upload report" }).textContent()) ?? "";
    const said =
      [/Uploaded [\d,]+ files? \([^)]*\)/.exec(reportText)?.[0], /Skipped [\d,]+:[^.]*/.exec(reportText)?.[0]].filter(Boolean).join("; ") ||
      reportText.slice(0, 200);
    const filesPanel = (await page.getByRole("region", { name: "Files" }).locator("h2 + *").first().textContent()) ?? "";

    const from = marks.change ?? 0;
    const end = marks.prompt ?? from + TIMEOUT_MS;
    const longs = marks.longs.filter((l) => l.start + l.duration >= from && l.start <= end);
    const at = (x: number | null) => (x === null ? null : x - from);
    const tm = marks.timings;
    return {
      unzipped: at(marks.unzipped),
      report: at(marks.report),
      resolved: at(marks.resolved),
      prompt: at(marks.prompt),
      inWorker: tm ? `${ms(tm.total)}: validate ${ms(tm.validate)}, tree ${ms(tm.tree)}, resolve ${ms(tm.resolve)}` : "-",
      longTasks: longs.length,
      blocked: longs.reduce((s, l) => s + l.duration, 0),
      longest: Math.max(0, ...longs.map((l) => l.duration)),
      rssBefore: before.rss,
      rssPeak: Math.max(peak, after.rss),
      rssAfter: after.rss,
      heapBefore: before.heap,
      heapAfter: after.heap,
      said: said.trim(),
      filesPanel: filesPanel.trim(),
      renderers: pids.length,
    };
  } finally {
    if (sampler) clearInterval(sampler);
    await browser.close();
    server.kill();
  }
}

function table(rows: string[][]) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  rows.forEach((r, i) => {
    console.log(r.map((v, c) => (c === 0 ? v.padEnd(widths[c]) : v.padStart(widths[c]))).join("  "));
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  });
}

async function main() {
  const dirs = [...(BASELINE ? [BASELINE] : []), OUT];
  for (const d of dirs)
    if (!existsSync(join(d, "index.html"))) {
      console.error(`bench:zip uses a site already built: ${d}/index.html is missing (run \`npm run build\` first).`);
      process.exit(1);
    }
  const t = Date.now();
  const zip = makeZip(FILES);
  const dir = mkdtempSync(join(tmpdir(), "rulescope-bench-zip-"));
  const zipPath = join(dir, "repo.zip");
  writeFileSync(zipPath, zip.bytes);
  console.log(
    `bench:zip: ${dirs.join(" vs ")} as built (not rebuilt); a zip of ${zip.files.toLocaleString("en-US")} files, ${mib(zip.bytes.length)} (made in ${Date.now() - t} ms)`,
  );
  try {
    const runs: Run[] = [];
    for (const d of dirs) runs.push(await measure(d, zipPath));
    const s = (x: number | null) => (x === null ? `over ${TIMEOUT_MS / 1000} s` : ms(x));
    const ratio = (get: (r: Run) => number | null) => {
      if (runs.length < 2) return [];
      const [a, b] = [get(runs[0]), get(runs[1])];
      return [a === null || b === null || b === 0 ? "-" : `${(a / b).toFixed(1)}x`];
    };
    const dash = (x: number | null) => (x === null ? "-" : ms(x));
    const row = (name: string, get: (r: Run) => number | null, fmt: (x: number | null) => string = s) => [
      name,
      ...runs.map((r) => fmt(get(r))),
      ...ratio(get),
    ];
    const mb = (x: number | null) => (x === null ? "-" : mib(x));
    console.log("");
    table([
      ["from handing the zip to the input", ...dirs, ...(runs.length > 1 ? ["before / after"] : [])],
      row("unzip worker's answer on the page", (r) => r.unzipped, dash),
      row("upload report shown", (r) => r.report),
      row("first resolve answer after it", (r) => r.resolved, dash),
      row("first composed prompt of the upload", (r) => r.prompt),
      row(
        "main-thread long tasks (> 50 ms), count",
        (r) => r.longTasks,
        (x) => String(x),
      ),
      row("  their total", (r) => r.blocked),
      row("  the longest", (r) => r.longest),
      row("renderer RSS before the upload", (r) => r.rssBefore, mb),
      row("renderer RSS peak (sampled every 100 ms)", (r) => r.rssPeak, mb),
      row("renderer RSS 3 s after the prompt", (r) => r.rssAfter, mb),
      row("JS heap used, main thread (CDP), after", (r) => r.heapAfter, mb),
    ]);
    console.log("");
    for (const [i, r] of runs.entries()) {
      console.log(`${dirs[i]}: the report says "${r.said}"; the Files panel says "${r.filesPanel}"`);
      console.log(
        `  in the session worker: ${r.inWorker}; renderer processes summed: ${r.renderers}${r.unzipped === null ? "; no unzip worker (unpacked on the main thread)" : ""}`,
      );
    }
    console.log("RSS: VmRSS of the page's renderer processes (the page and its workers); JS heap: the main thread only.");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
