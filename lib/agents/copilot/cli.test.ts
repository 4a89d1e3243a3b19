/**
 * Copilot CLI 1.0.102's session start (cli.ts): the parts a fixture cannot pin, because a fixture's
 * tree has no listing order of its own, and the joins between the parts of the text.
 */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../../fs/memfs";
import type { FsPort } from "../../fs/port";
import { resolve } from "../../resolve";
import type { Scenario } from "../../scenario/types";

const GIT = { "/r/.git/HEAD": "ref: refs/heads/main\n", "/r/.git/objects": { dir: true }, "/r/.git/refs": { dir: true } } as const;
const scenario = (files: Scenario["files"]): Scenario => ({ version: 1, agent: "copilot", cwd: "/r", files: { ...GIT, ...files } });

/** The memfs port, with a disk's listing order for one folder (ext4 lists by a hash of the name). */
function withListing(files: Scenario["files"], dir: string, order: string[]): FsPort {
  const { fs } = buildMemfs({ ...GIT, ...files });
  return Object.assign(Object.create(fs) as FsPort, {
    listingOrder: (p: string) => (p === dir ? { ok: true as const, value: order } : fs.readdir(p)),
  });
}

describe("copilot CLI 1.0.102: names found ignoring case", () => {
  const files = { "/r/agents.md": "lower\n", "/r/Agents.md": "title\n" };
  it("takes the first spelling the folder lists, as the binary does, when the port knows the disk's order", () => {
    expect(resolve(scenario(files), withListing(files, "/r", [".git", "agents.md", "Agents.md"])).prompt).toContain("lower");
    expect(resolve(scenario(files), withListing(files, "/r", ["Agents.md", ".git", "agents.md"])).prompt).toContain("title");
  });
  it("without that order (a scenario), takes the sorted first and says the choice is the file system's", () => {
    const r = resolve(scenario(files));
    expect(r.prompt).toContain("title");
    expect(r.diagnostics.map((d) => d.code)).toContain("order-not-guaranteed");
  });
  it("prefers the exact name, whatever the listing order", () => {
    const both = { ...files, "/r/AGENTS.md": "exact\n" };
    expect(resolve(scenario(both), withListing(both, "/r", ["agents.md", "AGENTS.md"])).prompt).toContain("exact");
  });
});

describe("copilot CLI 1.0.102: the text's joins (each seen in the lab)", () => {
  const wrapped = "<custom_instruction>\nA\n</custom_instruction>";
  it("wrapped files alone, pasted files alone: joined by a blank line, nothing after", () => {
    expect(resolve(scenario({ "/r/AGENTS.md": "A", "/r/CLAUDE.md": "C" })).prompt).toBe(
      `${wrapped}\n\n<custom_instruction>\nC\n</custom_instruction>`,
    );
    expect(
      resolve(scenario({ "/r/.github/instructions/a.instructions.md": "P", "/r/.github/instructions/b.instructions.md": "Q" })).prompt,
    ).toBe("P\n\nQ");
  });
  it("both: a blank line between them and a newline at the end", () => {
    expect(resolve(scenario({ "/r/AGENTS.md": "A", "/r/.github/instructions/a.instructions.md": "P" })).prompt).toBe(`${wrapped}\n\nP\n`);
  });
  it("a file whose applyTo is not every file is a row of the table, after the pasted files", () => {
    const p = resolve(
      scenario({
        "/r/.github/instructions/a.instructions.md": "P",
        "/r/.github/instructions/t.instructions.md": '---\napplyTo: "src/**/*.ts,*.md"\ndescription: some files\n---\nT\n',
      }),
    ).prompt;
    expect(p.startsWith("P\n\nHere is a list of instruction files")).toBe(true);
    expect(p.endsWith("| src/**/*.ts, *.md | '.github/instructions/t.instructions.md' | some files |")).toBe(true);
    expect(p).not.toContain("\nT\n");
  });
});
