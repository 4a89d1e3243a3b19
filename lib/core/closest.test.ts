import { describe, expect, it } from "vitest";
import { closest, didYouMean } from "./closest";

const AGENTS = ["codex", "claude-code", "gemini-cli", "cursor", "copilot", "continue", "cline"];

describe("closest", () => {
  it("finds the name a typo meant", () => {
    expect(closest("claud-code", AGENTS)).toBe("claude-code");
    expect(closest("Claude", AGENTS)).toBe("claude-code");
    expect(closest("gemini", AGENTS)).toBe("gemini-cli");
    expect(closest("curser", AGENTS)).toBe("cursor");
  });
  it("says nothing for a name that is no near miss", () => {
    expect(closest("vscode", AGENTS)).toBeNull();
    // "co" begins several names, and is no near miss of any.
    expect(closest("co", AGENTS)).toBeNull();
    expect(didYouMean("xyz", AGENTS)).toBe("");
    expect(didYouMean("codx", AGENTS)).toBe(" (did you mean codex?)");
  });
});
