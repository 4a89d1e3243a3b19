import { describe, expect, it } from "vitest";
import { codexLab } from "../../agents/codex/lab";
import type { TextPick } from "../../agents/lab-driver";
import { pickInstructions, pickSource, pickText } from "./pick";

const codexPick = codexLab.instructions as TextPick;

/** The shape of `codex debug prompt-input`: developer items, then a user item with the AGENTS.md text. */
const doc = [
  {
    type: "message",
    role: "developer",
    content: [{ type: "input_text", text: "# AGENTS.md instructions (not this one: a developer item)" }],
  },
  {
    type: "message",
    role: "user",
    content: [
      { type: "input_text", text: "<environment_context>…</environment_context>" },
      { type: "input_text", text: "# AGENTS.md instructions for /w\n\n<INSTRUCTIONS>\nx\n</INSTRUCTIONS>" },
    ],
  },
];

describe("reading a driver's text pick", () => {
  it("takes the first candidate that starts with any of several marks, in document order", () => {
    const pick = { from: { stdout: "json" as const }, path: ["*"], startsWith: ["<new>", "<old>"] };
    expect(pickText(pick, ["<other>", "<old> first", "<new> second"])).toBe("<old> first");
    expect(pickText(pick, ["<other>"])).toBe("");
  });

  it("takes the user item that starts with the mark, not a developer item", () => {
    expect(pickText(codexPick, doc)).toBe("# AGENTS.md instructions for /w\n\n<INSTRUCTIONS>\nx\n</INSTRUCTIONS>");
  });

  it("gives no text when no item carries the mark", () => {
    expect(pickText(codexPick, doc.slice(0, 1))).toBe("");
  });

  it("reads the nth recorded request of a format, and says so when there is none", () => {
    const pick = { from: { request: "anthropic-messages" as const, nth: 1 }, path: ["system", "*", "text"], startsWith: "" };
    const requests = [
      { method: "POST", url: "/v1/messages", wire: "anthropic-messages" as const, headers: {}, body: { system: [{ text: "first" }] } },
      { method: "POST", url: "/v1/messages", wire: "anthropic-messages" as const, headers: {}, body: { system: [{ text: "second" }] } },
    ];
    const source = pickSource(pick, "", requests);
    expect(source.ok && pickText(pick, source.doc)).toBe("second");
    expect(pickSource(pick, "", requests.slice(0, 1))).toMatchObject({ ok: false });
    expect(pickSource(codexPick, "not json", [])).toMatchObject({ ok: false });
  });

  it("cuts the text out of a larger string after the first `after` mark, and gives none without the mark", () => {
    const pick = {
      from: { request: "openai-chat" as const },
      path: ["messages", "*", { where: { role: "system" } }, "content"],
      startsWith: "You are",
      cut: { after: "\n\n---\n\n" },
    };
    const body = (content: string) => ({
      messages: [
        { role: "system", content },
        { role: "user", content: "hi" },
      ],
    });
    expect(pickText(pick, body("You are X.\n\n---\n\nmemory\n\n---\n\nmore"))).toBe("memory\n\n---\n\nmore");
    expect(pickText(pick, body("You are X, with no memory."))).toBe("");
    expect(pickText(pick, body("Not the system prompt\n\n---\n\nx"))).toBe("");
  });

  it("cuts from the earliest start mark, kept, through the last end mark", () => {
    const pick = { from: { stdout: "json" as const }, path: ["t"], startsWith: "", cut: { at: ["<b>", "<a>"], through: "</a>" } };
    expect(pickText(pick, { t: "base <a>one</a> two <b></a> tail" })).toBe("<a>one</a> two <b></a>");
    expect(pickText(pick, { t: "<b>open to the end" })).toBe("<b>open to the end");
    expect(pickText(pick, { t: "no mark" })).toBe("");
  });

  it("ends the text before the first `before` mark after its start, the mark dropped", () => {
    const pick = { from: { stdout: "json" as const }, path: ["t"], startsWith: "", cut: { after: "|", before: ["\n\nGit", "\n\nEnv"] } };
    expect(pickText(pick, { t: "sys|memory ---\n\nEnv x\n\nGit y" })).toBe("memory ---");
    expect(pickText(pick, { t: "sys|memory only" })).toBe("memory only");
    // A mark before the start does not count.
    expect(pickText(pick, { t: "\n\nGit sys|memory" })).toBe("memory");
  });

  it("joins a text sent in parts, leaving out the empty ones", () => {
    const part = (path: string[], at: string) => ({ from: { request: "gemini" as const }, path, startsWith: "", cut: { at: [at] } });
    const parts = { parts: [part(["system"], "# Memory"), part(["user"], "<ctx>")], join: "\n" };
    const request = (body: unknown) => [{ method: "POST", url: "/x:generateContent", wire: "gemini" as const, headers: {}, body }];
    expect(pickInstructions(parts, "", request({ system: "base\n# Memory G", user: "hi <ctx>P" }))).toEqual({
      ok: true,
      text: "# Memory G\n<ctx>P",
    });
    expect(pickInstructions(parts, "", request({ system: "base", user: "hi <ctx>P" }))).toEqual({ ok: true, text: "<ctx>P" });
    expect(pickInstructions(parts, "", [])).toMatchObject({ ok: false });
  });
});
