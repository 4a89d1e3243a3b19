/**
 * Fuzz: permalink fragments, which anyone can send. Random text, random base64url, valid links cut
 * short or with characters changed, deflated hostile JSON, and bombs around the 8 MiB cap: decoding
 * never throws and ends in a scenario that validates, an example id, or one clear sentence.
 */
import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AGENT_IDS } from "../../lib/resolve";
import { MAX_INFLATED_BYTES } from "../../lib/scenario/limits";
import { decodePermalink, encodePermalink, makePermalink } from "../../lib/scenario/permalink";
import { validateScenario } from "../../lib/scenario/validate";
import { scenario as validScenario } from "../arbitraries";
import { fuzzParams, fuzzTimeout, prototypeKeys, RAW_CONTROL } from "./fuzz-config";
import { hostileScenario, hostileValue, oneHostilePart } from "./hostile";

const PROTOTYPE = prototypeKeys();
const link = (bytes: Uint8Array | string) =>
  "#v1/" + deflateRawSync(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes).toString("base64url");
const base64url = fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString("base64url"));

/** Bombs built once: zeros around the cap, and JSON that unpacks past it. */
const BOMBS = [
  link(new Uint8Array(MAX_INFLATED_BYTES)),
  link(new Uint8Array(MAX_INFLATED_BYTES + 1)),
  link(new Uint8Array(64 * 1024 * 1024)),
  link(`{"version":1,"agent":"codex","cwd":"/","files":{},"prompt":"${" ".repeat(MAX_INFLATED_BYTES)}"}`),
  link("[".repeat(100_000) + "]".repeat(100_000)),
];

/** A fragment: random, a real link damaged, hostile JSON in a real envelope, or a bomb. */
const fragment: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 2, arbitrary: base64url.map((b) => "#v1/" + b) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("#", "", "https://x.example/p?q#", "#v2/", "#v0/", "#example/", "#v1/ "), fc.string({ maxLength: 30 }))
      .map(([a, b]) => a + b),
  },
  { weight: 3, arbitrary: fc.oneof(validScenario(), oneHostilePart, hostileScenario).map((s) => link(safeStringify(s))) },
  { weight: 1, arbitrary: hostileValue.map((v) => link(safeStringify(v))) },
  {
    weight: 3,
    arbitrary: fc.tuple(validScenario(), fc.nat(), fc.nat(), fc.constantFrom("cut", "flip", "insert", "drop")).map(([s, i, j, how]) => {
      const good = encodePermalink(s);
      const at = 4 + (i % Math.max(1, good.length - 4));
      const ch = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[j % 64];
      if (how === "cut") return good.slice(0, at);
      if (how === "flip") return good.slice(0, at) + ch + good.slice(at + 1);
      if (how === "insert") return good.slice(0, at) + ch + good.slice(at);
      return good.slice(0, at) + good.slice(at + 1);
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom(...BOMBS) },
);

function safeStringify(v: unknown): string {
  try {
    return JSON.stringify(v) ?? "null";
  } catch {
    return "[]"; // deeper than JSON.stringify can go: the depth door is fuzzed on text in scenario.test.ts
  }
}

describe("fuzz: decodePermalink on hostile fragments", () => {
  it(
    "never throws; a scenario that validates, an example, or one clear sentence",
    () => {
      fc.assert(
        fc.property(fragment, (f) => {
          const r = decodePermalink(f, AGENT_IDS);
          expect(prototypeKeys()).toBe(PROTOTYPE);
          if (r.ok && "scenario" in r) {
            expect(validateScenario(r.scenario, AGENT_IDS).ok).toBe(true);
            // What opens can be shared again, and opens the same.
            const again = makePermalink(r.scenario, AGENT_IDS);
            expect(again.ok).toBe(true);
            if (again.ok) expect(decodePermalink(again.link, AGENT_IDS)).toEqual(r);
          } else if (r.ok) {
            expect(r.example).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
          } else {
            expect(typeof r.message === "string" && r.message.length > 0).toBe(true);
            expect(r.message).toMatch(/^(The link|This |The link's)/);
            expect(RAW_CONTROL.test(r.message), `raw control character in ${JSON.stringify(r.message)}`).toBe(false);
            for (const p of r.problems ?? []) expect(p.path.length > 0 && p.message.length > 0).toBe(true);
          }
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(40),
  );
});
