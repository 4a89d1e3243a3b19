/**
 * getMemoryFiles(): what is read at session start, in order. Managed file and rules; user file and
 * rules (userSettings); then every directory from just below `/` down to the cwd: CLAUDE.md,
 * .claude/CLAUDE.md, unconditional .claude/rules (projectSettings), CLAUDE.local.md (localSettings);
 * then the auto-memory MEMORY.md. One `processed` set for the whole pass.
 */
import { append } from "../../core/append";
import { ancestors, isWithin, join, normalize } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { failedReadStatus, warnLossy } from "../shared";
import {
  AGENTS_FILE,
  AUTO_MEM_FILE,
  DOT_CLAUDE_AGENTS_FILE,
  ENV,
  OWN_CLAUDE_FILES,
  AUTO_MEM_MAX_BYTES,
  AUTO_MEM_MAX_LINES,
  DOT_CLAUDE_FILE,
  LOCAL_FILE,
  MANAGED_RULES_DIR,
  PROJECT_FILE,
  RULES_DIR,
  USER_RULES_DIR,
} from "./facts";
import { parseFrontmatter } from "./frontmatter";
import { canonicalRoot, findGitRoot } from "./git-root";
import { type AgentsMdState, type FolderEnd, withAgentsMd } from "./agents-md";
import { type Entry, Loader, type Pass, withoutComments } from "./loader";
import type { Settings } from "./settings";

/** Directories from just below `/` down to the cwd (the root itself is never searched). */
export function dirsBelowRoot(cwd: string): string[] {
  return ancestors(cwd)
    .filter((d) => d !== "/")
    .reverse();
}

/** sanitizePath(): every non-alphanumeric character becomes `-`. */
const sanitize = (p: string) => p.replace(/[^a-zA-Z0-9]/g, "-");

/** truncateEntrypointContent(): trimmed, then cut to 200 lines / 25,000 chars with a warning line. */
function truncateEntrypoint(raw: string): { content: string; kept: string; truncated: boolean } {
  const trimmed = raw.trim();
  const lines = trimmed.split("\n");
  const overLines = lines.length > AUTO_MEM_MAX_LINES;
  const overBytes = trimmed.length > AUTO_MEM_MAX_BYTES;
  if (!overLines && !overBytes) return { content: trimmed, kept: trimmed, truncated: false };
  let kept = overLines ? lines.slice(0, AUTO_MEM_MAX_LINES).join("\n") : trimmed;
  if (kept.length > AUTO_MEM_MAX_BYTES) {
    const cut = kept.lastIndexOf("\n", AUTO_MEM_MAX_BYTES);
    kept = kept.slice(0, cut > 0 ? cut : AUTO_MEM_MAX_BYTES);
  }
  // Claude Code's own warning text, sent to the model: its units ("25KB"), not Rulescope's formatBytes.
  const kb = (n: number) => (n < 1024 ? `${n} bytes` : `${(n / 1024).toFixed(1).replace(/\.0$/, "")}KB`);
  const reason =
    overBytes && !overLines
      ? `${kb(trimmed.length)} (limit: ${kb(AUTO_MEM_MAX_BYTES)}) — index entries are too long`
      : overLines && !overBytes
        ? `${lines.length} lines (limit: ${AUTO_MEM_MAX_LINES})`
        : `${lines.length} lines and ${kb(trimmed.length)}`;
  const warning = `\n\n> WARNING: MEMORY.md is ${reason}. Only part of it was loaded. Keep index entries to one line under ~200 chars; move detail into topic files.`;
  return { content: kept + warning, kept, truncated: true };
}

function autoMemory(ctx: ProfileContext, s: Settings, pass: Pass): Entry[] {
  const root = findGitRoot(ctx.fs, s.cwd);
  const base = root ? canonicalRoot(ctx.fs, root) : s.cwd;
  const dirName = sanitize(base);
  if (dirName.length > 200) {
    ctx.diag({
      level: "info",
      code: "auto-memory-path-not-modelled",
      message: `The project path is over 200 characters, so Claude Code hashes it for the auto-memory folder; Rulescope cannot reproduce that hash and skips MEMORY.md.`,
    });
    return [];
  }
  const path = join(s.configHome, "projects", dirName, AUTO_MEM_FILE);
  ctx.decide(`auto-memory entrypoint for ${base}`, path);
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") {
    const failed = failedReadStatus(r);
    return failed ? [{ kind: "note", source: { path, layer: "auto-memory", ...failed, bytes: 0, includedBytes: 0 } }] : [];
  }
  if (pass.processed.has(normalize(path))) return [];
  pass.processed.add(normalize(path));
  warnLossy(ctx, r);
  const body = withoutComments(parseFrontmatter(r.text, ctx.yaml, path).content, s.untouchedTextKept);
  const t = truncateEntrypoint(body);
  if (t.content === "")
    return [
      {
        kind: "note",
        source: {
          path,
          layer: "auto-memory",
          status: "empty",
          reason: "Empty: the auto-memory file has no text.",
          bytes: r.size,
          includedBytes: 0,
        },
      },
    ];
  if (t.truncated)
    ctx.diag({
      level: "warning",
      code: "truncated",
      path,
      message: `${path} is over ${AUTO_MEM_MAX_LINES} lines or ${AUTO_MEM_MAX_BYTES} characters; only the start is loaded, with a warning line.`,
    });
  return [
    {
      kind: "loaded",
      file: {
        path,
        type: "AutoMem",
        content: t.content,
        layer: "auto-memory",
        why: t.truncated
          ? `the auto-memory index, cut to its first ${AUTO_MEM_MAX_LINES} lines / ${AUTO_MEM_MAX_BYTES} characters`
          : "the auto-memory index",
        size: r.size,
        ...(t.truncated ? { kept: t.kept } : {}),
      },
    },
  ];
}

/**
 * --add-dir with CLAUDE_CODE_ADDITIONAL_DIRECTORIES_CLAUDE_MD: after the walk, each added directory's
 * CLAUDE.md, .claude/CLAUDE.md, unconditional rules and (localSettings) CLAUDE.local.md. Only that
 * directory, not its parents; no AGENTS.md (the agents-md plugin skips added directories).
 */
function addDirEntries(loader: Loader, s: Settings, pass: Pass): Entry[] {
  if (!s.addDirMemory) return [];
  const out: Entry[] = [];
  for (const dir of s.addDirs) {
    const opts = {
      layer: "add-dir" as const,
      why: `the --add-dir directory ${dir} (${ENV.additionalDirs} is set)`,
      includeExternal: s.externalApproved,
    };
    if (s.project) {
      append(out, loader.processFile(join(dir, PROJECT_FILE), "Project", pass, opts));
      append(out, loader.processFile(join(dir, DOT_CLAUDE_FILE), "Project", pass, opts));
      append(
        out,
        loader.processRules(join(dir, RULES_DIR), "Project", pass, {
          layer: "add-dir",
          includeExternal: s.externalApproved,
          conditional: false,
        }),
      );
    }
    if (s.local)
      append(
        out,
        loader.processFile(join(dir, LOCAL_FILE), "Local", pass, {
          ...opts,
          why: `the private local file of the --add-dir directory ${dir}`,
        }),
      );
  }
  return out;
}

/** managed-only: the project's, the person's and the local instruction files are left out at session start. */
function managedOnlyNotes(ctx: ProfileContext, s: Settings): Entry[] {
  const out: Entry[] = [];
  const files = [
    join(s.configHome, PROJECT_FILE),
    ...dirsBelowRoot(s.cwd).flatMap((d) => [...OWN_CLAUDE_FILES, AGENTS_FILE, DOT_CLAUDE_AGENTS_FILE].map((n) => join(d, n))),
  ];
  for (const path of files) {
    const st = ctx.fs.lstat(path);
    if (st.ok)
      out.push({
        kind: "note",
        source: {
          path,
          layer: isWithin(path, s.configHome) ? "global" : "project",
          status: "disabled",
          reason: `Disabled: ${s.modeFrom}, which leaves out the project's, the local and your own instruction files at session start (files in subfolders still attach on read).`,
          bytes: st.value.kind === "file" ? st.value.size : 0,
          includedBytes: 0,
        },
      });
  }
  ctx.decide(`${s.modeFrom}: only the managed instruction files and memory load at session start`);
  return out;
}

/**
 * For a cwd in a git worktree nested in its main repository: whether a folder lies between the two, where
 * the main repository's checked-in files are skipped. Always false otherwise.
 */
function mainRepositoryAbove(ctx: ProfileContext, cwd: string): (dir: string) => boolean {
  const gitRoot = findGitRoot(ctx.fs, cwd);
  const canonical = gitRoot ? canonicalRoot(ctx.fs, gitRoot) : null;
  if (gitRoot === null || canonical === null || gitRoot === canonical || !isWithin(gitRoot, canonical)) return () => false;
  ctx.decide(
    `the cwd is in a git worktree (${gitRoot}) nested in its main repository (${canonical}): checked-in files between them are skipped`,
  );
  return (dir) => isWithin(dir, canonical) && !isWithin(dir, gitRoot);
}

export function sessionStartEntries(ctx: ProfileContext, loader: Loader, s: Settings): { entries: Entry[]; agentsMd: AgentsMdState } {
  const pass: Pass = { processed: new Set() };
  const out: Entry[] = [];
  const managedOnly = s.instructionMode === "managed-only";
  const managedPath = join(s.managedDir, PROJECT_FILE);
  append(
    out,
    loader.processFile(managedPath, "Managed", pass, {
      layer: "managed",
      why: "the managed policy file",
      includeExternal: s.externalApproved,
    }),
  );
  append(
    out,
    loader.processRules(join(s.managedDir, MANAGED_RULES_DIR), "Managed", pass, {
      layer: "managed-rule",
      includeExternal: s.externalApproved,
      conditional: false,
    }),
  );
  if (managedOnly) append(out, managedOnlyNotes(ctx, s));
  else if (s.user) {
    // User memory may always import files from anywhere.
    append(
      out,
      loader.processFile(join(s.configHome, PROJECT_FILE), "User", pass, {
        layer: "global",
        why: "the user's global CLAUDE.md",
        includeExternal: true,
        // Joined to a relative CLAUDE_CONFIG_DIR as given, never resolved (measured by the lab: 2.1.83, 2.1.332).
        ...(s.configHomeWritten !== null ? { shown: `${s.configHomeWritten}/${PROJECT_FILE}` } : {}),
      }),
    );
    append(
      out,
      loader.processRules(join(s.configHome, USER_RULES_DIR), "User", pass, {
        layer: "global-rule",
        includeExternal: true,
        conditional: false,
      }),
    );
  } else ctx.decide("userSettings is not an enabled setting source: user CLAUDE.md and rules are skipped");

  const inMainRepository = mainRepositoryAbove(ctx, s.cwd);
  const ends: FolderEnd[] = [];
  for (const dir of managedOnly ? [] : dirsBelowRoot(s.cwd)) {
    const skipProject = inMainRepository(dir);
    if (s.project && !skipProject) {
      const opts = { layer: "project" as const, why: `the project file in ${dir}`, includeExternal: s.externalApproved };
      append(out, loader.processFile(join(dir, PROJECT_FILE), "Project", pass, opts));
      append(out, loader.processFile(join(dir, DOT_CLAUDE_FILE), "Project", pass, opts));
      append(
        out,
        loader.processRules(join(dir, RULES_DIR), "Project", pass, {
          layer: "rule",
          includeExternal: s.externalApproved,
          conditional: false,
        }),
      );
    } else if (skipProject) ctx.decide("checked-in files of the main repository above the worktree are skipped", dir);
    if (s.local)
      append(
        out,
        loader.processFile(join(dir, LOCAL_FILE), "Local", pass, {
          layer: "local",
          why: `the private local file in ${dir}`,
          includeExternal: s.externalApproved,
        }),
      );
    ends.push({ dir, at: out.length });
  }
  if (!managedOnly) append(out, addDirEntries(loader, s, pass));
  const withAgents = withAgentsMd(ctx, loader, s, pass, out, ends);
  if (!s.project) ctx.decide("projectSettings is not an enabled setting source: CLAUDE.md, .claude/CLAUDE.md and rules are skipped");
  if (!s.local) ctx.decide("localSettings is not an enabled setting source: CLAUDE.local.md is skipped");
  const entries = withAgents.entries;
  if (s.autoMemory) append(entries, autoMemory(ctx, s, pass));
  return { entries, agentsMd: withAgents.state };
}
