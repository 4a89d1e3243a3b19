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
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { BEHAVIOURS } from "./behaviour";
import { defineProfile } from "../define";
import { clineMeta } from "./meta";
import { readSettings } from "../settings";

// Each variant's row names its loader: Cline 4's SDK loader or Cline 3's. Only Cline 3's has the
// settings, so only it checks them; Cline 4's says once that they are not read (sdk.ts).
const KEYS = clineMeta.configKeys.map((k) => k.key);
export const cline = defineProfile(clineMeta, BEHAVIOURS, (ctx, b) =>
  b.load(ctx, readSettings(ctx, clineMeta.configKeys, { notRead: b.readsSettings ? [] : KEYS }).values),
);
