/** decodeUnits against the platform's TextDecoder: the same text, and offsets that lead back to the bytes. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeUnits } from "./utf8-units";

const platform = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

/** Bytes biased toward UTF-8's edges: lead bytes, continuation bytes, surrogates, overlongs, truncation. */
const edgyBytes = fc.array(
  fc.oneof(
    fc.integer({ min: 0, max: 255 }),
    fc.constantFrom(0x0a, 0x0d, 0x80, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, 0xfe, 0xa0, 0x9f, 0x8f, 0x90),
  ),
  { maxLength: 40 },
);
const mixed = fc.oneof(
  edgyBytes.map((a) => Uint8Array.from(a)),
  fc.string({ unit: "grapheme", maxLength: 20 }).map((s) => new TextEncoder().encode(s)),
  fc
    .tuple(fc.string({ unit: "grapheme", maxLength: 10 }), edgyBytes, fc.string({ unit: "binary", maxLength: 10 }))
    .map(([a, b, c]) => Uint8Array.from([...new TextEncoder().encode(a), ...b, ...new TextEncoder().encode(c)])),
);

describe("decodeUnits", () => {
  it("decodes as TextDecoder does, with offsets that re-encode each valid character", () => {
    fc.assert(
      fc.property(mixed, (bytes) => {
        const d = decodeUnits(bytes);
        expect(d.text).toBe(platform.decode(bytes));
        expect(d.offsets.length).toBe(d.text.length + 1);
        expect(d.offsets[d.text.length]).toBe(bytes.length);
        for (let i = 0; i < d.text.length; i++) {
          expect(d.offsets[i]).toBeLessThanOrEqual(d.offsets[i + 1]);
          if (d.invalid[i]) expect(d.text[i]).toBe("\ufffd");
        }
        // Each valid character's bytes, cut out by its offsets, decode to that character.
        for (let i = 0; i < d.text.length;) {
          const cp = d.text.codePointAt(i)!;
          const width = cp > 0xffff ? 2 : 1;
          if (width === 2) expect(d.offsets[i + 1]).toBe(d.offsets[i]);
          if (!d.invalid[i]) expect(platform.decode(bytes.subarray(d.offsets[i], d.offsets[i + width]))).toBe(String.fromCodePoint(cp));
          i += width;
        }
        expect(d.valid).toBe(!d.invalid.includes(1));
      }),
      { numRuns: 3000 },
    );
  });

  it("marks a Latin-1 é and a UTF-16 BOM as invalid, one unit each, at their own bytes", () => {
    const d = decodeUnits(Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x0a, 0xff, 0xfe]));
    expect(d.text).toBe("caf\ufffd\n\ufffd\ufffd");
    expect([...d.invalid]).toEqual([0, 0, 0, 1, 0, 1, 1]);
    expect([...d.offsets]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
