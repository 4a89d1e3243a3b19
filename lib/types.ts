import type { DiagnosticCode } from "./diagnostic-codes";
import type { SourceLayer } from "./source-layers";

/** What resolve() returns (docs/architecture.md "Resolution"), plus `parts` for the UI's click-to-source. */

export type SourceStatus =
  | "included"
  | "truncated"
  | "shadowed"
  | "disabled"
  | "unmatched"
  /** The model is shown the rule's name or description and loads the body only if it judges it relevant. */
  | "offered"
  | "empty"
  | "over-budget"
  | "unreadable"
  | "binary"
  | "duplicate";

export interface Source {
  path: string;
  /** Where the file comes from: lib/source-layers.ts says what each layer means. */
  layer: SourceLayer;
  status: SourceStatus;
  /** One sentence: why this status. */
  reason: string;
  bytes: number;
  includedBytes: number;
  matchedBy?: string[];
  /**
   * For a rule that attaches only when a matching file is read: its patterns, as written, and the line
   * they are on. `rulescope check` tests them against the whole tree.
   */
  scope?: { patterns: string[]; line?: number };
  /**
   * For a fallback file left out because another file exists (Claude Code's AGENTS.md while the
   * project has a CLAUDE.local.md): that file. `rulescope check` reports it as a fallback switched off.
   */
  fallbackOffBy?: string;
  /** Sent only when the user calls it (`@name`, `#name`, a slash command): left out by choice, not lost. */
  manual?: true;
  /**
   * Left out until the user approves it in the agent's own prompt (Claude Code asks once per project
   * before it follows an import outside the working directory): asked, not silent.
   */
  asksFirst?: true;
  /**
   * The agent writes this file itself on start, then reads it (Qwen Code's output-language.md): the
   * text is the agent's own, so the tree need not hold the file, or holds what it replaces.
   */
  agentWrites?: true;
}

export interface Block {
  role: "system" | "developer" | "user";
  label: string;
  text: string;
  placeholder?: true;
  /** What attached it mid-session, e.g. "read src/a.ts". */
  trigger?: string;
}

/** One probe or decision, in order: drives the "why" view. */
export interface Step {
  op: "stat" | "lstat" | "read" | "readdir" | "readlink" | "realpath" | "decide";
  path?: string;
  /** What was found: "file (120 B)", "missing", "EACCES", or the decision in words. */
  result: string;
}

export interface Diagnostic {
  level: "error" | "warning" | "info";
  /** What kind of problem: lib/diagnostic-codes.ts says what each code means. */
  code: DiagnosticCode;
  message: string;
  path?: string;
  /** 1-based line in `path` the diagnostic is about, where one line is. */
  line?: number;
  /**
   * A suggested repair: replace line `line` of `path` (through `endLine`, when the repair spans
   * several lines, such as a YAML list) with `text` (no final line break).
   */
  fix?: { line: number; endLine?: number; text: string; description: string };
  /**
   * The words are likely not meant as what the agent takes them for (a TypeScript `@/` path alias in
   * prose, read as an absolute import): what the agent does is said, and `check` reports it as info.
   */
  likelyProse?: true;
}

/**
 * A span of `prompt` (UTF-16 offsets, end exclusive). `path` names the source file whose text it is;
 * frame parts (wrappers, separators, labels, truncation notes) have none.
 */
export interface Part {
  start: number;
  end: number;
  kind: "content" | "frame";
  path?: string;
}

/**
 * A budget the agent measures instruction text against: per file or for all of it together. `used`
 * is what the text needs (before any cut), `cut` whether the agent cut or dropped text to fit.
 */
export interface Budget {
  /** The agent's name for it, e.g. "project_doc_max_bytes". */
  name: string;
  kind: "bytes" | "tokens" | "characters";
  scope: "file" | "total";
  limit: number;
  used: number;
  cut: boolean;
  /** The file it is about (for a total: the last file that counted against it). */
  path?: string;
}

export interface Resolution {
  agent: string;
  variant: string;
  /** The exact instruction text sent at session start, with the agent's own wrappers and separators. */
  prompt: string;
  blocks: Block[];
  sources: Source[];
  trace: Step[];
  diagnostics: Diagnostic[];
  stats: { bytes: number; tokens: number; files: number };
  parts: Part[];
  /** The budgets the agent applied in this session, where it has any. */
  budgets?: Budget[];
}

/** Whether a source reached the prompt (whole or cut): "loaded", for every count and comparison. */
export const isLoaded = (s: Source): boolean => s.status === "included" || s.status === "truncated";

/** A Resolution with nothing in it: a scenario refused before any profile ran, or the page before its first answer. */
export function emptyResolution(agent: string, variant: string, diagnostics: Diagnostic[] = [], trace: Step[] = []): Resolution {
  return { agent, variant, prompt: "", blocks: [], sources: [], trace, diagnostics, stats: { bytes: 0, tokens: 0, files: 0 }, parts: [] };
}
