/**
 * Round trips on fixtures with recorded answers (lib/canary/fixtures/*.txt, written as a model replies
 * for seed "fixture"): the manifest goes through JSON and back, as canary.json does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Scenario } from "../scenario/types";
import { makeKit } from "./kit";
import { parseManifest } from "./manifest";
import { markdownReport } from "./report";
import { verify, type Verification } from "./verify";
import { CLAUDE, CODEX, SEED } from "./fixtures/scenarios";

const answer = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8");

function check(s: Scenario, reply: string): Verification {
  const kit = makeKit(s, { seed: SEED });
  if (!kit.ok) throw new Error(kit.error);
  const back = parseManifest(JSON.stringify(kit.kit.manifest));
  if (!back.ok) throw new Error(back.error);
  const r = verify(back.manifest, reply);
  if (!r.ok) throw new Error(r.error);
  return r.verification;
}

const file = (v: Verification, path: string) => v.files.find((f) => f.path === path)!;

describe("codex: web/AGENTS.md cut at 32 KiB, the root AGENTS.md shadowed by the override", () => {
  it("an answer that agrees", () => {
    const v = check(CODEX, answer("codex-agrees.txt"));
    expect(v.agreed).toBe(true);
    expect(v.seen).toEqual(["CANARY-GYDF-START", "CANARY-GYDF-END", "CANARY-DTJM-START", "CANARY-DTJM-CUT"]);
    expect(file(v, "/repo/web/AGENTS.md")).toMatchObject({ verdict: "agreed", predicted: ["START", "CUT"] });
  });
  it("an agent that cut earlier: the cut codeword is missing", () => {
    const v = check(CODEX, answer("codex-missed-cut.txt"));
    expect(v.agreed).toBe(false);
    const web = file(v, "/repo/web/AGENTS.md");
    expect(web).toMatchObject({ verdict: "disagreed", missing: ["CUT"], unexpected: [] });
    expect(web.suggestion).toMatch(/smaller budget|different version/);
    expect(file(v, "/repo/AGENTS.override.md").verdict).toBe("agreed");
    const md = markdownReport(v);
    expect(md).toContain("| `/repo/web/AGENTS.md` | truncated | START, CUT | START | **disagreed** |");
    expect(md).toContain("CANARY-DTJM-START\n```");
  });
});

describe("claude-code: CLAUDE.md imports docs/style.md; a path-scoped rule stays unmatched", () => {
  it("an answer that agrees", () => {
    const v = check(CLAUDE, answer("claude-agrees.txt"));
    expect(v.agreed).toBe(true);
    expect(file(v, "/repo/docs/style.md")).toMatchObject({ verdict: "agreed", predicted: ["START", "END"] });
  });
  it("an agent that also read the scoped rule: a file Rulescope does not predict", () => {
    const v = check(CLAUDE, answer("claude-saw-scoped.txt"));
    expect(v.agreed).toBe(false);
    const api = file(v, "/repo/.claude/rules/api.md");
    expect(api).toMatchObject({ verdict: "disagreed", status: "unmatched", predicted: [], unexpected: ["START", "END"] });
    expect(api.suggestion).toMatch(/does not model/);
    expect(v.order.ok).toBe(true);
  });
});
