/** fixFiles' create fixes on a real disk: a new file only, in a folder reached without a link, inside the root. */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Finding } from "../check/types";
import { fixFiles } from "./fix-files";
import { lexists } from "./io";

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

describe("fixFiles: create", () => {
  it("writes a new file; skips one that exists, a linked folder and a folder outside the root", () => {
    root = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-fixfiles-")));
    mkdirSync(join(root, "a"));
    mkdirSync(join(root, "b"));
    writeFileSync(join(root, "b", "CLAUDE.md"), "mine\n");
    mkdirSync(join(root, "c"));
    symlinkSync("c", join(root, "via-link"));
    const out = fixFiles(
      [
        withCreate(join(root, "a", "CLAUDE.md")),
        withCreate(join(root, "b", "CLAUDE.md")),
        withCreate(join(root, "via-link", "CLAUDE.md")),
        withCreate(join(tmpdir(), "CLAUDE.md")),
      ],
      root,
      true,
    );
    expect(readFileSync(join(root, "a", "CLAUDE.md"), "utf8")).toBe("@AGENTS.md\n");
    expect(readFileSync(join(root, "b", "CLAUDE.md"), "utf8")).toBe("mine\n");
    expect(out.applied).toBe(1);
    expect(out.diffs).toEqual(["--- /dev/null\n+++ a/CLAUDE.md\n@@ -0,0 +1,1 @@\n+@AGENTS.md"]);
    expect(out.skipped).toEqual([
      "Create CLAUDE.md here (b/CLAUDE.md): b/CLAUDE.md exists.",
      "Create CLAUDE.md here (via-link/CLAUDE.md): its folder is reached through a link.",
      expect.stringMatching(/: it is outside the checked folder\.$/),
    ]);
    expect(lexists(join(tmpdir(), "CLAUDE.md"))).toBe(false);
    expect(lexists(join(root, "c", "CLAUDE.md"))).toBe(false);
  });
});
