"use client";
/**
 * Keeps the URL fragment and the autosaved draft in step with the scenario.
 *
 * On mount: a `#v1/...` or `#example/<id>` fragment is opened (the link wins); a draft that differs is
 * offered back. A broken or hostile fragment gives an alert in words and the default example stays
 * (its draft, if any, is offered). With no fragment, a draft is restored, with an undo.
 * After that, every scenario change rewrites the fragment with replaceState (debounced, no history
 * entries) and autosaves the draft. A fragment typed into the address bar later (hashchange) opens too.
 */
import { useEffect, useRef, useState } from "react";
import { AGENT_IDS } from "@/lib/agents/registry";
import type { Scenario } from "@/lib/scenario/types";
import { defaultExample, examplesIfLoaded, examplesOrNone } from "../examples";
import { matchingExample, sameJson } from "../share/sameScenario";
import type { PlaygroundApi } from "../usePlayground";
import { browserStorage, clearDraft, jsonLengthAtLeast, MAX_DRAFT_CHARS, saveDraft, type Draft } from "./draft";
import { fragmentFor } from "./fragment";
import type { OpenedFragment } from "./restore";
import { dismissNotice, showNotice } from "./notices";

const WRITE_DELAY_MS = 400;
/**
 * A big scenario costs a main-thread task of a tenth of a second or more to write (JSON, the link's
 * compression, storage): it waits for a longer pause in typing, so it never lands between keystrokes.
 */
const BIG_WRITE_DELAY_MS = 2_000;
const BIG_JSON_CHARS = 256 * 1024;
const writeDelay = (lastJsonChars: number) => (lastJsonChars >= BIG_JSON_CHARS ? BIG_WRITE_DELAY_MS : WRITE_DELAY_MS);

/** Said once per page when a scenario is too big to keep: the address bar then holds no link for it. */
const TOO_BIG_NOTICES = {
  draftAndLink: {
    id: "too-big-to-keep",
    tone: "info",
    title: "This scenario is too big to autosave or to keep in the address bar.",
    detail: "Use Download scenario to keep it; Open scenario loads it again.",
  },
  link: {
    id: "too-big-for-link",
    tone: "info",
    title: "This scenario is too big to keep in the address bar; the address shows no link for it.",
    detail: "It is autosaved in this browser. To share it, use Download scenario (Share says how long a link would be).",
  },
} as const;

function formatSavedAt(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** Replace the fragment without a history entry; keep Next's router state. */
function replaceFragment(fragment: string | null): void {
  const url = window.location.pathname + window.location.search + (fragment ?? "");
  if (url === window.location.pathname + window.location.search + window.location.hash) return;
  try {
    window.history.replaceState(window.history.state, "", url);
  } catch {
    // A browser may refuse a URL it finds too long; the draft still holds the work.
  }
}

function offerDraft(draft: Draft, load: PlaygroundApi["load"]) {
  showNotice({
    id: "draft-offer",
    tone: "info",
    title: `You have an unsaved draft from ${formatSavedAt(draft.savedAt)}.`,
    detail: "The link you opened is shown. Restore the draft instead, or discard it.",
    actions: [
      { label: "Restore", run: () => load(draft.scenario, "draft") },
      { label: "Discard", run: () => clearDraft(browserStorage()) },
    ],
  });
}

/**
 * What opens when the page starts: a link's scenario (its ignored parts said, the draft offered back),
 * or a link that does not open (said; the draft offered back), or else the draft, restored with an Undo.
 * Returns the scenario the address now reflects when it is the link's.
 */
function openAtStart(opened: OpenedFragment, draft: Draft | null, shown: Scenario, load: PlaygroundApi["load"]): Scenario | undefined {
  if (opened.kind === "scenario") {
    load(opened.scenario, opened.origin);
    if (opened.warnings.length > 0)
      showNotice({
        id: "link-warnings",
        tone: "info",
        title: "The link opened, with parts this build ignores:",
        detail: opened.warnings.join("\n"),
      });
    if (draft && !sameJson(draft.scenario, opened.scenario)) offerDraft(draft, load);
    return opened.scenario;
  }
  if (opened.kind === "problem") {
    showNotice({
      id: "link-problem",
      tone: "problem",
      title: "This link could not be opened. The default example is shown instead.",
      detail: opened.message,
    });
    if (draft && !sameJson(draft.scenario, shown)) offerDraft(draft, load);
  } else if (draft && !sameJson(draft.scenario, shown)) {
    load(draft.scenario, "draft");
    const fallback = defaultExample();
    showNotice({
      id: "draft-restored",
      tone: "info",
      title: `Restored your draft from ${formatSavedAt(draft.savedAt)}.`,
      actions: [{ label: "Undo", run: () => load(fallback.scenario, `example ${fallback.id}`) }],
    });
  }
  return undefined;
}

/** A fragment typed or pasted into the address bar later: opened as at start, or said not to open. */
function useHashChange(load: PlaygroundApi["load"], quiet: { current: Scenario | null }) {
  useEffect(() => {
    const onHashChange = () => {
      const hash = window.location.hash;
      void Promise.all([import("./restore"), examplesOrNone()]).then(([{ openFragment }, examples]) => {
        const opened = openFragment(hash, examples, AGENT_IDS);
        if (opened.kind === "scenario") {
          dismissNotice("link-problem");
          quiet.current = opened.scenario;
          load(opened.scenario, opened.origin);
        } else if (opened.kind === "problem")
          showNotice({
            id: "link-problem",
            tone: "problem",
            title: "This link could not be opened. The current scenario is unchanged.",
            detail: opened.message,
          });
      });
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [load, quiet]);
}

/** Leaving the page (reload, close) writes what is still waiting for the debounce. */
function useFlushOnLeave(pending: { current: (() => void) | null }) {
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [pending]);
}

/** Returns whether the address and the draft have been read (a link's scenario is then loaded). */
export function usePersistence(api: PlaygroundApi): boolean {
  const { scenario, load } = api;
  /** The scenario the fragment and draft already reflect: no write needed for it. */
  const quiet = useRef<Scenario | null>(null);
  const started = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  /** The reader of links and drafts is loading: no writes yet (they would replace the link being read). */
  const opening = useRef(false);
  /**
   * Turns true when the reader is done: the write effect then runs once more, so an edit made while
   * it loaded is saved without waiting for the next one (a reload right after would lose it).
   */
  const [readerDone, setReaderDone] = useState(false);
  /** The scenario on screen, for the reader to see whether the user edited while it loaded. */
  const current = useRef<Scenario | null>(null);
  /** Length of the last JSON written: how long the next write waits (writeDelay). */
  const lastJsonChars = useRef(0);
  const warned = useRef(new Set<string>());

  // Open what the address says, once (refs survive React's dev-mode double effects). Reading links and
  // drafts needs the validator and the examples, loaded on demand: until they answer, the page shows what it rendered.
  // Nothing is written meanwhile (`opening`), so the address still holds the link when it is read.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    opening.current = true;
    const shown = scenario;
    quiet.current = shown;
    // Without the examples (their chunk failed to load), a #v1/ link still opens; #example/ ones say they are unknown.
    void Promise.all([import("./restore"), examplesOrNone()]).then(
      ([{ readDraft, openFragment }, examples]) => {
        opening.current = false;
        setReaderDone(true);
        const storage = browserStorage();
        const draft = readDraft(storage, AGENT_IDS);
        const opened = openFragment(window.location.hash, examples, AGENT_IDS);
        // An edit made while the reader loaded is the user's latest word: keep it.
        if (current.current !== shown) return;
        const reflected = openAtStart(opened, draft, shown, load);
        if (reflected) quiet.current = reflected;
      },
      (e) => {
        opening.current = false;
        setReaderDone(true);
        showNotice({
          id: "link-problem",
          tone: "problem",
          title: "The link and the saved draft could not be read: a part of the page did not load.",
          detail: String(e),
        });
      },
    );
    // Mount only: later scenarios are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only: later scenarios are handled below
  }, []);

  // Follow every change: fragment and draft, debounced.
  useEffect(() => {
    current.current = scenario;
    if (!started.current || opening.current || !readerDone || scenario === quiet.current) return;
    const warnOnce = (n: (typeof TOO_BIG_NOTICES)[keyof typeof TOO_BIG_NOTICES]) => {
      if (warned.current.has(n.id)) return;
      warned.current.add(n.id);
      showNotice({ ...n });
    };
    const write = () => {
      pending.current = null;
      // Loaded before the reader is done (the mount's read waits for it), so writes see the list.
      const examples = examplesIfLoaded() ?? [];
      quiet.current = scenario;
      // Surely too big for a draft (so for a link too, which keeps less): not serialised at all.
      const atLeast = jsonLengthAtLeast(scenario);
      lastJsonChars.current = atLeast;
      if (atLeast > MAX_DRAFT_CHARS && !matchingExample(scenario, examples)) {
        replaceFragment(null);
        dismissNotice(TOO_BIG_NOTICES.link.id);
        return warnOnce(TOO_BIG_NOTICES.draftAndLink);
      }
      const json = JSON.stringify(scenario);
      lastJsonChars.current = json.length;
      const choice = fragmentFor(scenario, examples, json);
      replaceFragment(choice.fragment);
      // Drafts keep work, not built-in examples: opening an example leaves the last draft alone.
      if (matchingExample(scenario, examples)) return;
      const saved = saveDraft(browserStorage(), scenario, Date.now(), json);
      if (saved === "too-big") warnOnce(TOO_BIG_NOTICES.draftAndLink);
      else if (choice.fragment === null) warnOnce(TOO_BIG_NOTICES.link);
      if (saved === "saved") dismissNotice(TOO_BIG_NOTICES.draftAndLink.id);
      if (choice.fragment !== null) dismissNotice(TOO_BIG_NOTICES.link.id);
    };
    pending.current = write;
    const timer = setTimeout(write, writeDelay(lastJsonChars.current));
    return () => clearTimeout(timer);
  }, [scenario, readerDone]);

  useFlushOnLeave(pending);

  useHashChange(load, quiet);
  return readerDone;
}
