/**
 * Nested memory (attachments.ts getNestedMemoryAttachmentsForFile): when the Read tool reads a file
 * inside the working directory, Claude Code attaches, in this order: managed and user rules whose
 * `paths:` match it; for each directory from below the cwd down to the file's directory, CLAUDE.md,
 * .claude/CLAUDE.md, CLAUDE.local.md, unconditional rules and matching conditional rules; then for
 * each directory from below `/` down to the cwd, matching conditional rules. A file already in
 * context (loaded at session start, read, or attached before) is not attached again.
 */
import { append } from "../../core/append";
import { ignoreMatcher } from "../../core/gitignore";
import { dirname, expandHome, join, normalize, relative, resolvePath } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { DOT_CLAUDE_FILE, LOCAL_FILE, MANAGED_RULES_DIR, PROJECT_FILE, RULES_DIR, USER_RULES_DIR, type MemoryType } from "./facts";
import { type AgentsMdState, nestedAgentsMd } from "./agents-md";
import { type Entry, Loader, type MemoryFile, type Pass, inWorkingPath, scopeOf } from "./loader";
import { dirsBelowRoot } from "./session-start";
import type { Settings } from "./settings";
import type { SourceLayer } from "../../source-layers";
import { readableContextFile } from "../shared";

export interface Attachment {
  file: MemoryFile;
  /** The context path as the scenario gives it. */
  read: string;
}

/** Conditional rules under `rulesDir` whose globs match `target` relative to `base`. */
function matchingRules(
  loader: Loader,
  rulesDir: string,
  type: MemoryType,
  base: string,
  target: string,
  pass: Pass,
  includeExternal: boolean,
  layer: SourceLayer,
): Entry[] {
  const out: Entry[] = [];
  for (const e of loader.processRules(rulesDir, type, pass, { layer, includeExternal, conditional: true })) {
    if (e.kind === "note") {
      out.push(e);
      continue;
    }
    const rel = relative(base, target);
    const globs = e.file.globs ?? [];
    if (
      rel !== "" &&
      !rel.startsWith("..") &&
      loader
        .memo(`paths\0${e.file.path}\0${globs.join("\0")}`, () =>
          ignoreMatcher(globs, loader.ctx.globs, { path: e.file.path, line: e.file.globsLine }),
        )
        .ignores(rel, false)
    ) {
      out.push({ kind: "loaded", file: { ...e.file, why: `its paths: (${globs.join(", ")}) match ${rel}, relative to ${base}` } });
    } else {
      const where =
        rel === "" || rel.startsWith("..") ? `${target} is not below ${base}` : `${rel} (relative to ${base}) matches none of them`;
      out.push({
        kind: "note",
        source: {
          path: e.file.path,
          layer,
          status: "unmatched",
          reason: `Conditional: its paths: (${globs.join(", ")}) do not match this read; ${where}.`,
          bytes: e.file.size,
          includedBytes: 0,
          ...scopeOf(e.file),
        },
      });
    }
  }
  return out;
}

/** Directories strictly below the cwd down to the target's own directory, top first (raw string prefix, as upstream). */
function nestedDirs(target: string, cwd: string): string[] {
  const out: string[] = [];
  for (let dir = dirname(target); dir !== cwd && dir !== "/"; dir = dirname(dir)) if (dir.startsWith(cwd)) out.push(dir);
  return out.reverse();
}

/**
 * Folders an earlier read of this session already went through, each with whether its rules folder
 * holds conditional rules. Their instruction files and unconditional rules came into context then, so
 * upstream's second pass over them attaches nothing new (its notes are the same notes); only the
 * conditional rules, which depend on the file read, are matched again. Walking every folder again
 * for every read was quadratic in depth: 1,000 levels read file by file made 2.5 million probes.
 */
type Walked = Map<string, boolean>;

/**
 * The rules folders every read consults whatever it reads (managed, the user's, and those from below
 * `/` down to the cwd), each with whether it lists any entry. One that lists none (missing, empty)
 * lists none at the next read either, and is passed over: a check reads 30,000 files in a session.
 */
interface FixedRules {
  managed: string;
  user: string;
  above: { dir: string; rules: string }[];
  listed: (dir: string) => boolean;
}

function fixedRules(ctx: ProfileContext, s: Settings): FixedRules {
  const listed = new Map<string, boolean>();
  return {
    managed: join(s.managedDir, MANAGED_RULES_DIR),
    user: join(s.configHome, USER_RULES_DIR),
    above: dirsBelowRoot(s.cwd).map((dir) => ({ dir, rules: join(dir, RULES_DIR) })),
    listed(dir) {
      let has = listed.get(dir);
      if (has === undefined) {
        const real = ctx.fs.realpath(dir);
        const names = ctx.fs.readdir(real.ok ? real.value : dir);
        // An unreadable folder is not passed over: processRules says why its rules are skipped.
        listed.set(dir, (has = names.ok ? names.value.length > 0 : names.code === "EACCES"));
      }
      return has;
    },
  };
}

function entriesForRead(loader: Loader, s: Settings, target: string, dirs: string[], walked: Walked, fixed: FixedRules): Entry[] {
  const pass: Pass = { processed: new Set() };
  const out: Entry[] = [];
  if (fixed.listed(fixed.managed)) append(out, matchingRules(loader, fixed.managed, "Managed", s.cwd, target, pass, false, "managed-rule"));
  if (s.user && fixed.listed(fixed.user)) append(out, matchingRules(loader, fixed.user, "User", s.cwd, target, pass, true, "global-rule"));
  for (const dir of dirs) {
    const rulesDir = join(dir, RULES_DIR);
    const conditional = walked.get(dir);
    if (conditional !== undefined) {
      if (conditional) append(out, matchingRules(loader, rulesDir, "Project", dir, target, pass, false, "rule"));
      continue;
    }
    const why = `the nearest instruction files between the working directory and the file read (${dir})`;
    if (s.project) {
      append(out, loader.processFile(join(dir, PROJECT_FILE), "Project", pass, { layer: "nested", why, includeExternal: false }));
      append(out, loader.processFile(join(dir, DOT_CLAUDE_FILE), "Project", pass, { layer: "nested", why, includeExternal: false }));
    }
    if (s.local) append(out, loader.processFile(join(dir, LOCAL_FILE), "Local", pass, { layer: "nested", why, includeExternal: false }));
    // Upstream reads a nested directory's rules without checking projectSettings; kept as is.
    const unconditional: Pass = { processed: new Set(pass.processed) };
    append(
      out,
      loader
        .processRules(rulesDir, "Project", unconditional, { layer: "rule", includeExternal: false, conditional: false })
        .filter((e) => e.kind === "loaded" || e.source.status !== "unmatched"),
    );
    const matched = matchingRules(loader, rulesDir, "Project", dir, target, pass, false, "rule");
    walked.set(dir, matched.length > 0);
    append(out, matched);
    for (const p of unconditional.processed) pass.processed.add(p);
  }
  for (const { dir, rules } of fixed.above)
    if (fixed.listed(rules)) append(out, matchingRules(loader, rules, "Project", dir, target, pass, false, "rule"));
  return out;
}

/**
 * Walk the context paths in order. `inContext` starts with the session-start files (readFileState
 * is seeded with them) and grows with every file read or attached.
 */
export function attachOnRead(
  ctx: ProfileContext,
  loader: Loader,
  s: Settings,
  inContext: Set<string>,
  agentsMd: AgentsMdState,
): { attachments: Attachment[]; notes: Source[] } {
  const attachments: Attachment[] = [];
  const notes: Source[] = [];
  const walked: Walked = new Map();
  const fixed = fixedRules(ctx, s);
  // The folder of the last read when nothing could attach on a read there: every folder on its way
  // walked, none with conditional rules, no fixed rules folder listing anything. The next read in that
  // folder attaches nothing either, and costs its probes alone (a check reads 30,000 files).
  let quietDir: string | undefined;
  for (const entry of ctx.input.contextPaths) {
    const target = readableContextFile(
      ctx,
      entry,
      resolvePath(s.cwd, expandHome(entry, s.home)),
      ": the Read tool fails, so nothing is attached",
    );
    if (target === null) continue;
    inContext.add(normalize(target));
    if (s.attachmentsOffBy) {
      ctx.decide(`${s.attachmentsOffBy} is set: no nested memory is attached for read ${entry}`, target);
      continue;
    }
    const real = ctx.fs.realpath(target);
    if (!inWorkingPath(target, s.cwd) || (real.ok && !inWorkingPath(real.value, s.cwd))) {
      ctx.diag({
        level: "info",
        code: "context-path-outside-cwd",
        path: target,
        message: `${entry} is outside the working directory, so reading it attaches no instruction files.`,
      });
      continue;
    }
    if (dirname(target) === quietDir) continue;
    // The agents-md plugin's Read hook runs after the tool result, so its files come after the engine's.
    const dirs = nestedDirs(target, s.cwd);
    const fresh = dirs.filter((d) => !walked.has(d));
    const entries = [
      ...entriesForRead(loader, s, target, dirs, walked, fixed),
      ...nestedAgentsMd(ctx, loader, s, agentsMd, fresh, { processed: new Set() }),
    ];
    for (const e of entries) {
      if (e.kind === "note") {
        if (e.source.status !== "duplicate") notes.push(e.source);
        continue;
      }
      if (inContext.has(normalize(e.file.path))) {
        ctx.decide(`already in context, not attached again on read ${entry}`, e.file.path);
        continue;
      }
      inContext.add(normalize(e.file.path));
      attachments.push({ file: e.file, read: entry });
    }
    const quiet =
      dirs.every((d) => walked.get(d) === false) &&
      !fixed.listed(fixed.managed) &&
      !(s.user && fixed.listed(fixed.user)) &&
      fixed.above.every((a) => !fixed.listed(a.rules));
    quietDir = quiet ? dirname(target) : undefined;
  }
  return { attachments, notes };
}
