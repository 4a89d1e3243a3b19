/**
 * readCandidate over ports that fail in the ways a real disk does: each outcome names the real cause
 * (EIO is not "permission denied", a refusal is not "missing"), and Rulescope's own read cap is told
 * apart from the caller's limit, up to the diagnostic resolve() adds whichever profile read the file.
 */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { fail, MAX_READ_BYTES, type FsErrorCode, type FsPort } from "../fs/port";
import { resolve } from "../resolve";
import { readCandidate } from "./read";

/** A memfs tree whose `path` fails with `code` (at stat or at read). */
function failing(files: Record<string, string>, path: string, code: FsErrorCode, at: "stat" | "readFile"): FsPort {
  const inner = buildMemfs(files).fs;
  return {
    ...inner,
    lstat: (p) => inner.lstat(p),
    readdir: (p) => inner.readdir(p),
    readlink: (p) => inner.readlink(p),
    realpath: (p) => inner.realpath(p),
    exists: (p) => inner.exists(p),
    stat: (p) =>
      at === "stat" && p === path
        ? fail(code, code === "EREFUSED" ? `${p} points outside the checked tree; Rulescope does not read it` : `${code}: ${p}`)
        : inner.stat(p),
    readFile: (p, limit) => (at === "readFile" && p === path ? fail(code, `${code}: ${p}`) : inner.readFile(p, limit)),
  };
}

describe("readCandidate names the real cause", () => {
  it.each([
    ["stat", "EIO", "/r/AGENTS.md cannot be read (an input/output error, EIO)"],
    ["stat", "EACCES", "/r/AGENTS.md cannot be read (permission denied)"],
    ["stat", "EREFUSED", "/r/AGENTS.md points outside the checked tree; Rulescope does not read it"],
    ["readFile", "EIO", "/r/AGENTS.md cannot be read (EIO)"],
    ["readFile", "EACCES", "/r/AGENTS.md cannot be read (permission denied)"],
  ] as const)("%s failing with %s", (at, code, message) => {
    const fs = failing({ "/r/AGENTS.md": "x" }, "/r/AGENTS.md", code, at);
    expect(readCandidate(fs, "/r/AGENTS.md")).toEqual({ kind: "unreadable", path: "/r/AGENTS.md", code, message });
  });

  it("a dangling link and a plain miss stay 'missing', each said as it is, the link marked dangling", () => {
    const fs = buildMemfs({ "/r/CLAUDE.md": { symlink: "/nowhere" } }).fs;
    expect(readCandidate(fs, "/r/CLAUDE.md")).toEqual({
      kind: "missing",
      path: "/r/CLAUDE.md",
      code: "ENOENT",
      dangling: true,
      message: "/r/CLAUDE.md is a symlink to nothing (dangling)",
    });
    expect(readCandidate(fs, "/r/AGENTS.md")).toEqual({
      kind: "missing",
      path: "/r/AGENTS.md",
      code: "ENOENT",
      message: "/r/AGENTS.md does not exist",
    });
  });
});

describe("Rulescope's read cap (MAX_READ_BYTES)", () => {
  const big = "z".repeat(MAX_READ_BYTES + 1);

  it("cuts a larger file at the cap and says the cut is Rulescope's, not the caller's", () => {
    const fs = buildMemfs({ "/r/GEMINI.md": big, "/r/small.md": "0123456789" }).fs;
    expect(readCandidate(fs, "/r/GEMINI.md")).toMatchObject({
      kind: "file",
      size: MAX_READ_BYTES + 1,
      truncated: true,
      cappedByRulescope: true,
      bytes: { length: MAX_READ_BYTES },
    });
    expect(readCandidate(fs, "/r/GEMINI.md", { limit: 10 })).toMatchObject({ truncated: true, cappedByRulescope: false });
    expect(readCandidate(fs, "/r/small.md", { limit: 4 })).toMatchObject({ text: "0123", truncated: true, cappedByRulescope: false });
    expect(readCandidate(fs, "/r/small.md")).toMatchObject({ truncated: false, cappedByRulescope: false });
  });

  it("a file exactly at the cap is whole", () => {
    const fs = buildMemfs({ "/r/A.md": big.slice(1) }).fs;
    expect(readCandidate(fs, "/r/A.md")).toMatchObject({ truncated: false, cappedByRulescope: false });
  });

  it("resolve() warns once per capped file, whichever profile read it", () => {
    const r = resolve({
      version: 1,
      agent: "gemini-cli",
      cwd: "/r",
      env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
      files: { "/r/.git": { dir: true }, "/r/GEMINI.md": big },
    });
    const capped = r.diagnostics.filter((d) => d.code === "read-capped");
    expect(capped).toEqual([
      {
        level: "warning",
        code: "read-capped",
        path: "/r/GEMINI.md",
        message: `/r/GEMINI.md has ${MAX_READ_BYTES + 1} bytes; Rulescope reads at most the first 8 MiB of any file, so only that much of it is shown here (the agent itself may read more, cut it or refuse it).`,
      },
    ]);
    expect(r.trace).toContainEqual({
      op: "read",
      path: "/r/GEMINI.md",
      result: `read ${MAX_READ_BYTES} B (Rulescope's cap; the file has ${MAX_READ_BYTES + 1} B)`,
    });
  });
});
