import { deflateRawSync } from "node:zlib";
import { ALL_EXAMPLES } from "../../lib/agents/examples";
import { describe, expect, it } from "vitest";
import { PROFILE_METAS } from "../../lib/agents/page-meta";
import { decodePermalink } from "../../lib/scenario/permalink";
import type { Scenario } from "../../lib/scenario/types";
import { fragmentFor, MAX_AUTO_LINK_CHARS } from "./fragment";
import { openFragment } from "./restore";

const EXAMPLES = ALL_EXAMPLES;
const AGENTS = PROFILE_METAS.map((p) => p.id);
const link = (json: string) => "#v1/" + deflateRawSync(Buffer.from(json, "utf8")).toString("base64url");

describe("fragmentFor", () => {
  it("writes #example/<id> for an unchanged example", () => {
    const e = EXAMPLES[1];
    expect(fragmentFor(structuredClone(e.scenario), EXAMPLES)).toEqual({ fragment: `#example/${e.id}`, example: e.id });
  });

  it("writes a #v1/ link that decodes to the same scenario once it is edited", () => {
    const edited: Scenario = { ...EXAMPLES[0].scenario, prompt: "edited" };
    const choice = fragmentFor(edited, EXAMPLES);
    expect(choice.fragment).toMatch(/^#v1\//);
    expect(decodePermalink(choice.fragment!, AGENTS)).toEqual({ ok: true, scenario: edited, warnings: [] });
  });

  it("writes no fragment for a scenario too big for the address bar", () => {
    const big: Scenario = { version: 1, agent: "codex", cwd: "/", files: { "/a.md": "y".repeat(MAX_AUTO_LINK_CHARS) } };
    expect(fragmentFor(big, EXAMPLES)).toEqual({ fragment: null, reason: "too-big" });
  });
});

describe("openFragment", () => {
  it("opens nothing for an empty fragment", () => {
    expect(openFragment("", EXAMPLES, AGENTS)).toEqual({ kind: "none" });
    expect(openFragment("#", EXAMPLES, AGENTS)).toEqual({ kind: "none" });
  });

  it("opens an example by id and a v1 link", () => {
    const e = EXAMPLES[2];
    expect(openFragment(`#example/${e.id}`, EXAMPLES, AGENTS)).toEqual({
      kind: "scenario",
      scenario: e.scenario,
      origin: `example ${e.id}`,
      warnings: [],
    });
    const s = { version: 1, agent: "codex", cwd: "/r", files: {}, later: true };
    expect(openFragment(link(JSON.stringify(s)), EXAMPLES, AGENTS)).toEqual({
      kind: "scenario",
      scenario: s,
      origin: "link",
      warnings: ['later: unknown key "later" is ignored'],
    });
  });

  it("explains hostile and broken fragments in words", () => {
    const problem = (hash: string) => {
      const r = openFragment(hash, EXAMPLES, AGENTS);
      expect(r.kind, hash).toBe("problem");
      return r.kind === "problem" ? r.message : "";
    };
    expect(problem("#example/no-such-example")).toContain('"no-such-example", which this build does not have');
    expect(problem("#hello<script>")).toContain("not a Rulescope scenario link");
    expect(problem("#v1/AAAAAAAAAAAAAAAA")).toContain("damaged");
    expect(problem(link("[1,2,3]"))).toContain("a scenario must be a JSON object");
    expect(problem(link(JSON.stringify({ version: 99, agent: "codex", cwd: "/", files: {} })))).toContain("version 99");
    expect(problem("#v2/abc")).toContain("newer Rulescope");
    // A deflate bomb: 9 MiB of spaces packs into a few kB and must be refused, not inflated.
    expect(problem(link(" ".repeat(9 * 1024 * 1024)))).toContain("more than Rulescope opens");
  });
});
