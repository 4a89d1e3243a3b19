/**
 * The current loader (MemoryContextManager, tiered context): global files and the private project
 * memory go into the system prompt; project files (upward from each workspace root to its boundary)
 * go into the first user message; files near a path a tool touches are attached to that tool's
 * result (JIT), unless already loaded (same dev:ino).
 */
import { Composer } from "../../core/compose";
import { dirname, isWithin, join, resolvePath } from "../../core/paths";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import { Book } from "./book";
import { ENV, JIT_PREFIX, JIT_SUFFIX, LEGACY_SNIPPETS_HEADER, SESSION_MEMORY_LEAD } from "./facts";
import { extensionContextPaths } from "./extensions";
import { dedupeByIdentity, findProjectRoot, identity, loadFile, type Loaded } from "./probe";
import { asLanded, concatenate, hierarchical, sessionMemory, stringForm } from "./render";
import { bytesByPath, frame, writeSegs, type Segs } from "../../core/segments";
import type { Settings } from "./settings";
import { trustedOnly, type Trust } from "./trust";
import { findUpward, probeOrRecord, projectMemoryDir, userProjectMemoryPaths, workspaceRoots } from "./walk";

const PLACEHOLDER_BASE: Block = {
  role: "system",
  label: "Gemini CLI system prompt: preamble, core mandates, workflows, tool and git guidance (not reproduced)",
  text: "",
  placeholder: true,
};
const PLACEHOLDER_SESSION: Block = {
  role: "user",
  label: "<session_context> of the first user message: date, OS, temp dir, workspace directories and folder tree (not reproduced)",
  text: "",
  placeholder: true,
};

/** Pre-Gemini-3 Gemini models use snippets.legacy.ts, whose heading always says GEMINI.md. */
function header(ctx: ProfileContext, s: Settings): string {
  const model = ctx.input.session.model ?? "";
  return /^(auto-)?gemini-(1|2)(\.|-|$)/.test(model) ? LEGACY_SNIPPETS_HEADER : s.names.join(", ");
}

/** getEnvironmentMemoryPaths: upward per workspace root to its boundary, deduped by identity, then sorted. */
function environmentPaths(
  ctx: ProfileContext,
  book: Book,
  s: Settings,
  roots: string[],
): { paths: string[]; dropped: Map<string, string> } {
  const all: string[] = [];
  for (const root of roots) {
    const boundary = findProjectRoot(ctx, root, s.boundaryMarkers);
    const ceiling = boundary ?? root;
    ctx.decide(
      boundary
        ? `boundary marker found: project memory is searched from ${root} up to ${boundary}`
        : `no boundary marker above ${root}: only the workspace root itself is searched`,
      root,
    );
    all.push(...findUpward(ctx, book, s, root, ceiling, "project"));
  }
  const { kept, dropped } = dedupeByIdentity(ctx, all);
  const sorted = [...kept].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sorted.some((p, i) => p !== kept[i])) ctx.decide("project files are sorted as strings (Array.prototype.sort), not by depth");
  return { paths: sorted, dropped };
}

interface Jit {
  blocks: Block[];
  segs: Segs[];
}

/** loadJitSubdirectoryMemory for each context path, in order. */
function jitContext(
  ctx: ProfileContext,
  book: Book,
  s: Settings,
  trust: Trust,
  roots: string[],
  loadedIds: Set<string>,
  loadedPaths: Set<string>,
): Jit {
  const out: Jit = { blocks: [], segs: [] };
  const { contextPaths, cwd } = ctx.input;
  if (contextPaths.length > 0 && !trust.trusted) {
    ctx.diag({
      level: "info",
      code: "jit-untrusted",
      message: "The folder is untrusted, so reading files attaches no GEMINI.md context (JIT loading is off).",
    });
    return out;
  }
  for (const entry of contextPaths) {
    const target = resolvePath(cwd, entry);
    const root = roots.filter((r) => isWithin(target, r)).sort((a, b) => b.length - a.length)[0];
    if (root === undefined) {
      ctx.decide(`JIT skipped: ${target} is not inside a workspace directory`, target);
      continue;
    }
    const ceiling = findProjectRoot(ctx, root, s.boundaryMarkers) ?? root;
    const st = ctx.fs.stat(target);
    const start = st.ok && st.value.kind === "dir" ? target : dirname(target);
    const { kept, dropped } = dedupeByIdentity(ctx, findUpward(ctx, book, s, start, ceiling, "jit"));
    for (const [p, first] of dropped)
      book.add({ path: p, layer: "jit", status: "duplicate", reason: `Same file (dev:ino) as ${first}.`, bytes: 0 });
    const fresh: string[] = [];
    for (const p of kept) {
      const id = identity(ctx, p);
      if (id !== null && loadedIds.has(id)) {
        if (!loadedPaths.has(p))
          book.add({
            path: p,
            layer: "jit",
            status: "duplicate",
            reason: `Not attached on read ${entry}: the same file (dev:ino) is already loaded.`,
            bytes: 0,
          });
        continue;
      }
      fresh.push(p);
      if (id !== null) loadedIds.add(id);
      loadedPaths.add(p);
    }
    const files = fresh.map((p) => loadFile(ctx, p, { format: "tree", boundaryMarkers: s.boundaryMarkers }));
    const { segs, blank } = concatenate(files);
    for (const f of files)
      book.file(f, "jit", `Included: attached to the result of read ${entry}, walking up from ${start} to ${ceiling}.`, blank.has(f.path));
    if (segs.length === 0) continue;
    ctx.decide(`read ${entry} attaches ${fresh.filter((p) => !blank.has(p)).join(", ")}`, target);
    const block = [frame(JIT_PREFIX), ...segs, frame(JIT_SUFFIX)];
    out.segs.push(block);
    out.blocks.push({
      role: "user",
      trigger: `read ${entry}`,
      label: "Newly Discovered Project Context, appended to the tool result",
      text: block.map((x) => x.text).join(""),
    });
  }
  return out;
}

/** GEMINI_CLI_TRUST_WORKSPACE counts only as true or false: say so for any other value. */
function noteTrustValue(ctx: ProfileContext): void {
  const v = ctx.input.env[ENV.trust];
  if (v !== undefined && !["true", "false"].includes(v))
    ctx.diag({
      level: "info",
      code: "env-value-invalid",
      message: `${ENV.trust} counts only as "true" or "false"; other values are ignored.`,
    });
}

/** The files loaded at start, by identity (dev:ino) and by path: a read does not attach them again. */
function loadedSets(ctx: ProfileContext, files: Map<string, Loaded>): { ids: Set<string>; paths: Set<string> } {
  const ids = new Set<string>();
  const paths = new Set<string>();
  for (const f of files.values()) {
    if (f.segs === null) continue;
    const id = identity(ctx, f.path);
    if (id !== null) ids.add(id);
    paths.add(f.path);
  }
  return { ids, paths };
}

export function resolveCurrent(ctx: ProfileContext, s: Settings, trust: Trust): { prompt: Composer; blocks: Block[] } {
  const book = new Book();
  const globalPaths = s.names.map((n) => join(s.geminiDir, n)).filter((p) => probeOrRecord(ctx, book, p, "global"));
  const roots = workspaceRoots(ctx, s);
  const env = roots.length > 0 ? environmentPaths(ctx, book, s, roots) : { paths: [], dropped: new Map<string, string>() };
  const projectPaths = trustedOnly(ctx, book, trust, env.paths);
  const memDir = projectMemoryDir(ctx, s, roots[0] ?? ctx.input.cwd);
  const upmPaths = userProjectMemoryPaths(ctx, book, s, memDir);
  // Extensions load whether or not the folder is trusted.
  const extensionPaths = extensionContextPaths(ctx, book, s);

  // One read per file: string-unique, then identity-unique, in tier order (global, extension, project, private).
  const { kept, dropped } = dedupeByIdentity(ctx, [...globalPaths, ...extensionPaths, ...projectPaths, ...upmPaths]);
  const files = new Map(kept.map((p) => [p, loadFile(ctx, p, { format: s.importFormat, boundaryMarkers: s.boundaryMarkers })]));
  const pick = (list: string[]) => list.map((p) => files.get(p)).filter((f): f is Loaded => f !== undefined);
  const global = concatenate(pick(globalPaths));
  const upm = concatenate(pick(upmPaths));
  const project = concatenate(pick(projectPaths));
  const extension = concatenate(pick(extensionPaths));
  const blank = new Set([...global.blank, ...upm.blank, ...project.blank, ...extension.blank]);

  // getSystemInstructionMemory: the hierarchical form only when there is private project memory.
  const systemMemory = asLanded(
    upm.segs.length > 0 ? hierarchical({ global: global.segs, userProjectMemory: upm.segs }) : stringForm(global.segs, header(ctx, s)),
  );
  const session = sessionMemory({ extension: extension.segs, project: project.segs });

  book.files(globalPaths, files, blank, "global", () => "Included: a global context file in ~/.gemini, in the system prompt.", dropped);
  book.files(upmPaths, files, blank, "user-project-memory", () => "Included: private project memory, in the system prompt.", dropped);
  book.files(
    extensionPaths,
    files,
    blank,
    "extension",
    () => "Included: a context file of an active extension (~/.gemini/extensions), in <extension_context> of the first user message.",
    dropped,
  );
  book.files(
    projectPaths,
    files,
    blank,
    "project",
    () => "Included: found walking up from a workspace directory to its boundary; sent in the first user message.",
    dropped,
  );
  if (trust.trusted)
    for (const [p, first] of env.dropped)
      book.add({
        path: p,
        layer: "project",
        status: "duplicate",
        reason: `Same file (dev:ino) as ${first}, which is loaded instead.`,
        bytes: 0,
      });

  const loaded = loadedSets(ctx, files);
  const jit = jitContext(ctx, book, s, trust, roots, loaded.ids, loaded.paths);

  const prompt = new Composer();
  writeSegs(prompt, systemMemory);
  if (session.length > 0) {
    if (systemMemory.length > 0) prompt.frame(SESSION_MEMORY_LEAD);
    writeSegs(prompt, session);
  }
  book.publish(ctx, bytesByPath([...systemMemory, ...session, ...jit.segs.flat()]));
  noteTrustValue(ctx);

  const text = (segs: Segs) => segs.map((x) => x.text).join("");
  const blocks: Block[] = [PLACEHOLDER_BASE];
  if (systemMemory.length > 0)
    blocks.push({
      role: "system",
      label: "User memory at the end of the system prompt (global tier; private project memory)",
      text: text(systemMemory),
    });
  blocks.push(PLACEHOLDER_SESSION);
  if (session.length > 0)
    blocks.push({
      role: "user",
      label: "Extension and project memory at the end of <session_context> (first user message)",
      text: text(session),
    });
  blocks.push(...jit.blocks);
  return { prompt, blocks };
}
