/**
 * opencode (anomalyco/opencode, formerly sst/opencode): the classic V1 instruction loader.
 *
 * Sources (read 2026; see README.md for every detail and where it comes from):
 * - packages/opencode/src/session/instruction.ts: systemPaths(), system(), find(), resolve().
 *   The stored anomalyco/opencode copy is at 5a03e2994a8649311a73e6e46ec593732f658f97 (that commit
 *   carries a fork's APEX_ flag rename; its logic matches the OPENCODE_ copies of the same file).
 * - packages/opencode/src/tool/read.ts (the <system-reminder> appended to read results)
 * - packages/opencode/src/session/llm.ts and prompt.ts (system parts joined with "\n")
 * - packages/opencode/src/effect/runtime-flags.ts, packages/core/src/flag/flag.ts (env truthiness)
 * - packages/core/src/global.ts (xdg-basedir config dir), packages/opencode/src/config/config.ts and
 *   config/paths.ts (config layers and how `instructions` arrays merge)
 * - Effect-TS/effect-smol packages/effect/src/Config.ts (Config.boolean accepted strings)
 * - OPENCODE_CONFIG_DIR and the global AGENTS.md (read 2026-11-26): core global.ts @ 5a03e29 makes the
 *   Global service's config dir `OPENCODE_CONFIG_DIR ?? <XDG>/opencode`, so today that variable replaces
 *   the global folder (anomalyco/opencode issue #28658, open; PR #47468 to make it additive, open). Early
 *   2026 (PR #11536, merged 2026-02) it was checked first with a fallback to the global file, as
 *   packages/opencode/test/session/instruction.test.ts "prefers OPENCODE_CONFIG_DIR AGENTS.md over global
 *   when both exist" / "falls back to global AGENTS.md ..." pin (the `config-dir-fallback` variant). The
 *   repository moved from sst/opencode to anomalyco/opencode (sst/ links in 2025-2026 issues now point there).
 * - seed 004: "T28 — AGENTS.md / CLAUDE.md cascading (findUp)" (the `seed` variant)
 * Upstream vs seed: upstream stacks every ancestor copy of the winning name, adds one global file
 * and the config `instructions`, formats `Instructions from: <path>`; the seed loads one file in a
 * <project-instruction> wrapper.
 */
import { BEHAVIOURS } from "./behaviour";
import { defineProfile } from "../define";
import { opencodeMeta } from "./meta";

export { opencodeGlobalConfigDir } from "./flags";
export { SYSTEM_PART_SEPARATOR } from "./upstream";

// Each variant's row names its loader (instruction.ts today, or the seed's findUp) and its settings.
export const opencode = defineProfile(opencodeMeta, BEHAVIOURS, (ctx, b) => b.load(ctx, b));
