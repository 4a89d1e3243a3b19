import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCopy, MAX_COPY_FILES } from "./canary-copy";
import { writeTree } from "./write-tree";

let base: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "rulescope-canary-copy-"));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("listCopy", () => {
  it("copies files and links, puts planted text in place, skips node_modules, stands a skeleton in for .git", () => {
    const root = join(base, "small");
    writeTree(
      {
        "/.git/config": "[core]\n",
        "/AGENTS.md": "Rules.\n",
        "/docs/link.md": { symlink: "/AGENTS.md" },
        "/node_modules/a/AGENTS.md": "x",
      },
      root,
    );
    const r = listCopy(root, new Map([[join(root, "AGENTS.md"), "CANARY-AAAA-START\n\nRules.\n"]]));
    if (!r.ok) throw new Error(r.error);
    const byPath = Object.fromEntries(r.entries.map((e) => [e.path, e]));
    expect(Object.keys(byPath).sort()).toEqual([".git/HEAD", ".git/objects", ".git/refs/heads", "AGENTS.md", "docs", "docs/link.md"]);
    expect(new TextDecoder().decode((byPath["AGENTS.md"] as { bytes: Uint8Array }).bytes)).toBe("CANARY-AAAA-START\n\nRules.\n");
    expect(byPath["docs/link.md"]).toEqual({ path: "docs/link.md", kind: "symlink", target: "../AGENTS.md" });
  });
  it(`refuses a tree of more than ${MAX_COPY_FILES} files`, () => {
    const root = join(base, "big");
    mkdirSync(root);
    for (let d = 0; d <= MAX_COPY_FILES / 1000; d++) {
      mkdirSync(join(root, `d${d}`));
      for (let f = 0; f < 1000; f++) writeFileSync(join(root, `d${d}`, `${f}.txt`), "");
    }
    const r = listCopy(root, new Map());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/more than 20000 files/);
  });
});
