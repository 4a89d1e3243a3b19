import { describe, expect, it } from "vitest";
import { FrameGuard, MAX_HEADER_BYTES } from "./frames";

const frame = (body: string, header = `Content-Length: ${Buffer.byteLength(body)}`) => `${header}\r\n\r\n${body}`;

/** What the guard passes on and says, fed `input` in pieces cut at `cuts`. */
async function guarded(input: string, cuts: number[] = []): Promise<{ out: string; said: string[] }> {
  const said: string[] = [];
  const guard = new FrameGuard((s) => said.push(s));
  const chunks: Buffer[] = [];
  guard.on("data", (c: Buffer) => chunks.push(c));
  const bytes = Buffer.from(input);
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    guard.write(bytes.subarray(at, cut));
    at = cut;
  }
  guard.end();
  await new Promise((r) => guard.on("end", r));
  return { out: Buffer.concat(chunks).toString(), said };
}

describe("FrameGuard", () => {
  const good = [frame('{"id":1}'), frame('{"id":"é"}')].join("");

  it("passes well-formed frames byte for byte, however the bytes are split", async () => {
    for (let cut = 0; cut <= Buffer.byteLength(good); cut++) expect(await guarded(good, [cut])).toEqual({ out: good, said: [] });
  });

  it("drops a malformed frame with one sentence, the same at every split, and reads the next one", async () => {
    const input = frame('{"id":0}', "Content-Length: abc") + good;
    const whole = await guarded(input);
    expect(whole.out).toBe(good);
    expect(whole.said).toEqual([
      'rulescope lsp: a message was dropped because its Content-Length is not a number of bytes ("abc"); reading goes on at the next message.',
    ]);
    for (let cut = 1; cut < input.length; cut++) expect(await guarded(input, [cut])).toEqual(whole);
  });

  it("says why for each kind of header, and never waits past the header bound", async () => {
    const why = async (input: string) => (await guarded(input + good)).said[0];
    expect(await why(frame("{}", "Content-Type: x"))).toMatch(/because it has no Content-Length header/);
    expect(await why(frame("{}", "Content-Length: 2\r\nContent-Length: 2"))).toMatch(/because it has two Content-Length headers/);
    expect(await why(frame("{}", "Content-Length: -2"))).toMatch(/not a number of bytes \("-2"\)/);
    expect(await why('{"jsonrpc":"2.0"}')).toMatch(/a header line is not "name: value" \("\{\\"jsonrpc/);
    expect(await why(`X-Long: ${"a".repeat(MAX_HEADER_BYTES)}`)).toMatch(/its header is longer than 8,192 bytes/);
    // A line break in the value is shown escaped, not written to stderr.
    expect(await why(frame("{}", "Content-Length: 1\u001b[2J"))).toContain("\\u001b[2J");
  });
});
