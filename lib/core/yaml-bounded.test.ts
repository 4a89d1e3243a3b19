import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../types";
import {
  MAX_FRONTMATTER_CHARS,
  MAX_FRONTMATTER_CHARS_TOTAL,
  MAX_YAML_ALIASES,
  MAX_YAML_DEPTH,
  YamlBoundError,
  YamlReader,
  yamlNestingDepth,
} from "./yaml-bounded";

const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}: v`).join("\n");

describe("YamlReader", () => {
  it("parses what the yaml package parses, to the same value", () => {
    for (const text of ["globs: ['*.ts', 'src/**']", "a: 1\nb:\n  - x\n  - y", "a: &x {b: 1}\nc: *x", "x: 'quoted: colon'", ""])
      expect(new YamlReader().parse(text)).toEqual(parse(text));
  });
  it("throws the yaml package's own error for bad YAML", () => {
    expect(() => new YamlReader().parse("a: [unclosed")).toThrow(/flow sequence|Missing|unexpected/i);
  });

  it("bounds one block's size: MAX_FRONTMATTER_CHARS parses, one more is refused before parsing", () => {
    const pad = (n: number) => "a: " + "x".repeat(n - 3);
    expect(new YamlReader().parse(pad(MAX_FRONTMATTER_CHARS))).toEqual({ a: "x".repeat(MAX_FRONTMATTER_CHARS - 3) });
    expect(() => new YamlReader().parse(pad(MAX_FRONTMATTER_CHARS + 1))).toThrow(YamlBoundError);
    expect(() => new YamlReader().parse(keys(200_000))).toThrow(/characters, over Rulescope's bound/);
  });

  it("bounds the frontmatter of one resolve together", () => {
    const r = new YamlReader();
    const block = "a: " + "x".repeat(MAX_FRONTMATTER_CHARS - 3);
    const fits = Math.floor(MAX_FRONTMATTER_CHARS_TOTAL / block.length);
    for (let i = 0; i < fits; i++) r.parse(block);
    expect(() => r.parse(block)).toThrow(/per resolve/);
    expect(() => new YamlReader().parse(block)).not.toThrow();
  });

  it("bounds nesting: MAX_YAML_DEPTH levels parse, deeper is refused (50,000 levels used to abort the process)", () => {
    const flow = (n: number) => "a: " + "[".repeat(n - 1) + "]".repeat(n - 1);
    expect(yamlNestingDepth(flow(MAX_YAML_DEPTH))).toBe(MAX_YAML_DEPTH);
    expect(() => new YamlReader().parse(flow(MAX_YAML_DEPTH))).not.toThrow();
    expect(() => new YamlReader().parse(flow(MAX_YAML_DEPTH + 1))).toThrow(/nests/);
    expect(() => new YamlReader().parse("a: " + "[".repeat(50_000))).toThrow(YamlBoundError);
    expect(() => new YamlReader().parse("- ".repeat(10_000) + "x")).toThrow(YamlBoundError);
    const block = (n: number) => Array.from({ length: n }, (_, i) => " ".repeat(i) + `k${i}:`).join("\n") + " x";
    expect(() => new YamlReader().parse(block(MAX_YAML_DEPTH))).not.toThrow();
    expect(() => new YamlReader().parse(block(MAX_YAML_DEPTH + 1))).toThrow(/nests/);
  });

  it("brackets inside quotes and comments do not count as nesting", () => {
    expect(yamlNestingDepth(`a: "${"[".repeat(500)}"\nb: '${"{".repeat(500)}'\n# ${"[".repeat(500)}`)).toBe(1);
  });

  it(`stops alias expansion past ${MAX_YAML_ALIASES} (billion laughs)`, () => {
    const laughs = [
      "a: &a [x,x,x,x,x,x,x,x,x]",
      ..."bcdefg".split("").map((c, i) => `${c}: &${c} [${Array(9).fill(`*${"abcdefg"[i]}`).join(",")}]`),
      "h: *g",
    ].join("\n");
    expect(() => new YamlReader().parse(laughs)).toThrow(/alias/i);
  });

  it("runs no tag: !!js/function stays text, with a warning naming the file", () => {
    const said: Diagnostic[] = [];
    const value = new YamlReader((d) => said.push(d)).parse("a: !!js/function 'function () { return 1 }'", { path: "/r/x.md", line: 2 });
    expect(value).toEqual({ a: "function () { return 1 }" });
    expect(said).toMatchObject([{ code: "yaml-custom-tag", path: "/r/x.md", line: 2 }]);
  });
});
