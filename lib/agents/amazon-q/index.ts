/**
 * Amazon Q Developer (open source). The CLI's default agent reads its `file://` resources: AmazonQ.md,
 * AGENTS.md (since 1.16.0) and README.md at the working directory and `.amazonq/rules/**` + `/*.md`;
 * the files are sorted by path, files over 3/4 of the context window are dropped largest first, and
 * the rest are sent largest first in one context message between Q's BEGIN/END lines. The IDE
 * plugins pin AmazonQ.md, README.md and the rules folder's Markdown files (walked recursively) as a
 * `<pinnedContext>` turn, each file cut to 40,960 characters. Text fidelity: exact (both are open).
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { defineProfile, type ProfileContext } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { amazonQMeta } from "./meta";
import { readQSettings } from "./settings";

function resolve(ctx: ProfileContext, b: Behaviour) {
  return b.compose(ctx, readQSettings(ctx, b.resources));
}

export const amazonQ = defineProfile(amazonQMeta, BEHAVIOURS, resolve);
