/**
 * Firebase Studio's AI rules file names: one place for each. Source: firebase.google.com/docs/studio
 * set-up-gemini, "Customize instructions for Gemini with an AI rules file" (read 2026-11-27 from the
 * page's Markdown copy); README.md lists every decision.
 */
export const NAME = "Firebase Studio";

/**
 * The rules files Gemini in Firebase chat uses, "in order of precedence" (set-up-gemini); the first
 * one found is the one it uses. The page spells the last `cursorrules`: read as `.cursorrules` (inferred).
 */
export const RULE_FILES = [".idx/airules.md", "GEMINI.md", ".gemini/styleguide.md", "AGENTS.md", ".cursorrules"] as const;

/** Firebase Studio's own workspace folder (dev.nix, airules.md, mcp.json): shows a team uses it. */
export const MARKERS = [".idx/airules.md"] as const;
/** The workspace's Nix environment: Firebase Studio's own file, but no instructions. */
export const CONFIG_MARKERS = [".idx/dev.nix"] as const;
