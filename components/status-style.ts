import type { Diagnostic, SourceStatus } from "@/lib/types";

// Colour says "in the prompt", "cut", "considered but left out" or "could not be read" at a glance.
const IN = "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200";
const CUT = "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200";
const OUT = "bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200";
// Offered: not in the prompt, but the model is told it exists and may fetch it.
const OFFER = "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-200";
const BAD = "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-200";

export const STATUS_CLASS: Record<SourceStatus, string> = {
  included: IN,
  truncated: CUT,
  "over-budget": CUT,
  offered: OFFER,
  shadowed: OUT,
  disabled: OUT,
  unmatched: OUT,
  empty: OUT,
  duplicate: OUT,
  unreadable: BAD,
  binary: BAD,
};

export const LEVEL_CLASS: Record<Diagnostic["level"], string> = {
  error: BAD,
  warning: CUT,
  info: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-200",
};

export const BADGE = "inline-block rounded px-1.5 py-0.5 text-xs font-medium";
