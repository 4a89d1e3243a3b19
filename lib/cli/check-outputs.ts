/**
 * `check`'s report files (`-o`, `--also`), looked at before the check runs so that a refusal leaves
 * every file as it was: each must be one the report may replace (`replaceProblem`), and none may be
 * the `--baseline` (the report would silently take the baseline's place).
 */
import { resolve } from "node:path";
import { replaceProblem, sameFile } from "./replace-file";
import { UsageError } from "./usage";

export function checkOutputTargets(outputs: { flag: string; path: string }[], baseline: string | undefined): void {
  for (const { flag, path } of outputs) {
    if (baseline !== undefined && sameFile(path, baseline))
      throw new UsageError(
        `${flag} ${path} and --baseline ${baseline} are one file: the report would replace the baseline. Write the report to another file.`,
      );
    const problem = replaceProblem(resolve(path));
    if (problem) throw new UsageError(`${flag} ${path} ${problem}.`);
  }
}
