/** Codex names the error a read really failed with (an EIO is not "EACCES"), and a refusal says why. */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../../fs/memfs";
import { fail, type FsErrorCode, type FsPort } from "../../fs/port";
import { resolve } from "../../resolve";

function withFailingRead(path: string, code: FsErrorCode, message: string): FsPort {
  const inner = buildMemfs({ "/repo/.git": { dir: true }, "/repo/AGENTS.md": "rules" }).fs;
  return {
    ...inner,
    stat: (p) => inner.stat(p),
    lstat: (p) => inner.lstat(p),
    readdir: (p) => inner.readdir(p),
    readlink: (p) => inner.readlink(p),
    realpath: (p) => inner.realpath(p),
    exists: (p) => inner.exists(p),
    readFile: (p, l) => (p === path ? fail(code, message) : inner.readFile(p, l)),
  };
}

describe("codex: project doc read errors", () => {
  it.each(["upstream", "seed"])("an EIO is reported as EIO (%s)", (variant) => {
    const r = resolve(
      { version: 1, agent: "codex", variant, cwd: "/repo", files: {} },
      withFailingRead("/repo/AGENTS.md", "EIO", "EIO: /repo/AGENTS.md"),
    );
    const failed = r.diagnostics.find((d) => d.code === "project-docs-failed");
    expect(failed?.message).toContain("reading /repo/AGENTS.md failed (EIO)");
    expect(failed?.message).not.toContain("EACCES");
  });

  it("a refusal carries Rulescope's reason", () => {
    const why = "/repo/AGENTS.md points outside the checked tree; Rulescope does not read it";
    const r = resolve({ version: 1, agent: "codex", cwd: "/repo", files: {} }, withFailingRead("/repo/AGENTS.md", "EREFUSED", why));
    expect(r.diagnostics.find((d) => d.code === "project-docs-failed")?.message).toContain(`reading /repo/AGENTS.md was refused (${why})`);
  });
});
