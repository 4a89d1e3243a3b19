import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../test/load-fixtures";
import { CHECK_CODES } from "./check/codes";
import { DIAGNOSTIC_CODES, findingOf, type DiagnosticCode } from "./diagnostic-codes";

const LIB = import.meta.dirname;
const codes = Object.keys(DIAGNOSTIC_CODES) as DiagnosticCode[];

/** The text of every source file under lib/ except tests and this registry. */
function sourceTexts(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && relative(LIB, p) !== "diagnostic-codes.ts") out.push(readFileSync(p, "utf8"));
    }
  };
  walk(LIB);
  return out.join("\n");
}

describe("diagnostic codes", () => {
  it("a name that is both a diagnostic and a check code means one thing: the diagnostic becomes that check", () => {
    const shared = codes.filter((c) => Object.hasOwn(CHECK_CODES, c));
    for (const c of shared) expect(findingOf(c), c).toBe(c);
  });

  it("no two codes, of either registry, share a meaning", () => {
    const byText = new Map<string, string[]>();
    const add = (code: string, text: string) => byText.set(text.toLowerCase(), [...(byText.get(text.toLowerCase()) ?? []), code]);
    for (const c of codes) add(c, DIAGNOSTIC_CODES[c].meaning);
    // A shared name is one code, so its check title may repeat its meaning.
    for (const [c, v] of Object.entries(CHECK_CODES)) if (!Object.hasOwn(DIAGNOSTIC_CODES, c)) add(c, v.title);
    const twice = [...byText.entries()].filter(([, cs]) => cs.length > 1);
    expect(twice).toEqual([]);
  });

  it("is kept sorted, one code per line, so that parallel additions merge cleanly", () => {
    const text = readFileSync(join(LIB, "diagnostic-codes.ts"), "utf8");
    const lines = [...text.matchAll(/^ {2}"([a-z0-9-]+)": \{ meaning: .*\},$/gm)].map((m) => m[1]);
    expect(lines).toEqual(codes);
    expect([...codes].sort()).toEqual(codes);
  });

  it("lists no code that nothing reports", () => {
    const src = sourceTexts();
    const unused = codes.filter((c) => !src.includes(`"${c}"`));
    expect(unused).toEqual([]);
  });

  it("names every code the fixtures expect", () => {
    const unknown = loadFixtures().flatMap(([agent, file, fx]) => (fx.expect.diagnostics ?? []).filter((c) => !Object.hasOwn(DIAGNOSTIC_CODES, c)).map((c) => `${agent}/${file}: ${c}`));
    expect(unknown).toEqual([]);
  });

  it("maps only to check codes that exist", () => {
    for (const c of codes) {
      const f = findingOf(c);
      if (f !== undefined) expect(Object.hasOwn(CHECK_CODES, f), `${c} → ${f}`).toBe(true);
    }
  });
});
