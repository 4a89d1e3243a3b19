/**
 * The lab's one recorder: a loopback HTTP server that stands in for a model provider. It answers the
 * Anthropic messages, OpenAI chat completions and responses, and Gemini generateContent /
 * streamGenerateContent formats with the smallest valid reply (a stream where the request asks for
 * one) and keeps every request body, so a driver can read the instruction text the agent sent.
 * It listens on 127.0.0.1 only and drops any connection from a peer that is not a loopback address.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import * as zlib from "node:zlib";
import type { WireFormat } from "../../agents/lab-driver";

export interface RecordedRequest {
  method: string;
  /** The path with its query string, as the client sent it. */
  url: string;
  /** The format of a model request; absent for the side calls (token counts, model lists, anything else). */
  wire?: WireFormat;
  headers: Record<string, string>;
  /** The body parsed as JSON, or its text when it is not JSON ("" for none). */
  body: unknown;
}

export interface Recorder {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** What every reply says: short, so an agent that prints it makes no noise. */
export const REPLY_TEXT = "OK";
const MODEL = "lab-model";
/** A request body larger than this is cut off and answered 413: an agent's prompt is far smaller. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** Whether a socket's remote address is on this machine's loopback (127.0.0.0/8 or ::1, IPv4-mapped too). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Which model format a request is, from its method and path (with or without a /v1 prefix). */
export function wireOf(method: string, url: string): WireFormat | undefined {
  if (method !== "POST") return undefined;
  const path = url.split("?")[0];
  if (path.endsWith("/messages")) return "anthropic-messages";
  if (path.endsWith("/chat/completions")) return "openai-chat";
  if (path.endsWith("/responses")) return "openai-responses";
  if (/:(stream)?generateContent$/i.test(path)) return "gemini";
  return undefined;
}

function decodeBody(raw: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? "").trim().toLowerCase()) {
    case "gzip":
      return zlib.gunzipSync(raw);
    case "deflate":
      return zlib.inflateSync(raw);
    case "br":
      return zlib.brotliDecompressSync(raw);
    case "zstd": {
      // Node 22.15+ has zstd; on an older Node the body is kept as it came (base64 in the record).
      const zstd = (zlib as unknown as { zstdDecompressSync?: (b: Buffer) => Buffer }).zstdDecompressSync;
      return zstd ? zstd(raw) : raw;
    }
    default:
      return raw;
  }
}

function parseBody(bytes: Buffer): unknown {
  const text = bytes.toString("utf8");
  if (text === "") return "";
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const wantsStream = (body: unknown, url: string): boolean =>
  (typeof body === "object" && body !== null && (body as { stream?: unknown }).stream === true) || /:streamGenerateContent/i.test(url);

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** Server-sent events: each item is [event name or null, data]; a string data is sent as it is. */
function sendEvents(res: ServerResponse, events: [string | null, unknown][], lineEnd = "\n"): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "close" });
  for (const [name, data] of events) {
    const payload = typeof data === "string" ? data : JSON.stringify(data);
    res.write(`${name ? `event: ${name}${lineEnd}` : ""}data: ${payload}${lineEnd}${lineEnd}`);
  }
  res.end();
}

const now = () => Math.floor(Date.now() / 1000);

function anthropic(res: ServerResponse, stream: boolean): void {
  const usage = { input_tokens: 1, output_tokens: 1 };
  const message = { id: "msg_lab", type: "message", role: "assistant", model: MODEL, stop_sequence: null };
  if (!stream) return sendJson(res, 200, { ...message, content: [{ type: "text", text: REPLY_TEXT }], stop_reason: "end_turn", usage });
  sendEvents(res, [
    ["message_start", { type: "message_start", message: { ...message, content: [], stop_reason: null, usage } }],
    ["content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }],
    ["content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: REPLY_TEXT } }],
    ["content_block_stop", { type: "content_block_stop", index: 0 }],
    ["message_delta", { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 1 } }],
    ["message_stop", { type: "message_stop" }],
  ]);
}

function openaiChat(res: ServerResponse, stream: boolean): void {
  const head = { id: "chatcmpl-lab", created: now(), model: MODEL };
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  if (!stream)
    return sendJson(res, 200, {
      ...head,
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content: REPLY_TEXT }, finish_reason: "stop" }],
      usage,
    });
  const chunk = (choices: unknown[], extra: object = {}) => [null, { ...head, object: "chat.completion.chunk", choices, ...extra }];
  sendEvents(res, [
    chunk([{ index: 0, delta: { role: "assistant", content: REPLY_TEXT }, finish_reason: null }]),
    chunk([{ index: 0, delta: {}, finish_reason: "stop" }]),
    chunk([], { usage }),
    [null, "[DONE]"],
  ] as [string | null, unknown][]);
}

function openaiResponses(res: ServerResponse, stream: boolean): void {
  const part = { type: "output_text", text: REPLY_TEXT, annotations: [] };
  const item = { type: "message", id: "msg_lab", status: "completed", role: "assistant", content: [part] };
  const usage = { input_tokens: 1, output_tokens: 1, total_tokens: 2 };
  const done = { id: "resp_lab", object: "response", created_at: now(), model: MODEL, status: "completed", output: [item], usage };
  if (!stream) return sendJson(res, 200, done);
  let seq = 0;
  const ev = (type: string, data: object): [string, unknown] => [type, { type, sequence_number: seq++, ...data }];
  const at = { item_id: item.id, output_index: 0, content_index: 0 };
  sendEvents(res, [
    ev("response.created", { response: { ...done, status: "in_progress", output: [], usage: null } }),
    ev("response.output_item.added", { output_index: 0, item: { ...item, status: "in_progress", content: [] } }),
    ev("response.content_part.added", { ...at, part: { ...part, text: "" } }),
    ev("response.output_text.delta", { ...at, delta: REPLY_TEXT }),
    ev("response.output_text.done", { ...at, text: REPLY_TEXT }),
    ev("response.content_part.done", { ...at, part }),
    ev("response.output_item.done", { output_index: 0, item }),
    ev("response.completed", { response: done }),
  ]);
}

function gemini(res: ServerResponse, url: string): void {
  const answer = {
    candidates: [{ content: { role: "model", parts: [{ text: REPLY_TEXT }] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
    modelVersion: MODEL,
  };
  if (!/:streamGenerateContent/i.test(url)) return sendJson(res, 200, answer);
  // Without alt=sse the stream is one JSON array of chunks.
  if (!/[?&]alt=sse(&|$)/.test(url)) return sendJson(res, 200, [answer]);
  sendEvents(res, [[null, answer]], "\r\n");
}

/** The side calls some agents make first: token counts and model lists. */
function sideCall(req: IncomingMessage, res: ServerResponse, url: string): void {
  const path = url.split("?")[0];
  if (path.endsWith("/messages/count_tokens")) return sendJson(res, 200, { input_tokens: 1 });
  if (/:countTokens$/i.test(path)) return sendJson(res, 200, { totalTokens: 1 });
  if (req.method === "GET" && /\/models$/.test(path)) {
    if (path.includes("v1beta")) return sendJson(res, 200, { models: [{ name: `models/${MODEL}`, displayName: MODEL }] });
    if (req.headers["anthropic-version"])
      return sendJson(res, 200, {
        data: [{ type: "model", id: MODEL, display_name: MODEL, created_at: "2026-01-01T00:00:00Z" }],
        has_more: false,
      });
    return sendJson(res, 200, { object: "list", data: [{ id: MODEL, object: "model", created: now(), owned_by: "lab" }] });
  }
  sendJson(res, 404, { error: { type: "not_found", message: `The lab recorder does not answer ${req.method} ${path}.` } });
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(", ") : v;
  return out;
}

export async function startRecorder(): Promise<Recorder> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    if (!isLoopback(req.socket.remoteAddress)) return void req.socket.destroy();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
    });
    req.on("end", () => {
      const url = req.url ?? "/";
      const method = req.method ?? "GET";
      let body: unknown;
      try {
        const raw = decodeBody(Buffer.concat(chunks), req.headers["content-encoding"]);
        body = parseBody(raw);
      } catch {
        body = Buffer.concat(chunks).toString("base64");
      }
      const wire = wireOf(method, url);
      requests.push({ method, url, ...(wire ? { wire } : {}), headers: headersOf(req), body });
      if (size > MAX_BODY_BYTES) return sendJson(res, 413, { error: { message: "request body too large for the lab recorder" } });
      if (wire === "anthropic-messages") return anthropic(res, wantsStream(body, url));
      if (wire === "openai-chat") return openaiChat(res, wantsStream(body, url));
      if (wire === "openai-responses") return openaiResponses(res, wantsStream(body, url));
      if (wire === "gemini") return gemini(res, url);
      sideCall(req, res, url);
    });
  });
  // Refused before a byte is read: the recorder serves this machine only.
  server.on("connection", (socket: Socket) => {
    if (!isLoopback(socket.remoteAddress)) socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
