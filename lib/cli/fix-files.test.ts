/** fixFiles' create fixes on a real disk: a new file only, in a folder reached without a link, inside the folder checked. */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkRuns } from "../check/engine";
import type { CheckReport, Finding } from "../check/types";
import { fixFiles } from "./fix-files";
import { lexists } from "./io";
import { nodeFs } from "./node-fs";
import { readLog } from "./read-log";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

const withCreate = (path: string): Finding => ({
  code: "agents-disagree",
  severity: "warning",
  agents: ["claude-code"],
  cwds: [],
  path,
  message: "m",
  fix: { kind: "create", description: "Create CLAUDE.md here", path, text: "@AGENTS.md\n" },
});

/**
 * fixFiles over a real check of `root`'s tree, with the findings given added to its own (or, with
 * `only`, in their place); `between` runs after the check and before the fixes (a user's save).
 */
function fixWith(
  findings: Finding[],
  write: boolean,
  { agents = ["codex", "claude-code"], only = false, between }: { agents?: string[]; only?: boolean; between?: () => void } = {},
) {
  const options = { fs: nodeFs({ allow: [root] }), root, home: "/nonexistent-home", agents: agents.map((id) => ({ id })) };
  const log = readLog(options.fs);
  const real = checkRuns({ ...options, fs: log.fs });
  between?.();
  const report: CheckReport = { ...real.report, findings: [...(only ? [] : real.report.findings), ...findings] };
  return fixFiles({ options: { ...options, fs: nodeFs({ allow: [root] }) }, checked: { ...real, report }, log, folder: root, write });
}

describe("fixFiles: create", () => {
  it("writes a new file that an agent reads; skips one that exists, a linked folder and a folder outside the root", () => {
    root = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-fixfiles-")));
    mkdirSync(join(root, "a"));
    writeFileSync(join(root, "a", "AGENTS.md"), "Rules of a.\n");
    mkdirSync(join(root, "b"));
    writeFileSync(join(root, "b", "CLAUDE.md"), "mine\n");
    mkdirSync(join(root, "c"));
    symlinkSync("c", join(root, "via-link"));
    const out = fixWith(
      [
        withCreate(join(root, "a", "CLAUDE.md")),
        withCreate(join(root, "b", "CLAUDE.md")),
        withCreate(join(root, "via-link", "CLAUDE.md")),
        withCreate(join(tmpdir(), "CLAUDE.md")),
      ],
      true,
    );
    expect(readFileSync(join(root, "a", "CLAUDE.md"), "utf8")).toBe("@AGENTS.md\n");
    expect(readFileSync(join(root, "b", "CLAUDE.md"), "utf8")).toBe("mine\n");
    expect(out.applied).toBe(1);
    expect(out.diffs).toEqual(["--- /dev/null\n+++ a/CLAUDE.md\n@@ -0,0 +1,1 @@\n+@AGENTS.md"]);
    expect(out.skipped).toEqual([
      "Create CLAUDE.md here (b/CLAUDE.md): b/CLAUDE.md exists.",
      "Create CLAUDE.md here (via-link/CLAUDE.md): its folder is reached through a link.",
      expect.stringMatching(/: it is outside the folder being checked\.$/),
    ]);
    expect(lexists(join(tmpdir(), "CLAUDE.md"))).toBe(false);
    expect(lexists(join(root, "c", "CLAUDE.md"))).toBe(false);
  });
});

const withEdit = (path: string, line: number, text: string): Finding => ({
  code: "fragile-form",
  severity: "info",
  agents: ["cursor"],
  cwds: [],
  path,
  message: "m",
  fix: { kind: "edit", description: "Edit it", path, line, endLine: line, text },
});

describe("fixFiles: edit", () => {
  it("leaves a file saved after the check read it: its lines may have moved", () => {
    root = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-fixfiles-")));
    writeFileSync(join(root, "AGENTS.md"), "one\ntwo\n");
    const out = fixWith([withEdit(join(root, "AGENTS.md"), 1, "ONE")], true, {
      agents: ["codex"],
      only: true,
      // The user's editor saves a new first line while the check runs.
      between: () => writeFileSync(join(root, "AGENTS.md"), "mine\none\ntwo\n"),
    });
    expect(out.skipped).toEqual(["Edit it (AGENTS.md): it changed since the check read it; run the check again."]);
    expect(readFileSync(join(root, "AGENTS.md"), "utf8")).toBe("mine\none\ntwo\n");
  });

  it("writes no edit after which the agent's own parser reads the frontmatter differently", () => {
    root = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-fixfiles-")));
    mkdirSync(join(root, ".cursor", "rules"), { recursive: true });
    mkdirSync(join(root, "a"));
    writeFileSync(join(root, "a", "x.ts"), "");
    const rule = join(root, ".cursor", "rules", "a.mdc");
    writeFileSync(rule, "---\nglobs: a/**\n---\nRules for a.\n");
    const out = fixWith([withEdit(rule, 2, "globs: [a/**")], true, { agents: ["cursor"] });
    expect(out.applied).toBe(0);
    expect(out.skipped).toEqual([
      expect.stringMatching(/^Edit it \(\.cursor\/rules\/a\.mdc\): the fixed file's frontmatter would not read as before/),
    ]);
    expect(readFileSync(rule, "utf8")).toBe("---\nglobs: a/**\n---\nRules for a.\n");
  });
});
