/**
 * What differs between the three variants, as data. `upstream`: TRAE v3.5.51+ (changelog of
 * 2026-04-14: rule subfolders up to 3 levels, `.trae/rules` in any subdirectory). `rules-2026-01`: the
 * multi-rule system of the docs mirrored on 2026-01-23 (one flat folder, four apply modes, AGENTS.md /
 * CLAUDE.md import). `project-rules-md`: Trae 0.5.1 (2025): one `.trae/rules/project_rules.md`.
 */
import type { Behaviours } from "../define";
import { MAX_RULE_DEPTH, PROJECT_RULES_FILE, USER_RULES_DIR, VARIANTS } from "./facts";
import type { traeMeta } from "./meta";

export interface Behaviour {
  /** When set, the one project rules file read (always on, no frontmatter); else every `.md` in the folder. */
  singleFile: string | null;
  /** Subfolder levels of a rules folder that are read (0: the folder's own files only). */
  maxDepth: number;
  /** Whether `.trae/rules` folders in subdirectories are read, scoped to their subdirectory. */
  subdirectoryRules: boolean;
  /** Whether the AGENTS.md / CLAUDE.md import toggles exist. */
  imports: boolean;
  /** The global rules folder under home, or null when this release keeps user rules elsewhere. */
  userRulesDir: string | null;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof traeMeta, Behaviour> = {
  [VARIANTS.upstream]: { singleFile: null, maxDepth: MAX_RULE_DEPTH, subdirectoryRules: true, imports: true, userRulesDir: USER_RULES_DIR },
  [VARIANTS.rules202601]: { singleFile: null, maxDepth: 0, subdirectoryRules: false, imports: true, userRulesDir: USER_RULES_DIR },
  [VARIANTS.projectRulesMd]: { singleFile: PROJECT_RULES_FILE, maxDepth: 0, subdirectoryRules: false, imports: false, userRulesDir: null },
};
