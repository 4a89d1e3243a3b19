import { describe, expect, it } from "vitest";
import { PART_PALETTE, assignColors, hashPath } from "./part-colors";

describe("assignColors", () => {
  it("gives a path the same colour every time, whatever else is in the prompt", () => {
    const alone = assignColors(["/repo/AGENTS.md"]).get("/repo/AGENTS.md");
    const first = assignColors(["/repo/AGENTS.md", "/home/user/AGENTS.md"]).get("/repo/AGENTS.md");
    expect(alone).toBe(hashPath("/repo/AGENTS.md") % PART_PALETTE.length);
    expect(first).toBe(alone);
  });

  it("keeps paths of one prompt apart while colours remain", () => {
    const paths = Array.from({ length: PART_PALETTE.length }, (_, i) => `/repo/pkg${i}/AGENTS.md`);
    const colours = assignColors(paths);
    expect(new Set(colours.values()).size).toBe(PART_PALETTE.length);
  });

  it("moves a colliding later path to the next free colour, and shares only once all are taken", () => {
    // Find two paths whose hashes collide in a palette of 3.
    const a = "/a";
    let b = "/b0";
    for (let i = 0; hashPath(b) % 3 !== hashPath(a) % 3; i++) b = `/b${i}`;
    const colours = assignColors([a, b], 3);
    expect(colours.get(a)).toBe(hashPath(a) % 3);
    expect(colours.get(b)).toBe((hashPath(a) + 1) % 3);
    const many = assignColors(["/1", "/2", "/3", "/4", "/5"], 3);
    expect(many.size).toBe(5);
    for (const v of many.values()) expect(v).toBeGreaterThanOrEqual(0);
  });

  it("ignores repeated paths", () => {
    const colours = assignColors(["/x", "/y", "/x"]);
    expect([...colours.keys()]).toEqual(["/x", "/y"]);
  });
});
