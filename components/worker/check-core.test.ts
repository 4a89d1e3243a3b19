import { describe, expect, it } from "vitest";
import { PageSession } from "./page-session";
import type { CheckOutcome, CheckParams, WorkerAnswer, WorkerAsk } from "./protocol";

const meta = { version: 1 as const, agent: "codex", cwd: "/repo" };
const params: CheckParams = { root: "/repo", home: "/home/user", agents: null, current: { id: "codex" } };
const ask = (p: Partial<CheckParams> = {}): WorkerAsk => ({ kind: "check", params: { ...params, ...p } });

/** The check outcome in an answer, failing the test when the answer is of another kind. */
function outcomeOf(answer: WorkerAnswer): CheckOutcome {
  if (answer.kind !== "check") throw new Error(`expected a check answer, got ${answer.kind}`);
  return answer.outcome;
}

describe("the worker's check mode", () => {
  it("checks the current agent plus inferred ones and finds a wrong-case file", () => {
    const core = new PageSession();
    const r = outcomeOf(
      core.handle({ meta, files: { kind: "full", files: { "/repo/.git": { dir: true }, "/repo/Agents.md": "Rules.\n" } }, ask: ask() })
        .answer,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.checked.map((a) => a.id)[0]).toBe("codex");
    const wc = r.report.findings.find((f) => f.code === "wrong-case");
    expect(wc).toMatchObject({ path: "/repo/Agents.md", fix: { kind: "rename", to: "/repo/AGENTS.md" } });
  });
  it("follows edits (patches) and checks only the chosen agents", () => {
    const core = new PageSession();
    core.handle({ meta, files: { kind: "full", files: { "/repo/Agents.md": "Rules.\n" } }, ask: ask() });
    const r = outcomeOf(
      core.handle({
        meta,
        files: { kind: "patch", set: [["/repo/AGENTS.md", "Rules.\n"]], del: ["/repo/Agents.md"] },
        ask: ask({ agents: [{ id: "codex" }] }),
      }).answer,
    );
    expect(r.ok && r.report.findings.filter((f) => f.code === "wrong-case")).toEqual([]);
    expect(r.ok && r.checked).toEqual([{ id: "codex" }]);
  });
  it("says so when no agent is chosen", () => {
    const r = new PageSession().handle({ meta, files: { kind: "full", files: {} }, ask: ask({ agents: [] }) });
    expect(outcomeOf(r.answer)).toMatchObject({ ok: false });
  });
});
