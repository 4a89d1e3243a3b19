"use client";
/**
 * The playground's state: one Scenario (what a permalink carries) plus transient view state. Panels get
 * this API and never keep their own copy of the scenario.
 */
import { useCallback, useMemo, useState } from "react";
import { findMeta, type PageMeta } from "@/lib/agents/page-meta";
import type { Scenario } from "@/lib/scenario/types";
import { defaultExample } from "./examples";

export interface RevealRequest {
  path: string;
  /** 1-based line to show in the editor. */
  line?: number;
  /** Changes on every request, so asking twice for the same place still moves the editor. */
  nonce: number;
}

export interface PlaygroundApi {
  scenario: Scenario;
  profile: PageMeta;
  /** Replace the whole scenario (example, opened file, link, reset). */
  load(next: Scenario, origin?: string): void;
  /** Change the scenario (every edit goes through here). */
  update(fn: (s: Scenario) => Scenario): void;
  selectedFile: string | undefined;
  /** Select a file; with `line`, also ask the editor to show that line. */
  selectFile(path: string | undefined, line?: number): void;
  reveal: RevealRequest | null;
  /** Where the current scenario came from ("example crabcode-nearest-wins", "link", "draft"...). */
  origin: string;
  /** Bumped by load(): uncontrolled inputs (the editor) reset their contents when it changes. */
  generation: number;
}

export function usePlayground(): PlaygroundApi {
  const [scenario, setScenario] = useState<Scenario>(() => defaultExample().scenario);
  const [origin, setOrigin] = useState(() => `example ${defaultExample().id}`);
  const [generation, setGeneration] = useState(0);
  const [reveal, setReveal] = useState<RevealRequest | null>(null);

  const load = useCallback((next: Scenario, from = "scenario") => {
    setScenario(next);
    setOrigin(from);
    setGeneration((g) => g + 1);
  }, []);
  const update = useCallback((fn: (s: Scenario) => Scenario) => setScenario((s) => fn(s)), []);
  const selectFile = useCallback((path: string | undefined, line?: number) => {
    setScenario((s) => ({ ...s, ui: { ...s.ui, selectedFile: path } }));
    if (path !== undefined) setReveal((r) => ({ path, line, nonce: (r?.nonce ?? 0) + 1 }));
  }, []);

  const profile = findMeta(scenario.agent) ?? findMeta(defaultExample().scenario.agent)!;
  return useMemo(
    () => ({ scenario, profile, load, update, selectedFile: scenario.ui?.selectedFile, selectFile, reveal, origin, generation }),
    [scenario, profile, load, update, selectFile, reveal, origin, generation],
  );
}
