/** The frontmatter YAML reader: the values and errors the `yaml` package (v2, core schema) gives. */
import { describe, expect, it } from "vitest";
import { OPAQUE, parseYamlSubset } from "./yaml-subset";

const map = (text: string) => {
  const r = parseYamlSubset(text);
  if (!r.ok || r.kind !== "map") throw new Error(`not a map: ${JSON.stringify(r)}`);
  return Object.fromEntries(r.map);
};
const error = (text: string) => {
  const r = parseYamlSubset(text);
  return r.ok ? null : r.error;
};

describe("yaml subset", () => {
  it("block and flow sequences, quoted and plain scalars, comments", () => {
    expect(map("globs:\n  - a.ts # c\n  - 'b c'\n  - \"d\\te\"\nkeywords: [x, 'y, z', \"w\"]")).toEqual({ globs: ["a.ts", "b c", "d\te"], keywords: ["x", "y, z", "w"] });
    expect(map("globs:\n- a\n- b")).toEqual({ globs: ["a", "b"] });
    expect(map("k: ['it''s']")).toEqual({ k: ["it's"] });
  });

  it("core-schema scalars: booleans, null, numbers; yes stays a string", () => {
    expect(map("a: true\nb: False\nc: ~\nd: 12\ne: 0x1F\nf: 1.5e3\ng: yes\nh:")).toEqual({ a: true, b: false, c: null, d: 12, e: 31, f: 1500, g: "yes", h: null });
  });

  it("nested maps, block scalars and flow maps are opaque", () => {
    expect(map("a:\n  b: 1\nc: |\n  text\nd: {x: 1}")).toEqual({ a: OPAQUE, c: OPAQUE, d: OPAQUE });
    expect(map("globs:\n  - a\n  - b: c\n  - - d")).toEqual({ globs: ["a", OPAQUE, OPAQUE] });
  });

  it("errors yaml would throw", () => {
    expect(error("globs:\n  - *.ts")).toMatch(/alias/);
    expect(error("globs: [*.ts]")).toMatch(/alias/);
    expect(error("a: 1\na: 2")).toMatch(/unique/);
    expect(error("a: 'open")).toMatch(/not closed/);
    expect(error("a: [x, y")).toMatch(/not closed/);
    expect(error("a:\n\t- x")).toMatch(/tabs/);
    expect(error("a: b: c")).toMatch(/nested mappings/);
    expect(error("a: 1\njunk line")).toMatch(/unexpected line/);
    expect(error("a: @x")).toMatch(/reserved/);
  });

  it("a document that is not a mapping", () => {
    expect(parseYamlSubset("just text")).toEqual({ ok: true, kind: "other" });
    expect(parseYamlSubset("- a\n- b")).toEqual({ ok: true, kind: "other" });
  });

  it("a flow sequence may span lines", () => {
    expect(map("globs: [a,\n  b]")).toEqual({ globs: ["a", "b"] });
  });
});
