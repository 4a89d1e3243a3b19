import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { decodeLossy, encodeUtf8, looksBinary } from "./bytes";
import { decodeRead, markPrefixCopy, type Decoded } from "./decoded-reads";
import { readCandidate } from "./read";
import { memoizingFs } from "./shared-work";

function counting() {
  const seen: number[] = [];
  const decode = (b: Uint8Array): Decoded => (seen.push(b.length), { ...decodeLossy(b), binary: looksBinary(b) });
  return { decode, seen };
}

describe("decodeRead", () => {
  it("decodes a marked copy once per kept bytes and length, and unmarked bytes every time", () => {
    const kept = encodeUtf8("héllo world");
    const { decode, seen } = counting();
    const a = decodeRead(markPrefixCopy(kept.slice(), kept), decode);
    const b = decodeRead(markPrefixCopy(kept.slice(), kept), decode);
    expect(b).toBe(a);
    expect(a.text).toBe("héllo world");
    // A prefix that cuts "é" in half decodes on its own (a replacement character, not valid UTF-8).
    const cut = decodeRead(markPrefixCopy(kept.slice(0, 2), kept), decode);
    expect(cut).toMatchObject({ text: "h\uFFFD", valid: false });
    // A copy of a copy counts as a copy of the first kept bytes.
    const copy = markPrefixCopy(kept.slice(), kept);
    expect(decodeRead(markPrefixCopy(copy.slice(), copy), decode)).toBe(a);
    decodeRead(kept.slice(), decode);
    decodeRead(kept.slice(), decode);
    expect(seen).toEqual([kept.length, 2, kept.length, kept.length]);
  });

  it("a memfs read and a shared-cache read of it agree, and changing the bytes handed out changes no later read", () => {
    const { fs } = buildMemfs({ "/r/a.md": "one" });
    const first = readCandidate(fs, "/r/a.md");
    const shared = memoizingFs(fs);
    const again = readCandidate(shared, "/r/a.md");
    expect(first.kind === "file" && again.kind === "file" && first.text === again.text).toBe(true);
    // The bytes handed out are the caller's: changing them changes neither the tree nor the next decoding.
    if (first.kind === "file") first.bytes.fill(0x41);
    const third = readCandidate(fs, "/r/a.md");
    expect(third.kind === "file" ? third.text : null).toBe("one");
  });
});
