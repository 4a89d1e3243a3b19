/**
 * The fix door: random rule trees on disk (encodings, line ends, final newlines, BOMs, YAML shapes,
 * links, hard links to outside files, read-only files, big files) through `check --fix`'s planner and
 * writer, with what a user is promised asserted byte for byte, independently of how the fixer works:
 * - a file no fix names keeps every byte (outside the tree too);
 * - in a fixed file, the bytes that changed are readable UTF-8 on the lines the fixes name, and a
 *   CR LF file gains no lone LF;
 * - frontmatter that strict YAML read before still reads;
 * - the check after the fixes shows each fixed finding gone and no new error;
 * - the dry run's plan is the plan --fix carries out, and nothing throws.
 */
import fc from "fast-check";
import {
  chmodSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseDocument } from "yaml";
import { expect, it } from "vitest";
import { check, checkRuns } from "../../lib/check/engine";
import { keysOf } from "../../lib/check/fix-proof";
import { placesOf } from "../../lib/check/causes";
import type { CheckAgent, CheckReport, Fix } from "../../lib/check/types";
import { fixFiles, type FixOutcome } from "../../lib/cli/fix-files";
import { nodeFs } from "../../lib/cli/node-fs";
import { readLog } from "../../lib/cli/read-log";
import { fuzzParams, fuzzTimeout } from "./fuzz-config";

/** Runs: a few dozen in `npm test`, many more in `npm run fuzz` (which sets FUZZ_RUNS). */
const SCALE = process.env.FUZZ_RUNS ? 2 : 0.125;

type Eol = "\n" | "\r\n" | "mixed";
interface Shape {
  eol: Eol;
  finalNewline: boolean;
  noise: "none" | "latin1" | "utf8-bom" | "utf16-bom" | "nul";
}

const shape: fc.Arbitrary<Shape> = fc.record({
  eol: fc.constantFrom<Eol>("\n", "\r\n", "mixed"),
  finalNewline: fc.boolean(),
  noise: fc.constantFrom<Shape["noise"]>("none", "none", "latin1", "utf8-bom", "utf16-bom", "nul"),
});

const body = fc.array(
  fc.constantFrom(
    "Use pnpm.",
    "- Keep functions small.",
    "",
    "## Section",
    "Caf\u00e9 rules \u2014 \u{1F600}",
    "@AGENTS.md",
    "See [guide](docs/guide.md).",
  ),
  {
    minLength: 1,
    maxLength: 5,
  },
);

/** A globs value as YAML may write it, quotes, escapes and a comment included. */
const globsLine = fc.constantFrom(
  "globs: src/**, lib/**",
  "globs: 'src/**, lib/**'",
  "globs: 'it''s/**, lib/**' # keep me",
  'globs: "src/**, lib/**"',
  'globs: "a\\\\tb/**, lib/**"',
  "globs: **/*.ts, lib/**",
  "globs:\n  - src/**\n  - lib/**",
  "glob: src/**",
  "glob: src/**\nglobs: lib/**",
);
const applyToLines = fc.constantFrom(
  "applyTo:\n  - src/**\n  - lib/**",
  "applyTo:\n  - src/**\n\n  - lib/**",
  "applyTo: # the globs\n  - src/**\n# frontend\n  - lib/**",
  'applyTo: ["src/**", "lib/**"]',
  "applyTo:\n  - src/** # inline\n  - lib/**",
  "applyto: src/**",
);

const tree = fc.record({
  agents: fc.subarray(["codex", "claude-code", "claude-code@before-2.1.277", "cursor", "copilot"], { minLength: 1, maxLength: 3 }),
  agentsMd: fc.option(body, { nil: undefined }),
  claudeMd: fc.option(body, { nil: undefined }),
  claudeLocal: fc.option(body, { nil: undefined }),
  wrongCase: fc.subarray(["docs/Agents.md", "docs/AGENTS.MD", "pkg/a/agents.MD"]),
  pkgAgents: fc.boolean(),
  cursor: fc.option(fc.tuple(globsLine, body), { nil: undefined }),
  copilot: fc.option(fc.tuple(applyToLines, body), { nil: undefined }),
  shapes: fc.array(shape, { minLength: 8, maxLength: 8 }),
  claudeLink: fc.constantFrom("none", "symlink", "hardlink-outside"),
  readOnly: fc.boolean(),
  // Past Codex's 32 KiB budget (a file past the 8 MiB read cap is test/fix-safety.test.ts's: slow here).
  big: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
});
type Tree = typeof tree extends fc.Arbitrary<infer T> ? T : never;

/** A text in a file's shape: its line ends, final newline and bytes that are not plain UTF-8. */
function encode(text: string, s: Shape): Buffer {
  const lines = text.replace(/\n$/, "").split("\n");
  let out = lines.map((l, i) => l + (i === lines.length - 1 ? "" : s.eol === "mixed" ? (i % 2 ? "\r\n" : "\n") : s.eol)).join("");
  if (s.finalNewline) out += s.eol === "\r\n" ? "\r\n" : "\n";
  let bytes = Buffer.from(out, "utf8");
  if (s.noise === "latin1") bytes = Buffer.concat([bytes.subarray(0, 3), Buffer.from([0xe9, 0xff]), bytes.subarray(3)]);
  if (s.noise === "utf8-bom") bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
  if (s.noise === "utf16-bom") bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), bytes]);
  if (s.noise === "nul") bytes = Buffer.concat([bytes, Buffer.from([0, 0x41])]);
  return bytes;
}

/** Every regular file under `dir`, by relative path, with its bytes (links are listed as such). */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = lstatSync(p);
      if (st.isSymbolicLink()) out.set(relative(dir, p), "link");
      else if (st.isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p).toString("latin1"));
    }
  };
  walk(dir);
  return out;
}

function write(t: Tree, dir: string, outside: string): void {
  mkdirSync(join(dir, ".git"));
  const put = (rel: string, text: string, i: number) => {
    mkdirSync(join(dir, rel, ".."), { recursive: true });
    writeFileSync(join(dir, rel), encode(text, t.shapes[i]));
  };
  if (t.agentsMd) put("AGENTS.md", t.agentsMd.join("\n"), 0);
  if (t.claudeMd) {
    const text =
      t.claudeMd.join("\n") +
      (t.big ? `\n${"A long line of rule text, repeated past the budget. ".repeat(8).concat("\n").repeat(100)}` : "");
    if (t.claudeLink === "symlink" && t.agentsMd) symlinkSync("AGENTS.md", join(dir, "CLAUDE.md"));
    else if (t.claudeLink === "hardlink-outside") {
      writeFileSync(join(outside, "shared.md"), encode(text, t.shapes[1]));
      linkSync(join(outside, "shared.md"), join(dir, "CLAUDE.md"));
    } else put("CLAUDE.md", text, 1);
  }
  if (t.claudeLocal) put("CLAUDE.local.md", t.claudeLocal.join("\n"), 2);
  t.wrongCase.forEach((rel, i) => put(rel, `Rules in ${rel}.`, 3 + (i % 2)));
  if (t.pkgAgents) put("pkg/b/AGENTS.md", "Package b.", 5);
  if (t.cursor) put(".cursor/rules/r.mdc", `---\n${t.cursor[0]}\n---\n${t.cursor[1].join("\n")}`, 6);
  if (t.copilot) put(".github/instructions/i.instructions.md", `---\n${t.copilot[0]}\n---\n${t.copilot[1].join("\n")}`, 7);
  for (const f of ["src/a.ts", "lib/b.ts", "it's/c.ts", "a\\tb/d.ts"]) put(f, "", 0);
  if (t.readOnly && t.claudeMd && t.claudeLink === "none") chmodSync(join(dir, "CLAUDE.md"), 0o444);
}

const agentsOf = (ids: string[]): CheckAgent[] =>
  ids.map((a) => {
    const [id, variant] = a.split("@");
    return variant ? { id, variant } : { id };
  });

/** Fixes planned: the check, then fixFiles, as `check --fix[-dry-run]` runs them. */
function runFix(dir: string, agents: CheckAgent[], write: boolean): { report: CheckReport; outcome: FixOutcome } {
  const options = { fs: nodeFs({ allow: [dir] }), root: dir, home: "/nonexistent-home", agents };
  const log = readLog(options.fs);
  const checked = checkRuns({ ...options, fs: log.fs });
  const outcome = fixFiles({ options: { ...options, fs: nodeFs({ allow: [dir] }) }, checked, log, folder: dir, write });
  return { report: checked.report, outcome };
}

const fixPath = (f: Fix) => (f.kind === "rename" ? f.from : f.path);
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const lone = (s: string) => (s.match(/(^|[^\r])\n/g) ?? []).length;

/** The bytes [from, to) of lines `first`..`last` of `bytes` (1-based, clamped). */
function lineBytes(bytes: Buffer, first: number, last: number): [number, number] {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) starts.push(i + 1);
  const from = starts[Math.max(0, Math.min(first, starts.length) - 1)];
  const to = last < starts.length ? starts[last] : bytes.length;
  return [from, to];
}

/** Whether strict YAML reads the text's leading block without an error (null: no block). */
function yamlReads(text: string): boolean | null {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?(\n|$)/.exec(text);
  return m ? parseDocument(m[1]).errors.length === 0 : null;
}

/** What the runs covered: fixes applied per kind, and skips per reason. */
const tally = new Map<string, number>();
const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);

function assertFixed(dir: string, outside: string, t: Tree): void {
  const before = snapshot(dir);
  const outsideBefore = snapshot(outside);
  const agents = agentsOf(t.agents);
  const dry = runFix(dir, agents, false);
  expect(snapshot(dir)).toEqual(before);
  const { report, outcome } = runFix(dir, agents, true);
  expect(outcome.failed).toEqual([]);
  expect({ diffs: outcome.diffs, skipped: outcome.skipped, applied: outcome.applied }).toEqual({
    diffs: dry.outcome.diffs,
    skipped: dry.outcome.skipped,
    applied: dry.outcome.applied,
  });
  const after = snapshot(dir);
  expect(snapshot(outside)).toEqual(outsideBefore);
  for (const d of outcome.diffs)
    count(d.startsWith("rename") ? "applied: rename" : d.startsWith("--- /dev/null") ? "applied: create" : "applied: edit");
  if (process.env.FIX_FUZZ_SHOW) for (const l of outcome.skipped) process.stderr.write(`SKIP ${l}\n`);
  for (const l of outcome.skipped)
    count(
      `skipped: ${l
        .replace(/^.*?\): /, "")
        .replace(/[,(:].*$/, "")
        .replace(/\d+/g, "#")}`,
    );
  const fixes = report.findings.flatMap((f) => placesOf(f).flatMap((p) => (p.fix ? [p.fix] : [])));
  const named = new Set(fixes.flatMap((f) => (f.kind === "rename" ? [f.from, f.to] : [f.path])).map((p) => relative(dir, p)));
  for (const [rel, bytes] of before) if (!named.has(rel)) expect(after.get(rel), rel).toBe(bytes);
  for (const rel of after.keys()) if (!before.has(rel)) expect(named.has(rel), rel).toBe(true);
  // Each edited file: the changed bytes are UTF-8 on the lines the fixes name.
  for (const rel of named) {
    const [old, now] = [before.get(rel), after.get(rel)];
    if (old === undefined || now === undefined || old === now || old === "link") continue;
    const [a, b] = [Buffer.from(old, "latin1"), Buffer.from(now, "latin1")];
    let p = 0;
    while (p < a.length && p < b.length && a[p] === b[p]) p++;
    let s = 0;
    while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
    const edits = fixes.filter((f): f is Extract<Fix, { kind: "edit" }> => f.kind === "edit" && relative(dir, f.path) === rel);
    const [from, to] = lineBytes(
      a,
      Math.min(...edits.map((e) => e.line)) - 1,
      Math.max(...edits.map((e) => Math.max(e.line, e.endLine))) + 1,
    );
    expect(p, `${rel}: a change before the fixed lines`).toBeGreaterThanOrEqual(Math.max(0, from - 3));
    expect(a.length - s, `${rel}: a change after the fixed lines`).toBeLessThanOrEqual(to);
    expect(() => strictUtf8.decode(a.subarray(p, a.length - s)), `${rel}: rewrote bytes that are not UTF-8`).not.toThrow();
    const [oldText, newText] = [a.toString("latin1"), b.toString("latin1")];
    if (lone(oldText) === 0 && oldText.includes("\r\n")) expect(lone(newText), `${rel}: a lone LF in a CR LF file`).toBe(0);
    if (yamlReads(a.toString("utf8")) === true) expect(yamlReads(b.toString("utf8")), `${rel}: frontmatter no longer reads`).toBe(true);
  }
  // The check after: each applied fix's finding gone, no new error.
  if (outcome.applied === 0) return;
  const again = check({ fs: nodeFs({ allow: [dir] }), root: dir, home: "/nonexistent-home", agents });
  const key = (k: { code: string; path: string; headline: string }) => `${k.code}\0${k.path}\0${k.headline}`;
  const nowKeys = new Set(again.findings.flatMap(keysOf).map(key));
  const oldKeys = new Set(report.findings.flatMap(keysOf).map(key));
  const skippedPaths = new Set(outcome.skipped.map((l) => /\(([^)]*)\):/.exec(l)?.[1]));
  for (const f of report.findings)
    placesOf(f).forEach((place, i) => {
      if (
        place.fix &&
        !skippedPaths.has(relative(dir, fixPath(place.fix))) &&
        outcome.diffs.some((d) => d.includes(relative(dir, fixPath(place.fix!))))
      )
        expect(nowKeys.has(key(keysOf(f)[i])), `still there after its fix: ${f.code} ${place.path}`).toBe(false);
    });
  const newErrors = again.findings.filter((f) => f.severity === "error" && keysOf(f).some((k) => !oldKeys.has(key(k))));
  expect(newErrors.map((f) => `${f.code} ${f.path}`)).toEqual([]);
}

it(
  "random rule trees through --fix: every byte it does not mean to change stays, and what it claims holds",
  () => {
    let runs = 0;
    fc.assert(
      fc.property(tree, (t) => {
        const dir = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-fixfuzz-")));
        const outside = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-fixfuzz-out-")));
        try {
          write(t, dir, outside);
          assertFixed(dir, outside, t);
          runs++;
        } finally {
          rmSync(dir, { recursive: true, force: true });
          rmSync(outside, { recursive: true, force: true });
        }
      }),
      fuzzParams(SCALE),
    );
    console.log(
      `fix fuzz: ${runs} trees; ${[...tally]
        .sort()
        .map(([k, n]) => `${k} ${n}`)
        .join("; ")}`,
    );
  },
  fuzzTimeout(1500, SCALE),
);
