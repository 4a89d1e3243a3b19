/**
 * Factory Droid (the `droid` CLI; closed source): ~/.factory/AGENTS.md, the nearest AGENTS.md from the
 * working directory up to the repository root (first match wins, so farther ones are shadowed), and
 * AGENTS.md in subfolders the agent works inside, attached when it reads a file there. Droid does not
 * publish how it words or wraps these files, so the prompt is a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { utf8Length } from "../../core/bytes";
import { nearestAncestor } from "../../core/nearest";
import { chainDown, dirname, isWithin, join, normalize } from "../../core/paths";
import { listing } from "../../core/rule-listing";
import type { SourceLayer } from "../../source-layers";
import type { Block, Source } from "../../types";
import { defineProfile, type ProfileContext } from "../define";
import { attachedOnRead, noText, readTextOrNote, type ListedFile } from "../shared";
import { AGENTS_FILE, NAME, PERSONAL_FILE, RECOMMENDED_MAX_LINES, REPO_MARKER } from "./facts";
import { factoryDroidMeta } from "./meta";

type Loaded = ListedFile;

const isFile = (ctx: ProfileContext, p: string): boolean => {
  const st = ctx.fs.stat(p);
  return st.ok && st.value.kind === "file";
};

/** The docs' line count is advice: a longer file still loads, with a note. */
function noteLength(ctx: ProfileContext, path: string, text: string): void {
  const lines = text.replace(/\n$/, "").split("\n").length;
  if (lines > RECOMMENDED_MAX_LINES)
    ctx.diag({
      level: "info",
      code: "large-memory-file",
      path,
      message: `${path} has ${lines} lines; Factory's docs advise at most ${RECOMMENDED_MAX_LINES} ("long files slow the agent"). It is still loaded whole.`,
    });
}

/** Read one file; null (with the reason in `notes`) when it adds no text. */
function load(ctx: ProfileContext, notes: Source[], path: string, layer: SourceLayer, label: string, reason: string): Loaded | null {
  const r = readTextOrNote(ctx, path, layer, (n) => notes.push(n));
  if (!r) return null;
  if (r.text.trim() === "") {
    notes.push(noText(path, layer, "empty", "Empty: the file has no text, so it adds nothing.", r.size));
    return null;
  }
  noteLength(ctx, path, r.text);
  return {
    entry: { label, text: r.text, path },
    source: { path, layer, status: "included", reason, bytes: r.size, includedBytes: Math.min(r.size, utf8Length(r.text)) },
  };
}

/** The highest folder the search goes up to: the repository root, or the cwd alone outside a repository (inferred). */
function searchTop(ctx: ProfileContext, cwd: string): string {
  const root = nearestAncestor(ctx, "git", cwd, (dir) => ctx.fs.lstat(join(dir, REPO_MARKER)).ok);
  if (root === null) {
    ctx.decide(`no ${REPO_MARKER} at or above ${cwd}: only the working directory is searched (inferred)`, cwd);
    return cwd;
  }
  ctx.decide(`repository root ${root}: AGENTS.md is looked for from ${cwd} up to it`, root);
  return root;
}

/** The nearest AGENTS.md from the cwd up to `top`: it alone loads; the ones above it are shadowed. */
function nearestProjectFile(ctx: ProfileContext, notes: Source[], cwd: string, top: string): Loaded | null {
  const dirs = chainDown(top, cwd).reverse();
  const at = dirs.findIndex((d) => isFile(ctx, join(d, AGENTS_FILE)));
  if (at < 0) {
    ctx.decide(`no ${AGENTS_FILE} from ${cwd} up to ${top}`);
    return null;
  }
  const winner = join(dirs[at], AGENTS_FILE);
  for (const d of dirs.slice(at + 1)) {
    const p = join(d, AGENTS_FILE);
    const st = ctx.fs.stat(p);
    if (st.ok && st.value.kind === "file")
      notes.push({
        ...noText(
          p,
          "parent-agents",
          "shadowed",
          `Shadowed: ${winner} is nearer to the working directory, and Droid loads the first AGENTS.md it finds.`,
        ),
        bytes: st.value.size,
      });
  }
  const here = dirs[at] === cwd;
  const loaded = load(
    ctx,
    notes,
    winner,
    here ? "cwd" : "parent-agents",
    `${here ? "AGENTS.md in the working directory" : "Nearest AGENTS.md in a parent folder"}: ${winner}`,
    here
      ? "Included: the AGENTS.md in the working directory, the first place Droid looks."
      : "Included: the nearest AGENTS.md above the working directory (none there), up to the repository root.",
  );
  if (!loaded)
    ctx.diag({
      level: "info",
      code: "empty-agents-md-wins",
      path: winner,
      message: `${winner} is the nearest AGENTS.md but adds no text (empty or unreadable); Droid still stops there, so no AGENTS.md above it loads (inferred).`,
    });
  return loaded;
}

/** AGENTS.md in the folders from below the cwd down to a read file's folder, outermost first, each once. */
function attachForRead(ctx: ProfileContext, notes: Source[], entry: string, walked: Set<string>): Loaded[] {
  const { cwd } = ctx.input;
  const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
  if (!isWithin(abs, cwd) || abs === cwd) {
    ctx.diag({
      level: "info",
      code: "context-path-outside-cwd",
      path: abs,
      message: `${entry} is outside the working directory, so reading it attaches no AGENTS.md.`,
    });
    return [];
  }
  const out: Loaded[] = [];
  for (const dir of chainDown(cwd, dirname(abs)).filter((d) => d !== normalize(cwd) && !walked.has(d))) {
    walked.add(dir);
    const p = join(dir, AGENTS_FILE);
    const l = load(
      ctx,
      notes,
      p,
      "subtree",
      `AGENTS.md in a subfolder the agent works inside: ${p}`,
      `Included when ${entry} is read: an AGENTS.md in a subfolder the agent works inside, nearer to the file than the one loaded at start.`,
    );
    if (l) out.push(l);
  }
  return out;
}

function resolve(ctx: ProfileContext) {
  const cwd = normalize(ctx.input.cwd);
  const notes: Source[] = [];
  const start: Loaded[] = [];
  const personalPath = join(ctx.input.home, PERSONAL_FILE);
  const personal = load(
    ctx,
    notes,
    personalPath,
    "global",
    `Personal AGENTS.md: ${personalPath}`,
    "Included: the personal ~/.factory/AGENTS.md, read beside the project's; the project file comes later and, being closer, takes precedence.",
  );
  if (personal) start.push(personal);
  const project = nearestProjectFile(ctx, notes, cwd, searchTop(ctx, cwd));
  if (project) start.push(project);

  const prompt = listing(
    NAME,
    start.map((l) => l.entry),
  );
  for (const l of start) ctx.source(l.source);
  const blocks: Block[] = [
    { role: "system", label: "Droid system prompt: base instructions, tools, environment (not published)", text: "", placeholder: true },
    { role: "system", label: "AGENTS.md files (Rulescope listing: Droid's wording is not published)", text: prompt.toString() },
  ];
  const walked = new Set<string>();
  for (const entry of ctx.input.contextPaths) {
    const now = attachForRead(ctx, notes, entry, walked);
    if (now.length === 0) continue;
    for (const l of now) ctx.source(l.source);
    blocks.push(attachedOnRead(NAME, entry, now));
  }
  for (const n of notes) ctx.source(n);
  return { prompt, blocks };
}

export const factoryDroid = defineProfile(factoryDroidMeta, resolve);
