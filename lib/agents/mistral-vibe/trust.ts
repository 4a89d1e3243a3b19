/**
 * Folder trust (vibe/core/trusted_folders.py, cli/entrypoint.py). Project AGENTS.md files load only in
 * a trusted working directory. A decision is the closest folder, walking up from the cwd, that the
 * trusted list (or this session: --trust, --add-dir) or the untrusted list names; with none, the
 * interactive CLI shows the trust dialog, whose answer is config `trustDialog`.
 */
import { ancestors, isWithin, join, normalize } from "../../core/paths";
import type { ProfileContext } from "../base";
import { AGENTS_MD, AGENTS_SKILLS_DIR, GIT_DIR, GIT_HEAD, LEGACY_NAMES, VIBE_CONFIG_DIRS, VIBE_CONFIG_FILE, VIBE_DIR } from "./facts";
import type { Settings } from "./settings";

export interface Trust {
  /** Where the walk up from the cwd stops (inclusive), or null: the cwd is not trusted. */
  root: string | null;
  /** One clause for reasons and the trace. */
  why: string;
  /** False when nothing was there to trust (no dialog appeared): no warning is due. */
  notice: boolean;
}

const kind = (ctx: ProfileContext, p: string) => {
  const st = ctx.fs.stat(p);
  return st.ok ? st.value.kind : null;
};

/** TrustedFoldersManager._closest_decision: at each level trusted (or session) wins over untrusted. */
function closest(path: string, trusted: string[], untrusted: string[]): { trusted: boolean; at: string } | null {
  for (const dir of ancestors(path)) {
    if (trusted.includes(dir)) return { trusted: true, at: dir };
    if (untrusted.includes(dir)) return { trusted: false, at: dir };
  }
  return null;
}

/** The trusted list plus this session's folders (--trust: the cwd; each --add-dir). */
const sessionTrusted = (cwd: string, s: Settings): string[] => [...s.trusted, ...(s.trustFlag ? [cwd] : []), ...s.addDirs];

/** find_git_repo_ancestor: the closest folder from the cwd up with .git/HEAD, never home or /. */
function gitRoot(ctx: ProfileContext, cwd: string): string | null {
  const home = normalize(ctx.input.home);
  for (const dir of ancestors(cwd)) {
    if (dir === home || dir === "/") return null;
    if (kind(ctx, join(dir, GIT_DIR)) === "dir" && kind(ctx, join(dir, GIT_DIR, GIT_HEAD)) === "file") return dir;
  }
  return null;
}

/** find_trustable_files: an AGENTS.md, a .vibe folder with config in it, or .agents/skills. */
function trustable(ctx: ProfileContext, dir: string): boolean {
  if (kind(ctx, join(dir, AGENTS_MD)) === "file") return true;
  const vibe = join(dir, VIBE_DIR);
  if (VIBE_CONFIG_DIRS.some((d) => kind(ctx, join(vibe, d)) === "dir") || kind(ctx, join(vibe, VIBE_CONFIG_FILE)) === "file") return true;
  return kind(ctx, join(dir, AGENTS_SKILLS_DIR)) === "dir";
}

/** maybe_build_workspace_trust_prompt: the dialog appears only when something at the cwd or its repo would load. */
function dialogShown(ctx: ProfileContext, cwd: string, repo: string | null): boolean {
  if (trustable(ctx, cwd)) return true;
  if (repo === null || repo === cwd) return false;
  if (trustable(ctx, repo)) return true;
  return ancestors(cwd)
    .slice(1)
    .filter((d) => d !== repo && isWithin(d, repo))
    .some((d) => kind(ctx, join(d, AGENTS_MD)) === "file");
}

/** The answer's effect: the folder it adds to the trusted list, or null (declined, or no dialog). */
function answer(ctx: ProfileContext, cwd: string, s: Settings, trusted: string[]): { add: string | null; why: string; notice?: false } {
  if (s.dialog === "none") return { add: null, why: "no trust dialog is shown (trustDialog none: `vibe -p` or an ACP client)" };
  const repo = gitRoot(ctx, cwd);
  if (!dialogShown(ctx, cwd, repo))
    return { add: null, why: "the trust dialog is not shown: nothing at the cwd or its repository would load", notice: false };
  if (s.dialog === "decline") return { add: null, why: "the trust dialog was declined" };
  const offered = repo !== null && repo !== cwd && closest(repo, trusted, s.untrusted)?.trusted !== true && !s.untrusted.includes(repo);
  if (s.dialog === "trust_repo" && offered) return { add: repo, why: `the trust dialog was answered "trust the repository" (${repo})` };
  return { add: cwd, why: `the trust dialog was answered "trust this folder"` };
}

/** The cwd's trust root, 2.5.0 and later (trusted_folders_manager.find_trust_root). */
export function decideTrust(ctx: ProfileContext, s: Settings): Trust {
  const cwd = normalize(ctx.input.cwd);
  const trusted = sessionTrusted(cwd, s);
  const d = closest(cwd, trusted, s.untrusted);
  if (d?.trusted) return { root: d.at, why: `${d.at} is trusted`, notice: true };
  if (cwd === normalize(ctx.input.home)) return { root: null, why: "the home folder is never offered the trust dialog", notice: true };
  if (s.untrusted.includes(cwd)) return { root: null, why: `${cwd} is in the untrusted list`, notice: true };
  const a = answer(ctx, cwd, s, trusted);
  if (a.add === null) return { root: null, why: a.why, notice: a.notice ?? true };
  const after = closest(cwd, [...trusted, a.add], s.untrusted);
  if (after?.trusted) return { root: after.at, why: a.why, notice: true };
  return { root: null, why: `${after?.at} is in the untrusted list, closer than ${a.add}`, notice: true };
}

/** 2.0.0-2.4.x: the cwd itself must be listed (no walk up); the dialog asked only when a rule file or .vibe is there. */
export function decideLegacyTrust(ctx: ProfileContext, s: Settings): boolean {
  const cwd = normalize(ctx.input.cwd);
  if (s.trusted.includes(cwd)) return true;
  if (s.untrusted.includes(cwd) || cwd === normalize(ctx.input.home)) return false;
  const there = kind(ctx, join(cwd, VIBE_DIR)) !== null || LEGACY_NAMES.some((n) => kind(ctx, join(cwd, n)) !== null);
  return there && s.dialog !== "decline" && s.dialog !== "none";
}
