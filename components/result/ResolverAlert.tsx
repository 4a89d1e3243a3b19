"use client";
/**
 * What became of a resolve that got no answer (timed out, worker died, resolver bug), in words, as an
 * alert above the result. It stays until the next answer replaces the failure, or until dismissed.
 */
import { useState } from "react";
import type { ResolveFailure } from "../worker/client";
import { describeFailure } from "../worker/failure";

export function ResolverAlert({ failure, hasResult }: { failure: ResolveFailure | null; hasResult: boolean }) {
  const [dismissed, setDismissed] = useState<ResolveFailure | null>(null);
  if (!failure || failure === dismissed) return null;
  const text = describeFailure(failure, hasResult);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-x-4 gap-y-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{text.title}</p>
        <p className="mt-1 text-sm break-words opacity-90">{text.detail}</p>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(failure)}
        className="rounded-md border border-current/30 px-2 py-1 text-sm font-medium hover:bg-black/5 dark:hover:bg-white/10"
      >
        Dismiss
      </button>
    </div>
  );
}
