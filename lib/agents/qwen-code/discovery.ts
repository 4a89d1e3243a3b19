/**
 * Which context files Qwen Code loads at session start (memory/memoryDiscovery.ts), and the text
 * concatenateInstructions makes of them: one `--- Context from: <path relative to the cwd> ---` block
 * per file with text, trimmed, joined by a blank line.
 */
import { append } from "../../core/append";
import { dirname, join, normalize, relative } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { contextClose, contextOpen } from "../gemini-cli/facts";
import { bytesByPath, segsText, trimSegs, type Segs } from "../gemini-cli/segments";
import { noText, warnLossy } from "../shared";
import { BLOCK_SEPARATOR, LOCAL_CONTEXT_FILENAME, QWEN_DIR } from "./facts";
import { expandImports } from "./imports";
import type { QwenSettings } from "./settings";

export interface Found {
  path: string;
  layer: "global" | "home" | "project" | "local";
}

/** fs.access(R_OK): the path exists and can be read (a folder passes too, and then fails to read). */
function readable(ctx: ProfileContext, p: string): boolean {
  const st = ctx.fs.stat(p);
  return st.ok && (st.value.kind === "dir" || ctx.fs.readFile(p, 0).ok);
}

/** getMemoryFilePathsInternalForEachDir for the working directory, then the QWEN.local.md slot. */
export function discover(ctx: ProfileContext, s: QwenSettings, trusted: boolean, root: string | null): Found[] {
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
  // A real project root only: <root>/.qwen/QWEN.local.md comes after every other file.
  if (trusted && root) {
    const local = join(root, QWEN_DIR, LOCAL_CONTEXT_FILENAME);
    if (readable(ctx, local)) add(local, "local");
  }
  return [...out.values()];
}

const REASON: Record<Found["layer"], string> = {
  global: "Included: a global context file in the Qwen folder, read in every session.",
  home: "Included: the working directory is the home folder, where Qwen Code reads this file.",
  project: "Included: a context file between the working directory and the project root's parent.",
  local: "Included: the personal QWEN.local.md of the project root, read after every shared file.",
};

/** stripAnsiAndControl on display paths (C0 controls and DEL dropped; inferred from its name). */
const displayPath = (cwd: string, p: string) => relative(cwd, p).replace(/[\u0000-\u001f\u007f]/g, "");

/** Read, expand and wrap each found file; returns the joined blocks and the Sources in text order. */
export function concatenate(ctx: ProfileContext, s: QwenSettings, found: Found[]): { segs: Segs; sources: Source[] } {
  const cwd = normalize(ctx.input.cwd);
  const segs: Segs = [];
  const sources: Source[] = [];
  for (const f of found) {
    const r = readCandidate(ctx.fs, f.path);
    if (r.kind !== "file") {
      sources.push(noText(f.path, f.layer, "unreadable", `Skipped: ${r.message}.`));
      continue;
    }
    warnLossy(ctx, r);
    const { pieces, records } = expandImports(ctx, r.text, f.path, s.importFormat);
    const body = trimSegs(pieces);
    if (segsText(body) === "") {
      sources.push(noText(f.path, f.layer, "empty", "Empty: the file has only whitespace, so Qwen Code adds no block for it.", r.size));
      continue;
    }
    if (segs.length > 0) segs.push({ text: BLOCK_SEPARATOR });
    const shown = displayPath(cwd, f.path);
    segs.push({ text: contextOpen(shown) });
    append(segs, body);
    segs.push({ text: contextClose(shown) });
    const bytes = bytesByPath(body);
    sources.push({
      path: f.path,
      layer: f.layer,
      status: "included",
      reason: REASON[f.layer],
      bytes: r.size,
      includedBytes: Math.min(r.size, bytes.get(f.path) ?? 0),
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
