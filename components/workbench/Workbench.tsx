"use client";
/**
 * The desktop workbench: the page is the viewport. Three resizable columns (the side column with the
 * file tree and the session, the editor, the output views) over a bottom dock (Problems, Diagnostics),
 * as VS Code lays out its editor and panel. Each pane scrolls inside. Sizes are kept in localStorage;
 * the prerender and the first client render use the defaults, and stored sizes are applied after mount
 * through the groups' handles (no remount, so no focused field or editor is swapped under the user).
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Group, Panel, Separator, type GroupImperativeHandle, type Layout, type PanelImperativeHandle } from "react-resizable-panels";

const COLUMNS_KEY = "rulescope.panes";
const ROWS_KEY = "rulescope.panes.rows";
const COLUMN_IDS = ["side", "editor", "result"] as const;
const ROW_IDS = ["top", "dock"] as const;
/** The editor is the widest pane; the output beside it; the dock a quarter of the height. */
const COLUMNS: Layout = { side: 20, editor: 44, result: 36 };
const ROWS: Layout = { top: 74, dock: 26 };
/** The dock folded is as tall as its header row (pixels). */
const DOCK_FOLDED_PX = 38;

/** A stored layout, if it is one we can use: a number for each id, each 0-90, adding up to about 100. */
export function readLayout(raw: string | null, ids: readonly string[] = COLUMN_IDS): Layout | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v !== "object" || v === null) return null;
    const sizes = ids.map((id) => v[id]);
    if (!sizes.every((n) => typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= 95)) return null;
    const sum = (sizes as number[]).reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 100) > 1) return null;
    return Object.fromEntries(ids.map((id, i) => [id, sizes[i] as number]));
  } catch {
    return null;
  }
}

function stored(key: string, ids: readonly string[]): Layout | null {
  try {
    return readLayout(localStorage.getItem(key), ids);
  } catch {
    return null;
  }
}

function store(key: string, layout: Layout) {
  try {
    localStorage.setItem(key, JSON.stringify(layout));
  } catch {
    // Storage full or blocked: the sizes just are not remembered.
  }
}

const SEPARATOR =
  "shrink-0 rounded bg-zinc-200 hover:bg-sky-400 focus-visible:bg-sky-500 focus-visible:outline-none data-[separator=active]:bg-sky-500 dark:bg-zinc-800";

/** The panes' ids, the skip links' targets. */
const PANE_IDS = { side: "pane-side", editor: "pane-editor", result: "pane-result", dock: "pane-dock" } as const;

/** The first Tab stops of the page: each jumps the focus to a pane, past the 30-odd controls before it. */
export function SkipLinks() {
  const links = [
    [PANE_IDS.editor, "Skip to the editor"],
    [PANE_IDS.result, "Skip to the output"],
    [PANE_IDS.dock, "Skip to Problems"],
  ] as const;
  return (
    <nav aria-label="Skip links" className="absolute top-1 left-1 z-50 flex gap-2">
      {links.map(([id, text]) => (
        <a
          key={id}
          href={`#${id}`}
          onClick={(e) => {
            // The fragment is the scenario's: move the focus without touching the address.
            e.preventDefault();
            document.getElementById(id)?.focus();
          }}
          className="sr-only rounded bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white focus:not-sr-only"
        >
          {text}
        </a>
      ))}
    </nav>
  );
}

/** A pane's frame: it fills its panel and scrolls inside. */
function Pane({ children, id, hidden = false }: { children: ReactNode; id: string; hidden?: boolean }) {
  // Focusable by script and skip link only (tabIndex -1), so a skip link lands its focus here.
  return (
    <div id={id} tabIndex={-1} className="h-full min-h-0 overflow-auto p-1 focus:outline-none" hidden={hidden}>
      {children}
    </div>
  );
}

/** A switch drives a collapsible panel; a drag that folds or unfolds it reports back through its onResize. */
function useFolded(panel: { current: PanelImperativeHandle | null }, open: boolean) {
  useEffect(() => {
    const p = panel.current;
    if (!p) return;
    if (open && p.isCollapsed()) p.expand();
    if (!open && !p.isCollapsed()) p.collapse();
  }, [panel, open]);
}

interface WorkbenchProps {
  side: ReactNode;
  editor: ReactNode;
  result: ReactNode;
  dock: ReactNode;
  sideOpen: boolean;
  onSideOpen(open: boolean): void;
  dockOpen: boolean;
  onDockOpen(open: boolean): void;
}

/** Stored sizes, applied once after mount (the prerender has none). */
function useStoredSizes(columns: GroupRef, rows: GroupRef) {
  useEffect(() => {
    const c = stored(COLUMNS_KEY, COLUMN_IDS);
    if (c && c.side > 0) columns.current?.setLayout(c);
    const r = stored(ROWS_KEY, ROW_IDS);
    if (r) rows.current?.setLayout(r);
  }, [columns, rows]);
}

type GroupRef = { current: GroupImperativeHandle | null };

/** The three columns: side (foldable to nothing), editor, output. */
function ColumnGroup({ groupRef, side, editor, result, sideOpen, onSideOpen }: WorkbenchProps & { groupRef: GroupRef }) {
  const sidePanel = useRef<PanelImperativeHandle | null>(null);
  useFolded(sidePanel, sideOpen);
  return (
    <Group
      groupRef={groupRef}
      id="rulescope-columns"
      orientation="horizontal"
      defaultLayout={COLUMNS}
      onLayoutChanged={(l, m) => m.isUserInteraction && l.side > 0 && store(COLUMNS_KEY, l)}
      className="h-full"
    >
      <Panel
        id="side"
        panelRef={sidePanel}
        minSize={220}
        collapsible
        collapsedSize={0}
        onResize={(size) => {
          const open = size.inPixels > 0;
          if (open !== sideOpen) onSideOpen(open);
        }}
      >
        <Pane id={PANE_IDS.side} hidden={!sideOpen}>
          {side}
        </Pane>
      </Panel>
      <Separator aria-label="Resize the side column and the editor" className={`${SEPARATOR} mx-0.5 w-1.5`} />
      <Panel id="editor" minSize={320}>
        <Pane id={PANE_IDS.editor}>{editor}</Pane>
      </Panel>
      <Separator aria-label="Resize the editor and the result" className={`${SEPARATOR} mx-0.5 w-1.5`} />
      <Panel id="result" minSize={320}>
        <Pane id={PANE_IDS.result}>{result}</Pane>
      </Panel>
    </Group>
  );
}

export function Workbench(props: WorkbenchProps) {
  const { dock, dockOpen, onDockOpen } = props;
  const columns = useRef<GroupImperativeHandle | null>(null);
  const rows = useRef<GroupImperativeHandle | null>(null);
  const dockPanel = useRef<PanelImperativeHandle | null>(null);
  useStoredSizes(columns, rows);
  useFolded(dockPanel, dockOpen);
  return (
    <Group
      groupRef={rows}
      id="rulescope-rows"
      orientation="vertical"
      defaultLayout={ROWS}
      onLayoutChanged={(l, m) => m.isUserInteraction && store(ROWS_KEY, l)}
      className="h-full"
    >
      <Panel id="top" minSize={160}>
        <ColumnGroup {...props} groupRef={columns} />
      </Panel>
      <Separator aria-label="Resize the panes and the bottom panel" className={`${SEPARATOR} my-0.5 h-1.5`} />
      <Panel
        id="dock"
        panelRef={dockPanel}
        minSize={120}
        collapsible
        collapsedSize={DOCK_FOLDED_PX}
        onResize={(size) => {
          const open = size.inPixels > DOCK_FOLDED_PX + 1;
          if (open !== dockOpen) onDockOpen(open);
        }}
      >
        <div id={PANE_IDS.dock} tabIndex={-1} className="h-full min-h-0 p-1 focus:outline-none">
          {dock}
        </div>
      </Panel>
    </Group>
  );
}
