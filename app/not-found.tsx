import Link from "next/link";

// Our own 404 page: Next's default one uses inline styles, which the Content-Security-Policy forbids.
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">Rulescope is a single page.</p>
      <Link href="/" className="text-teal-700 underline dark:text-teal-400">
        Open the playground
      </Link>
    </main>
  );
}
