/** Directory walks shared by the current loader: upward search, workspace roots, private project memory. */
import { parseJsonc } from "../../core/jsonc";
import { basename, dirname, join } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { PROJECTS_REGISTRY_FILE, PROJECT_MEMORY_INDEX_FILENAME, SETTING } from "./facts";
import type { Book } from "./book";
import { probe } from "./probe";
import type { Settings } from "./settings";
import type { SourceLayer } from "../../source-layers";

/** Record a failed access check once, under `layer`. */
export function probeOrRecord(ctx: ProfileContext, book: Book, path: string, layer: SourceLayer): boolean {
  const p = probe(ctx, path);
  if (!p.ok && !p.missing) book.once(path, { path, layer, status: "unreadable", reason: p.reason, bytes: 0 });
  return p.ok;
}

/**
 * findUpwardGeminiFiles: from `start` up to `stop` (inclusive) or `/`, every configured name per
 * directory (in configured order), ordered root to leaf. It never enters ~/.gemini.
 */
export function findUpward(ctx: ProfileContext, book: Book, s: Settings, start: string, stop: string, layer: SourceLayer): string[] {
  const out: string[] = [];
  for (let dir = start; ; dir = dirname(dir)) {
    if (dir === s.geminiDir) {
      ctx.decide("the upward search stops: it never enters the global ~/.gemini directory", dir);
      break;
    }
    const found = s.names.map((n) => join(dir, n)).filter((p) => probeOrRecord(ctx, book, p, layer));
    out.unshift(...found);
    if (dir === stop || dir === "/") break;
  }
  return out;
}

/** WorkspaceContext: the cwd and context.includeDirectories that are directories, as real paths. */
export function workspaceRoots(ctx: ProfileContext, s: Settings): string[] {
  const roots: string[] = [];
  const add = (dir: string, isCwd: boolean) => {
    const st = ctx.fs.stat(dir);
    const real = ctx.fs.realpath(dir);
    if (!st.ok || st.value.kind !== "dir" || !real.ok) {
      ctx.diag({
        level: isCwd ? "error" : "warning",
        code: isCwd ? "cwd-not-a-directory" : "include-directory-skipped",
        path: dir,
        message: isCwd
          ? `The working directory ${dir} is not a readable directory; Gemini CLI cannot start there. Only global memory is shown.`
          : `${SETTING.includeDirectories}: ${dir} is not a directory, so Gemini CLI skips it with a warning.`,
      });
      return;
    }
    if (!roots.includes(real.value)) roots.push(real.value);
  };
  add(ctx.input.cwd, true);
  for (const d of s.includeDirectories) add(d, false);
  return roots;
}

/** ProjectRegistry.slugify. */
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "") || "project";

/**
 * The private project memory dir: ~/.gemini/tmp/<short id>/memory. The short id comes from
 * ~/.gemini/projects.json ({ "projects": { "<project root>": "<slug>" } }); a project not listed
 * gets the slug of its directory name on first run.
 */
export function projectMemoryDir(ctx: ProfileContext, s: Settings, projectRoot: string): string {
  const registry = join(s.geminiDir, PROJECTS_REGISTRY_FILE);
  let slug: string | null = null;
  const r = readCandidate(ctx.fs, registry);
  if (r.kind === "file") {
    const parsed = parseJsonc(r.text);
    const projects =
      parsed.ok && parsed.value !== null && typeof parsed.value === "object"
        ? (parsed.value as { projects?: unknown }).projects
        : undefined;
    const entry = projects !== null && typeof projects === "object" ? (projects as Record<string, unknown>)[projectRoot] : undefined;
    if (typeof entry === "string" && /^[a-z0-9-]+$/.test(entry)) slug = entry;
  }
  if (slug === null) {
    slug = slugify(basename(projectRoot));
    ctx.decide(`no entry for ${projectRoot} in ${registry}: a first run claims the short id "${slug}"`, registry);
  }
  return join(s.geminiDir, "tmp", slug, "memory");
}

/** getUserProjectMemoryPaths: MEMORY.md, else the legacy private context files (every name). */
export function userProjectMemoryPaths(ctx: ProfileContext, book: Book, s: Settings, dir: string): string[] {
  const index = join(dir, PROJECT_MEMORY_INDEX_FILENAME);
  if (probeOrRecord(ctx, book, index, "user-project-memory")) return [index];
  return s.names.map((n) => join(dir, n)).filter((p) => probeOrRecord(ctx, book, p, "user-project-memory"));
}
