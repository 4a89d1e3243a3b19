/**
 * The protocol's framing (`Content-Length: n` headers, a blank line, n bytes), checked before
 * vscode-jsonrpc's reader sees the bytes: at a header it cannot use (`Content-Length: abc`) that
 * reader gives up on the frame but keeps its bytes, so every later message is read as part of it and
 * the server waits, silently, forever. Here a malformed header is dropped with a sentence on stderr,
 * and reading goes on at the next `Content-Length` header; a message past the size bound is skipped
 * by its length. Well-formed frames pass through byte for byte.
 */
import { Transform, type TransformCallback } from "node:stream";
import { shortened, visible } from "../../scenario/visible";

/** A header block longer than this is no header a client writes (the protocol's has one or two lines). */
export const MAX_HEADER_BYTES = 8 * 1024;
/** A message longer than this is skipped: an agent reads at most 8 MiB of a file, which JSON may double. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

const HEADER_END = Buffer.from("\r\n\r\n");
/** RFC 7230's header line: a token, a colon, a value. */
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;
/** The start of a header line not all here yet. */
const LINE_START = /^[!#$%&'*+.^_`|~0-9A-Za-z-]*(?::[^\r\n]*)?\r?$/;
/** Where the next message may start, once bytes are being dropped. */
const NEXT_HEADER = /content-length[ \t]*:/i;
/** Bytes kept while looking for the next header: a header name split between two reads is still found. */
const KEEP_WHILE_LOST = 32;

const shown = (s: string): string => JSON.stringify(visible(shortened(s, 60)));

/**
 * A header block's message length, or the sentence why it has none; null while it may still become
 * one (`complete`: the blank line that ends it has come). The sentence is the same however the
 * bytes were split between reads.
 */
function lengthOf(block: string, complete: boolean): number | string | null {
  const lines = block.split("\r\n");
  const partial = complete ? undefined : lines.pop()!;
  let length: number | undefined;
  for (const line of lines) {
    const m = HEADER_LINE.exec(line);
    if (!m) return `a header line is not "name: value" (${shown(line)})`;
    if (m[1].toLowerCase() !== "content-length") continue;
    if (length !== undefined) return "it has two Content-Length headers";
    if (!/^\d{1,15}$/.test(m[2])) return `its Content-Length is not a number of bytes (${shown(m[2])})`;
    length = Number(m[2]);
  }
  if (partial !== undefined) return LINE_START.test(partial) ? null : `a header line is not "name: value" (${shown(partial)})`;
  return length ?? "it has no Content-Length header";
}

export class FrameGuard extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  /** Bytes of the current message's body still to come; `skipping`: they are dropped, not passed. */
  private body = 0;
  private skipping = false;
  /** After a malformed header: bytes are dropped up to the next header. */
  private lost = false;

  /** `warn`: one sentence for people (stderr), for each message dropped. */
  constructor(private readonly warn: (sentence: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    this.drain();
    done();
  }

  private drain(): void {
    while (this.pending.length > 0) {
      if (this.body > 0) {
        const n = Math.min(this.body, this.pending.length);
        if (!this.skipping) this.push(this.pending.subarray(0, n));
        this.pending = this.pending.subarray(n);
        this.body -= n;
      } else if (this.lost) {
        const at = this.pending.toString("latin1").search(NEXT_HEADER);
        if (at < 0) {
          this.pending = this.pending.subarray(Math.max(0, this.pending.length - KEEP_WHILE_LOST));
          return;
        }
        this.pending = this.pending.subarray(at);
        this.lost = false;
      } else if (!this.header()) return;
    }
  }

  /** Reads one header block; false when it is not all here yet. */
  private header(): boolean {
    const found = this.pending.indexOf(HEADER_END);
    // Past the bound a header is not read on, wherever its end is: the sentence is the same at every split.
    const end = found > MAX_HEADER_BYTES ? -1 : found;
    const length = lengthOf(this.pending.subarray(0, end < 0 ? MAX_HEADER_BYTES : end).toString("latin1"), end >= 0);
    if (length === null && this.pending.length <= MAX_HEADER_BYTES) return false;
    if (typeof length !== "number") {
      this.dropHeader(length ?? `its header is longer than ${MAX_HEADER_BYTES.toLocaleString("en-US")} bytes`);
      return true;
    }
    const whole = end + HEADER_END.length;
    this.skipping = length > MAX_MESSAGE_BYTES;
    if (this.skipping)
      this.warn(
        `rulescope lsp: a message of ${length.toLocaleString("en-US")} bytes was dropped: messages are read up to ${MAX_MESSAGE_BYTES.toLocaleString("en-US")} bytes.`,
      );
    else this.push(this.pending.subarray(0, whole));
    this.pending = this.pending.subarray(whole);
    this.body = length;
    return true;
  }

  private dropHeader(why: string): void {
    this.warn(`rulescope lsp: a message was dropped because ${why}; reading goes on at the next message.`);
    // The header's first bytes are not searched again for the next one.
    this.pending = this.pending.subarray(1);
    this.lost = true;
  }
}
