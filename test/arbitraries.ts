/**
 * fast-check arbitraries for schema-valid Scenarios, biased toward what breaks resolvers: the file
 * names agents probe for, odd bytes (empty, whitespace, huge, binary, invalid UTF-8), frontmatter
 * that is not quite frontmatter, symlinks that dangle or loop, unreadable entries and folders where
 * files are expected. Agent facts are not restated here: toggles, config keys, variants and sample
 * paths are read from the profiles (PROFILES, their examples and fixtures), so new profiles are
 * fuzzed as they land. The name lists below are only a vocabulary of likely inputs.
 */
import { ALL_EXAMPLES } from "../lib/agents/examples";
import fc from "fast-check";
import { PROFILES } from "../lib/agents";
import type { AgentProfile, ConfigKey } from "../lib/agents/base";
import { encodeBase64, encodeUtf8 } from "../lib/core/bytes";
import { ancestors, basename, dirname, normalize, relative } from "../lib/core/paths";
import { DEFAULT_HOME } from "../lib/scenario/defaults";
import type { FileEntry, Scenario } from "../lib/scenario/types";
import { loadFixtures } from "./load-fixtures";
import { FORBIDDEN_KEYS } from "../lib/scenario/limits";

const PROJECT = "/repo";
const HOME = DEFAULT_HOME;

/** Widened: the `as const` tuple types placeholder profiles' empty lists as never[]. */
const profiles: readonly AgentProfile[] = PROFILES;
export const AGENT_IDS: string[] = profiles.map((p) => p.id);

/** Every path the profiles' own examples and fixtures use: realistic layouts, kept current for free. */
const HARVESTED_PATHS: string[] = (() => {
  const scenarios: Scenario[] = [...ALL_EXAMPLES.map((e) => e.scenario), ...loadFixtures().map(([, , fx]) => fx.scenario)];
  const paths = new Set<string>();
  for (const s of scenarios) for (const p of Object.keys(s.files ?? {})) if (isValidTreePath(p)) paths.add(p);
  return [...paths].sort();
})();

/** What the schema accepts as a `files` key (absolute, no NUL, no . or .. segments). */
function isValidTreePath(p: string): boolean {
  return p.startsWith("/") && !p.includes("\0") && !p.split("/").some((s) => s === "." || s === "..");
}

// ---------------------------------------------------------------------------------------------
// Names and paths

const AGENT_FILE_NAMES = [
  "AGENTS.md",
  "AGENTS.override.md",
  "CLAUDE.md",
  "CONTEXT.md",
  "CLAUDE.local.md",
  "AGENT.md",
  "AGENTS.local.md",
  "GEMINI.md",
  "opencode.json",
  "opencode.jsonc",
  ".git",
  "package.json",
  "agents.md",
];
const RULE_FILE_NAMES = ["style.md", "typescript.mdc", "testing.md", ".hidden.md", "notes.txt", "README"];
const DIR_SEGMENTS = ["packages", "api", "web", "src", "lib", "deep", "a", "b", "docs", ".opencode", "rules", ".claude", "node_modules"];

/** Global files the agents' specs name (vocabulary only: each profile owns its real list). */
const GLOBAL_PATHS = [
  ".config/opencode/AGENTS.md",
  ".config/opencode/rules/global.md",
  ".config/opencode/opencode.json",
  ".config/crabcode/AGENTS.md",
  ".config/agents/AGENTS.md",
  ".claude/CLAUDE.md",
  ".claude/rules/a.md",
  ".codex/AGENTS.md",
  ".codex/AGENTS.override.md",
  ".ion/AGENTS.md",
  ".xdg/opencode/AGENTS.md",
  ".xdg/crabcode/AGENTS.md",
].map((p) => `${HOME}/${p}`);

const FIXED_DIRS = [
  "/",
  PROJECT,
  `${PROJECT}/packages/api`,
  `${PROJECT}/packages/api/src`,
  `${PROJECT}/packages/web`,
  `${PROJECT}/.opencode`,
  `${PROJECT}/.opencode/rules`,
  `${PROJECT}/.opencode/rules/sub`,
  `${PROJECT}/.claude`,
  `${PROJECT}/.claude/rules`,
  `${PROJECT}/.git`,
  HOME,
  `${HOME}/.config`,
  `${HOME}/.config/opencode`,
  `${HOME}/.config/opencode/rules`,
  `${HOME}/.config/crabcode`,
  `${HOME}/.config/agents`,
  `${HOME}/.claude`,
  `${HOME}/.codex`,
  `${HOME}/.ion`,
  `${HOME}/.xdg/opencode`,
  "/shared",
  "/etc/claude-code",
];

/** A file or folder name that is valid in a tree path: not empty, no slash or NUL, not . or .. */
const randomName = fc
  .oneof(
    { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9._ -]{1,10}$/) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }) },
  )
  .filter((n) => n !== "." && n !== ".." && !n.includes("/") && !n.includes("\0"));

const fileName = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...AGENT_FILE_NAMES) },
  { weight: 3, arbitrary: fc.constantFrom(...RULE_FILE_NAMES) },
  { weight: 2, arbitrary: randomName },
);

const generatedDir = fc
  .array(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...DIR_SEGMENTS) }, { weight: 1, arbitrary: randomName }), { maxLength: 4 })
  .map((segs) => normalize([PROJECT, ...segs].join("/")));

const directory = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FIXED_DIRS) }, { weight: 2, arbitrary: generatedDir });

/** A tree key; sometimes spelled oddly (`//`, trailing slash), which the schema allows. */
const treePath: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.tuple(directory, fileName).map(([d, n]) => (d === "/" ? `/${n}` : `${d}/${n}`)) },
  { weight: 2, arbitrary: fc.constantFrom(...GLOBAL_PATHS) },
  { weight: HARVESTED_PATHS.length > 0 ? 3 : 0, arbitrary: fc.constantFrom(...(HARVESTED_PATHS.length > 0 ? HARVESTED_PATHS : ["/x"])) },
  { weight: 1, arbitrary: directory },
  { weight: 1, arbitrary: fc.tuple(directory, fileName).map(([d, n]) => `${d}//${n}/`) },
);

// ---------------------------------------------------------------------------------------------
// Contents

const markdownLine = fc.oneof(
  fc.constantFrom(
    "# Rules",
    "- Use pnpm.",
    "- Run `npm test` before you commit.",
    "Answer in English.",
    "```ts\nconst a = 1;\n```",
    "<!-- hidden -->",
    "@./other.md",
    "@~/notes.md",
    "@/shared/team-rules.md",
  ),
  fc.string({ maxLength: 30 }),
);
const markdown = fc
  .array(markdownLine, { minLength: 1, maxLength: 6 })
  .chain((lines) => fc.constantFrom("\n", "\r\n").map((nl) => lines.join(nl) + nl));

const whitespaceOnly = fc
  .array(fc.constantFrom(" ", "\t", "\n", "\r\n", "\u00a0", "\u2003", "\ufeff"), { minLength: 1, maxLength: 8 })
  .map((a) => a.join(""));

const yamlValue = fc.constantFrom(
  '["*.ts", "src/**/*.tsx"]',
  '"*.ts"',
  "\n  - test\n  - '**/*.md'",
  "[unclosed",
  "{ a: [1, 2",
  "true",
  "false",
  "yes",
  "1",
  "",
  "null",
  "\n  - 1\n  - ''\n  - ~",
  ": bad",
  "'*.ts'",
  '["keyword with --- inside"]',
);
const yamlKey = fc.constantFrom(
  "globs",
  "keywords",
  "tools",
  "model",
  "agent",
  "command",
  "project",
  "branch",
  "os",
  "ci",
  "match",
  "paths",
  "description",
  "alwaysApply",
  "applyTo",
);
const frontmatterDoc = fc
  .tuple(fc.array(fc.tuple(yamlKey, yamlValue), { maxLength: 4 }), markdown, fc.constantFrom("\n", "\r\n"))
  .map(([pairs, body, nl]) => `---${nl}${pairs.map(([k, v]) => `${k}: ${v}`).join(nl)}${nl}---${nl}${body}`);

/** Almost-frontmatter: unclosed, empty, `----`, `---` inside YAML, leading BOM or blank line. */
const dashOddities = fc.constantFrom(
  "---",
  "---\n",
  "---\n---",
  "---\n---\n",
  "----\nglobs: ['*.ts']\n----\nbody\n",
  "---\nglobs: ['*.ts']\nno end\n",
  "--- \nkeywords: [a]\n--- \nbody\n",
  "\ufeff---\nglobs: ['*.ts']\n---\nbody\n",
  "\n---\nglobs: ['*.ts']\n---\nbody\n",
  "---\ndescription: a --- b\n---\nbody\n",
  "---globs: [x]---body",
  "---\n\t- bad indent\n  : :\n---\n",
  "body\n---\nnot: frontmatter\n---\n",
);

const jsonConfig = fc.constantFrom(
  '{"instructions": ["docs/*.md", "~/shared.md", "https://example.com/rules.md"]}',
  '{"instructions": "not a list"}',
  '{"instructions": [',
  "{}",
  "[]",
  '{"$schema": "https://opencode.ai/config.json", "instructions": [null, 1, ""]}',
);

const textContent: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: markdown },
  { weight: 2, arbitrary: fc.constant("") },
  { weight: 2, arbitrary: whitespaceOnly },
  { weight: 3, arbitrary: frontmatterDoc },
  { weight: 2, arbitrary: dashOddities },
  { weight: 1, arbitrary: jsonConfig },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

/** Lengths (UTF-16 units) at the caps agents use (32 and 64 KiB); multi-byte units put a character across a byte cut. */
const HUGE_SIZES = [32 * 1024, 32 * 1024 + 1, 64 * 1024, 64 * 1024 + 1, 70_000];
const hugeContent: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HUGE_SIZES), fc.constantFrom("- keep functions small\n", "é", "a€", "😀 emoji line\n"))
  .map(([size, unit]) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size));

/** Bytes with at least one NUL (what "binary" means to the core). */
const binaryBase64 = fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 48 }), fc.nat()).map(([bytes, at]) => {
  const out = bytes.slice();
  out[at % out.length] = 0;
  return encodeBase64(out);
});

const INVALID_UTF8_BYTES = [[0xff], [0xc3], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc0, 0xaf]];
const invalidUtf8Base64 = fc
  .tuple(markdown, fc.constantFrom(...INVALID_UTF8_BYTES), markdown, fc.boolean())
  .map(([a, bad, b, bom]) =>
    encodeBase64(new Uint8Array([...(bom ? [0xef, 0xbb, 0xbf] : []), ...encodeUtf8(a), ...bad, ...encodeUtf8(b)])),
  );

/** A symlink target: another tree path, a folder, a relative hop, or nothing at all. */
const linkTarget = fc.oneof(
  { weight: 4, arbitrary: treePath },
  { weight: 2, arbitrary: directory },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "AGENTS.md",
      "../AGENTS.md",
      "../../CLAUDE.md",
      ".",
      "..",
      "./sub/x.md",
      "/nowhere/at/all.md",
      "../../../../../../etc",
    ),
  },
);

const fileEntry: fc.Arbitrary<FileEntry> = fc.oneof(
  { weight: 12, arbitrary: textContent },
  { weight: 2, arbitrary: textContent.map((content) => ({ content })) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 2, arbitrary: binaryBase64.map((base64) => ({ base64 })) },
  { weight: 2, arbitrary: invalidUtf8Base64.map((base64) => ({ base64 })) },
  { weight: 1, arbitrary: fc.constantFrom("!!not base64!!", "a", "").map((base64) => ({ base64 })) },
  { weight: 1, arbitrary: hugeContent },
  { weight: 3, arbitrary: fc.constant({ dir: true as const }) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      textContent.map((content) => ({ content, unreadable: true as const })),
      fc.constant({ unreadable: true as const }),
      fc.constant({ dir: true as const, unreadable: true as const }),
    ),
  },
  { weight: 4, arbitrary: linkTarget.map((symlink) => ({ symlink })) },
  { weight: 1, arbitrary: linkTarget.map((symlink) => ({ symlink, unreadable: true as const })) },
);

/** Link loops the random entries rarely hit: self-loops and a -> b -> a. */
const loopEntries: fc.Arbitrary<[string, FileEntry][]> = fc.oneof(
  treePath.map((p): [string, FileEntry][] => [[p, { symlink: p }]]),
  treePath.map((p): [string, FileEntry][] => [[p, { symlink: basename(normalize(p)) || "." }]]),
  fc.tuple(treePath, treePath).map(([a, b]): [string, FileEntry][] => [
    [a, { symlink: b }],
    [b, { symlink: a }],
  ]),
  // A folder link back to an ancestor: walks that follow links must not loop forever.
  directory.map((d): [string, FileEntry][] => [[`${d === "/" ? "" : d}/loop`, { symlink: d }]]),
);

/** Names placed on the path from `/` to the working directory, where walking agents look. */
const SPINE_NAMES = [
  ...AGENT_FILE_NAMES,
  ".opencode/rules/style.md",
  ".opencode/rules/sub/typescript.mdc",
  ".claude/CLAUDE.md",
  ".claude/rules/a.md",
];
const spineName = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom("AGENTS.md", "CLAUDE.md") },
  { weight: 3, arbitrary: fc.constantFrom(...SPINE_NAMES) },
);
const spineEntry = fc.tuple(fc.nat(), spineName, fc.oneof({ weight: 3, arbitrary: textContent }, { weight: 2, arbitrary: fileEntry }));

/** A tree and its spine: a folder whose ancestors hold agent files, the usual working directory. */
interface Tree {
  files: Record<string, FileEntry>;
  spine: string;
}

const tree: fc.Arbitrary<Tree> = fc
  .tuple(
    directory,
    fc.array(spineEntry, { maxLength: 6 }),
    fc.array(fc.tuple(treePath, fileEntry), { maxLength: 10 }),
    fc.array(loopEntries, { maxLength: 2 }),
    // Links on the spine to entries that exist, so resolvers meet followed links, not only broken ones.
    fc.array(fc.tuple(fc.nat(), spineName, fc.nat(), fc.boolean()), { maxLength: 2 }),
    fc.nat(9),
  )
  .map(([spine, onSpine, entries, loops, links, dice]) => {
    const up = ancestors(spine);
    const at = (i: number, name: string) => normalize(`${up[i % up.length]}/${name}`);
    const placed = onSpine.map(([i, name, entry]): [string, FileEntry] => [at(i, name), entry]);
    const all = [...placed, ...entries, ...loops.flat()];
    const targets = all.map(([p]) => normalize(p));
    for (const [i, name, t, rel] of links) {
      if (targets.length === 0) break;
      const from = at(i, name);
      const to = targets[t % targets.length];
      all.push([from, { symlink: rel ? relative(dirname(from), to) || "." : to }]);
    }
    if (dice === 0) all.push(["/", { unreadable: true }]);
    // One key per path: two spellings of one path ("/a//b/" and "/a/b") are an error (validate.ts).
    const byPath = new Map<string, [string, FileEntry]>();
    for (const e of all) byPath.set(normalize(e[0]), e);
    return { files: Object.fromEntries(byPath.values()), spine };
  });

// ---------------------------------------------------------------------------------------------
// Session: cwd, home, env, config, prompt, tools, mcp, context paths

/** Every folder the tree implies, so the cwd is usually somewhere real. */
function impliedDirs(tree: Record<string, FileEntry>): string[] {
  const dirs = new Set<string>();
  for (const p of Object.keys(tree)) for (const d of ancestors(dirname(normalize(p)))) dirs.add(d);
  return [...dirs].sort();
}

function cwdFor({ files, spine }: Tree): fc.Arbitrary<string> {
  const dirs = impliedDirs(files);
  const keys = Object.keys(files);
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(spine) },
    { weight: 4, arbitrary: dirs.length > 0 ? fc.constantFrom(...dirs) : fc.constant(PROJECT) },
    { weight: 1, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant(`${PROJECT}/AGENTS.md`) },
    { weight: 1, arbitrary: fc.constantFrom(`${PROJECT}/missing/deeper`, "/", PROJECT, `${PROJECT}/./packages/../packages/api/`) },
  );
}

function contextPathsFor(tree: Record<string, FileEntry>): fc.Arbitrary<string[]> {
  const keys = Object.keys(tree);
  const fromTree = keys.length > 0 ? fc.constantFrom(...keys) : treePath;
  return fc.array(
    fc.oneof(
      { weight: 4, arbitrary: fromTree },
      { weight: 2, arbitrary: treePath },
      { weight: 1, arbitrary: fc.constantFrom("src/a.ts", "", "../outside.md", "~/notes.md", "/") },
    ),
    { maxLength: 4 },
  );
}

const home = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom(HOME, "/home/other", PROJECT, "/", `${HOME}/AGENTS.md`) },
);

/** Values a toggle or a path variable might hold, right and wrong. */
const ENV_NAMES_EXTRA = ["XDG_CONFIG_HOME", "HOME", "CI", "OPENCODE_CONFIG_DIR", "CODEX_HOME"];
const envNames = [...new Set([...profiles.flatMap((p) => p.envToggles.map((t) => t.name)), ...ENV_NAMES_EXTRA])];
const onValues = [...new Set(profiles.flatMap((p) => p.envToggles.map((t) => t.onValue)))];
const envValue = fc.oneof(
  fc.constantFrom("1", "0", "true", "false", "TRUE", "yes", "Y", "on", "off", "", " 1 ", ...onValues),
  directory,
  fc.constantFrom("relative/dir", "~/x", "/home/user/.xdg"),
  fc.string({ maxLength: 8 }),
);
const env = fc.dictionary(
  fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...envNames) }, { weight: 1, arbitrary: fc.stringMatching(/^[A-Z_]{1,12}$/) }),
  envValue,
  { maxKeys: 5, noNullPrototype: true },
);

/** Config keys worth fuzzing before every profile declares its own (the profiles' win on a clash). */
const CONFIG_KEYS_EXTRA: Pick<ConfigKey, "key" | "type">[] = [
  { key: "project_doc_max_bytes", type: "number" },
  { key: "project_doc_fallback_filenames", type: "string[]" },
  { key: "project_root_markers", type: "string[]" },
  { key: "instructions", type: "string[]" },
  { key: "local_instruction_filenames", type: "string[]" },
];
const configKeys = new Map<string, ConfigKey["type"]>(CONFIG_KEYS_EXTRA.map((k) => [k.key, k.type]));
for (const p of profiles) for (const k of p.configKeys) configKeys.set(k.key, k.type);

const pathLike = fc.oneof(
  fileName,
  fc.constantFrom("", ".git", "docs/*.md", "**/*.md", "~/shared.md", "/shared/team-rules.md", "../up.md", "https://example.com/r.md"),
);
function valueOfType(type: ConfigKey["type"]): fc.Arbitrary<unknown> {
  switch (type) {
    case "number":
      return fc.oneof(
        fc.integer({ min: -2, max: 70_000 }),
        fc.constantFrom(0, 1, 32 * 1024, Number.MAX_SAFE_INTEGER, -1),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case "string[]":
      return fc.array(pathLike, { maxLength: 4 });
    case "string":
      return pathLike;
    case "boolean":
      return fc.boolean();
    case "json":
      // The json keys so far are path → boolean maps (Cline 3's rule toggles).
      return fc.dictionary(
        fc.oneof(pathLike, fc.constantFrom("/repo/.clinerules", "/repo/AGENTS.md")),
        fc.oneof(fc.boolean(), fc.constantFrom("false", 0, null)),
        { maxKeys: 3, noNullPrototype: true },
      );
  }
}
/** A JSON value without the keys the scenario door refuses anywhere (`__proto__`...): scenarios here are valid. */
function withoutForbiddenKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutForbiddenKeys);
  if (v === null || typeof v !== "object") return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => !FORBIDDEN_KEYS.includes(k))
      .map(([k, x]) => [k, withoutForbiddenKeys(x)]),
  );
}

const configEntry: fc.Arbitrary<[string, unknown]> = fc
  .constantFrom(...configKeys.entries())
  .chain(([key, type]) =>
    fc
      .oneof({ weight: 3, arbitrary: valueOfType(type) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(withoutForbiddenKeys) })
      .map((v): [string, unknown] => [key, v]),
  );
const config = fc.array(configEntry, { maxLength: 4 }).map((e) => Object.fromEntries(e));

const prompt = fc.oneof(
  fc.constantFrom(
    "",
    "/review the api",
    "/",
    "write tests for the api",
    "Refactor the TypeScript code",
    "contest testing",
    "regex [.*+?^${}()|\\]",
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);
const tools = fc.array(
  fc.oneof(fc.constantFrom("read", "edit", "write", "bash", "glob", "grep", "webfetch", "mcp_github", ""), fc.string({ maxLength: 8 })),
  { maxLength: 5 },
);
const mcp = fc.array(
  fc.record({
    name: fc.oneof(fc.constantFrom("github", "my server!", "", "a.b-c_d"), fc.string({ maxLength: 8 })),
    status: fc.constantFrom("connected", "failed", "disabled", "needs_auth", ""),
  }),
  { maxLength: 3 },
);
const session = fc.record(
  {
    model: fc.constantFrom("gpt-5", "claude-sonnet-4", "", "unknown-model"),
    mode: fc.constantFrom("build", "plan", "", "weird"),
    branch: fc.constantFrom("main", "feature/x", "HEAD", ""),
    os: fc.constantFrom("linux", "darwin", "win32", "freebsd", ""),
  },
  { requiredKeys: [] },
);

function variantFor(agent: string): fc.Arbitrary<string | undefined> {
  const profile = profiles.find((p) => p.id === agent)!;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.constantFrom(...profile.variants.map((v) => v.id)) },
    { weight: 1, arbitrary: fc.constantFrom("bogus", "", "SEED") },
  );
}

/** Drop undefined so a scenario looks like parsed JSON (optional keys absent, not undefined). */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** A schema-valid scenario for `agent` (default: any known agent). */
export function scenario(agent?: string): fc.Arbitrary<Scenario> {
  const agentArb = agent !== undefined ? fc.constant(agent) : fc.constantFrom(...AGENT_IDS);
  return fc.tuple(agentArb, tree).chain(([id, t]) =>
    fc
      .tuple(
        fc.record(
          {
            variant: variantFor(id),
            cwd: cwdFor(t),
            home,
            env,
            config,
            prompt,
            tools,
            mcp,
            contextPaths: contextPathsFor(t.files),
            session,
          },
          { requiredKeys: ["cwd"] },
        ),
        // An unknown top-level key is a warning, not an error: such a scenario must still resolve.
        fc.oneof({ weight: 7, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.constant({ fromTheFuture: true }) }),
      )
      .map(([rest, extra]) => compact({ version: 1 as const, agent: id, files: t.files, ...rest, ...extra }) as Scenario),
  );
}
