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
 * The agent runtime's differences between Copilot CLI on your machine and the cloud coding agent on
 * GitHub's runner (copilot-customizations-spec.md; GitHub docs, "About customizing Copilot coding agent"),
 * one field per difference.
 */
export interface RuntimeBehaviour {
  /** The coding agent works from the repository root, whatever folder a session starts in. */
  worksFromRoot: boolean;
  /** Personal files in $COPILOT_HOME or ~/.copilot are read (on the runner they do not exist). */
  readsHome: boolean;
  /** `excludeAgent: "coding-agent"` in an instruction file's frontmatter drops the file. */
  honoursExcludeAgent: boolean;
  /**
   * What a worked-on file brings in from the folders on its path: every standard file and
   * instructions folder in each (CLI), or only the nearest AGENTS.md (coding agent).
   */
  nested: "path-folders" | "nearest-agents-md";
  /** COPILOT_CUSTOM_INSTRUCTIONS_DIRS names more folders to read. */
  readsExtraDirsEnv: boolean;
}

/**
 * Which collector runs: the agent runtime's file table and merge order (runtime.ts), or VS Code's
 * settings-gated workspace files and instruction folders (vscode.ts). Two different algorithms.
 */
export type Behaviour = Surface & ({ engine: "vscode" } | ({ engine: "runtime" } & RuntimeBehaviour));

const ON_YOUR_MACHINE: RuntimeBehaviour = {
  worksFromRoot: false,
  readsHome: true,
  honoursExcludeAgent: false,
  nested: "path-folders",
  readsExtraDirsEnv: true,
};
const ON_THE_RUNNER: RuntimeBehaviour = {
  worksFromRoot: true,
  readsHome: false,
  honoursExcludeAgent: true,
  nested: "nearest-agents-md",
  readsExtraDirsEnv: false,
};

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof copilotMeta, Behaviour> = {
  [VARIANTS.cli]: { engine: "runtime", ...ON_YOUR_MACHINE, surface: "Copilot CLI", role: "system" },
  [VARIANTS.codingAgent]: { engine: "runtime", ...ON_THE_RUNNER, surface: "Copilot coding agent", role: "system" },
  [VARIANTS.vscode]: { engine: "vscode", surface: "Copilot Chat in VS Code", role: "user" },
};
