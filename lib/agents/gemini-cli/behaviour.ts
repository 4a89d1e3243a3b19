/**
 * What differs between the two variants, as data. `upstream` is google-gemini/gemini-cli at 5411f113
 * (JIT context, the default since #25716, 2026-04-21); `legacy` is loadServerHierarchicalMemory at
 * ffb28c77 (parent of 6edfba481f, which made JIT the default).
 */
import type { ProfileContext, ProfileOutput } from "../base";
import type { Behaviours } from "../define";
import { resolveCurrent } from "./current";
import { resolveLegacy } from "./legacy";
import type { geminiCliMeta } from "./meta";
import type { Settings } from "./settings";
import type { Trust } from "./trust";

export interface Behaviour {
  /**
   * Which loader runs: today's JIT context (current.ts: memoryContextManager, upward to the boundary
   * marker, files near tool reads attached on the way) or loadServerHierarchicalMemory (legacy.ts:
   * upward to the project root's parent plus a BFS down, all in the system prompt). Two algorithms.
   */
  load(ctx: ProfileContext, s: Settings, trust: Trust): ProfileOutput;
  /**
   * context.fileName: configured names are added in front of GEMINI.md, which always stays
   * (memoryTool.ts setGeminiMdFilename since #26950), or replace it (ffb28c77).
   */
  keepsDefaultFileName: boolean;
  /**
   * setGeminiMdFilename resolves each configured name from the working directory, and a symlink loop
   * there stops Gemini CLI on start (0.61.0, measured). Not known for the legacy loader: off there.
   */
  stopsOnNameLoop: boolean;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof geminiCliMeta, Behaviour> = {
  upstream: { load: resolveCurrent, keepsDefaultFileName: true, stopsOnNameLoop: true },
  legacy: { load: resolveLegacy, keepsDefaultFileName: false, stopsOnNameLoop: false },
};
