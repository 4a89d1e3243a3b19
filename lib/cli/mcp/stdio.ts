/**
 * The MCP server's stdio, bounded both ways. In: one JSON-RPC message a line, at most
 * MAX_MESSAGE_BYTES and MAX_JSON_DEPTH levels; a line past either, or one that is not a JSON-RPC
 * message, is answered with a JSON-RPC error (with the request's id when its first bytes name one,
 * else null) and the server reads on. (The SDK's own transport ended the server, silently and with
 * exit 0, on a line past 10 MB, and never noticed the end of stdin.) Out: every tool answer is cut
 * at MAX_ANSWER_CHARS, a refusal or an error at MAX_REFUSAL_CHARS, whoever wrote it (the SDK quotes
 * an unknown tool's name whole).
 */
import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { jsonTextTooDeep } from "../../scenario/bounds";
import { MAX_JSON_DEPTH } from "../../scenario/limits";

/** The longest message read: a tool call names an agent, a folder, a code; 1 MiB is room for far more. */
const MAX_MESSAGE_BYTES = 1024 * 1024;
/** The most characters one answer carries; a longer one is cut with a note saying so. */
const MAX_ANSWER_CHARS = 200_000;
/** The most characters a refusal or an error carries: it quotes a bad argument only by its start. */
const MAX_REFUSAL_CHARS = 1_000;

/** Bytes of an oversized line kept at each end to find its id. */
const END_BYTES = 512;

const cut = (text: string, max: number): string =>
  text.length <= max
    ? text
    : `${text.slice(0, max)}\n[Rulescope cut this answer at ${max.toLocaleString("en-US")} of ${text.length.toLocaleString("en-US")} characters.]`;

/** The message as it may leave: each text of a tool's answer and an error's message within their bounds. */
function boundedMessage(message: JSONRPCMessage): JSONRPCMessage {
  if ("error" in message) return { ...message, error: { ...message.error, message: cut(message.error.message, MAX_REFUSAL_CHARS) } };
  if (!("result" in message) || !Array.isArray(message.result.content)) return message;
  const max = message.result.isError === true ? MAX_REFUSAL_CHARS : MAX_ANSWER_CHARS;
  const content = (message.result.content as unknown[]).map((c) =>
    typeof c === "object" && c !== null && (c as { type?: unknown }).type === "text" && typeof (c as { text?: unknown }).text === "string"
      ? { ...c, text: cut((c as { text: string }).text, max) }
      : c,
  );
  return { ...message, result: { ...message.result, content } };
}

/**
 * The id an unread line names at its start or its end (`{"jsonrpc":"2.0","id":7,...` or
 * `...,"jsonrpc":"2.0","id":7}` as the SDK writes it), or null.
 */
const ID_VALUE = String.raw`(-?\d{1,15}|"(?:[^"\\]|\\.){0,200}")`;
const ID_AT_START = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${ID_VALUE}\s*[,}]`);
const ID_AT_END = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${ID_VALUE}\s*\}\s*$`);

function idOf(head: string, tail: string): string | number | null {
  const m = ID_AT_START.exec(head) ?? ID_AT_END.exec(tail);
  return m ? (JSON.parse(m[1]) as string | number) : null;
}

export class BoundedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private line: Buffer[] = [];
  private size = 0;
  /** The two ends of a line past MAX_MESSAGE_BYTES, whose middle is skipped up to its newline. */
  private over: { head: Buffer; tail: Buffer } | null = null;
  private closed = false;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
  ) {}

  private readonly onData = (chunk: Buffer): void => {
    for (let start = 0; ;) {
      const nl = chunk.indexOf(10, start);
      this.take(chunk.subarray(start, nl === -1 ? chunk.length : nl));
      if (nl === -1) return;
      this.endLine();
      start = nl + 1;
    }
  };

  // Requests already read are answered first: their handlers run before this.
  private readonly onEnd = (): void => void setImmediate(() => void this.close());
  private readonly onError = (e: Error): void => this.onerror?.(e);

  start(): Promise<void> {
    this.input.on("data", this.onData);
    this.input.on("end", this.onEnd);
    this.input.on("error", this.onError);
    return Promise.resolve();
  }

  private take(piece: Buffer): void {
    if (this.over) {
      const tail = Buffer.concat([this.over.tail, piece]);
      this.over.tail = tail.subarray(Math.max(0, tail.length - END_BYTES));
      return;
    }
    if (this.size + piece.length <= MAX_MESSAGE_BYTES) {
      this.line.push(piece);
      this.size += piece.length;
      return;
    }
    const all = Buffer.concat([...this.line, piece]);
    this.over = { head: all.subarray(0, END_BYTES), tail: all.subarray(all.length - END_BYTES) };
    this.line = [];
  }

  private endLine(): void {
    const over = this.over;
    const text = over ? "" : Buffer.concat(this.line).toString("utf8").replace(/\r$/, "");
    this.line = [];
    this.size = 0;
    this.over = null;
    if (over) {
      const mib = MAX_MESSAGE_BYTES / 1024 / 1024;
      const id = idOf(over.head.toString("utf8"), over.tail.toString("utf8"));
      return this.refuse(
        id,
        ErrorCode.InvalidRequest,
        `The message is longer than ${mib} MiB, more than Rulescope reads; it was not read.`,
      );
    }
    if (text.trim() === "") return;
    if (jsonTextTooDeep(text))
      return this.refuse(
        idOf(text.slice(0, END_BYTES), text.slice(-END_BYTES)),
        ErrorCode.InvalidRequest,
        `The message nests more than ${MAX_JSON_DEPTH} levels deep, more than Rulescope reads.`,
      );
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return this.refuse(null, ErrorCode.ParseError, "The line is not JSON; each line must be one JSON-RPC message.");
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      const id = (value as { id?: unknown } | null)?.id;
      return this.refuse(
        typeof id === "string" || typeof id === "number" ? id : null,
        ErrorCode.InvalidRequest,
        "The line is not a JSON-RPC 2.0 message.",
      );
    }
    this.onmessage?.(parsed.data);
  }

  /** A JSON-RPC error for a line that never became a message (id null when it named none). */
  private refuse(id: string | number | null, code: number, message: string): void {
    this.write(JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } }));
  }

  private write(json: string): Promise<void> {
    return new Promise((done) => {
      if (this.output.write(`${json}\n`)) done();
      else this.output.once("drain", done);
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(JSON.stringify(boundedMessage(message)));
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    this.input.off("data", this.onData);
    this.input.off("end", this.onEnd);
    this.input.off("error", this.onError);
    this.input.pause();
    this.onclose?.();
    return Promise.resolve();
  }
}
