/**
 * One page per check code, built at export time from docs/checks/<code>.md (the pages the CLI's SARIF
 * output links to). The Markdown is read as text and drawn from a small block subset (docText.ts):
 * no HTML from the file ever reaches the page.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { docBlocks, type Inline } from "@/components/problems/docText";
import { CHECK_CODE_LIST, CHECK_CODES, docPath, isCheckCode } from "@/lib/check/codes";

export const dynamicParams = false;

export function generateStaticParams() {
  return CHECK_CODE_LIST.map((code) => ({ code }));
}

export async function generateMetadata({ params }: { params: Promise<{ code: string }> }): Promise<Metadata> {
  const { code } = await params;
  return { title: `${code} · Rulescope check` };
}

function Text({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === "code" ? (
          <code key={i} className="rounded bg-zinc-100 px-1 font-mono text-[0.9em] dark:bg-zinc-800">
            {p.text}
          </code>
        ) : p.kind === "strong" ? (
          <strong key={i}>{p.text}</strong>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

export default async function CheckPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!isCheckCode(code)) notFound();
  const markdown = readFileSync(join(process.cwd(), docPath(code)), "utf8");
  const blocks = docBlocks(markdown);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-3 px-4 py-8 text-sm leading-6">
      <p>
        <Link href="/" className="text-teal-700 underline dark:text-teal-400">
          ← Back to the playground
        </Link>
      </p>
      <p className="text-zinc-600 dark:text-zinc-400">Rulescope check · default severity {CHECK_CODES[code].severity}</p>
      {blocks.map((b, i) =>
        b.kind === "heading" ? (
          b.level === 1 ? (
            <h1 key={i} className="font-mono text-2xl font-semibold">
              {b.text}
            </h1>
          ) : (
            <h2 key={i} className="mt-2 text-lg font-semibold">
              {b.text}
            </h2>
          )
        ) : b.kind === "paragraph" ? (
          <p key={i}>
            <Text parts={b.inlines} />
          </p>
        ) : b.kind === "list" ? (
          <ul key={i} className="list-disc pl-5">
            {b.items.map((it, j) => (
              <li key={j}>
                <Text parts={it} />
              </li>
            ))}
          </ul>
        ) : (
          <pre key={i} className="overflow-auto rounded bg-zinc-100 p-2 font-mono text-xs dark:bg-zinc-800">
            {b.text}
          </pre>
        ),
      )}
    </main>
  );
}
