/**
 * Cline (cline/cline, open source). Two generations, both with exact text read in the source:
 * - upstream (default): Cline 4 (VS Code 4.x and the CLI, on the Cline SDK). Rules from the
 *   workspace AGENTS.md, .clinerules/ and .cline/rules/, ~/.agents/AGENTS.md, ~/.cline/rules/ and
 *   ~/Documents/Cline/Rules, named, de-duplicated by name (later place wins), sorted by name into one
 *   "# Rules" section appended to the system prompt.
 * - v3: Cline 3.x, the "USER'S CUSTOM INSTRUCTIONS" section with one sub-section per source
 *   (global rules folder, .clinerules, .cursorrules, .cursor/rules, .windsurfrules, AGENTS.md found
 *   recursively, .clineignore), `paths:` conditions (files in context and path-like words of the
 *   prompt) and per-rule toggles (Cline's own state maps, one per source).
 *
 * Sources (read 2026-11; every detail decided: README.md):
 * - cline/cline @ 21cb8d2525bcedf1f4b6890b27a74a14fe7451e4 (sdk v0.0.78, VS Code 4.1.13):
 *   sdk/packages/core/src/extensions/config/user-instruction-config-loader.ts,
 *   sdk/packages/core/src/extensions/config/unified-config-file-watcher.ts,
 *   sdk/packages/core/src/runtime/safety/rules.ts,
 *   sdk/packages/core/src/runtime/orchestration/session-runtime-orchestrator.ts,
 *   sdk/packages/shared/src/storage/paths.ts
 * - cline/cline @ 864419d8b0c2467ec37ccb8837ddd08f96ea31f9 (VS Code 3.89.2), apps/vscode/src/:
 *   core/prompts/system-prompt/components/user_instructions.ts, core/prompts/responses.ts,
 *   core/context/instructions/user-instructions/{cline-rules,external-rules,rule-helpers,
 *   frontmatter,rule-conditionals,RuleContextBuilder}.ts, utils/fs.ts, services/glob/list-files.ts,
 *   core/storage/disk.ts, core/ignore/ClineIgnoreController.ts
 */
import { BEHAVIOURS } from "./behaviour";
import { defineProfile } from "../define";
import { clineMeta } from "./meta";

// Each variant's row names its loader: Cline 4's SDK loader or Cline 3's.
export const cline = defineProfile(clineMeta, BEHAVIOURS, (ctx, b) => b.load(ctx));
