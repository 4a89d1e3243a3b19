import { describe, expect, it } from "vitest";
import { frontmatterKeyLine } from "./key-line";

describe("frontmatterKeyLine", () => {
  it("finds a key inside the block, 1-based", () => {
    expect(frontmatterKeyLine("---\ndescription: d\nglobs: *.ts\n---\nbody\n", "globs")).toBe(3);
    expect(frontmatterKeyLine("\uFEFF---\r\nglobs : x\r\n---\r\n", "globs")).toBe(2);
  });
  it("does not look past the block, nor without one, nor at a longer key", () => {
    expect(frontmatterKeyLine("---\na: 1\n---\nglobs: x\n", "globs")).toBeUndefined();
    expect(frontmatterKeyLine("globs: x\n", "globs")).toBeUndefined();
    expect(frontmatterKeyLine("---\nglobsy: x\n---\n", "globs")).toBeUndefined();
  });
});
