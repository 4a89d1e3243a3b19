/**
 * matchers/rulescope.json, the problem matcher for the text format, run over real `check` text as
 * GitHub's runner runs a multi-line matcher. The runner's rules, modelled here (actions/runner
 * src/Runner.Worker/IssueMatcher.cs `Match` and Handlers/OutputManager.cs `ConvertToIssue`,
 * commit 258d6c857db3519913f7deb6004b60172f8043ae):
 * - patterns are tried last to first; a later pattern runs only while the one before it has a match;
 * - a line the looping last pattern does not match ends the file's run, so every line under a file
 *   header (the "agents: ..." details too) must match it;
 * - a match with an empty message makes no annotation; severities other than error, warning and
 *   notice make none either.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../lib/check/engine";
import type { CheckReport } from "../lib/check/types";
import { formatText, repoRelative, shown } from "../lib/cli/check-format";
import { buildMemfs } from "../lib/fs/memfs";
import type { FileEntry } from "../lib/scenario/types";
import { visible } from "../lib/scenario/visible";

interface PatternConfig {
  regexp: string;
  file?: number;
  line?: number;
  severity?: number;
  message?: number;
  code?: number;
  loop?: boolean;
}
const config = JSON.parse(readFileSync(join(import.meta.dirname, "..", "matchers", "rulescope.json"), "utf8")) as {
  problemMatcher: { owner: string; pattern: PatternConfig[] }[];
};

interface Annotation {
  file: string;
  line?: number;
  severity: string;
  message: string;
  code?: string;
}

/** The runner's two-pattern state machine over a log, one line at a time. */
function annotate(log: string, patterns: PatternConfig[]): Annotation[] {
  const regexes = patterns.map((p) => new RegExp(p.regexp));
  const state: (RegExpExecArray | null)[] = patterns.map(() => null);
  const out: Annotation[] = [];
  const group = (m: RegExpExecArray | null | undefined, n: number | undefined) => (m && n !== undefined ? (m[n] ?? "") : "");
  for (const line of log.split("\n")) {
    for (let i = patterns.length - 1; i >= 0; i--) {
      const running = i > 0 ? state[i - 1] : null;
      if (i !== 0 && running === null) continue;
      const m = regexes[i].exec(line);
      const last = i === patterns.length - 1;
      if (!m) {
        if (last) state[i - 1] = null;
        else state[i] = null;
        continue;
      }
      if (!last) {
        state[i] = m;
        continue;
      }
      state.fill(null);
      if (patterns[i].loop) state[i - 1] = running;
      const field = (k: keyof PatternConfig) =>
        group(m, patterns[i][k] as number | undefined) || group(running, patterns[0][k] as number | undefined);
      const message = field("message");
      const severity = field("severity") || "error";
      if (message.trim() !== "" && ["error", "warning", "notice"].includes(severity.toLowerCase())) {
        const lineNo = field("line");
        const code = field("code");
        out.push({ file: field("file"), ...(lineNo ? { line: Number(lineNo) } : {}), severity, message, ...(code ? { code } : {}) });
      }
      break;
    }
  }
  return out;
}

const matcher = config.problemMatcher[0];

/** What the matcher should find: each error and warning, as the text names it; infos have no annotation. */
const expected = (report: CheckReport, root: string): Annotation[] =>
  repoRelative(report, root)
    .findings.filter((f) => f.severity !== "info")
    .map((f) => ({
      file: visible(shown(root, f.path)),
      ...(f.line ? { line: f.line } : {}),
      severity: f.severity,
      message: visible(f.headline ?? ""),
      code: f.code,
    }));

function checkOf(files: Record<string, FileEntry>, agents?: string[]): CheckReport {
  const { fs } = buildMemfs(files);
  return check({ fs, root: "/repo", home: "/home/user", ...(agents ? { agents: agents.map((id) => ({ id })) } : {}) });
}

const real = (name: string): Record<string, FileEntry> => {
  const fx = JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", "real", `${name}.json`), "utf8")) as {
    files: Record<string, FileEntry>;
  };
  const files: Record<string, FileEntry> = { "/repo/.git": { dir: true } };
  for (const [p, e] of Object.entries(fx.files)) files[`/repo/${p}`] = e;
  return files;
};

describe("the text format's problem matcher", { timeout: 120_000 }, () => {
  it("is one matcher, owned by rulescope, whose second pattern loops", () => {
    expect(config.problemMatcher).toHaveLength(1);
    expect(matcher.owner).toBe("rulescope");
    expect(matcher.pattern.map((p) => Boolean(p.loop))).toEqual([false, true]);
  });

  const many = {
    "/repo/.git": { dir: true },
    "/repo/AGENTS.md": "# Rules\n",
    "/repo/CLAUDE.md": "# Claude\n\nSee `@docs/setup.md` first.\n",
    "/repo/docs/setup.md": "setup\n",
    "/repo/.cursor/rules/empty.mdc": "",
    "/repo/docs/my notes/Agents.md": "x\n",
    "/repo/.cursor/rules/a.mdc": "---\nglobs: src/**\nalwaysAply: true\n---\nA\n",
    "/repo/.cursor/rules/b.mdc": "---\nglobs: nowhere/**/*.zz\n---\nB\n",
    "/repo/GEMINI.md": "g\n",
  } satisfies Record<string, FileEntry>;

  for (const [name, files, agents] of [
    ["a hand-made tree with lines, spaces in a path and infos", many, ["codex", "claude-code", "cursor"]],
    ["workers-sdk", real("workers-sdk"), undefined],
    ["biome", real("biome"), undefined],
    ["continue", real("continue"), ["continue", "codex", "cursor"]],
    ["jint", real("jint"), ["codex", "claude-code", "gemini-cli"]],
  ] as const) {
    it(`annotates each error and warning of ${name}, in plain and --verbose text`, () => {
      const report = checkOf(files, agents ? [...agents] : undefined);
      const want = expected(report, "/repo");
      expect(want.length).toBeGreaterThan(0);
      for (const verbose of [false, true]) expect(annotate(formatText(report, "/repo", { verbose }), matcher.pattern)).toEqual(want);
    });
  }

  it("the hand-made tree has what the matcher must step over: an info, a line number and a finding without one", () => {
    const report = checkOf(many, ["codex", "claude-code", "cursor"]);
    expect(report.findings.some((f) => f.severity === "info")).toBe(true);
    expect(report.findings.some((f) => f.severity !== "info" && f.line)).toBe(true);
    expect(report.findings.some((f) => f.severity !== "info" && !f.line)).toBe(true);
  });

  it("annotates nothing in a clean report", () => {
    const report = checkOf({ "/repo/.git": { dir: true }, "/repo/AGENTS.md": "# Rules\n" }, ["codex"]);
    expect(report.findings).toEqual([]);
    expect(annotate(formatText(report, "/repo"), matcher.pattern)).toEqual([]);
  });
});
