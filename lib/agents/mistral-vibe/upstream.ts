/**
 * Vibe 2.5.0 and later (vibe/core/config/harness_files/_harness_manager.py, system_prompt.py,
 * tools/builtins/read.py @ ac8f1a0): ~/.vibe/AGENTS.md, then AGENTS.md from the trust root down to the
 * cwd (and each --add-dir), wrapped by prompts/agents_doc.md; AGENTS.md files below an open root are
 * appended to the Read tool's result the first time a file under them is read.
 */
import { utf8Length } from "../../core/bytes";
import { Composer } from "../../core/compose";
import { chainDown, dirname, isWithin, join, normalize } from "../../core/paths";
import type { SourceLayer } from "../../source-layers";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import { noText, readTextOrNote } from "../shared";
import {
  ADDITIONAL_DIRS_HEAD,
  additionalDirLine,
  AGENTS_DOC_HEAD,
  AGENTS_DOC_TAIL,
  AGENTS_MD,
  CONFIG,
  PROJECT_HEADING,
  projectDocHead,
  SECTION_JOINER,
  subdirDocHead,
  userDocHead,
  VIBE_WARNING_TAG,
} from "./facts";
import { decideTrust } from "./trust";
import type { Settings } from "./settings";

interface Doc {
  dir: string;
  path: string;
  text: string;
}

/** read_safe: line endings made \n; then str.strip(). */
const vibeText = (raw: string): string => raw.replace(/\r\n?/g, "\n").trim();

/** Read one AGENTS.md: its stripped text, or null (noted as empty, or unreadable, or a plain miss). */
function readDoc(ctx: ProfileContext, path: string, layer: SourceLayer): { text: string; size: number } | null {
  const r = readTextOrNote(ctx, path, layer, (n) => ctx.source(n));
  if (!r) return null;
  const text = vibeText(r.text);
  if (text === "") {
    ctx.source(noText(path, layer, "empty", "Empty: only whitespace, so Vibe skips it.", r.size));
    return null;
  }
  return { text, size: r.size };
}

function include(ctx: ProfileContext, path: string, layer: SourceLayer, size: number, text: string, reason: string): void {
  ctx.source({ path, layer, status: "included", reason, bytes: size, includedBytes: Math.min(size, utf8Length(text)) });
}

/** _collect_agents_md: from `start` up to `stop` (inclusive or not), outermost first. */
function walk(start: string, stop: string, stopInclusive: boolean): string[] {
  if (!isWithin(start, stop)) return [];
  const dirs = chainDown(stop, start);
  return stopInclusive ? dirs : dirs.slice(1);
}

function userDoc(ctx: ProfileContext, s: Settings): Doc | null {
  const path = join(s.vibeHome, AGENTS_MD);
  const r = readDoc(ctx, path, "global");
  if (!r) return null;
  include(ctx, path, "global", r.size, r.text, "Included: the user-level AGENTS.md in the Vibe home folder, sent in every session.");
  return { dir: s.vibeHome, path, text: r.text };
}

/** project_roots: the trusted cwd first, then each --add-dir that is not the cwd. */
function projectRoots(cwd: string, trusted: boolean, s: Settings): string[] {
  return trusted ? [cwd, ...s.addDirs.filter((d) => d !== cwd)] : s.addDirs;
}

/** load_project_docs: per root, its walk up to its trust root; a folder already emitted is not repeated. */
function projectDocs(ctx: ProfileContext, cwd: string, roots: string[], trustRoot: string | null): Doc[] {
  const docs: Doc[] = [];
  const seen = new Set<string>();
  for (const root of roots) {
    const stop = root === cwd && trustRoot !== null ? trustRoot : root;
    for (const dir of walk(root, stop, true)) {
      const path = join(dir, AGENTS_MD);
      const layer: SourceLayer = root !== cwd ? "add-dir" : dir === cwd ? "project" : "parent";
      if (seen.has(dir)) {
        if (ctx.fs.stat(path).ok)
          ctx.source(noText(path, layer, "duplicate", "Duplicate: this folder was already read for an earlier root."));
        continue;
      }
      seen.add(dir);
      const r = readDoc(ctx, path, layer);
      if (!r) continue;
      const where =
        root !== cwd
          ? `the --add-dir ${root}`
          : dir === cwd
            ? "the working directory"
            : `a folder between the working directory and the trust root ${stop}`;
      include(ctx, path, layer, r.size, r.text, `Included: the AGENTS.md of ${where}.`);
      docs.push({ dir, path, text: r.text });
    }
  }
  return docs;
}

/** system_prompt.py: the doc sections inside agents_doc.md. */
function compose(user: Doc | null, vibeHome: string, docs: Doc[]): Composer {
  const c = new Composer();
  if (!user && docs.length === 0) return c;
  c.frame(AGENTS_DOC_HEAD);
  if (user) c.frame(userDocHead(vibeHome)).content(user.text, user.path);
  if (docs.length > 0) c.frame(user ? SECTION_JOINER + PROJECT_HEADING : PROJECT_HEADING);
  for (const d of docs) c.frame(SECTION_JOINER + projectDocHead(d.dir)).content(d.text, d.path);
  return c.frame(AGENTS_DOC_TAIL);
}

/** read.py get_result_extra: for each context path below an open root, the AGENTS.md files not yet sent. */
function onReads(ctx: ProfileContext, roots: string[]): Block[] {
  const blocks: Block[] = [];
  const sent = new Set<string>();
  for (const raw of ctx.input.contextPaths) {
    const entry = normalize(raw);
    const st = ctx.fs.stat(entry);
    const root = roots.find((r) => isWithin(entry, r));
    if (!st.ok || root === undefined) continue;
    const start = st.value.kind === "dir" ? entry : dirname(entry);
    const c = new Composer();
    for (const dir of walk(start, root, false).filter((d) => !sent.has(d))) {
      const path = join(dir, AGENTS_MD);
      const r = readDoc(ctx, path, "jit");
      if (!r) continue;
      sent.add(dir);
      include(ctx, path, "jit", r.size, r.text, `Included when ${entry} is read: appended to the Read tool's result.`);
      c.frame(c.length === 0 ? `<${VIBE_WARNING_TAG}>\n` : SECTION_JOINER)
        .frame(subdirDocHead(dir))
        .content(r.text, path);
    }
    if (c.length === 0) continue;
    c.frame(`\n</${VIBE_WARNING_TAG}>`);
    blocks.push({ role: "user", label: `Appended to the Read tool's result for ${entry}`, trigger: `read ${entry}`, text: c.toString() });
  }
  return blocks;
}

function contextBlocks(cwd: string, roots: string[]): Block[] {
  const blocks: Block[] = [
    { role: "system", label: "Project context: working directory, git status (same system message)", text: "", placeholder: true },
  ];
  const extra = roots.filter((r) => r !== cwd);
  if (extra.length > 0)
    blocks.push({
      role: "system",
      label: "Additional working directories (--add-dir)",
      text: ADDITIONAL_DIRS_HEAD + extra.map(additionalDirLine).join("\n"),
    });
  return blocks;
}

export function loadUpstream(ctx: ProfileContext, s: Settings): { prompt: Composer; blocks: Block[] } {
  const cwd = normalize(ctx.input.cwd);
  const base: Block = { role: "system", label: "Vibe system prompt: cli.md, tool prompts, skills, subagents", text: "", placeholder: true };
  if (!s.includeProjectContext) {
    ctx.decide(`${CONFIG.includeProjectContext} is false: no project context and no AGENTS.md section`);
    return { prompt: new Composer(), blocks: [base] };
  }
  const trust = decideTrust(ctx, s);
  ctx.decide(trust.root ? `cwd trusted, walk up to ${trust.root}: ${trust.why}` : `cwd not trusted: ${trust.why}`, cwd);
  if (!trust.root && trust.notice)
    ctx.diag({
      level: "warning",
      code: "folder-not-trusted",
      path: cwd,
      message: `${cwd} is not trusted (${trust.why}), so Vibe loads no project AGENTS.md there; only the user-level one.`,
    });
  const user = userDoc(ctx, s);
  const roots = projectRoots(cwd, trust.root !== null, s);
  const docs = projectDocs(ctx, cwd, roots, trust.root);
  const prompt = compose(user, s.vibeHome, docs);
  const blocks = [base, ...contextBlocks(cwd, roots)];
  if (prompt.length > 0) blocks.push({ role: "system", label: "AGENTS.md instructions (prompts/agents_doc.md)", text: prompt.toString() });
  return { prompt, blocks: [...blocks, ...onReads(ctx, roots)] };
}
