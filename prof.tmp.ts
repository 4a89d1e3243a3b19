import { createDeflateRaw, constants } from "node:zlib";
import { decodePermalink } from "./lib/scenario/permalink";
async function bomb(bytes: number): Promise<Buffer> {
  const d = createDeflateRaw({ level: 9, memLevel: 9, strategy: constants.Z_RLE });
  const out: Buffer[] = [];
  d.on("data", (c: Buffer) => out.push(c));
  const chunk = Buffer.alloc(1 << 20);
  for (let i = 0; i < bytes / chunk.length; i++) if (!d.write(chunk)) await new Promise((r) => d.once("drain", r));
  await new Promise((r) => d.end(r));
  return Buffer.concat(out);
}
let t = performance.now();
const b = await bomb(1 << 30);
console.log("made", b.length, performance.now() - t);
const frag = "#v1/" + b.toString("base64url");
console.log("fragment chars", frag.length);
t = performance.now();
const m0 = process.memoryUsage().rss;
const r = decodePermalink(frag);
console.log(r, performance.now() - t, "rss delta MB", (process.memoryUsage().rss - m0) / 1e6);
