/**
 * What differs between the four variants, as data: four surfaces of Copilot. `upstream` is Copilot CLI
 * and `coding-agent` the cloud coding agent, both on the Copilot agent runtime (copilot-customizations-spec.md,
 * GitHub docs); `vscode` is Copilot Chat in VS Code (computeAutomaticInstructions.ts, vscode-docs);
 * `visual-studio` is Copilot Chat in Visual Studio (Learn docs, GitHub docs' Visual Studio tab).
 */
import type { ProfileContext } from "../base";
import type { Behaviours } from "../define";
import type { CopilotSettings, copilotMeta } from "./meta";
import type { Books } from "./collect";
import { VARIANTS, VISUAL_STUDIO_SETTING, VSCODE_SETTINGS } from "./facts";
import { resolveCli, resolveRuntime, type RuntimeBehaviour } from "./runtime";
import { cliPrompt } from "./cli";
import type { Composer } from "../../core/compose";
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
  collect(ctx: ProfileContext, settings: CopilotSettings): { books: Books; listed: Listed[]; prompt?: Composer };
  /** The session-start block's label: Rulescope's listing, or the agent's own text where it was verified. */
  startLabel: string;
  /** The settings this surface has: the others are not read, so not checked (readSettings `notRead`). */
  settings: readonly string[];
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

const LISTING_LABEL = "Custom instructions at session start (Rulescope listing: Copilot's wording is not published)";

/** A surface on the agent runtime: its collector, run with that surface's differences; nothing is listed for on-demand reading. */
const onRuntime = (differences: RuntimeBehaviour, surface: string): Behaviour => ({
  surface,
  role: "system",
  startLabel: LISTING_LABEL,
  settings: [],
  collect: (ctx) => ({ ...resolveRuntime(ctx, { ...differences, surface }), listed: [] }),
});

/** Copilot CLI as 1.0.102 runs: its session start and its own text, verified in the lab (cli.ts). */
const cli: Behaviour = {
  surface: "Copilot CLI",
  role: "system",
  startLabel: "Custom instructions in the system prompt (Copilot CLI 1.0.102's own text, verified against the binary)",
  settings: [],
  collect: (ctx) => {
    const { books, start } = resolveCli(ctx, { ...ON_YOUR_MACHINE, surface: "Copilot CLI" });
    return { books, listed: [], prompt: cliPrompt(start) };
  },
};

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof copilotMeta, Behaviour> = {
  [VARIANTS.cli]: cli,
  [VARIANTS.codingAgent]: onRuntime(ON_THE_RUNNER, "Copilot coding agent"),
  [VARIANTS.vscode]: {
    surface: "Copilot Chat in VS Code",
    role: "user",
    startLabel: LISTING_LABEL,
    settings: Object.values(VSCODE_SETTINGS),
    collect: resolveVscode,
  },
  // Visual Studio lists the files among the request's references (Learn docs): the user turn, as in VS Code.
  [VARIANTS.visualStudio]: {
    surface: "Copilot Chat in Visual Studio",
    role: "user",
    startLabel: LISTING_LABEL,
    settings: [VISUAL_STUDIO_SETTING.key],
    collect: resolveVisualStudio,
  },
};
