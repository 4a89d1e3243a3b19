import { describe, expect, it } from "vitest";
import { codexLab } from "../../agents/codex/lab";
import { cutText, pickSource, pickText } from "./pick";

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

  it("picks the nth request holding a mark, passing over earlier requests without it (a title request)", () => {
    const pick = {
      from: { request: "openai-chat" as const, holding: "</env>" },
      path: ["messages", "*", { where: { role: "system" } }, "content"],
      startsWith: "",
    };
    const chat = (system: string) => ({
      method: "POST",
      url: "/v1/chat/completions",
      wire: "openai-chat" as const,
      headers: {},
      body: { messages: [{ role: "system", content: system }] },
    });
    const source = pickSource(pick, "", [chat("You are a title generator"), chat("base\n<env>x</env>\nrules")]);
    expect(source.ok && pickText(pick, source.doc)).toBe("base\n<env>x</env>\nrules");
    expect(pickSource(pick, "", [chat("You are a title generator")])).toMatchObject({ ok: false });
  });
});

describe("cutting the text out of a larger string", () => {
  const cut = { after: "</env>", before: "Skills", separator: "\n" };
  it("takes what lies between the marks, less one separator on each side", () => {
    expect(cutText(cut, "base</env>\nInstructions from: /a\nx\n\nSkills list")).toBe("Instructions from: /a\nx\n");
  });
  it("gives an empty text when only the separator lies between the marks", () => {
    expect(cutText(cut, "base</env>\nSkills list")).toBe("");
  });
  it("is no cut when a mark is missing or the separators are not there", () => {
    expect(cutText(cut, "base</env>\nno skills")).toBeNull();
    expect(cutText(cut, "Skills first</env>\n")).toBeNull();
    expect(cutText(cut, "base</env>xSkills")).toBeNull();
    const pick = { from: { stdout: "json" as const }, path: ["*"], startsWith: "", cut };
    expect(pickText(pick, ["no marks here", "b</env>\nt\nSkills"])).toBe("t");
  });
});
