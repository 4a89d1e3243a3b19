/** A failed resolve (components/worker/client.ts) in plain words, for the page and the Compare view. */
import type { ResolveFailure } from "./client";

export interface FailureText {
  /** One sentence: what happened. */
  title: string;
  /** What is on screen now, and what happens next. */
  detail: string;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** `hasResult`: an older answer is still on screen (otherwise there is nothing to show yet). */
export function describeFailure(
  f: Pick<ResolveFailure, "kind"> & Partial<{ limitMs: number; detail: string }>,
  hasResult: boolean,
): FailureText {
  const shown = hasResult ? "The result shown is the last good one, from before this change." : "There is no result to show yet.";
  const next = "Your edits are kept; the next change is resolved again.";
  switch (f.kind) {
    case "timeout":
      return {
        title: `Resolving took longer than ${seconds(f.limitMs ?? 0)} and was stopped.`,
        detail: `${shown} Something in this scenario keeps the resolver busy too long (for example a very complex glob or a very large file). ${next}`,
      };
    case "crashed":
      return {
        title: `The resolver stopped unexpectedly (${f.detail}) and was restarted.`,
        detail: `${shown} This can happen when a scenario needs more memory than the browser allows a worker. ${next}`,
      };
    default:
      return {
        title: `The resolver failed: ${f.detail}`,
        detail: `${shown} This is a bug in Rulescope, not a problem with your files. ${next}`,
      };
  }
}
