import { createContext, useContext, useId, type ReactNode } from "react";

/**
 * Rendering kept inside each panel: a keystroke's frame re-laid and repainted the whole page (at
 * 10,000 files, 10-12 ms of pre-paint and 17-24 ms of paint per key, in a Chromium trace); contained
 * panels cost 1.5 and 4. Off-screen panels are not rendered at all until scrolled to. Paint
 * containment clips what overflows a panel, so panels that hold a Monaco editor (its suggest and
 * hover widgets may reach outside) opt out.
 */
const CONTAINED = "[content-visibility:auto] [contain-intrinsic-size:auto_600px]";

/**
 * Panels inside a tab that already names them (the workbench's bottom panel): no card around them and
 * the heading read only by assistive tech, so the region keeps its name.
 */
export const BarePanels = createContext(false);

/** A titled section. The heading names it, so assistive tech (and tests) see a named region. */
export function Panel({
  title,
  aside,
  children,
  id,
  contained = true,
  fill = false,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  id?: string;
  contained?: boolean;
  /** Take the pane's whole height, the children in a column (the workbench's editor). */
  fill?: boolean;
}) {
  const headingId = useId();
  const bare = useContext(BarePanels);
  const card = `rounded-lg border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900 ${contained ? CONTAINED : ""} ${fill ? "flex h-full min-h-0 flex-col" : ""}`;
  return (
    <section id={id} aria-labelledby={headingId} className={`min-w-0 ${bare ? "" : card}`}>
      <div className={`flex flex-wrap items-baseline gap-x-4 gap-y-1 ${bare ? "mb-2 justify-end" : "mb-3 justify-between"}`}>
        <h2 id={headingId} className={bare ? "sr-only" : "text-base font-semibold"}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
