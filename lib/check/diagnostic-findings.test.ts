import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES, type DiagnosticCode } from "../diagnostic-codes";
import { CHECK_CODE_LIST, CHECK_CODES, rowOf } from "./codes";
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

  it("each row lists existing diagnostics, sorted, and a diagnostic becomes the one code whose row lists it", () => {
    const told = CHECK_CODE_LIST.flatMap((c) => (rowOf(c).fromDiagnostics ?? []).map((d) => [d, c] as const));
    expect(told.length).toBeGreaterThan(40);
    expect(new Set(told.map(([d]) => d)).size).toBe(told.length);
    for (const c of CHECK_CODE_LIST) {
      const list = rowOf(c).fromDiagnostics ?? [];
      expect([...list], c).toEqual([...list].sort());
    }
    for (const [d, c] of told) {
      expect(Object.hasOwn(DIAGNOSTIC_CODES, d), d).toBe(true);
      expect(findingOf(d), `${d} -> ${c}`).toBe(c);
    }
    expect(codes.filter((c) => findingOf(c) !== undefined).length).toBe(told.length);
  });
});
