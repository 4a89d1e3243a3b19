/** scope-never-applies for what the fixtures cannot say: a variant (cline v3), a nested rules folder, an always-applied rule. */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import type { FileEntry } from "../scenario/types";
import { check, checkRuns } from "./engine";
import type { CheckAgent } from "./types";

function scoped(files: Record<string, FileEntry>, agents: CheckAgent[]): string[] {
  const r = check({ fs: buildMemfs({ "/repo/.git": { dir: true }, ...files }).fs, root: "/repo", home: "/home/user", agents });
  return r.findings.filter((f) => f.code === "scope-never-applies").map((f) => `${f.path}:${f.line ?? ""}`);
}

describe("scope-never-applies", () => {
  it("cline v3 matches paths:; cline 4 sends the rule whatever its paths:", () => {
    const files = { "/repo/.clinerules/rust.md": '---\npaths:\n  - "**/*.rs"\n---\nUse clippy.\n', "/repo/src/a.ts": "x\n" };
    expect(scoped(files, [{ id: "cline", variant: "v3" }])).toEqual(["/repo/.clinerules/rust.md:2"]);
    expect(scoped({ ...files, "/repo/src/main.rs": "fn main() {}\n" }, [{ id: "cline", variant: "v3" }])).toEqual([]);
    expect(scoped(files, [{ id: "cline" }])).toEqual([]);
  });

  it("a nested cursor rules folder's globs are relative to its own folder", () => {
    const rule = { "/repo/web/.cursor/rules/ts.mdc": "---\nglobs: src/**/*.ts\n---\nStrict.\n" };
    expect(scoped({ ...rule, "/repo/web/src/a.ts": "x\n" }, [{ id: "cursor" }])).toEqual([]);
    expect(scoped({ ...rule, "/repo/src/a.ts": "x\n" }, [{ id: "cursor" }])).toEqual(["/repo/web/.cursor/rules/ts.mdc:2"]);
  });

  it("an always-applied cursor rule with globs is not scoped", () => {
    expect(scoped({ "/repo/.cursor/rules/a.mdc": '---\nglobs: "**/*.py"\nalwaysApply: true\n---\nx\n' }, [{ id: "cursor" }])).toEqual([]);
  });

  it("tests every file of a large tree: a glob only a late file matches applies, a dead one is said", () => {
    // 6,000 files: three reach sessions. The only .kt test sits at the end of the listing.
    const files: Record<string, FileEntry> = {
      "/repo/.continue/rules/kt.md": '---\nglobs: "extensions/intellij/**/*Test.kt"\n---\nRun Gradle tests.\n',
      "/repo/.continue/rules/dead.md": '---\nglobs: "/**/*."\n---\nNever.\n',
    };
    for (let i = 0; i < 6000; i++) files[`/repo/src/m${Math.floor(i / 100)}/f${i}.ts`] = "";
    files["/repo/zz/extensions/intellij/src/FooTest.kt"] = "";
    files["/repo/extensions/intellij/src/FooTest.kt"] = "";
    expect(scoped(files, [{ id: "continue" }])).toEqual(["/repo/.continue/rules/dead.md:2"]);
  });
});

describe("open files (rulescope.json openFiles)", () => {
  it("reach the agents' sessions: Kiro attaches fileMatch steering for a file open in the editor", () => {
    const files: Record<string, FileEntry> = {
      "/repo/.git": { dir: true },
      "/repo/.kiro/steering/ui.md": '---\ninclusion: fileMatch\nfileMatchPattern: "src/ui/**"\n---\nUse tokens.\n',
      "/repo/src/ui/Button.tsx": "x\n",
    };
    const statusOf = (openFiles?: string[]) => {
      const { runs } = checkRuns({
        fs: buildMemfs(files).fs,
        root: "/repo",
        home: "/home/user",
        agents: [{ id: "kiro" }],
        ...(openFiles ? { openFiles } : {}),
      });
      const root = runs.find((r) => r.cwd === "/repo");
      return root?.resolution.sources.find((s) => s.path === "/repo/.kiro/steering/ui.md")?.status;
    };
    expect(statusOf()).toBe("unmatched");
    expect(statusOf(["src/ui/Button.tsx"])).toBe("included");
  });
});
