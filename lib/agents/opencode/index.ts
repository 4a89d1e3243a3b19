/**
 * opencode (anomalyco/opencode, formerly sst/opencode): the classic V1 instruction loader.
 * Upstream vs seed: upstream stacks every ancestor copy of the winning name, adds one global file
 * and the config `instructions`, formats `Instructions from: <path>`; the seed loads one file in a
 * <project-instruction> wrapper.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { BEHAVIOURS } from "./behaviour";
import { defineProfile } from "../define";
import { opencodeMeta } from "./meta";

export { opencodeGlobalConfigDir } from "./flags";
export { SYSTEM_PART_SEPARATOR } from "./upstream";

// Each variant's row names its loader (instruction.ts today, or the seed's findUp) and its settings.
export const opencode = defineProfile(opencodeMeta, BEHAVIOURS, (ctx, b) => b.load(ctx, b));
