/**
 * Pi's context files: in the agent folder and in every folder from the working directory up to `/`,
 * the first name of the variant's list that exists and reads as a file. Pi asks whether the path
 * exists (links followed) and then reads it: a dangling link or a loop is passed over silently; a
 * folder in a name's place fails to read, and pi warns and tries the next name.
 */
import { utf8Length } from "../../core/bytes";
import { ancestors, expandHome, join, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { shadowed, warnLossy } from "../shared";
import type { SourceLayer } from "../../source-layers";
import type { Behaviour } from "./behaviour";
import { AGENT_DIR_ENV, DEFAULT_AGENT_DIR } from "./facts";

export interface ContextFile {
  /** The path read. */
  path: string;
  /** The path as pi writes it in the file's heading: relative when the agent folder was given relative. */
  named: string;
  text: string;
}

/** A folder as pi names it: absolute, or relative to the working directory as the variable gave it. */
interface Folder {
  abs: string;
  named: string;
}

/** Node's path.join for a relative folder: `.` and `..` folded, leading `..` kept. */
function joinRelative(dir: string, name: string): string {
  const out: string[] = [];
  for (const seg of `${dir}/${name}`.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else out.push(seg);
  }
  return out.join("/") || ".";
}

/** PI_CODING_AGENT_DIR when set and non-empty (a leading ~ is home; relative: to the working directory), else ~/.pi/agent. */
function agentFolder(ctx: ProfileContext): Folder {
  const raw = ctx.input.env[AGENT_DIR_ENV];
  if (!raw) {
    const abs = join(ctx.input.home, DEFAULT_AGENT_DIR);
    ctx.decide(`agent folder: ${abs} (${AGENT_DIR_ENV} is unset, so ~/${DEFAULT_AGENT_DIR})`, abs);
    return { abs, named: abs };
  }
  const named = expandHome(raw, ctx.input.home);
  const abs = resolvePath(ctx.input.cwd, named);
  ctx.decide(`agent folder: ${abs} (${AGENT_DIR_ENV} is set)`, abs);
  return { abs, named };
}

/** The folder's file: the first name that exists and reads as a file; null when none does. */
function fileIn(ctx: ProfileContext, folder: Folder, layer: SourceLayer, b: Behaviour, sent?: string): ContextFile | null {
  let found: ContextFile | null = null;
  for (const name of b.names) {
    const path = join(folder.abs, name);
    const named = folder.named.startsWith("/") ? path : joinRelative(folder.named, name);
    const r = readCandidate(ctx.fs, path);
    if (found) {
      if (r.kind === "file")
        ctx.source(shadowed(path, layer, found.path, r.size, `${found.path} comes first, and pi reads one file per folder`));
      continue;
    }
    if (r.kind === "missing" || r.kind === "loop") {
      if (r.kind === "loop" || r.dangling)
        ctx.source({
          path,
          layer,
          status: "unreadable",
          reason: `Skipped: it is a symlink ${r.kind === "loop" ? "loop" : "to nothing"}, which pi takes as no file, so it tries the next name.`,
          bytes: 0,
          includedBytes: 0,
        });
      continue;
    }
    if (r.kind !== "file") {
      ctx.source({
        path,
        layer,
        status: "unreadable",
        reason: `Skipped: ${r.message}; pi warns and tries the next name.`,
        bytes: 0,
        includedBytes: 0,
      });
      ctx.diag({ level: "warning", code: "file-unreadable", path, message: `Pi warns "Could not read ${path}" and tries the next name.` });
      continue;
    }
    found = { path, named, text: r.text };
    if (named === sent) {
      ctx.source({
        path,
        layer,
        status: "duplicate",
        reason: "Skipped: the agent folder's file, sent first already; pi sends a path once.",
        bytes: r.size,
        includedBytes: 0,
      });
      continue;
    }
    warnLossy(ctx, r);
    ctx.source({
      path,
      layer,
      status: "included",
      reason:
        layer === "global"
          ? "Included: the agent folder's context file comes first."
          : `Included: the first of ${b.names.join(", ")} in this folder; pi sends every folder's file, from / down to the working directory, whole.`,
      bytes: r.size,
      includedBytes: Math.min(r.size, utf8Length(r.text)),
    });
  }
  return found;
}

/**
 * The agent folder's file, then the folders' files from `/` down to the working directory; a path met
 * twice is sent once. Pi walks upwards and puts each file first; each folder gives its file alone, so
 * walking downwards finds the same files, and reports them in the order they are sent.
 */
export function contextFiles(ctx: ProfileContext, b: Behaviour): ContextFile[] {
  const global = fileIn(ctx, agentFolder(ctx), "global", b);
  const files = global ? [global] : [];
  for (const dir of ancestors(ctx.input.cwd).reverse()) {
    const file = fileIn(ctx, { abs: dir, named: dir }, "project", b, global?.named);
    if (file && file.named !== global?.named) files.push(file);
  }
  return files;
}
