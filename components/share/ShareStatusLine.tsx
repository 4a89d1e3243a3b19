"use client";
import type { ShareStatus } from "./useShareActions";
import { TOOL_BUTTON } from "./styles";

const TONE = {
  ok: "text-emerald-800 dark:text-emerald-300",
  warn: "text-amber-800 dark:text-amber-300",
  error: "text-red-800 dark:text-red-300",
} as const;

/** What the last toolbar action did: announced politely, with a download offer or a copy box if needed. */
export function ShareStatusLine({ status, onDownload }: { status: ShareStatus | null; onDownload: () => void }) {
  return (
    <div className={status ? "flex w-full basis-full flex-col gap-1 md:w-auto md:basis-auto" : "sr-only"}>
      <p role="status" className={`text-sm ${status ? TONE[status.tone] : ""}`}>
        {status?.text}
      </p>
      {status?.offerDownload && (
        <button type="button" className={TOOL_BUTTON} onClick={onDownload}>
          Download scenario instead
        </button>
      )}
      {status?.manualCopy !== undefined && (
        <textarea
          readOnly
          aria-label="Text to copy"
          value={status.manualCopy}
          onFocus={(e) => e.currentTarget.select()}
          className="h-20 w-full rounded-md border border-zinc-300 bg-zinc-50 p-2 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-950"
        />
      )}
    </div>
  );
}
