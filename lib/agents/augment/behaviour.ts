/**
 * What differs between the IDE extensions (`upstream`) and the Auggie CLI (`cli`), as data. Sources:
 * docs.augmentcode.com/setup-augment/guidelines, cli/rules, cli/setup-auggie/workspace-context.
 */
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { augmentMeta } from "./meta";

export interface Behaviour {
  /** The product's name in reasons and labels. */
  surface: string;
  /** Auggie takes the git root as the workspace root; the IDE's workspace is the folder it opened (the cwd). */
  rootFromGit: boolean;
  /** User Guidelines (~/.augment/user-guidelines.md) are an IDE feature. */
  userGuidelines: boolean;
  /** `--rules <file>` is an Auggie flag. */
  rulesFlag: boolean;
}

export const BEHAVIOURS: Behaviours<typeof augmentMeta, Behaviour> = {
  [VARIANTS.upstream]: { surface: "the Augment IDE extension", rootFromGit: false, userGuidelines: true, rulesFlag: false },
  [VARIANTS.cli]: { surface: "Auggie", rootFromGit: true, userGuidelines: false, rulesFlag: true },
};
