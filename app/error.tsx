"use client";
/**
 * The last resort when the playground itself fails to render (each of its parts has its own boundary,
 * see components/ErrorBoundary.tsx): say what happened instead of a blank page. The autosaved draft
 * is in this browser's storage and comes back on reload.
 */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <main role="alert" className="mx-auto flex max-w-2xl flex-col gap-3 p-8">
      <h1 className="text-lg font-semibold">Rulescope could not show the playground</h1>
      <p className="text-sm break-words">{error.message || error.name}</p>
      <p className="text-sm">
        This is a bug in Rulescope. Your last edits are kept as a draft in this browser; reloading the page offers it again.
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Try again
        </button>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Reload
        </button>
      </div>
    </main>
  );
}
