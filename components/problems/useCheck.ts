"use client";
/**
 * `check` over the current tree, for the Problems panel, the editor's markers and the tree's badges.
 *
 * It runs in its own worker (the session worker's script, in check mode: components/worker/), so a slow
 * check never holds up the preview, under the same watchdog and time limit as the resolve path. Edits
 * are debounced, and while a check runs only the newest scenario waits.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CheckAgent } from "@/lib/check/types";
import { DEFAULT_HOME } from "@/lib/scenario/defaults";
import type { Scenario } from "@/lib/scenario/types";
import { SessionClient, type ResolveFailure } from "../worker/client";
import type { CheckOutcome, CheckParams } from "../worker/protocol";
import { shapeKept, useShapeMemo } from "../tree/useTreeModel";
import { checkRoot } from "./logic";

/** Quiet time after the last edit before a check starts, ms. */
const CHECK_DEBOUNCE_MS = 250;
/**
 * On a big tree a check takes seconds of a CPU and its answer re-renders many problems: it waits for a
 * real pause in typing, so the preview's worker and the page keep the machine while keys come in.
 */
const BIG_TREE_FILES = 2_000;
const BIG_TREE_DEBOUNCE_MS = 1_500;

export interface CheckState {
  outcome: (CheckOutcome & { scenario: Scenario }) | null;
  /** The scenario on screen is not checked yet. */
  pending: boolean;
  failure: ResolveFailure | null;
  /** Agents chosen in "Check agents"; null: the default (current agent plus inferred). */
  chosen: CheckAgent[] | null;
  setChosen(agents: CheckAgent[] | null): void;
  root: string;
}

/**
 * checkRoot, asked again only when the working directory or the tree's shape (paths and kinds: a
 * folder marker counts) changes: it may read every path, and a keystroke changes neither. Comparing
 * shapes (the tree model's check) is far cheaper than normalising each path.
 */
function useRootCache(): (files: Scenario["files"], cwd: string) => string {
  const kept = useRef<{ files: Scenario["files"]; cwd: string; root: string } | null>(null);
  return useCallback((files, cwd) => {
    const k = kept.current;
    if (k && k.cwd === cwd && shapeKept(k.files, files)) {
      k.files = files;
      return k.root;
    }
    const root = checkRoot(files, cwd);
    kept.current = { files, cwd, root };
    return root;
  }, []);
}

/** Entries in the tree, counted again only when its shape changes: listing 10,000 keys on every keystroke cost a millisecond. */
const countEntries = (files: Scenario["files"]) => Object.keys(files).length;

export function useCheck(scenario: Scenario): CheckState {
  const [outcome, setOutcome] = useState<CheckState["outcome"]>(null);
  const [failure, setFailure] = useState<ResolveFailure | null>(null);
  const [chosen, setChosen] = useState<CheckAgent[] | null>(null);
  const client = useRef<SessionClient | null>(null);
  const rootOf = useRootCache();
  const debounce = useShapeMemo(scenario.files, countEntries) > BIG_TREE_FILES ? BIG_TREE_DEBOUNCE_MS : CHECK_DEBOUNCE_MS;
  const root = rootOf(scenario.files, scenario.cwd);

  useEffect(() => {
    const timer = setTimeout(() => {
      client.current ??= new SessionClient(
        ({ answer, scenario: checked }) => {
          if (answer.kind === "check") setOutcome({ ...answer.outcome, scenario: checked });
          setFailure(null);
        },
        { onFailure: setFailure },
      );
      const params: CheckParams = {
        root: rootOf(scenario.files, scenario.cwd),
        home: scenario.home ?? DEFAULT_HOME,
        agents: chosen,
        current: { id: scenario.agent, ...(scenario.variant ? { variant: scenario.variant } : {}) },
      };
      client.current.request(scenario, { kind: "check", params });
    }, debounce);
    return () => clearTimeout(timer);
    // A new choice of agents asks again, at once after the debounce.
  }, [scenario, chosen, debounce, rootOf]);

  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [],
  );

  const failedNow = failure !== null && failure.scenario === scenario;
  const pending = outcome?.scenario !== scenario && !failedNow;
  // One object while nothing in it changes: the Problems panel is memoised on it.
  return useMemo(() => ({ outcome, pending, failure, chosen, setChosen, root }), [outcome, pending, failure, chosen, setChosen, root]);
}
