import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DEV_CONTENT_SECURITY_POLICY } from "./csp";
import "./globals.css";
import { THEME_KEY } from "@/components/share/theme";
import { EXAMPLE, V1 } from "@/lib/scenario/permalink-encode";

// Mirrors applyTheme() in components/share/theme.ts, which takes over after hydration.
const THEME_BOOT = `try{var c=localStorage.getItem(${JSON.stringify(THEME_KEY)});var d=c==="dark"||(c!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.classList.toggle("dark",d);r.classList.toggle("light",!d);r.dataset.theme=c==="dark"||c==="light"?c:"system"}catch(e){}`;

// A page opened from a link (#v1/..., #example/...) shows "Opening the link" over the playground until
// the link's scenario is loaded and resolved (components/persistence/linkVeil.ts lifts it), instead of
// first painting the default example that the static page holds.
const LINK_BOOT = `try{var h=location.hash;if(h.indexOf(${JSON.stringify(`#${V1}`)})===0||h.indexOf(${JSON.stringify(`#${EXAMPLE}`)})===0)document.documentElement.dataset.opening="link"}catch(e){}`;

export const metadata: Metadata = {
  title: "Rulescope",
  description: "See exactly which instruction files a coding agent reads, and the prompt it composes from them.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script below sets a class on <html> before React hydrates: expected, not a mismatch.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* The export's policy is written into each page after the build, with the hashes of its inline
            scripts (scripts/csp-postbuild.ts); only `next dev` renders one here. */}
        {DEV_CONTENT_SECURITY_POLICY && <meta httpEquiv="Content-Security-Policy" content={DEV_CONTENT_SECURITY_POLICY} />}
        {/* Fixed code, no user data: applies the stored theme before first paint (no light flash). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT + LINK_BOOT }} />
      </head>
      <body className="min-h-screen bg-white text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">{children}</body>
    </html>
  );
}
