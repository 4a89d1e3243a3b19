/** rulescope-disable comments in rule files, as ESLint's in code. */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { check } from "./engine";
import { placesOf } from "./causes";

const run = (files: Record<string, string>, agents = ["codex"]) =>
  check({ fs: buildMemfs({ "/r/.git": { dir: true }, ...files }).fs, root: "/r", home: "/h", agents: agents.map((id) => ({ id })) });
// Every place: dead links of one file are one finding, its lines in `also`.
const at = (r: ReturnType<typeof run>, code: string) =>
  r.findings.filter((f) => f.code === code).flatMap((f) => placesOf(f).map((p) => `${p.path}:${p.line ?? "-"}`));

describe("rulescope-disable comments", () => {
  it("disable-next-line silences that code on the next line only, and the report counts what it silenced", () => {
    const agents =
      "# Rules\n\n<!-- rulescope-disable-next-line reference-dead -->\nSee [the API](docs/gone.md).\n\nSee [the guide](docs/gone-too.md).\n";
    const r = run({ "/r/AGENTS.md": agents });
    expect(at(r, "reference-dead")).toEqual(["/r/AGENTS.md:6"]);
    expect(r.notes.join(" ")).toMatch(/1 finding was suppressed by rulescope-disable comments/);
    // Without the comment both are reported.
    expect(at(run({ "/r/AGENTS.md": agents.replace(/<!--.*-->\n/, "\n") }), "reference-dead")).toEqual([
      "/r/AGENTS.md:4",
      "/r/AGENTS.md:6",
    ]);
  });
  it("another code on that line is not silenced; a file-level comment silences its codes in the whole file", () => {
    const r = run({ "/r/AGENTS.md": "<!-- rulescope-disable-next-line budget-near -->\nSee [the API](docs/gone.md).\n" });
    expect(at(r, "reference-dead")).toEqual(["/r/AGENTS.md:2"]);
    const file = run({
      "/r/AGENTS.md": "# Rules\n",
      "/r/GEMINI.md": "<!-- rulescope-disable never-read -->\nGemini only, kept for later.\n",
    });
    expect(at(file, "never-read")).toEqual([]);
    expect(at(run({ "/r/AGENTS.md": "# Rules\n", "/r/GEMINI.md": "Gemini only, kept for later.\n" }), "never-read")).toEqual([
      "/r/GEMINI.md:-",
    ]);
  });
});
