import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES, type DiagnosticCode } from "../diagnostic-codes";
import { CHECK_CODES } from "./codes";
import { findingOf } from "./diagnostic-findings";

const codes = Object.keys(DIAGNOSTIC_CODES) as DiagnosticCode[];

describe("the diagnostics check reports", () => {
  it("a name that is both a diagnostic and a check code means one thing: the diagnostic becomes that check", () => {
    const shared = codes.filter((c) => Object.hasOwn(CHECK_CODES, c));
    expect(shared.length).toBeGreaterThan(0);
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

  it("maps only diagnostic codes to check codes that exist, one line each, sorted", () => {
    const text = readFileSync(join(import.meta.dirname, "diagnostic-findings.ts"), "utf8");
    const rows = [...text.matchAll(/^ {2}"([a-z0-9-]+)": "([a-z0-9-]+)",$/gm)].map((m) => [m[1], m[2]] as const);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.map(([d]) => d)).toEqual(rows.map(([d]) => d).sort());
    for (const [d, c] of rows) {
      expect(Object.hasOwn(DIAGNOSTIC_CODES, d), d).toBe(true);
      expect(Object.hasOwn(CHECK_CODES, c), `${d} -> ${c}`).toBe(true);
      expect(findingOf(d as DiagnosticCode)).toBe(c);
    }
    expect(codes.filter((c) => findingOf(c) !== undefined).length).toBe(rows.length);
  });
});
