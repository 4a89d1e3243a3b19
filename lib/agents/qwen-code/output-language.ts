/**
 * The output-language file. On every start (not in bare mode) Qwen Code reads
 * `<global folder>/output-language.md`; when it names no language (missing, unreadable, or no marker)
 * it writes its own template there, and 0.23+ also rewrites a generated fixed-language file to `auto`.
 * Then `<cwd>/.qwen/output-language.md`, if it exists, or else the global file is loaded like an
 * extension's context file: after the context files of every name. So a fresh home always sends it.
 * Sources: cli utils/languageUtils.ts (initializeLlmOutputLanguage, generateOutputLanguageFileContent,
 * parseOutputLanguageFromContent) and config.ts loadCliConfig, in the 0.15.10 and 0.24.4 bundles.
 */
import { dirname, join, normalize } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import type { Behaviour } from "./behaviour";
import { OUTPUT_LANGUAGE_FILE, QWEN_DIR } from "./facts";

const MARKER_PREFIX = "qwen-code:llm-output-language:";
const AUTO = "auto";

/** languages.ts SUPPORTED_LANGUAGES (0.15.10), in its order: codes are matched as prefixes, zh-TW before zh. */
const LANGUAGES: readonly (readonly [code: string, name: string])[] = [
  ["en", "English"],
  ["zh-TW", "Traditional Chinese"],
  ["zh", "Chinese"],
  ["ru", "Russian"],
  ["de", "German"],
  ["ja", "Japanese"],
  ["pt", "Portuguese"],
  ["fr", "French"],
  ["ca", "Catalan"],
];

const sanitizeForMarker = (language: string) =>
  language
    .replace(/[\r\n]/g, " ")
    .replace(/--!?>/g, "")
    .replace(/--/g, "");

const ARTIFACTS = `## Keep technical artifacts unchanged
Do **not** translate or rewrite:
- Code blocks, CLI commands, file paths, stack traces, logs, JSON keys, identifiers
- Exact quoted text from the user (keep quotes verbatim)
`;

/** generateOutputLanguageFileContent: the text Qwen Code writes for a language. */
function outputLanguageText(language: string): string {
  if (language.toLowerCase() === AUTO)
    return `# Output language preference: ${AUTO}
<!-- ${MARKER_PREFIX} ${AUTO} -->

## Rule
Respond in the same language as the user's input.

## Exception
If the user **explicitly** requests a response in a specific language (e.g., "please reply in English"), switch to the user's requested language for the remainder of the conversation.

## Mixed-language input
If the user mixes languages, use the language that best matches the user's main request.

${ARTIFACTS}
## Tool / system outputs
Raw tool/system outputs may contain fixed-format English. Preserve them verbatim, and if needed, add a short explanation in the user's language below.
`;
  return `# Output language preference: ${language}
<!-- ${MARKER_PREFIX} ${sanitizeForMarker(language)} -->

## Rule
You MUST always respond in **${language}** regardless of the user's input language.
This is a mandatory requirement, not a preference.

## Exception
If the user **explicitly** requests a response in a specific language (e.g., "please reply in English", "\u7528\u4e2d\u6587\u56de\u7b54"), switch to the user's requested language for the remainder of the conversation.

${ARTIFACTS}
## Tool / system outputs
Raw tool/system outputs may contain fixed-format English. Preserve them verbatim, and if needed, add a short **${language}** explanation below.
`;
}

/** parseOutputLanguageFromContent: the marker comment, else an older `# … CRITICAL: X Output Language Rule` heading. */
function languageNamed(text: string): string | null {
  const marker = new RegExp(String.raw`<!--\s*${MARKER_PREFIX}\s*(.*?)\s*-->`, "i").exec(text)?.[1]?.trim();
  if (marker) return marker;
  return /^#.*?CRITICAL:\s*(.*?)\s+Output Language Rule\b/im.exec(text)?.[1]?.trim() || null;
}

/** isGeneratedFixedOutputLanguageFileContent (0.23+): a file Qwen Code wrote for a fixed language, unedited in shape. */
function generatedFixed(text: string, language: string): boolean {
  const t = text.replace(/\r\n/g, "\n");
  const headings = t.match(/^#{1,2}\s+.+$/gm) ?? [];
  return (
    t.includes(`<!-- ${MARKER_PREFIX} ${sanitizeForMarker(language)} -->`) &&
    headings.length === 5 &&
    headings[0] === `# Output language preference: ${language}` &&
    ["## Rule", "## Exception", "## Keep technical artifacts unchanged", "## Tool / system outputs"].every((h) => headings.includes(h)) &&
    t.includes(`**${language}**`) &&
    t.includes("You MUST always respond")
  );
}

/** detectSystemLanguage (0.15): QWEN_CODE_LANG or LANG, `_` read as `-`, a code as a prefix; else Intl's locale, taken as English. */
function detectedLanguage(env: Readonly<Record<string, string>>): string {
  const raw = (env.QWEN_CODE_LANG || env.LANG || "").replace(/_/g, "-").toLowerCase();
  return (raw && LANGUAGES.find(([code]) => raw.startsWith(code.toLowerCase()))?.[1]) || "English";
}

interface OutputLanguage {
  /** The file loaded as context. */
  path: string;
  /** The text Qwen Code writes there before loading it (absent: the file is loaded as it is). */
  written?: string;
}

/**
 * Whether mkdirSync(recursive) and writeFileSync can put a file at `path`: it is not a folder, and the
 * nearest folder above it that exists is a folder, not a file. A dangling link is written through, so
 * its target is what counts. A place Rulescope may not read (a home folder not opened) is taken as writable.
 */
function writable(ctx: ProfileContext, path: string): boolean {
  const st = ctx.fs.stat(path);
  if (st.ok) return st.value.kind === "file";
  if (st.code === "EREFUSED") return true;
  const link = ctx.fs.readlink(path);
  const target = link.ok ? normalize(link.value.startsWith("/") ? link.value : join(dirname(path), link.value)) : path;
  for (let dir = dirname(target); ; dir = dirname(dir)) {
    const d = ctx.fs.stat(dir);
    if (d.ok) return d.value.kind === "dir";
    if (d.code !== "ENOENT" || dir === "/") return d.code === "EREFUSED";
  }
}

/** What initializeLlmOutputLanguage leaves at the global place, and which output-language file loadCliConfig loads. */
export function outputLanguage(ctx: ProfileContext, globalDir: string, b: Behaviour): OutputLanguage | null {
  const { cwd, env } = ctx.input;
  const global = join(globalDir, OUTPUT_LANGUAGE_FILE);
  const r = readCandidate(ctx.fs, global);
  const current = r.kind === "file" ? r.text : null;
  const named = current === null ? null : languageNamed(current);
  const migrate = b.outputLanguage === "auto" && named !== null && named.toLowerCase() !== AUTO && generatedFixed(current ?? "", named);
  let written: string | undefined;
  if (named === null || migrate) {
    const text = outputLanguageText(b.outputLanguage === "auto" ? AUTO : detectedLanguage(env));
    if (writable(ctx, global)) {
      written = text;
      ctx.diag({
        level: "info",
        code: "agent-written-file",
        path: global,
        message: migrate
          ? `Qwen Code rewrites ${global}, a generated ${named} output-language file, to answer in the user's language, and loads it after the context files.`
          : `${global} names no output language, so Qwen Code writes its own there on start and loads it after the context files.`,
      });
    } else if (b.outputLanguage === "detected")
      ctx.diag({
        level: "error",
        code: "agent-written-file",
        path: global,
        message: `Qwen Code writes its output-language file at ${global} on start; that place cannot take a file, so Qwen Code stops there.`,
      });
  }
  const project = join(normalize(cwd), QWEN_DIR, OUTPUT_LANGUAGE_FILE);
  if (ctx.fs.exists(project)) return { path: project };
  if (written !== undefined) return { path: global, written };
  return ctx.fs.exists(global) ? { path: global } : null;
}
