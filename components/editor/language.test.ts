import { describe, expect, it } from "vitest";
import { MARKDOWN_LANGUAGE, PLAIN_LANGUAGE, YAML_LANGUAGE, languageFor } from "./language";

describe("languageFor", () => {
  it("highlights rule files as Markdown with frontmatter", () => {
    for (const p of [
      "/r/AGENTS.md",
      "/r/.cursor/rules/a.mdc",
      "/r/CLAUDE.md",
      "/r/.cursorrules",
      "/r/AGENTS.override.md",
      "/r/CLAUDE",
      "/r/.roorules-code",
      "/r/.continuerules",
      "/r/.rules",
    ]) {
      expect(languageFor(p), p).toBe(MARKDOWN_LANGUAGE);
    }
  });
  it("highlights YAML files as YAML", () => {
    expect(languageFor("/r/config.yaml")).toBe(YAML_LANGUAGE);
    expect(languageFor("/r/.github/x.YML")).toBe(YAML_LANGUAGE);
    expect(languageFor("/r/.roomodes")).toBe(YAML_LANGUAGE);
  });
  it("leaves other files plain", () => {
    expect(languageFor("/r/opencode.json")).toBe(PLAIN_LANGUAGE);
    expect(languageFor("/r/src/a.ts")).toBe(PLAIN_LANGUAGE);
    expect(languageFor("/r/md")).toBe(PLAIN_LANGUAGE);
  });
});
