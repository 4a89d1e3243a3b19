/**
 * Which context files Qwen Code loads at session start (memory/memoryDiscovery.ts), and the text
 * concatenateInstructions makes of them: one `--- Context from: <path relative to the cwd> ---` block
 * per file with text, trimmed, joined by a blank line. The output-language file comes after the
 * context files of every name (output-language.ts), then QWEN.local.md where the variant reads it.
 */
import { append } from "../../core/append";
import { utf8Length } from "../../core/bytes";
import { dirname, join, normalize, relative } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { contextClose, contextOpen } from "../gemini-lineage";
import { bytesByPath, segsText, trimSegs, type Segs } from "../../core/segments";
import { noText, warnLossy } from "../shared";
import type { Behaviour } from "./behaviour";
import { BLOCK_SEPARATOR, LOCAL_CONTEXT_FILENAME, QWEN_DIR } from "./facts";
import { expandImports } from "./imports";
import { outputLanguage } from "./output-language";
import type { QwenSettings } from "./settings";

export interface Found {
  path: string;
  layer: "global" | "home" | "project" | "local" | "output-language";
  /** The text Qwen Code writes at this path on start, before it reads it (the output-language file). */
  written?: string;
}

/** fs.access(R_OK): the path exists and can be read (a folder passes too, and then fails to read). */
function readable(ctx: ProfileContext, p: string): boolean {
  const st = ctx.fs.stat(p);
  return st.ok && (st.value.kind === "dir" || ctx.fs.readFile(p, 0).ok);
}

/** getMemoryFilePathsInternalForEachDir for the working directory, then the output-language and QWEN.local.md slots. */
export function discover(ctx: ProfileContext, s: QwenSettings, trusted: boolean, root: string | null, b: Behaviour): Found[] {
  const cwd = normalize(ctx.input.cwd);
  const home = normalize(ctx.input.home);
  const homeQwen = join(home, QWEN_DIR);
  const out = new Map<string, Found>();
  const add = (path: string, layer: Found["layer"]) => {
    if (!out.has(path)) out.set(path, { path, layer });
  };
  for (const name of s.names) {
    const global = join(s.globalDir, name);
    if (readable(ctx, global)) add(global, "global");
    if (cwd === home) {
      // In the home folder only ~/<name> is read (trusted or not).
      const p = join(home, name);
      if (p !== global && readable(ctx, p)) add(p, "home");
      continue;
    }
    if (!trusted) continue;
    // Upward from the cwd to the project root's parent (no root: to the home folder's parent); never `/`.
    const stop = root ? dirname(root) : dirname(home);
    const upward: string[] = [];
    for (let dir = cwd; dir !== dirname(dir); dir = dirname(dir)) {
      if (dir === s.globalDir || dir === homeQwen) break;
      const p = join(dir, name);
      if (p !== global && readable(ctx, p)) upward.unshift(p);
      if (dir === stop) break;
    }
    for (const p of upward) add(p, "project");
  }
  // Loaded like an extension's context file, trusted or not; written before anything is read.
  const language = outputLanguage(ctx, s.globalDir, b);
  if (language) {
    add(language.path, "output-language");
    if (language.written !== undefined) out.get(language.path)!.written = language.written;
  }
  // A real project root only: <root>/.qwen/QWEN.local.md comes after every other file.
  if (b.localFile && trusted && root) {
    const local = join(root, QWEN_DIR, LOCAL_CONTEXT_FILENAME);
    if (readable(ctx, local)) add(local, "local");
  }
  return b.dedupeByRealpath ? onePerFile(ctx, [...out.values()]) : [...out.values()];
}

/** dedupeByCanonicalIdentity: the first path to each real file is kept (a path realpath cannot resolve stands for itself). */
function onePerFile(ctx: ProfileContext, found: Found[]): Found[] {
  const seen = new Set<string>();
  return found.filter((f) => {
    const real = ctx.fs.realpath(f.path);
    const id = real.ok ? real.value : f.path;
    if (seen.has(id)) {
      ctx.decide(`${f.path} is the same file as one already listed (${id}), so Qwen Code reads it once`, f.path);
      return false;
    }
    seen.add(id);
    return true;
  });
}

const REASON: Record<Found["layer"], string> = {
  global: "Included: a global context file in the Qwen folder, read in every session.",
  home: "Included: the working directory is the home folder, where Qwen Code reads this file.",
  project: "Included: a context file between the working directory and the project root's parent.",
  local: "Included: the personal QWEN.local.md of the project root, read after every shared file.",
  "output-language":
    "Included: the output-language file, which Qwen Code writes into its global folder on start and loads after the context files.",
};

const LAYER: Record<Found["layer"], Source["layer"]> = {
  global: "global",
  home: "home",
  project: "project",
  local: "local",
  "output-language": "global",
};

/** stripAnsiAndControl on display paths (0.23+): C0, DEL and C1 dropped (ANSI sequences are not parsed: only their control characters go). */
const displayPath = (cwd: string, p: string, b: Behaviour) => {
  const shown = relative(cwd, p);
  return b.stripsDisplayPath ? shown.replace(/[\u0000-\u001f\u007f-\u009f]/g, "") : shown;
};

/** Read, expand and wrap each found file; returns the joined blocks and the Sources in text order. */
export function concatenate(ctx: ProfileContext, s: QwenSettings, found: Found[], b: Behaviour): { segs: Segs; sources: Source[] } {
  const cwd = normalize(ctx.input.cwd);
  const segs: Segs = [];
  const sources: Source[] = [];
  for (const f of found) {
    const layer = LAYER[f.layer];
    const r =
      f.written !== undefined ? { kind: "file" as const, text: f.written, size: utf8Length(f.written) } : readCandidate(ctx.fs, f.path);
    if (r.kind !== "file") {
      sources.push(noText(f.path, layer, "unreadable", `Skipped: ${r.message}.`));
      continue;
    }
    if ("validUtf8" in r) warnLossy(ctx, r);
    const { pieces, records } = expandImports(ctx, r.text, f.path, s.importFormat, b);
    const body = trimSegs(pieces);
    if (segsText(body) === "") {
      sources.push(noText(f.path, layer, "empty", "Empty: the file has only whitespace, so Qwen Code adds no block for it.", r.size));
      continue;
    }
    if (segs.length > 0) segs.push({ text: BLOCK_SEPARATOR });
    const shown = displayPath(cwd, f.path, b);
    segs.push({ text: contextOpen(shown) });
    append(segs, body);
    segs.push({ text: contextClose(shown) });
    const bytes = bytesByPath(body);
    sources.push({
      path: f.path,
      layer,
      status: "included",
      reason: REASON[f.layer],
      bytes: r.size,
      includedBytes: Math.min(r.size, bytes.get(f.path) ?? 0),
      ...(f.written !== undefined ? { agentWrites: true as const } : {}),
    });
    for (const rec of records)
      sources.push({
        path: rec.path,
        layer: "import",
        status: rec.status,
        reason: rec.reason,
        bytes: rec.size,
        includedBytes: rec.status === "included" ? Math.min(rec.size, bytes.get(rec.path) ?? 0) : 0,
      });
  }
  return { segs, sources };
}
