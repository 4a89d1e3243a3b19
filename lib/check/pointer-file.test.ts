import { describe, expect, it } from "vitest";
import { isPointerFile, withoutGeneratedBlocks } from "./pointer-file";

const toAgents = (p: string) => p === "/repo/AGENTS.md";
const pointer = (text: string, skip = true) => isPointerFile(text, "/repo/CLAUDE.md", toAgents, skip);

describe("pointer files", () => {
  it("drops a tool's start/end block by name, keeps an unclosed start", () => {
    expect(withoutGeneratedBlocks("a\n<!-- polylane:start -->\nb\n<!-- polylane:end -->\nc")).toBe("a\nc");
    expect(withoutGeneratedBlocks("a\n<!-- nx configuration start-->\nb\n<!-- nx configuration end-->\nc")).toBe("a\nc");
    expect(withoutGeneratedBlocks("a\n<!-- x:start -->\nb\n<!-- y:end -->\nc")).toBe("a\n<!-- x:start -->\nb\n<!-- y:end -->\nc");
  });

  it("a file whose sentences, of any length, send the reader to the target is one", () => {
    const long =
      "See [`AGENTS.md`](./AGENTS.md) in this directory — it is the canonical guidance for all showcase work (the iron rules for showcase cells and the checklist). Read it before touching any integration under `showcase/`.\n";
    expect(long.length).toBeGreaterThan(120);
    expect(pointer(`# Showcase\n\n${long}`)).toBe(true);
    expect(pointer("Please read ./AGENTS.md for context.\n")).toBe(true);
    expect(pointer("Always read AGENTS.md first.\n")).toBe(true);
  });

  it("a rule, a command, a code block or another file's name makes it none", () => {
    expect(pointer("Read AGENTS.md first, then run the tests.\n")).toBe(false);
    expect(pointer("Read AGENTS.md and never push to main.\n")).toBe(false);
    expect(pointer("See AGENTS.md. Run `pnpm lint` before a commit.\n")).toBe(false);
    expect(pointer("See AGENTS.md.\n\n```sh\nmake\n```\n")).toBe(false);
    expect(pointer("Read packages/x/AGENTS.md.\n")).toBe(false);
    expect(pointer("See AGENTS.md. It uses pnpm.\n")).toBe(false);
  });

  it("a generated block is set aside only when asked", () => {
    const text = "Read `AGENTS.md` here.\n\n<!-- polylane:start -->\nQuery Polylane first.\n<!-- polylane:end -->\n";
    expect(pointer(text)).toBe(true);
    expect(pointer(text, false)).toBe(false);
  });
});
