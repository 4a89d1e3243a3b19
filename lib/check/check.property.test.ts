/**
 * `check` on random small trees: it never throws, and every finding points at a file or folder of the
 * tree or at a checked working directory (never at a path nothing holds). Names are biased toward the
 * files agents read; texts toward frontmatter, imports and mentions.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findProfile, PROFILES } from "../agents";
import { dirname } from "../core/paths";
import { buildMemfs } from "../fs/memfs";
import type { FileEntry } from "../scenario/types";
import { check } from "./engine";
import { resolve } from "../resolve";
import type { Scenario } from "../scenario/types";

const ROOT = "/repo";
const RULE_PATHS = [
  "AGENTS.md",
  "agents.md",
  "CLAUDE.md",
  "CLAUDE.local.md",
  "GEMINI.md",
  "AGENT.md",
  "AGENTS.override.md",
  ".cursorrules",
  ".windsurfrules",
  ".clinerules",
  ".cursor/rules/a.mdc",
  ".cursor/rules/b.md",
  ".github/copilot-instructions.md",
  ".github/instructions/a.instructions.md",
  ".claude/rules/a.md",
  ".claude/CLAUDE.md",
  ".kiro/steering/a.md",
  ".rules",
  ".junie/guidelines.md",
  ".aider.conf.yml",
  ".windsurf/rules/a.md",
  ".opencode/rules/a.md",
  ".clinerules/a.md",
  "docs/style.md",
  "src/a.ts",
  "src/b.py",
];
const segment = fc.oneof(fc.constantFrom("src", "pkg", "docs", "lib", ".cursor", "Sub"), fc.stringMatching(/^[a-z][a-z0-9_-]{0,6}$/));
const relPath = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...RULE_PATHS) },
  { weight: 2, arbitrary: fc.tuple(fc.array(segment, { maxLength: 2 }), fc.constantFrom(...RULE_PATHS)).map(([dirs, f]) => [...dirs, f].join("/")) },
  { weight: 1, arbitrary: fc.tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[A-Za-z0-9._-]{1,10}$/)).map(([dirs, f]) => [...dirs, f].join("/")) },
);
const key = fc.constantFrom("globs", "glob", "applyTo", "applyto", "apply_to", "paths", "path", "alwaysApply", "alwaysapply", "description", "trigger", "inclusion", "fileMatchPattern", "keywords", "tools", "owner");
const value = fc.oneof(fc.constantFrom("\"**/*.ts\"", "**/*.py", "true", "false", "glob", "fileMatch", "always_on", "[\"*.rs\"]", "", "'src/**'"), fc.string({ maxLength: 12 }));
const frontmatter = fc.array(fc.tuple(key, value), { maxLength: 4 }).map((kv) => `---\n${kv.map(([k, v]) => `${k}: ${v}`).join("\n")}\n---\n`);
const body = fc.oneof(
  fc.constantFrom("", "\n", "Use strict types.\n", "@AGENTS.md\n", "See @docs/style.md and @missing.md\n", "@./CLAUDE.md\n", "#[[file:src/a.ts]]\n", "x".repeat(3000)),
  fc.string({ maxLength: 80 }),
);
const text = fc.tuple(fc.option(frontmatter, { nil: "" }), body).map(([fm, b]) => fm + b);
const tree = fc.dictionary(relPath, text, { maxKeys: 8 });
const agents = fc.option(fc.subarray(PROFILES.map((p) => p.id), { minLength: 1, maxLength: 3 }), { nil: undefined });

/** Every folder on the way to each file, the root included. */
function dirsOf(paths: string[]): Set<string> {
  const out = new Set<string>([ROOT]);
  for (const p of paths) for (let d = dirname(p); d.startsWith(ROOT) && !out.has(d); d = dirname(d)) out.add(d);
  return out;
}

describe("check on random trees", () => {
  it("never throws, and every finding's path is in the tree or is a checked working directory", () => {
    fc.assert(
      fc.property(tree, agents, (rel, ids) => {
        const files: Record<string, FileEntry> = { [`${ROOT}/.git`]: { dir: true } };
        for (const [p, t] of Object.entries(rel)) files[`${ROOT}/${p}`] = t;
        const built = buildMemfs(files);
        const report = check({ fs: built.fs, root: ROOT, home: "/home/user", ...(ids ? { agents: ids.map((id) => ({ id })) } : {}) });
        const present = new Set(Object.keys(files).filter((p) => built.fs.exists(p)));
        const dirs = dirsOf([...present]);
        for (const f of report.findings) {
          const ok = present.has(f.path) || dirs.has(f.path) || report.cwds.includes(f.path);
          expect(ok, `${f.code} at ${f.path} (${f.message})`).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 240_000);

  it("no never-read or always-shadowed finding contradicts resolve: no checked folder and no file read loads the file", () => {
    // The case that contradicted: claude-code loads a package's nested .claude/CLAUDE.md when a file of
    // the package is read, while check's own reading of every file met the rule file first.
    const examples: [Record<string, string>, string[] | undefined][] = [[{ "CLAUDE.md": "root\n", "pkg/.claude/CLAUDE.md": "pkg rule\n", "pkg/src/a.ts": "x" }, ["claude-code"]]];
    fc.assert(
      fc.property(tree, agents, (rel, ids) => {
        const files: Record<string, FileEntry> = { [`${ROOT}/.git`]: { dir: true } };
        for (const [p, t] of Object.entries(rel)) files[`${ROOT}/${p}`] = t;
        const fs = buildMemfs(files).fs;
        const report = check({ fs, root: ROOT, home: "/home/user", ...(ids ? { agents: ids.map((id) => ({ id })) } : {}) });
        expect(report.failures).toEqual([]);
        const present = Object.keys(files).filter((p) => {
          const st = fs.stat(p);
          return st.ok && st.value.kind === "file";
        });
        for (const f of report.findings.filter((x) => x.code === "never-read" || x.code === "always-shadowed")) {
          for (const agent of f.agents)
            for (const cwd of report.cwds)
              for (const read of [[], ...present.map((p) => [p])]) {
                // As check runs it: the agent's session environment (checkEnv), the same home.
                const scenario: Scenario = { version: 1, agent, files: {}, cwd, home: "/home/user", env: { ...findProfile(agent)?.checkEnv }, contextPaths: read };
                const r = resolve(scenario, fs, { trace: false });
                const loaded = r.sources.some((x) => x.path === f.path && (x.status === "included" || x.status === "truncated"));
                expect(loaded, `${f.code} on ${f.path}, but ${agent} from ${cwd} reading ${read.join("") || "nothing"} loads it`).toBe(false);
              }
        }
      }),
      { numRuns: Number(process.env.CHECK_PROPERTY_RUNS ?? 150), examples },
    );
  }, 240_000);
});
