"use client";
/**
 * The phone layout's columns: the side column (the file tree and the session), the editor and the
 * result, one after the other; the page's tabs show one at a time. From 768 px up the page is the
 * workbench (components/workbench) instead.
 */
import type { ReactNode } from "react";

export function Columns({ columns }: { columns: Record<"side" | "editor" | "result", ReactNode> }) {
  return (
    <main className="grid flex-1 gap-4 p-4">
      {columns.side}
      {columns.editor}
      {columns.result}
    </main>
  );
}
