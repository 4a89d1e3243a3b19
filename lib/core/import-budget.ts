/**
 * How much text imports may pull into one resolve. Gemini CLI expands `@file` imports anew on every
 * path (only the current chain counts as seen), so N files that all import each other expand N^5
 * times at its depth limit of 5; any agent can be pointed at huge files. Past either bound Rulescope
 * stops expanding, leaves the import as written, and says so once: the agent would go on, but no
 * session could use a prompt that size.
 */
import type { Diagnostic } from "../types";

/** Import expansions (one imported file's text placed once) in one resolve. */
const MAX_IMPORT_EXPANSIONS = 2_000;
/** Characters all imports of one resolve may add together. */
const MAX_IMPORTED_CHARS = 16 * 1024 * 1024;
/** `@paths` in code that one file gets a note for (each costs a probe): the first few make the point. */
export const MAX_IMPORTS_IN_CODE_NOTED = 20;

export class ImportBudget {
  private expansions = 0;
  private chars = 0;
  private told = false;

  constructor(private readonly report: (d: Diagnostic) => void) {}

  /** True once a refusal has happened: callers can skip the work that would lead to another one. */
  get spent(): boolean {
    return this.told;
  }

  /** Whether one more import of `chars` characters may be expanded; the first refusal is reported. */
  take(chars: number, site: { path: string }): boolean {
    if (this.expansions + 1 <= MAX_IMPORT_EXPANSIONS && this.chars + chars <= MAX_IMPORTED_CHARS) {
      this.expansions++;
      this.chars += chars;
      return true;
    }
    if (!this.told) {
      this.told = true;
      const which =
        this.expansions + 1 > MAX_IMPORT_EXPANSIONS
          ? `${MAX_IMPORT_EXPANSIONS.toLocaleString("en-US")} import expansions`
          : `${(MAX_IMPORTED_CHARS / 1024 / 1024).toFixed(0)} MiB of imported text`;
      this.report({
        level: "warning",
        code: "import-budget-spent",
        path: site.path,
        message: `${site.path}: Rulescope stopped expanding imports after ${which} in this resolve; later imports are left as written. The agent itself would go on expanding them.`,
      });
    }
    return false;
  }
}
