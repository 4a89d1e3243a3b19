/** Frontmatter through the real `yaml` package (YAML 1.2 core schema), as rule-metadata.ts parses it. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { YamlReader } from "../../core/yaml-bounded";
import { parseRule as parseRuleWith } from "./frontmatter";

const parseRule = (text: string, seed: boolean) => parseRuleWith(text, seed, new YamlReader());

const fm = (yaml: string) => parseRule(`---\n${yaml}\n---\nbody`, false);
const codes = (yaml: string) => fm(yaml).notes.map((n) => n.code);

describe("frontmatter YAML", () => {
  afterEach(() => vi.restoreAllMocks());

  it("block lists, flow lists over several lines, quoted items", () => {
    expect(fm("globs:\n- a.ts # c\n- 'b c'\nkeywords: [x,\n  \"y, z\"]").metadata).toEqual({
      lists: { globs: ["a.ts", "b c"], keywords: ["x", "y, z"] },
    });
  });

  it("core schema: yes is a string, so ci: yes is ignored", () => {
    expect(fm("ci: yes").metadata).toBeUndefined();
    expect(codes("ci: yes")).toEqual(["frontmatter-ci-not-boolean"]);
    expect(fm("ci: False").metadata).toEqual({ lists: {}, ci: false });
  });

  it("a block scalar or a nested map is not a list; map items inside a list are dropped", () => {
    expect(codes("globs: |\n  *.ts")).toEqual(["frontmatter-not-a-list"]);
    expect(codes("globs:\n  a: b")).toEqual(["frontmatter-not-a-list"]);
    expect(fm("globs:\n  - a.ts\n  - b: c\n  - - d").metadata).toEqual({ lists: { globs: ["a.ts"] } });
  });

  it("errors yaml throws make the rule unconditional, with the first line of the message", () => {
    for (const bad of ["globs: [*.ts]", "a: 1\na: 2", "a: b: c", "a:\n\t- x", "a: @x", "globs: [x, y"]) {
      const p = fm(bad);
      expect(p.metadata, bad).toBeUndefined();
      expect(p.body).toBe("body");
      expect(
        p.notes.map((n) => n.code),
        bad,
      ).toEqual(["frontmatter-invalid"]);
      expect(p.notes[0].message, bad).not.toContain("\n");
    }
    expect(fm("a: 1\na: 2").notes[0].message).toMatch(/Map keys must be unique/);
    expect(fm("globs: [*.ts]").notes[0].message).toMatch(/Unresolved alias/);
  });

  it("a document that is a list or a scalar has no metadata and no note", () => {
    expect(fm("- globs\n- a")).toEqual({ metadata: undefined, body: "body", notes: [] });
    expect(fm("just text")).toEqual({ metadata: undefined, body: "body", notes: [] });
  });

  it("yaml warnings (an unknown tag) neither fail the rule nor reach the host's stderr", () => {
    const emit = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(fm("x: !custom v\nglobs: [a]")).toEqual({ metadata: { lists: { globs: ["a"] } }, body: "body", notes: [] });
    expect(emit).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
