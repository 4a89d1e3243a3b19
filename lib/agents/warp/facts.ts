/**
 * Warp's rule file names, global file, project root marker and the files /init offers to link: one
 * place for each. Source: warpdotdev/warp @ 19548ae (crates/repo_metadata/src/standing_queries.rs,
 * crates/ai/src/project_context/model.rs and global_rules.rs, app/src/terminal/view/init_project/mod.rs)
 * and docs.warp.dev Rules (warpdotdev/docs @ 9d837ad). README.md lists every decision.
 */
export const NAME = "Warp";

/** standing_queries.rs project_rule_file_names, matched ignoring ASCII case; per folder WARP.md wins (model.rs respected_rule). */
export const WARP_MD = "WARP.md";
const AGENTS_MD = "AGENTS.md";
/** Per folder, in precedence order. */
export const RULE_NAMES = [WARP_MD, AGENTS_MD] as const;

/** global_rules.rs GlobalRuleSource::Agents: `~/.agents/AGENTS.md` (since PR #9325, 2026-05-13). */
export const GLOBAL_RULE = ".agents/AGENTS.md";

/**
 * Project rules are indexed per detected git repository (persisted_workspace.rs DetectedGitRepo):
 * the closest folder from the cwd up holding `.git` is the project root. A `.git` file (worktree,
 * submodule) counts too: inferred.
 */
export const GIT_MARKER = ".git";
/** Folders the scan does not enter: the git folder itself (inferred). */
export const SKIP_DIRS: ReadonlySet<string> = new Set([".git"]);

/** init_project/mod.rs LINKABLE_FILES: not read; /init offers to symlink one of them as AGENTS.md. */
export const LINKABLE_FILES = [
  "CLAUDE.md",
  ".cursorrules",
  "AGENT.md",
  "GEMINI.md",
  ".clinerules",
  ".windsurfrules",
  ".github/copilot-instructions.md",
] as const;

/** Where under the home folder Warp reads on its own. */
export const HOME_PATHS = [GLOBAL_RULE] as const;
