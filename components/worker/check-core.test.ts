import { describe, expect, it } from "vitest";
import { IncrementalResolver } from "./resolver-core";

const meta = { version: 1 as const, agent: "codex", cwd: "/repo" };
const check = { root: "/repo", home: "/home/user", agents: null, current: { id: "codex" } };

describe("the worker's check mode", () => {
  it("checks the current agent plus inferred ones and finds a wrong-case file", () => {
    const core = new IncrementalResolver();
    const r = core.handle({ meta, files: { kind: "full", files: { "/repo/.git": { dir: true }, "/repo/Agents.md": "Rules.\n" } }, check });
    expect(r.check?.ok).toBe(true);
    if (!r.check?.ok) return;
    expect(r.check.checked.map((a) => a.id)[0]).toBe("codex");
    const wc = r.check.report.findings.find((f) => f.code === "wrong-case");
    expect(wc).toMatchObject({ path: "/repo/Agents.md", fix: { kind: "rename", to: "/repo/AGENTS.md" } });
  });
  it("follows edits (patches) and checks only the chosen agents", () => {
    const core = new IncrementalResolver();
    core.handle({ meta, files: { kind: "full", files: { "/repo/Agents.md": "Rules.\n" } }, check });
    const r = core.handle({
      meta,
      files: { kind: "patch", set: [["/repo/AGENTS.md", "Rules.\n"]], del: ["/repo/Agents.md"] },
      check: { ...check, agents: [{ id: "codex" }] },
    });
    expect(r.check?.ok && r.check.report.findings.filter((f) => f.code === "wrong-case")).toEqual([]);
    expect(r.check?.ok && r.check.checked).toEqual([{ id: "codex" }]);
  });
  it("says so when no agent is chosen", () => {
    const r = new IncrementalResolver().handle({ meta, files: { kind: "full", files: {} }, check: { ...check, agents: [] } });
    expect(r.check).toMatchObject({ ok: false });
  });
});
