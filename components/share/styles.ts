/** Toolbar control styles, light and dark. */
export const TOOL_BUTTON =
  "inline-flex items-center gap-1 rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm font-medium text-zinc-800 shadow-sm hover:bg-zinc-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800";

export const PRIMARY_BUTTON =
  "inline-flex items-center gap-1 rounded-md border border-sky-700 bg-sky-700 px-2.5 py-1.5 text-sm font-medium text-white shadow-sm hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 dark:border-sky-600 dark:bg-sky-700 dark:hover:bg-sky-600 dark:focus-visible:ring-offset-zinc-950";
