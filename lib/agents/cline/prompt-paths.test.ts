/** Which words of a user message Cline 3 takes as paths (rule-conditionals.ts extractPathLikeStrings). */
import { describe, expect, it } from "vitest";
import { candidatePaths, pathHints } from "./prompt-paths";

describe("cline v3 pathHints", () => {
  it("takes words with a slash and bare names with an extension, in order, once each", () => {
    expect(pathHints("Edit src/a.ts and README.md, then src/a.ts again; see (lib/x/) too")).toEqual(["src/a.ts", "README.md", "lib/x/"]);
  });
  it("needs a space, bracket or quote before the word and a space, bracket, quote or punctuation after it", () => {
    expect(pathHints("x=src/a.ts")).toEqual([]);
    expect(pathHints('"src/a.ts"')).toEqual(["src/a.ts"]);
    // A dot counts as punctuation after a word, so Cline's pattern settles for the part before it.
    expect(pathHints("src/a.ts#L3")).toEqual(["src/a"]);
  });
  it("an extension is 1 to 10 letters or digits", () => {
    expect(pathHints("a.abcdefghij b.abcdefghijk")).toEqual(["a.abcdefghij"]);
  });
  it("skips fenced code, links, ./ prefixes, .. and words over 300 characters", () => {
    expect(pathHints("```ts\nsrc/in-code.ts\n``` ./src/ok.ts http://x.io/a/b.ts ../up.ts")).toEqual(["src/ok.ts"]);
    expect(pathHints(`${"a/".repeat(151)}b.ts`)).toEqual([]);
  });
});

describe("cline v3 candidatePaths", () => {
  it("puts prompt hints before context paths, drops context paths outside the cwd, and sorts", () => {
    expect(candidatePaths("fix z/y.ts", ["/repo/b.ts", "/elsewhere/c.ts", "a.ts"], "/repo")).toEqual(["a.ts", "b.ts", "z/y.ts"]);
  });
});
