/**
 * What differs between the four variants, as data: four surfaces of Copilot. `upstream` is Copilot CLI
 * and `coding-agent` the cloud coding agent, both on the Copilot agent runtime (copilot-customizations-spec.md,
 * GitHub docs); `vscode` is Copilot Chat in VS Code (computeAutomaticInstructions.ts, vscode-docs);
 * `visual-studio` is Copilot Chat in Visual Studio (Learn docs, GitHub docs' Visual Studio tab).
 */
import type { ProfileContext } from "../base";
import type { Behaviours } from "../define";
import type { Books } from "./collect";
import { VARIANTS } from "./facts";
import type { copilotMeta } from "./meta";
import { resolveRuntime, type RuntimeBehaviour } from "./runtime";
import { resolveVisualStudio } from "./visual-studio";
import { resolveVscode, type Listed } from "./vscode";

interface Surface {
  /** The product named in the system-prompt placeholder's label. */
  surface: string;
  /**
   * The role of the message the instructions travel in: the agent runtime adds them to the system
   * prompt; VS Code attaches them to the user's request.
   */
  role: "system" | "user";
}

export interface Behaviour extends Surface {
  /**
   * Which collector runs: the agent runtime's file table and merge order (runtime.ts), or VS Code's
   * settings-gated workspace files and instruction folders (vscode.ts), or Visual Studio's two kinds of
   * file behind one option, with reference lines that load other files (visual-studio.ts).
   */
  collect(ctx: ProfileContext): { books: Books; listed: Listed[] };
}

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

/** A surface on the agent runtime: its collector, run with that surface's differences; nothing is listed for on-demand reading. */
const onRuntime = (differences: RuntimeBehaviour, surface: string): Behaviour => ({
  surface,
  role: "system",
  collect: (ctx) => ({ ...resolveRuntime(ctx, { ...differences, surface }), listed: [] }),
});

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof copilotMeta, Behaviour> = {
  [VARIANTS.cli]: onRuntime(ON_YOUR_MACHINE, "Copilot CLI"),
  [VARIANTS.codingAgent]: onRuntime(ON_THE_RUNNER, "Copilot coding agent"),
  [VARIANTS.vscode]: { surface: "Copilot Chat in VS Code", role: "user", collect: resolveVscode },
  // Visual Studio lists the files among the request's references (Learn docs): the user turn, as in VS Code.
  [VARIANTS.visualStudio]: { surface: "Copilot Chat in Visual Studio", role: "user", collect: resolveVisualStudio },
};
