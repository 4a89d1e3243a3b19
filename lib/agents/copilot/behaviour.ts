/**
 * What differs between the three variants, as data: three surfaces of Copilot. `upstream` is Copilot CLI
 * and `coding-agent` the cloud coding agent, both on the Copilot agent runtime (copilot-customizations-spec.md,
 * GitHub docs); `vscode` is Copilot Chat in VS Code (computeAutomaticInstructions.ts, vscode-docs).
 */
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { copilotMeta } from "./meta";

interface Surface {
  /** The product named in the system-prompt placeholder's label. */
  surface: string;
  /**
   * The role of the message the instructions travel in: the agent runtime adds them to the system
   * prompt; VS Code attaches them to the user's request.
   */
  role: "system" | "user";
}

/**
 * Which collector runs: the agent runtime's file table and merge order (runtime.ts), or VS Code's
 * settings-gated workspace files and instruction folders (vscode.ts). Two different algorithms.
 */
export type Behaviour = Surface &
  (
    | { engine: "vscode" }
    | {
        engine: "runtime";
        /**
         * The runtime on GitHub's runner (the coding agent: repository files only, worked from the root;
         * `excludeAgent: coding-agent` drops a file; only the nearest AGENTS.md on a worked-on file's path;
         * no ~/.copilot, no COPILOT_CUSTOM_INSTRUCTIONS_DIRS) rather than on your machine (Copilot CLI).
         */
        onRunner: boolean;
      }
  );

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof copilotMeta, Behaviour> = {
  [VARIANTS.cli]: { engine: "runtime", onRunner: false, surface: "Copilot CLI", role: "system" },
  [VARIANTS.codingAgent]: { engine: "runtime", onRunner: true, surface: "Copilot coding agent", role: "system" },
  [VARIANTS.vscode]: { engine: "vscode", surface: "Copilot Chat in VS Code", role: "user" },
};
