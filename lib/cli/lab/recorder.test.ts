import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoopback, REPLY_TEXT, startRecorder, wireOf, type Recorder } from "./recorder";

let recorder: Recorder;
beforeAll(async () => {
  recorder = await startRecorder();
});
afterAll(() => recorder.close());

/** The data payloads of a server-sent event stream, each parsed as JSON ("[DONE]" kept as text). */
function sseData(text: string): unknown[] {
  return text
    .split(/\r?\n\r?\n/)
    .flatMap((block) => block.split(/\r?\n/).filter((l) => l.startsWith("data: ")))
    .map((l) => l.slice(6))
    .map((d) => (d === "[DONE]" ? d : JSON.parse(d)));
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${recorder.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const lastBody = () => recorder.requests.at(-1)!.body;

describe("recorder: each wire format gets a minimal answer and is recorded", () => {
  it("listens on 127.0.0.1", () => {
    expect(recorder.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("Anthropic messages, whole and streamed", async () => {
    const body = { model: "m", max_tokens: 5, system: "sys text", messages: [{ role: "user", content: "hi" }] };
    const whole = await (await post("/v1/messages", body)).json();
    expect(whole).toMatchObject({ type: "message", role: "assistant", content: [{ type: "text", text: REPLY_TEXT }] });
    expect(recorder.requests.at(-1)).toMatchObject({ wire: "anthropic-messages", method: "POST", url: "/v1/messages" });
    expect(lastBody()).toEqual(body);

    const res = await post("/v1/messages", { ...body, stream: true });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const events = sseData(await res.text()) as { type: string; delta?: { text?: string } }[];
    expect(events.map((e) => e.type)).toEqual([
      "message_start",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    expect(events[2].delta?.text).toBe(REPLY_TEXT);
    expect(lastBody()).toMatchObject({ system: "sys text", stream: true });
  });

  it("OpenAI chat completions, whole and streamed (ending in [DONE])", async () => {
    const body = { model: "m", messages: [{ role: "system", content: "rules" }] };
    const whole = await (await post("/v1/chat/completions", body)).json();
    expect(whole.choices[0].message).toEqual({ role: "assistant", content: REPLY_TEXT });
    expect(recorder.requests.at(-1)?.wire).toBe("openai-chat");

    const events = sseData(await (await post("/chat/completions", { ...body, stream: true })).text());
    expect(events.at(-1)).toBe("[DONE]");
    const text = events
      .slice(0, -1)
      .flatMap((e) => (e as { choices: { delta: { content?: string } }[] }).choices.map((c) => c.delta.content ?? ""))
      .join("");
    expect(text).toBe(REPLY_TEXT);
    expect(recorder.requests.at(-1)).toMatchObject({ wire: "openai-chat", url: "/chat/completions" });
  });

  it("OpenAI responses, whole and streamed (ending in response.completed)", async () => {
    const body = { model: "m", instructions: "base", input: [{ type: "message", role: "user", content: [] }] };
    const whole = await (await post("/v1/responses", body)).json();
    expect(whole).toMatchObject({ object: "response", status: "completed", output: [{ content: [{ text: REPLY_TEXT }] }] });

    const events = sseData(await (await post("/v1/responses", { ...body, stream: true })).text()) as {
      type: string;
      delta?: string;
    }[];
    expect(events[0].type).toBe("response.created");
    expect(events.at(-1)?.type).toBe("response.completed");
    expect(events.find((e) => e.type === "response.output_text.delta")?.delta).toBe(REPLY_TEXT);
    expect(lastBody()).toMatchObject({ instructions: "base", stream: true });
  });

  it("Gemini generateContent and streamGenerateContent (SSE and JSON array)", async () => {
    const body = { systemInstruction: { parts: [{ text: "memory" }] }, contents: [{ role: "user", parts: [{ text: "hi" }] }] };
    const whole = await (await post("/v1beta/models/lab:generateContent", body)).json();
    expect(whole.candidates[0].content.parts[0].text).toBe(REPLY_TEXT);
    expect(recorder.requests.at(-1)?.wire).toBe("gemini");

    const sse = sseData(await (await post("/v1beta/models/lab:streamGenerateContent?alt=sse", body)).text()) as (typeof whole)[];
    expect(sse[0].candidates[0].content.parts[0].text).toBe(REPLY_TEXT);
    const array = await (await post("/v1beta/models/lab:streamGenerateContent", body)).json();
    expect(array[0].candidates[0].finishReason).toBe("STOP");
    expect(lastBody()).toEqual(body);
  });

  it("records a gzip-compressed body as its JSON", async () => {
    const body = { model: "m", input: "zipped" };
    await fetch(`${recorder.url}/v1/responses`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: gzipSync(JSON.stringify(body)),
    });
    expect(lastBody()).toEqual(body);
  });

  it("answers a side call it does not know with 404 and still records it", async () => {
    const before = recorder.requests.length;
    const res = await fetch(`${recorder.url}/v1/unknown`);
    expect(res.status).toBe(404);
    expect(recorder.requests.length).toBe(before + 1);
    expect(recorder.requests.at(-1)?.wire).toBeUndefined();
  });
});

describe("isLoopback: only this machine's loopback addresses are served", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])("%s is served", (a) => expect(isLoopback(a)).toBe(true));
  it.each(["10.0.0.1", "192.168.1.2", "::ffff:10.0.0.1", "fe80::1", "128.0.0.1", "127.0.0.1.example", undefined])("%s is refused", (a) =>
    expect(isLoopback(a)).toBe(false),
  );
});

describe("wireOf: a model request is known by its path, with or without /v1", () => {
  it.each([
    ["/v1/messages", "anthropic-messages"],
    ["/messages", "anthropic-messages"],
    ["/v1/chat/completions", "openai-chat"],
    ["/api/v1/responses", "openai-responses"],
    ["/v1beta/models/gemini-x:generateContent", "gemini"],
    ["/v1beta/models/gemini-x:streamGenerateContent?alt=sse", "gemini"],
  ])("%s is %s", (path, wire) => expect(wireOf("POST", path)).toBe(wire));
  it("a token count, a GET or another path is no model request", () => {
    expect(wireOf("POST", "/v1/messages/count_tokens")).toBeUndefined();
    expect(wireOf("GET", "/v1/messages")).toBeUndefined();
    expect(wireOf("POST", "/v1/embeddings")).toBeUndefined();
  });
});
