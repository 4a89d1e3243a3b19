import { describe, expect, it } from "vitest";
import { nearKey, unknownFrontmatterKeys, unknownKeyDiagnostic } from "./frontmatter-keys";

const CURSOR = ["description", "globs", "alwaysApply"];

describe("unknownFrontmatterKeys", () => {
  it("finds top-level keys the agent does not know, with lines and near misses", () => {
    const text = '---\ndescription: x\nglob: "**/*.ts"\nalways_apply: true\nowner: me\nlist:\n  - nested: no\n---\nbody: not frontmatter\n';
    expect(unknownFrontmatterKeys(text, CURSOR)).toEqual([
      { key: "glob", line: 3, suggestion: "globs", fixedLine: 'globs: "**/*.ts"' },
      { key: "always_apply", line: 4, suggestion: "alwaysApply", fixedLine: "alwaysApply: true" },
      { key: "owner", line: 5 },
      { key: "list", line: 6 },
    ]);
  });

  it("says nothing without a closed block, and handles CRLF and a BOM", () => {
    expect(unknownFrontmatterKeys("glob: x\n", CURSOR)).toEqual([]);
    expect(unknownFrontmatterKeys("---\nglob: x\n", CURSOR)).toEqual([]);
    expect(unknownFrontmatterKeys("\uFEFF---\r\nGlobs: x\r\n---\r\n", CURSOR)).toEqual([
      { key: "Globs", line: 2, suggestion: "globs", fixedLine: "globs: x" },
    ]);
  });

  it("near misses: case, _ and -, singular or plural, one edit; not unrelated keys", () => {
    expect(nearKey("applyto", ["applyTo"])).toBe("applyTo");
    expect(nearKey("apply-to", ["applyTo"])).toBe("applyTo");
    expect(nearKey("path", ["paths"])).toBe("paths");
    expect(nearKey("tigger", ["trigger"])).toBe("trigger");
    expect(nearKey("owner", ["trigger", "globs"])).toBeUndefined();
    expect(nearKey("ci", ["os"])).toBeUndefined();
  });

  it("the diagnostic carries a fix only for a near miss", () => {
    const [glob, owner] = unknownFrontmatterKeys("---\nglob: x\nowner: y\n---\n", CURSOR);
    expect(unknownKeyDiagnostic("/r/a.mdc", glob, "Cursor", CURSOR)).toMatchObject({
      level: "info",
      code: "frontmatter-unknown-key",
      line: 2,
      fix: { line: 2, text: "globs: x" },
    });
    expect(unknownKeyDiagnostic("/r/a.mdc", owner, "Cursor", CURSOR).fix).toBeUndefined();
  });
});
