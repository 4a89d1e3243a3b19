import { describe, expect, it } from "vitest";
import type { Resolution } from "../../lib/types";
import { fenceFor, inlineCode, issueMarkdown, markdownLink } from "./markdown";

const resolution = (prompt: string): Resolution => ({
  agent: "codex",
  variant: "upstream",
  prompt,
  blocks: [],
  sources: [
    { path: "/repo/AGENTS.md", layer: "project", status: "included", reason: "Included: nearest.", bytes: 10, includedBytes: 10 },
    { path: "/repo/a`b.md", layer: "project", status: "shadowed", reason: "Shadowed: farther.", bytes: 3, includedBytes: 0 },
  ],
  trace: [],
  diagnostics: [],
  stats: { bytes: 42, tokens: 9, files: 1 },
  parts: [],
});

describe("fenceFor", () => {
  it("is three backticks for text without backticks", () => expect(fenceFor("plain")).toBe("```"));
  it("is longer than the longest backtick run inside", () => {
    expect(fenceFor("```ts\ncode\n```")).toBe("````");
    expect(fenceFor("a ````` b ` c")).toBe("``````");
  });
});

describe("inlineCode", () => {
  it("wraps plain text in single backticks", () => expect(inlineCode("/repo")).toBe("`/repo`"));
  it("survives backticks inside and at the edges", () => {
    expect(inlineCode("a`b")).toBe("``a`b``");
    expect(inlineCode("`x")).toBe("`` `x ``");
  });
});

describe("issueMarkdown", () => {
  const scenario = { version: 1 as const, agent: "codex", cwd: "/repo/web", files: {} };

  it("names agent, variant, cwd and link, lists the files in order with status, and fences the prompt", () => {
    const prompt = "# Rules\n```sh\nmake check\n```\n";
    const md = issueMarkdown({
      scenario,
      resolution: resolution(prompt),
      agentName: "Codex",
      variant: "upstream",
      link: { url: "https://x.test/#v1/abc" },
    });
    expect(md).toBe(
      [
        "**Agent:** Codex (`codex`), variant `upstream`",
        "**Working directory:** `/repo/web`",
        "**Scenario:** [open in Rulescope](https://x.test/#v1/abc)",
        "",
        "**Files, in prompt order** (42 bytes, 9 tokens):",
        "",
        "1. `/repo/AGENTS.md`: included. Included: nearest.",
        "2. ``/repo/a`b.md``: shadowed. Shadowed: farther.",
        "",
        "**Composed prompt:**",
        "",
        "````text",
        "# Rules\n```sh\nmake check\n```",
        "````",
        "",
      ].join("\n"),
    );
  });

  it("says why there is no link, and keeps a prompt without a final newline intact", () => {
    const md = issueMarkdown({
      scenario,
      resolution: resolution("no newline"),
      agentName: "Codex",
      variant: "seed",
      link: { note: "too big for a link." },
    });
    expect(md).toContain("**Scenario:** too big for a link.");
    expect(md).toContain("variant `seed`");
    expect(md.endsWith("```text\nno newline\n```\n")).toBe(true);
  });
});

describe("markdownLink", () => {
  it("names the link by the agent and keeps the address whole", () => {
    expect(markdownLink("http://h/#v1/abc", "Codex CLI")).toBe("[Rulescope: what Codex CLI reads](http://h/#v1/abc)");
  });
  it("escapes what would end the text or the address early", () => {
    expect(markdownLink("http://h/a(b) c", "x]y\\z")).toBe("[Rulescope: what x\\]y\\\\z reads](http://h/a%28b%29%20c)");
  });
});
