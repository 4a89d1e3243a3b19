/**
 * Where opencode-rules looks (src/rule-discovery.ts @ 744162c): the global rules dir, then
 * `<directory>/.opencode/rules`, each scanned recursively once at plugin init.
 *
 * The scan lists a directory with `readdir({ withFileTypes: true })`: names starting with `.` are
 * skipped; an entry that is a real directory is entered; any other entry whose name ends in `.md` or
 * `.mdc` is a candidate. A symlink's Dirent is not a directory, so symlinked directories are never
 * entered (no loop can form) while a symlinked `x.md` is a candidate that is read through the link.
 * Real readdir order is OS-dependent; the port pins it to code-unit order.
 */
import { join, relative, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import type { DiagnosticCode } from "../../diagnostic-codes";

export type RuleLayer = "global" | "project";

export interface RuleCandidate {
  path: string;
  /** From the rules root: the heading upstream writes. */
  relativePath: string;
  layer: RuleLayer;
}

const RULE_EXTENSIONS = [".md", ".mdc"] as const;
export const PROJECT_RULES_DIR = ".opencode/rules";

/** $OPENCODE_CONFIG_DIR/rules, else $XDG_CONFIG_HOME/opencode/rules, else $HOME/.config/opencode/rules. */
export function globalRulesDir(ctx: ProfileContext): { dir: string; why: string } {
  const { env, home, cwd } = ctx.input;
  // path.join keeps a relative value relative: it is then taken from the process's directory.
  if (env.OPENCODE_CONFIG_DIR) return { dir: resolvePath(cwd, `${env.OPENCODE_CONFIG_DIR}/rules`), why: "OPENCODE_CONFIG_DIR is set" };
  if (env.XDG_CONFIG_HOME) return { dir: resolvePath(cwd, `${env.XDG_CONFIG_HOME}/opencode/rules`), why: "XDG_CONFIG_HOME is set" };
  const h = env.HOME || home;
  return { dir: join(h, ".config/opencode/rules"), why: env.HOME ? "HOME from the environment" : "the home directory" };
}

/** What the scan meets: upstream warns on listing errors but ENOENT and goes on; skipped links are ours to note. */
export interface ScanNote {
  level: "warning" | "info";
  code: DiagnosticCode;
  path: string;
  message: string;
}

const isRuleName = (name: string) => RULE_EXTENSIONS.some((ext) => name.endsWith(ext));

/**
 * `warnVanished`: the seed wants a warning when a rules dir disappears mid-scan. Upstream treats
 * every ENOENT as benign. A tree is static, so a dir whose entry is there but cannot be listed for
 * ENOENT (a dangling link) is the one case that looks like that.
 */
export function scanRulesDir(
  ctx: ProfileContext,
  root: string,
  layer: RuleLayer,
  notes: ScanNote[],
  warnVanished = false,
): RuleCandidate[] {
  const out: RuleCandidate[] = [];
  const visited = new Set<string>();
  const walk = (dir: string) => {
    // Only real directories are entered, so this guard never trips on upstream's rules; it keeps a
    // port with odd directory identities from looping.
    const real = ctx.fs.realpath(dir);
    const key = real.ok ? real.value : dir;
    if (visited.has(key)) return;
    visited.add(key);
    const listing = ctx.fs.readdir(dir);
    if (!listing.ok) {
      if (listing.code === "ENOENT" && warnVanished && ctx.fs.lstat(dir).ok)
        notes.push({
          level: "warning",
          code: "rules-dir-vanished",
          path: dir,
          message: `${dir} is there but cannot be listed (it points nowhere); the seed logs a warning and goes on.`,
        });
      else if (listing.code !== "ENOENT")
        notes.push({
          level: "warning",
          code: "rules-dir-unreadable",
          path: dir,
          message: `opencode-rules could not list ${dir} (${listing.code}); it logs a warning and goes on with the other rules.`,
        });
      return;
    }
    for (const name of listing.value) {
      if (name.startsWith(".")) continue;
      const full = join(dir, name);
      const st = ctx.fs.lstat(full);
      if (st.ok && st.value.kind === "dir") walk(full);
      else if (isRuleName(name)) out.push({ path: full, relativePath: relative(root, full), layer });
      else if (st.ok && st.value.kind === "symlink" && isDir(ctx, full))
        notes.push({
          level: "info",
          code: "symlinked-dir-skipped",
          path: full,
          message: `${full} is a symlink to a directory; opencode-rules only enters real directories, so its rules are not loaded.`,
        });
    }
  };
  walk(root);
  return out;
}

function isDir(ctx: ProfileContext, path: string): boolean {
  const st = ctx.fs.stat(path);
  return st.ok && st.value.kind === "dir";
}
