"use client";
/**
 * Menu "Examples": a searchable gallery of every built-in example, grouped by agent (best-known agents
 * first), each with its title and two-line explanation. Arrow keys move, Home/End jump, Enter picks,
 * Esc or a click outside closes; typing a letter anywhere in the menu filters (the box sits above the
 * menu, which holds items only), ArrowDown from the box goes back to the list.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { PROFILE_METAS } from "@/lib/agents/page-meta";
import type { Example } from "@/lib/agents/base";
import { examplesIfLoaded, loadExamples } from "../examples";
import type { PlaygroundApi } from "../usePlayground";
import { matchingExample } from "./sameScenario";
import { MenuFrame } from "./ActionMenu";
import { useMenu } from "./useMenu";
import { matchesQuery } from "./filterExamples";

function groupByAgent(examples: readonly Example[], query: string) {
  return PROFILE_METAS.map((p) => ({
    agent: p.id,
    name: p.name,
    examples: examples.filter((e) => e.scenario.agent === p.id && matchesQuery(e, p.name, query)),
  })).filter((g) => g.examples.length > 0);
}

function ExampleItem({ example, current, onPick }: { example: Example; current: boolean; onPick: () => void }) {
  const id = useId();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      aria-current={current || undefined}
      onClick={onPick}
      className="block w-full rounded-md px-3 py-2 text-left hover:bg-zinc-100 focus:bg-sky-50 focus:outline-none dark:hover:bg-zinc-800 dark:focus:bg-sky-950"
    >
      <span className="block text-sm font-medium text-zinc-900 dark:text-zinc-100">
        <span id={`${id}-title`}>{example.title}</span>
        {current && <span className="ml-2 text-xs font-normal text-sky-700 dark:text-sky-300">(open)</span>}
      </span>
      <span id={`${id}-text`} className="mt-0.5 block text-xs whitespace-pre-line text-zinc-600 dark:text-zinc-400">
        {example.explanation}
      </span>
    </button>
  );
}

/** The gallery's filter box and its count, above the menu. */
function ExampleFilter(props: {
  inputRef: RefObject<HTMLInputElement | null>;
  menuId: string;
  query: string;
  onQuery(q: string): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
  status: string | null;
}) {
  return (
    <div className="sticky -top-2 z-10 -mx-2 -mt-2 mb-2 border-b border-zinc-200 bg-white px-3 pt-3 pb-2 dark:border-zinc-700 dark:bg-zinc-900">
      <input
        ref={props.inputRef}
        type="search"
        aria-label="Filter examples"
        aria-controls={props.menuId}
        placeholder="Filter by agent, title or text"
        value={props.query}
        onChange={(e) => props.onQuery(e.target.value)}
        onKeyDown={props.onKeyDown}
        className="w-full rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-600 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400"
      />
      {props.status && (
        <p role="status" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
          {props.status}
        </p>
      )}
    </div>
  );
}

export function ExamplesMenu({ api }: { api: PlaygroundApi }) {
  // The list loads after first paint (components/examples.ts); opening the menu asks for it.
  const [examples, setExamples] = useState(examplesIfLoaded);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const filterRef = useRef<HTMLInputElement>(null);
  const menu = useMenu([examples], (key) => {
    setQuery((q) => q + key);
    filterRef.current?.focus();
  });
  const { open, close, menuId } = menu;
  useEffect(() => {
    if (!open || examples) return;
    setFailed(false);
    void loadExamples().then(setExamples, () => setFailed(true));
  }, [open, examples]);
  useEffect(() => {
    if (!open) setQuery("");
  }, [open]);
  const groups = examples ? groupByAgent(examples, query) : [];
  const shown = groups.reduce((n, g) => n + g.examples.length, 0);
  const currentId = open && examples ? matchingExample(api.scenario, examples)?.id : undefined;

  const pick = (example: Example) => {
    api.load(example.scenario, `example ${example.id}`);
    close(true);
  };
  const onFilterKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const first = () => document.getElementById(menuId)?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled])');
    if (e.key === "ArrowDown") first()?.focus();
    else if (e.key === "Enter") first()?.click();
    else if (e.key === "Escape" && query) setQuery("");
    else if (e.key === "Escape") close(true);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const header = (
    <ExampleFilter
      inputRef={filterRef}
      menuId={menuId}
      query={query}
      onQuery={setQuery}
      onKeyDown={onFilterKey}
      status={examples && (query ? `${shown} of ${examples.length} examples match` : `${examples.length} examples, by agent`)}
    />
  );

  return (
    <MenuFrame
      label="Examples"
      menu={menu}
      header={header}
      menuClass="fixed inset-x-2 top-14 z-30 max-h-[75vh] overflow-auto rounded-lg border border-zinc-200 bg-white p-2 shadow-xl md:absolute md:inset-x-auto md:top-full md:right-0 md:mt-1 md:w-[min(36rem,calc(100vw-2rem))] dark:border-zinc-700 dark:bg-zinc-900"
    >
      {/* A menu holds menu items only: the wait (or the failure) is one, disabled, so screen readers announce it. */}
      {!examples && (
        <div role="menuitem" aria-disabled="true" tabIndex={-1} className="px-3 py-2 text-sm text-zinc-600 dark:text-zinc-400">
          {failed ? "The examples could not be loaded. Close the menu and open it again to retry." : "Loading examples…"}
        </div>
      )}
      {examples && shown === 0 && (
        <div role="menuitem" aria-disabled="true" tabIndex={-1} className="px-3 py-2 text-sm text-zinc-600 dark:text-zinc-400">
          No example matches “{query}”. Esc clears the filter.
        </div>
      )}
      {groups.map((g) => (
        <div key={g.agent} role="group" aria-labelledby={`${menuId}-${g.agent}`} className="mb-2 last:mb-0">
          <div
            id={`${menuId}-${g.agent}`}
            role="presentation"
            className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400"
          >
            {g.name}
          </div>
          {g.examples.map((e) => (
            <ExampleItem key={e.id} example={e} current={e.id === currentId} onPick={() => pick(e)} />
          ))}
        </div>
      ))}
    </MenuFrame>
  );
}
