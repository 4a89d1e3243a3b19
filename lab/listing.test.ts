import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { claudeCodeLab } from "../lib/agents/claude-code/lab";
import { clineLab } from "../lib/agents/cline/lab";
import { continueLab } from "../lib/agents/continue/lab";
import { codexLab } from "../lib/agents/codex/lab";
import { listingDigest, orderedFolder } from "./listing";

const root = mkdtempSync(join(tmpdir(), "lab-listing-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the listing order a verdict keeps", () => {
  it("counts the driver's rules folders and what is below them, nothing else", () => {
    const ordered = orderedFolder(claudeCodeLab.trees)!;
    for (const p of ["/w/.claude/rules", "/w/.claude/rules/sub", "/home/user/.claude/rules", "/w/shared/3/rules"])
      expect(ordered(p), p).toBe(true);
    for (const p of ["/w", "/w/.claude", "/w/rulesets", "/home/user/.claude"]) expect(ordered(p), p).toBe(false);
    expect(orderedFolder(codexLab.trees)).toBeNull();
  });

  it("counts the rule folders of an agent that takes them in listing order (Cline), not those of one that sorts (Continue)", () => {
    const ordered = orderedFolder(clineLab.trees)!;
    for (const p of ["/w/.clinerules", "/home/user/.cline/rules", "/home/user/Documents/Cline/Rules"]) expect(ordered(p), p).toBe(true);
    expect(ordered("/w/src")).toBe(false);
    expect(orderedFolder(continueLab.trees)).toBeNull();
  });

  it("digests the raw order of ordered folders with two entries or more, and is null without any", () => {
    const dir = join(root, "w/.claude/rules");
    mkdirSync(join(dir, "sub"), { recursive: true });
    writeFileSync(join(dir, "sub/only.md"), "");
    const ordered = orderedFolder(claudeCodeLab.trees)!;
    expect(listingDigest(root, ordered)).toBeNull();
    for (const n of ["b.md", "a.md", "c.md"]) writeFileSync(join(dir, n), "");
    const digest = listingDigest(root, ordered);
    expect(digest).toMatch(/^[0-9a-f]{16}$/);
    expect(listingDigest(root, ordered)).toBe(digest);
    // Only ordered folders count: a file beside .claude changes nothing, one more rule changes the digest.
    writeFileSync(join(root, "w/.claude/CLAUDE.md"), "");
    expect(listingDigest(root, ordered)).toBe(digest);
    writeFileSync(join(dir, "d.md"), "");
    expect(listingDigest(root, ordered)).not.toBe(digest);
  });
});
