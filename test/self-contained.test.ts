/**
 * The repository stands on its own: no tracked file refers to material that a clone does not have (the
 * design notes, agent summaries and seed documents the project started from lived in a sibling folder).
 * What they said is in docs/architecture.md and docs/agents/seeds.md; profiles cite upstream sources.
 *
 * The patterns are assembled from pieces so that this file does not match itself.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIR = ["sh", "ared"].join("");
const PATTERNS = [`../${DIR}/`, `/work/${DIR}`, `${DIR}/seeds/`, `${DIR}/spec/`, `${DIR}/DESIGN`];
const SKIP_DIRS = new Set(["node_modules", ".git", ".next", "out", "test-results"]);

/** Tracked files, from git; without a git checkout (an unpacked archive), every file under the root. */
function repositoryFiles(): string[] {
  const git = spawnSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (git.status === 0 && git.stdout.length > 0) return git.stdout.split("\0").filter((f) => f !== "" && !f.startsWith("node_modules/"));
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const st = statSync(path, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) {
        if (!SKIP_DIRS.has(name)) walk(path);
      } else if (st.isFile()) out.push(relative(ROOT, path));
    }
  };
  walk(ROOT);
  return out;
}

describe("self-contained repository", () => {
  it("no tracked file points outside the repository for its design, specs or seeds", () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const file of files) {
      // Real repositories' rule files, kept as data: their own relative paths are theirs (CopilotKit's showcase guide).
      if (file.startsWith("test/fixtures/real/")) continue;
      let text: string;
      try {
        text = readFileSync(join(ROOT, file), "utf8");
      } catch {
        continue; // deleted in the work tree but still in the index
      }
      if (!PATTERNS.some((p) => text.includes(p))) continue;
      text.split("\n").forEach((line, i) => {
        const found = PATTERNS.find((p) => line.includes(p));
        if (found) hits.push(`${file}:${i + 1}: ${found}`);
      });
    }
    expect(hits, "cite docs/architecture.md, docs/agents/seeds.md or the upstream source instead").toEqual([]);
  });
});
