"use client";
import { useEffect } from "react";
import type { ShareStatus } from "./useShareActions";
import { TOOL_BUTTON } from "./styles";

const TONE = {
  ok: "text-emerald-800 dark:text-emerald-300",
  warn: "text-amber-800 dark:text-amber-300",
  error: "text-red-800 dark:text-red-300",
} as const;

/** How long a plain "done" stays on screen (one with something to act on stays until dismissed). */
const OK_SHOWN_MS = 6000;

/** What the last toolbar action did: announced politely, with a download offer or a copy box if needed. */
export function ShareStatusLine({
  status,
  onDownload,
  onDismiss,
  onCopyMarkdownLink,
}: {
  status: ShareStatus | null;
  onDownload: () => void;
  onDismiss: () => void;
  onCopyMarkdownLink: (markdown: string) => void;
}) {
  const lingers = status !== null && (status.tone !== "ok" || status.offerDownload || status.manualCopy !== undefined);
  useEffect(() => {
    if (status === null || lingers) return;
    const t = setTimeout(onDismiss, OK_SHOWN_MS);
    return () => clearTimeout(t);
  }, [status, lingers, onDismiss]);
  return (
    // Floating under the top bar, so the answer to a click never moves the panes.
    <div
      className={
        status
          ? "fixed top-14 right-3 z-50 flex w-[min(28rem,calc(100vw-1.5rem))] flex-col gap-1 rounded-md border border-zinc-200 bg-white p-3 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
          : "sr-only"
      }
    >
      <p role="status" className={`text-sm ${status ? TONE[status.tone] : ""}`}>
        {status?.text}
      </p>
      {(status?.markdownLink !== undefined || status?.offerDownload) && (
        <div className="flex flex-wrap gap-2">
          {status.markdownLink !== undefined && (
            <button type="button" className={TOOL_BUTTON} onClick={() => onCopyMarkdownLink(status.markdownLink!)}>
              Copy as Markdown link
            </button>
          )}
          {status.offerDownload && (
            <button type="button" className={TOOL_BUTTON} onClick={onDownload}>
              Download scenario instead
            </button>
          )}
        </div>
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
      {status && (
        <button type="button" className={`${TOOL_BUTTON} self-end`} onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
