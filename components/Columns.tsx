"use client";
/**
 * The three columns on a desktop: a narrow side column (the file tree and the session), the editor, and
 * the result it feeds. The side column can be hidden, leaving the editor and the result side by side.
 * They are resizable (react-resizable-panels), their sizes remembered in localStorage, once the user
 * turns that on ("Resizable columns"). The prerender and the first client render use the plain grid (no
 * stored sizes exist on the server, so both sides match). Below 768 px the page keeps its tabs and the
 * plain grid.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Group, Panel, Separator, type Layout } from "react-resizable-panels";
import { useMediaQuery } from "./editor/useMediaQuery";

const PANES_KEY = "rulescope.panes";
const IDS = ["side", "editor", "result"] as const;
const DEFAULT: Layout = { side: 22, editor: 42, result: 36 };
const GRID = "grid flex-1 gap-4 p-4";
/** The side column keeps a readable width; the editor and the result share the rest. */
const TRACKS = {
  open: "md:grid-cols-[minmax(14rem,20rem)_minmax(0,1fr)_minmax(0,1fr)]",
  closed: "md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]",
};

/** The stored layout, if it is one we can use (three numbers that add up to about 100). */
export function readLayout(raw: string | null): Layout | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v !== "object" || v === null) return null;
    const sizes = IDS.map((id) => v[id]);
    if (!sizes.every((n) => typeof n === "number" && Number.isFinite(n) && n >= 5 && n <= 90)) return null;
    const sum = (sizes as number[]).reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 100) > 1) return null;
    return Object.fromEntries(IDS.map((id, i) => [id, sizes[i] as number]));
  } catch {
    return null;
  }
}

/** The stored sizes (undefined until read after mount: the prerender has none) and a setter that stores them. */
function useStoredLayout() {
  const [stored, setStored] = useState<Layout | null | undefined>(undefined);
  useEffect(() => {
    let layout: Layout | null = null;
    try {
      layout = readLayout(localStorage.getItem(PANES_KEY));
    } catch {
      layout = null;
    }
    setStored(layout);
  }, []);
  const save = (layout: Layout | null) => {
    try {
      if (layout) localStorage.setItem(PANES_KEY, JSON.stringify(layout));
      else localStorage.removeItem(PANES_KEY);
    } catch {
      // Storage full or blocked: the sizes just are not remembered.
    }
  };
  return { stored, save, setStored };
}

const TOGGLE =
  "rounded border border-zinc-300 px-2 py-0.5 text-xs text-zinc-600 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-400 dark:hover:bg-zinc-800";

/** Above the columns on a desktop: fold the side column, and turn resizing on or off. */
function ColumnToggles({
  sideOpen,
  onSideOpen,
  stored,
  onResizable,
}: {
  sideOpen: boolean;
  onSideOpen(open: boolean): void;
  stored: Layout | null | undefined;
  onResizable(layout: Layout | null): void;
}) {
  return (
    <div className="hidden justify-between px-4 pt-2 md:flex">
      <button type="button" className={TOGGLE} aria-expanded={sideOpen} aria-controls="side-column" onClick={() => onSideOpen(!sideOpen)}>
        {sideOpen ? "Hide files and session" : "Show files and session"}
      </button>
      {stored !== undefined && (
        <button type="button" className={TOGGLE} onClick={() => onResizable(stored ? null : DEFAULT)}>
          {stored ? "Fixed columns" : "Resizable columns"}
        </button>
      )}
    </div>
  );
}

const SEPARATOR =
  "mx-1 w-1.5 shrink-0 rounded bg-zinc-200 hover:bg-sky-400 focus-visible:bg-sky-500 focus-visible:outline-none data-[separator=active]:bg-sky-500 dark:bg-zinc-800";

/** The columns as resizable panels: three, or the editor and the result when the side column is folded. */
function ResizableColumns({
  columns,
  sideOpen,
  layout,
  onLayout,
}: {
  columns: Record<(typeof IDS)[number], ReactNode>;
  sideOpen: boolean;
  layout: Layout;
  onLayout(layout: Layout): void;
}) {
  // Folded, the side column stays mounted inside the editor's panel (hidden there by its own md:hidden),
  // and the group is another one (its key), so the two-column sizes are not stored as the three's.
  return (
    <Group
      key={sideOpen ? "three" : "two"}
      id={sideOpen ? "rulescope-columns" : "rulescope-columns-narrow"}
      orientation="horizontal"
      {...(sideOpen ? { defaultLayout: layout, onLayoutChanged: onLayout } : {})}
      className="min-h-full"
    >
      {sideOpen && (
        <>
          <Panel id="side" minSize="14rem" className="pr-1">
            {columns.side}
          </Panel>
          <Separator aria-label="Resize the side column and the editor" className={SEPARATOR} />
        </>
      )}
      <Panel id="editor" minSize="20rem" className={sideOpen ? "px-1" : "pr-1"}>
        {!sideOpen && columns.side}
        {columns.editor}
      </Panel>
      <Separator aria-label="Resize the editor and the result" className={SEPARATOR} />
      <Panel id="result" minSize="20rem" className="pl-1">
        {columns.result}
      </Panel>
    </Group>
  );
}

/** `sideOpen`: whether the side column shows from 768 px up (its column hides itself when not: md:hidden). */
export function Columns({
  columns,
  sideOpen,
  onSideOpen,
}: {
  columns: Record<(typeof IDS)[number], ReactNode>;
  sideOpen: boolean;
  onSideOpen(open: boolean): void;
}) {
  const small = useMediaQuery("(max-width: 767px)");
  const { stored, save, setStored } = useStoredLayout();
  // Switching layouts remounts the columns (the editor, the focused field). So the resizable group is
  // opt-in: it shows when the user turns it on, or after a reload when sizes were stored before;
  // nobody typing into a fresh page has it swapped under them.
  const toggles = (
    <ColumnToggles
      sideOpen={sideOpen}
      onSideOpen={onSideOpen}
      stored={stored}
      onResizable={(next) => {
        save(next);
        setStored(next);
      }}
    />
  );
  if (small || !stored)
    return (
      <>
        {toggles}
        <main className={`${GRID} ${sideOpen ? TRACKS.open : TRACKS.closed}`}>
          {columns.side}
          {columns.editor}
          {columns.result}
        </main>
      </>
    );
  return (
    <>
      {toggles}
      <main className="flex-1 p-4">
        <ResizableColumns columns={columns} sideOpen={sideOpen} layout={stored} onLayout={save} />
      </main>
    </>
  );
}
