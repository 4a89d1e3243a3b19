import { describe, expect, it } from "vitest";
import { codexLab } from "../lib/agents/codex/lab";
import { pickSource, pickText } from "./pick";

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
  it("takes the user item that starts with the mark, not a developer item", () => {
    expect(pickText(codexLab.instructions, doc)).toBe("# AGENTS.md instructions for /w\n\n<INSTRUCTIONS>\nx\n</INSTRUCTIONS>");
  });

  it("takes the first candidate that starts with any of several marks, in document order", () => {
    const pick = { from: { stdout: "json" as const }, path: ["*"], startsWith: ["<new>", "<old>"] };
    expect(pickText(pick, ["<other>", "<old> first", "<new> second"])).toBe("<old> first");
    expect(pickText(pick, ["<other>"])).toBe("");
  });

  it("gives no text when no item carries the mark", () => {
    expect(pickText(codexLab.instructions, doc.slice(0, 1))).toBe("");
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
    expect(pickSource(codexLab.instructions, "not json", [])).toMatchObject({ ok: false });
  });
});
