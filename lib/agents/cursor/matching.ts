/**
 * When a rule attaches: globs against the files in context, `@rule-name` in the prompt, and the
 * `@file` references a rule carries. Cursor's matcher is closed source; the choices here are the
 * inferred ones listed in README.md ("Details decided").
 */
import type { GlobGuard, GlobSite } from "../../core/glob-guard";
import { dirname, isWithin, relative, resolvePath } from "../../core/paths";
import type { FsPort } from "../../fs/port";

const MATCH_OPTIONS = { dot: true, matchBase: true } as const;

/**
 * Globs are relative to the folder that holds `.cursor/rules` (a nested folder's rules are scoped to
 * it). A pattern without `/` matches a file name at any depth, as `*.ts`-style rules are written to.
 */
export function globMatches(guard: GlobGuard, site: GlobSite, globs: string[], owner: string, file: string): string[] {
  const rel = relativeWithin(owner, file);
  if (rel === null) return [];
  if (rel === "") return [];
  return guard.limitList(globs, site).filter((g) => guard.minimatch(rel, g.replace(/^(\.\/|\/)+/, ""), MATCH_OPTIONS, site));
}

/** The last owner, file and answer: every rule of a folder is tested against one read file in a row. */
let last = { owner: "", file: "", rel: null as string | null };
function relativeWithin(owner: string, file: string): string | null {
  if (last.owner !== owner || last.file !== file) last = { owner, file, rel: isWithin(file, owner) ? relative(owner, file) : null };
  return last.rel;
}

/** `@name` mentions in the prompt, in order, without repeats (a trailing `.` or `,` is punctuation). */
export function promptMentions(prompt: string): string[] {
  const out: string[] = [];
  for (const m of prompt.matchAll(/(?:^|[\s(])@([A-Za-z0-9_][\w.-]*)/g)) {
    const name = m[1].replace(/[.,;:!?-]+$/, "");
    if (name !== "" && !out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * `@path` references inside a rule that name an existing file, looked up next to the rule, then from
 * the folder that holds `.cursor/rules`. Only tokens that look like paths (a `.` or `/` in them)
 * count, so `@someone` is left alone. In text order, without repeats.
 */
export function fileReferences(fs: FsPort, text: string, rulePath: string, owner: string): { token: string; path: string }[] {
  const out: { token: string; path: string }[] = [];
  for (const m of text.matchAll(/(?:^|[\s(`"'[])@([^\s@`"'()[\]<>]+)/g)) {
    const token = m[1].replace(/[.,;:!?]+$/, "");
    if (!/[./]/.test(token) || token.startsWith("/")) continue;
    for (const base of [dirname(rulePath), owner]) {
      const p = resolvePath(base, token);
      const st = fs.stat(p);
      if (st.ok && st.value.kind === "file") {
        if (!out.some((r) => r.path === p)) out.push({ token, path: p });
        break;
      }
    }
  }
  return out;
}
