/**
 * The Q Developer CLI's context files (crates/chat-cli/src/cli/chat/context.rs, conversation.rs,
 * util/mod.rs): each `file://` resource is expanded (a glob, a file, or a folder's files), the whole
 * list is sorted by path and de-duplicated, files that overflow 3/4 of the context window are dropped
 * largest first, and the rest are written, largest first, into one context message.
 */
import { encodeUtf8, utf8Length } from "../../core/bytes";
import { Composer } from "../../core/compose";
import { globFiles } from "../../core/glob-walk";
import { readCandidate } from "../../core/read";
import { join, normalize } from "../../core/paths";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import { noText } from "../shared";
import {
  BUDGET_DENOMINATOR,
  BUDGET_NUMERATOR,
  CONTEXT_BEGIN,
  CONTEXT_END,
  fileHeader,
  FILE_SCHEME,
  GLOB_CHARS,
  TOKEN_TO_CHAR_RATIO,
} from "./facts";
import { layerOf, type Output, type QSettings } from "./settings";

interface Found {
  path: string;
  text: string;
  size: number;
  tokens: number;
  resource: string;
}

/** token_counter.rs count_tokens: UTF-8 bytes / 4, rounded to the nearest 10. */
const countTokens = (bytes: number): number => Math.floor((Math.floor(bytes / TOKEN_TO_CHAR_RATIO) + 5) / 10) * 10;

/** Rust's String order: UTF-8 bytes, not UTF-16 units. */
function byteOrder(a: string, b: string): number {
  const x = encodeUtf8(a);
  const y = encodeUtf8(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/** The literal folder a glob starts from, and the rest as a pattern relative to it. */
function splitGlob(full: string): { base: string; rest: string } {
  const segs = full.split("/");
  const at = segs.findIndex((s) => GLOB_CHARS.test(s));
  return { base: segs.slice(0, at).join("/") || "/", rest: segs.slice(at).join("/") };
}

const isFile = (ctx: ProfileContext, p: string): boolean => {
  const st = ctx.fs.stat(p);
  return st.ok && st.value.kind === "file";
};

/** process_path: `~` is the home folder, a relative path hangs off the working directory. */
function expand(ctx: ProfileContext, resource: string): string[] {
  const { cwd, home } = ctx.input;
  const raw = resource.slice(FILE_SCHEME.length);
  const homed = raw.startsWith("~") ? join(home, raw.slice(2)) : raw;
  const full = homed.startsWith("/") ? normalize(homed) : join(cwd, homed);
  if (GLOB_CHARS.test(full)) {
    const { base, rest } = splitGlob(full);
    const r = globFiles(ctx.fs, base, rest, { guard: ctx.globs, site: { path: resource }, dot: true });
    if (r.capped)
      ctx.diag({ level: "info", code: "glob-capped", message: `${resource}: Rulescope stopped the glob early; matches may be missing.` });
    return r.files.filter((p) => isFile(ctx, p));
  }
  const st = ctx.fs.stat(full);
  if (!st.ok) return [];
  if (st.value.kind === "file") return [full];
  if (st.value.kind !== "dir") return [];
  // A folder brings in the files directly in it, not those below.
  const names = ctx.fs.readdir(full);
  return names.ok ? names.value.map((n) => join(full, n)).filter((p) => isFile(ctx, p)) : [];
}

/** Every matched file, read; null when one read fails, which costs Q every context file. */
function readAll(ctx: ProfileContext, resources: readonly string[]): Found[] | null {
  const found: Found[] = [];
  for (const resource of resources)
    for (const path of expand(ctx, resource)) {
      const r = readCandidate(ctx.fs, path);
      if (r.kind !== "file" || !r.validUtf8) {
        const why = r.kind === "file" ? "is not valid UTF-8" : "cannot be read";
        ctx.source(noText(path, layerOf(ctx, path), "unreadable", `It ${why}: Q's read fails, and with it every context file.`));
        ctx.diag({
          level: "warning",
          code: "project-docs-failed",
          path,
          message: `${path} ${why}, so the Q CLI fails to collect context files and sends none of them (it only logs a warning).`,
        });
        return null;
      }
      found.push({ path, text: r.text, size: r.size, tokens: countTokens(utf8Length(r.text)), resource });
    }
  found.sort((a, b) => byteOrder(a.path, b.path));
  return found.filter((f, i) => i === 0 || found[i - 1].path !== f.path);
}

/** drop_matched_context_files: largest first, each file that would pass the limit is dropped. */
function fit(ctx: ProfileContext, files: Found[], limit: number): { kept: Found[]; dropped: Found[] } {
  const bySize = [...files].sort((a, b) => b.tokens - a.tokens);
  const kept: Found[] = [];
  const dropped: Found[] = [];
  let used = 0;
  for (const f of bySize) {
    if (used + f.tokens > limit) dropped.push(f);
    else {
      used += f.tokens;
      kept.push(f);
    }
  }
  ctx.budget({ name: "max_context_files_size", kind: "tokens", scope: "total", limit, used, cut: dropped.length > 0 });
  return { kept, dropped };
}

function record(ctx: ProfileContext, kept: Found[], dropped: Found[], limit: number): void {
  for (const f of kept)
    ctx.source({
      path: f.path,
      layer: layerOf(ctx, f.path),
      status: "included",
      reason: `Included: it matches the resource ${f.resource}${f.text === "" ? " (sent with its header though it is empty)" : ""}.`,
      bytes: f.size,
      includedBytes: Math.min(f.size, utf8Length(f.text)),
    });
  for (const f of dropped) {
    const why = `Over budget: ~${f.tokens.toLocaleString("en-US")} tokens would pass the ${limit.toLocaleString("en-US")}-token limit for context files (3/4 of the context window); Q drops the largest files first.`;
    ctx.source(noText(f.path, layerOf(ctx, f.path), "over-budget", why, f.size));
  }
}

/** The CLI's default agent (or the agent the config names): one context message, largest file first. */
export function composeCli(ctx: ProfileContext, { resources, contextWindow }: QSettings): Output {
  const limit = Math.floor((contextWindow * BUDGET_NUMERATOR) / BUDGET_DENOMINATOR);
  const files = readAll(ctx, resources);
  const { kept, dropped } = files ? fit(ctx, files, limit) : { kept: [], dropped: [] };
  record(ctx, kept, dropped, limit);
  const prompt = new Composer();
  if (kept.length > 0) {
    prompt.frame(CONTEXT_BEGIN);
    for (const f of kept) prompt.frame(fileHeader(f.path)).content(f.text, f.path).frame("\n");
    prompt.frame(CONTEXT_END);
  } else ctx.decide("no context file to send: Q adds no context message");
  const blocks: Block[] = [
    { role: "system", label: "Q Developer CLI system prompt and tools (not part of the repository)", text: "", placeholder: true },
  ];
  if (prompt.length > 0)
    blocks.push({
      role: "user",
      label: "Context message: the first user turn of the history (Q answers it with a fixed acknowledgement turn)",
      text: prompt.toString(),
    });
  return { prompt, blocks };
}
