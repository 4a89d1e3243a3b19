/** Shared Tailwind classes of the session controls (light and dark). */
export const CONTROL =
  "w-full min-w-0 rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 dark:border-zinc-700 dark:bg-zinc-900";
export const CONTROL_INVALID = "border-red-500 dark:border-red-500";
export const LABEL = "text-sm font-medium text-zinc-700 dark:text-zinc-300";
export const HELP = "text-xs text-zinc-600 dark:text-zinc-400";
export const WARN = "text-xs text-amber-800 dark:text-amber-300";
export const ERROR = "text-xs text-red-700 dark:text-red-400";
export const SMALL_BUTTON =
  "rounded-md border border-zinc-300 px-2 py-1 text-xs font-medium text-zinc-800 hover:bg-zinc-100 focus:outline-none focus:ring-2 focus:ring-teal-600/30 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800";
