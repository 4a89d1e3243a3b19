import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64, decodeLossy, encodeBase64, encodeUtf8, formatBytes, looksBinary, utf8Length } from "./bytes";

describe("bytes", () => {
  it("utf8Length matches TextEncoder for any string, lone surrogates included", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (s) => utf8Length(s) === encodeUtf8(s).length));
  });
  it("utf8Length is right past its 64 KiB counting window, whatever character straddles it", () => {
    // Offsets 0..3 put a 2-, 3- or 4-byte character (or a lone surrogate) across every window edge.
    for (const unit of ["é", "€", "😀", "\ud800", "a"])
      for (let pad = 0; pad < 4; pad++) {
        const s = "x".repeat(pad) + unit.repeat(150_000 / unit.length) + "\udc00";
        expect(utf8Length(s), `${JSON.stringify(unit)} after ${pad}`).toBe(encodeUtf8(s).length);
      }
  });
  it("base64 round-trips any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
        expect(decodeBase64(encodeBase64(b))).toEqual(b);
      }),
    );
  });
  it("base64 agrees with Node's encoder and accepts URL-safe input", () => {
    const b = new Uint8Array([0xfb, 0xff, 0x00, 0x10]);
    expect(encodeBase64(b)).toBe(Buffer.from(b).toString("base64"));
    expect(decodeBase64(Buffer.from(b).toString("base64url"))).toEqual(b);
  });
  it("rejects what is not base64", () => {
    expect(decodeBase64("ab$c")).toBeNull();
    expect(decodeBase64("a")).toBeNull();
  });
  it("decodeLossy replaces invalid sequences and says so", () => {
    expect(decodeLossy(new Uint8Array([0x61, 0xc3]))).toEqual({ text: "a\uFFFD", valid: false });
    expect(decodeLossy(encodeUtf8("héllo"))).toEqual({ text: "héllo", valid: true });
  });
  it("decodeLossy agrees with a fatal TextDecoder on any bytes, ASCII fast path or not", () => {
    const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    const ascii = fc.uint8Array({ maxLength: 5000 }).map((b) => b.map((x) => x & 0x7f));
    fc.assert(
      fc.property(fc.oneof(ascii, fc.uint8Array({ maxLength: 300 })), (b) => {
        let want: { text: string; valid: boolean };
        try {
          want = { text: strict.decode(b), valid: true };
        } catch {
          want = { text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(b), valid: false };
        }
        expect(decodeLossy(b)).toEqual(want);
      }),
    );
  });
  it("looksBinary on NUL bytes only", () => {
    expect(looksBinary(new Uint8Array([0x61, 0, 0x62]))).toBe(true);
    expect(looksBinary(encodeUtf8("plain text ✓"))).toBe(false);
  });
  it("formatBytes says bytes below 1 KiB, then KiB and MiB (1024-based), one decimal unless whole", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(1023)).toBe("1023 bytes");
    expect(formatBytes(1024)).toBe("1 KiB");
    expect(formatBytes(1230)).toBe("1.2 KiB");
    expect(formatBytes(1024 * 1024 - 1)).toBe("1.0 MiB");
    expect(formatBytes(1024 * 1024)).toBe("1 MiB");
    expect(formatBytes(8 * 1024 * 1024 + 1)).toBe("8.0 MiB");
    expect(formatBytes(256 * 1024 * 1024)).toBe("256 MiB");
  });
});
