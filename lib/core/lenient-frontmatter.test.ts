import { describe, expect, it } from "vitest";
import { readFrontmatterFields as readWith, splitFrontmatter } from "./lenient-frontmatter";
import { YamlReader } from "./yaml-bounded";

const readFrontmatterFields = (block: string) => readWith(block, new YamlReader());

describe("splitFrontmatter", () => {
  it("splits a closed block and keeps the body as it is", () => {
    expect(splitFrontmatter("---\na: 1\n---\nbody\n")).toEqual({ block: "a: 1\n", body: "body\n", unclosed: false });
    expect(splitFrontmatter("\uFEFF---\r\na: 1\r\n---\r\nbody")).toEqual({ block: "a: 1\r\n", body: "body", unclosed: false });
  });
  it("no block: text that does not open with ---, or an unclosed one", () => {
    expect(splitFrontmatter("body\n---\nx\n---\n")).toEqual({ body: "body\n---\nx\n---\n", unclosed: false });
    expect(splitFrontmatter("---\na: 1\n")).toEqual({ body: "---\na: 1\n", unclosed: true });
    expect(splitFrontmatter("----\na: 1\n----\n").block).toBeUndefined();
  });
});

describe("readFrontmatterFields", () => {
  it("uses YAML when it parses", () => {
    expect(readFrontmatterFields('globs: ["a", "b"]\nalwaysApply: false\n')).toEqual({
      fields: { globs: ["a", "b"], alwaysApply: false },
      via: "yaml",
    });
  });
  it("falls back to key: value lines when YAML rejects unquoted globs", () => {
    const r = readFrontmatterFields(
      "description: TS: strict\nglobs: **/*.ts, *.tsx\nalwaysApply: true\nother: 'q'\nlist:\n  - x\n  - 'y'\n",
    );
    expect(r.via).toBe("lines");
    expect(r.yamlError).toBeTruthy();
    expect({ ...r.fields }).toEqual({
      description: "TS: strict",
      globs: "**/*.ts, *.tsx",
      alwaysApply: true,
      other: "q",
      list: ["x", "y"],
    });
  });
  it("a __proto__ line is just a key", () => {
    const r = readFrontmatterFields("a: *x\n__proto__: polluted\n");
    expect(Object.getPrototypeOf(r.fields)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
