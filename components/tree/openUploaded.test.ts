import { describe, expect, it } from "vitest";
import type { Finding } from "@/lib/check/types";
import type { Source } from "@/lib/types";
import { fileToOpen } from "./openUploaded";

const src = (path: string, status: Source["status"]): Source =>
  ({ path, status, layer: "project", reason: "", bytes: 1, includedBytes: 1 }) as Source;
const files = { "/upload/r/AGENTS.md": "a", "/upload/r/docs/x.md": "x", "/upload/r/CLAUDE.md": "c", "/repo/AGENTS.md": "old" };

describe("fileToOpen", () => {
  it("takes no loaded file from outside the upload", () => {
    expect(fileToOpen("/upload/r", files, [src("/repo/AGENTS.md", "included")], null)).toEqual({ path: "/upload/r/AGENTS.md", line: 1 });
  });
  it("opens the first file with an error, at its line", () => {
    const f = { severity: "error", path: "/upload/r/docs/x.md", line: 3 } as Finding;
    expect(fileToOpen("/upload/r", files, undefined, [f])).toEqual({ path: "/upload/r/docs/x.md", line: 3 });
  });
  it("else the first file the agent loads, else the root AGENTS.md, else the shallowest Markdown file", () => {
    expect(fileToOpen("/upload/r", files, [src("/upload/r/AGENTS.md", "shadowed"), src("/upload/r/CLAUDE.md", "included")], [])).toEqual({
      path: "/upload/r/CLAUDE.md",
      line: 1,
    });
    expect(fileToOpen("/upload/r", files, [src("/upload/r/CLAUDE.md", "unmatched")], [])).toEqual({ path: "/upload/r/AGENTS.md", line: 1 });
    const noAgents = { "/upload/r/docs/x.md": "x", "/upload/r/b.md": "b" };
    expect(fileToOpen("/upload/r", noAgents, [src("/upload/r/b.md", "unmatched")], [])).toEqual({ path: "/upload/r/b.md", line: 1 });
  });
  it("says there is nothing to open (an empty path) when the upload holds no Markdown", () => {
    expect(fileToOpen("/upload/r", { "/upload/r/a.ts": "" }, [src("/upload/r/x", "unmatched")], [])).toEqual({ path: "", line: 1 });
  });
});
