import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../test/load-fixtures";
import { DIAGNOSTIC_CODES, type DiagnosticCode } from "./diagnostic-codes";

const LIB = import.meta.dirname;
const codes = Object.keys(DIAGNOSTIC_CODES) as DiagnosticCode[];

/** The text of every source file under lib/ except tests, this registry and the check's table of it. */
function sourceTexts(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (
        /\.tsx?$/.test(e.name) &&
        !/\.test\.tsx?$/.test(e.name) &&
        !["diagnostic-codes.ts", "check/diagnostic-findings.ts"].includes(relative(LIB, p))
      )
        out.push(readFileSync(p, "utf8"));
    }
  };
  walk(LIB);
  return out.join("\n");
}

describe("diagnostic codes", () => {
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
    const unknown = loadFixtures().flatMap(([agent, file, fx]) =>
      (fx.expect.diagnostics ?? []).filter((c) => !Object.hasOwn(DIAGNOSTIC_CODES, c)).map((c) => `${agent}/${file}: ${c}`),
    );
    expect(unknown).toEqual([]);
  });
});
