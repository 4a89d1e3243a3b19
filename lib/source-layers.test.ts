import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SOURCE_LAYERS, type SourceLayer } from "./source-layers";

const LIB = import.meta.dirname;
const layers = Object.keys(SOURCE_LAYERS) as SourceLayer[];

/** The text of every profile source file (tests left out). */
function profileTexts(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) out.push(readFileSync(p, "utf8"));
    }
  };
  walk(join(LIB, "agents"));
  return out.join("\n");
}

describe("source layers", () => {
  it("is kept sorted, one layer per line, so that parallel additions merge cleanly", () => {
    const text = readFileSync(join(LIB, "source-layers.ts"), "utf8");
    const lines = [...text.matchAll(/^ {2}"([a-z-]+)": ".*",$/gm)].map((m) => m[1]);
    expect(lines).toEqual(layers);
    expect([...layers].sort()).toEqual(layers);
  });

  it("lists no layer that no profile uses", () => {
    const src = profileTexts();
    expect(layers.filter((l) => !src.includes(`"${l}"`))).toEqual([]);
  });

  it("says what each layer is, each in its own words", () => {
    const meanings = Object.values(SOURCE_LAYERS);
    expect(meanings.every((m) => m.length > 10)).toBe(true);
    expect(new Set(meanings).size).toBe(meanings.length);
  });
});
