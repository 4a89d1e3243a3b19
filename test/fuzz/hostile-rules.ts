/**
 * Hostile rule text for the fuzz suite: globs that backtrack, YAML that explodes, whitespace and
 * backtick runs, import webs, deep markdown. One scenario puts the same hostile pieces where every
 * agent looks (AGENTS.md, CLAUDE.md, GEMINI.md, each agent's rules folder, opencode.json), with
 * context paths built to make bad patterns fail slowly. Sizes grow with FUZZ_SIZE=large.
 */
import fc from "fast-check";
import type { FileEntry, Scenario } from "../../lib/scenario/types";

const LARGE = process.env.FUZZ_SIZE === "large";
/** Longest generated run: 32 KiB in CI, 1 MiB for `npm run fuzz`. */
const MAX_RUN = LARGE ? 1 << 20 : 32 * 1024;

const repeat = (unit: fc.Arbitrary<string>, max: number) => fc.tuple(unit, fc.integer({ min: 1, max })).map(([u, n]) => u.repeat(n));

const GLOB_PIECES = [
  "*",
  "**",
  "?",
  "a",
  "aa",
  "/",
  "(a+)+",
  "+(a|aa)",
  "*(a|b)",
  "@(a|b)",
  "!(x)",
  "?(a)",
  "{a,b}",
  "{1..9}",
  "[ab]",
  "[!a]",
  "\\",
  "$",
  ".",
  ",",
  "|",
  "(",
  ")",
  "{",
  "}",
  "[",
  "]",
  "**/",
  "/**",
  "src/",
  ".ts",
];
const hostileGlob: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom(...GLOB_PIECES), { minLength: 1, maxLength: 60 }).map((a) => a.join("")),
  repeat(fc.constantFrom("{a,b}", "*a", "+(a|aa)", "**/a/", "(a+)+", "@(a|b)", "a,"), 40),
  fc.integer({ min: 1000, max: LARGE ? 200_000 : 20_000 }).map((n) => "a".repeat(n)),
  fc.integer({ min: 100, max: LARGE ? 20_000 : 2_000 }).map((n) => Array.from({ length: n }, (_, i) => `src/x${i}/*.ts`).join(",")),
);

/** A path that makes a bad pattern fail slowly: long runs of the letters the pattern uses. */
const hostilePath: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 250 }).map((n) => `src/${"a".repeat(n)}b.ts`),
  fc.integer({ min: 1, max: 200 }).map((n) => Array(n).fill("a").join("/") + "/b.ts"),
  fc.constantFrom("src/index.ts", "a.md", "src/a/b/c.tsx"),
);

const hostileYaml: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: LARGE ? 200_000 : 20_000 }).map((n) => Array.from({ length: n }, (_, i) => `k${i}: v`).join("\n")),
  fc.integer({ min: 1, max: LARGE ? 100_000 : 5_000 }).map((n) => "globs:\n" + Array.from({ length: n }, (_, i) => `  - x${i}`).join("\n")),
  fc.integer({ min: 1, max: LARGE ? 50_000 : 5_000 }).map((n) => "globs: " + "[".repeat(n) + "]".repeat(n)),
  fc.integer({ min: 1, max: LARGE ? 50_000 : 5_000 }).map((n) => "- ".repeat(n) + "x"),
  fc.integer({ min: 1, max: 8 }).map((n) =>
    [
      "a: &a [x,x,x,x,x,x,x,x,x]",
      ...Array.from(
        { length: n },
        (_, i) =>
          `l${i}: &l${i} [${Array(9)
            .fill(i === 0 ? "*a" : `*l${i - 1}`)
            .join(",")}]`,
      ),
      `globs: *l${n - 1}`,
    ].join("\n"),
  ),
  fc.constantFrom(
    "globs: !!js/function 'function () { return 1 }'",
    "a: !!binary aGVsbG8=",
    'paths: ["**/*.ts"\nunclosed: \'x',
    "? [a]\n: b",
    "<<: *nothing",
    "%YAML 9.9\n---\na: 1",
  ),
  hostileGlob.map(
    (g) =>
      `globs: ${JSON.stringify(g)}\napplyTo: ${JSON.stringify(g)}\npaths: ${JSON.stringify(g)}\nfileMatchPattern: ${JSON.stringify(g)}`,
  ),
);

const RUN_UNITS = [" ", "\u00a0", "\n", "\t", "\r\n", "`", "a", "@", "#", ">", "- ", "* ", "[", "<!--", "\u2003", "😀"];
const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...RUN_UNITS), fc.integer({ min: 1, max: MAX_RUN }))
    .map(([u, n]) => "rule " + u.repeat(Math.ceil(n / u.length))),
  fc.integer({ min: 1, max: LARGE ? 100_000 : 5_000 }).map((n) => Array.from({ length: n }, (_, i) => `@f${i % 40}.md`).join("\n")),
  fc.integer({ min: 1, max: LARGE ? 20_000 : 2_000 }).map((n) => ">".repeat(n) + " quote"),
  fc
    .integer({ min: 1, max: LARGE ? 20_000 : 2_000 })
    .map((n) => Array.from({ length: n }, (_, i) => " ".repeat(i % 200) + "- item").join("\n")),
  fc.integer({ min: 1, max: LARGE ? 50_000 : 5_000 }).map((n) => "[".repeat(n) + "x" + "](".repeat(n)),
  fc
    .array(
      fc.constantFrom(
        "@./a.md",
        "@~/.ssh/id_rsa",
        "@/etc/passwd",
        "@../../../../x",
        "`@b.md`",
        "```\n@c.md\n```",
        "<!-- @d.md -->",
        "@f1.md @f2.md",
      ),
      { maxLength: 20 },
    )
    .map((a) => a.join("\n")),
);

const RULE_PLACES = [
  ".cursor/rules/r.mdc",
  ".github/instructions/r.instructions.md",
  ".claude/rules/r.md",
  ".windsurf/rules/r.md",
  ".kiro/steering/r.md",
  ".clinerules/r.md",
  ".opencode/rules/r.md",
  ".amp/r.md",
  "docs/r.md",
  ".roo/rules/r.md",
  ".continue/rules/r.md",
  ".rules",
  ".junie/guidelines.md",
];

/** One hostile tree: the same pieces wherever agents look. */
export const hostileScenario: fc.Arbitrary<Omit<Scenario, "agent">> = fc
  .record({
    yaml: hostileYaml,
    body: hostileBody,
    glob: hostileGlob,
    paths: fc.array(hostilePath, { minLength: 1, maxLength: 3 }),
    imports: fc.integer({ min: 0, max: 60 }),
  })
  .map(({ yaml, body, glob, paths, imports }) => {
    const rule = `---\ninclusion: fileMatch\ntrigger: glob\nalwaysApply: false\n${yaml}\n---\n${body}\n`;
    const files: Record<string, FileEntry> = {
      "/repo/.git": { dir: true },
      "/repo/AGENTS.md": body,
      "/repo/CLAUDE.md": `@AGENTS.md\n${body}`,
      "/repo/GEMINI.md": body,
      "/repo/.geminiignore": `${glob}\n`,
      "/repo/.gitignore": `${glob}\n`,
      "/repo/opencode.json": JSON.stringify({ instructions: [glob, `src/${glob}`] }),
      "/repo/.aider.conf.yml": `read: [AGENTS.md, .rules, docs, ${JSON.stringify(glob)}]\n`,
      ...Object.fromEntries(RULE_PLACES.map((p) => [`/repo/${p}`, rule])),
      ...Object.fromEntries(paths.map((p) => [`/repo/${p}`, "x"])),
    };
    // An import web: every file imports every other, so agents that re-expand imports multiply.
    for (let i = 0; i < imports; i++) files[`/repo/f${i}.md`] = Array.from({ length: imports }, (_, j) => `@f${j}.md`).join("\n");
    return {
      version: 1 as const,
      cwd: "/repo",
      env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
      config: { claudeMdExcludes: [glob] },
      contextPaths: paths,
      prompt: `look at ${paths.join(" ")} #r @r`,
      files,
    };
  });
