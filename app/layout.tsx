import type { Metadata } from "next";
import type { ReactNode } from "react";
import { CONTENT_SECURITY_POLICY } from "./csp";
import "./globals.css";

export const metadata: Metadata = {
  title: "Rulescope",
  description: "See exactly which instruction files a coding agent reads, and the prompt it composes from them.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* A static export has no response headers, so the policy ships as a meta tag. */}
        <meta httpEquiv="Content-Security-Policy" content={CONTENT_SECURITY_POLICY} />
      </head>
      <body className="min-h-screen bg-white text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        {children}
      </body>
    </html>
  );
}
