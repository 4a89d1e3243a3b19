/**
 * Small random trees for `check`: names biased toward the files agents read, texts toward frontmatter,
 * imports and mentions; and random sets of declared agents. Shared by the check property tests and
 * the check fuzz door.
 */
import fc from "fast-check";
import { PROFILES } from "../../lib/agents";
import type { FileEntry } from "../../lib/scenario/types";

export const ROOT = "/repo";
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
  {
    weight: 2,
    arbitrary: fc.tuple(fc.array(segment, { maxLength: 2 }), fc.constantFrom(...RULE_PATHS)).map(([dirs, f]) => [...dirs, f].join("/")),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[A-Za-z0-9._-]{1,10}$/))
      .map(([dirs, f]) => [...dirs, f].join("/")),
  },
);
const key = fc.constantFrom(
  "globs",
  "glob",
  "applyTo",
  "applyto",
  "apply_to",
  "paths",
  "path",
  "alwaysApply",
  "alwaysapply",
  "description",
  "trigger",
  "inclusion",
  "fileMatchPattern",
  "keywords",
  "tools",
  "owner",
);
const value = fc.oneof(
  fc.constantFrom('"**/*.ts"', "**/*.py", "true", "false", "glob", "fileMatch", "always_on", '["*.rs"]', "", "'src/**'"),
  fc.string({ maxLength: 12 }),
);
const frontmatter = fc
  .array(fc.tuple(key, value), { maxLength: 4 })
  .map((kv) => `---\n${kv.map(([k, v]) => `${k}: ${v}`).join("\n")}\n---\n`);
const body = fc.oneof(
  fc.constantFrom(
    "",
    "\n",
    "Use strict types.\n",
    "@AGENTS.md\n",
    "See @docs/style.md and @missing.md\n",
    "@./CLAUDE.md\n",
    "#[[file:src/a.ts]]\n",
    "x".repeat(3000),
  ),
  fc.string({ maxLength: 80 }),
);
const text = fc.tuple(fc.option(frontmatter, { nil: "" }), body).map(([fm, b]) => fm + b);
export const tree = fc.dictionary(relPath, text, { maxKeys: 8 });
export const agents = fc.option(
  fc.subarray(
    PROFILES.map((p) => p.id),
    { minLength: 1, maxLength: 3 },
  ),
  { nil: undefined },
);

/** The tree as scenario files under ROOT, with a .git folder. */
export function treeFiles(rel: Record<string, string>): Record<string, FileEntry> {
  const files: Record<string, FileEntry> = { [`${ROOT}/.git`]: { dir: true } };
  for (const [p, t] of Object.entries(rel)) files[`${ROOT}/${p}`] = t;
  return files;
}
