/**
 * One test per loading rule of Firebase Studio's AI rules file (firebase.google.com/docs/studio
 * set-up-gemini; README.md). Closed source: the prompt is Rulescope's neutral listing, so the tests
 * check which file is read.
 */
import { describe, expect, it } from "vitest";
import { listingHeader } from "../../core/rule-listing";
import { included, runner, statuses } from "../../../test/agent-helpers";

const run = runner("firebase-studio", { cwd: "/w" });

describe("firebase-studio", () => {
  it(".idx/airules.md at the workspace root is read, as a one-entry listing", () => {
    const r = run({ "/w/.idx/airules.md": "Use Next.js.\n" });
    expect(r.prompt).toBe(`${listingHeader("Firebase Studio")}\n[AI rules file .idx/airules.md: /w/.idx/airules.md]\nUse Next.js.\n`);
  });

  it("one file only: .idx/airules.md wins over GEMINI.md, which is shadowed", () => {
    const r = run({ "/w/.idx/airules.md": "airules\n", "/w/GEMINI.md": "gemini\n" });
    expect(included(r)).toEqual(["/w/.idx/airules.md"]);
    expect(statuses(r, "/w/GEMINI.md")).toEqual(["shadowed"]);
    expect(r.prompt).not.toContain("gemini");
  });

  it("the order is .idx/airules.md, GEMINI.md, .gemini/styleguide.md, AGENTS.md, .cursorrules", () => {
    const all: Record<string, string> = {
      "/w/GEMINI.md": "g\n",
      "/w/.gemini/styleguide.md": "s\n",
      "/w/AGENTS.md": "a\n",
      "/w/.cursorrules": "c\n",
    };
    const order = Object.keys(all);
    for (let i = 0; i < order.length; i++) {
      const files = Object.fromEntries(order.slice(i).map((p) => [p, all[p]]));
      expect(included(run(files))).toEqual([order[i]]);
    }
  });

  it("only the workspace root counts: rules files in subfolders are not read", () => {
    expect(run({ "/w/web/.idx/airules.md": "nested\n", "/w/web/GEMINI.md": "nested\n" }).prompt).toBe("");
  });

  it("an empty first file adds nothing and still stops the search (inferred)", () => {
    const r = run({ "/w/.idx/airules.md": "\n", "/w/GEMINI.md": "gemini\n" });
    expect(r.prompt).toBe("");
    expect(statuses(r, "/w/.idx/airules.md")).toEqual(["empty"]);
    expect(statuses(r, "/w/GEMINI.md")).toEqual(["shadowed"]);
  });

  it("a folder named like a rules file is passed over, and the next name is tried", () => {
    const r = run({ "/w/GEMINI.md/readme.txt": "not a file\n", "/w/AGENTS.md": "agents\n" });
    expect(included(r)).toEqual(["/w/AGENTS.md"]);
  });
});
