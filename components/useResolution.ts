"use client";
/**
 * The Resolution of the current scenario, recomputed on every change (no button), off the main thread.
 *
 * resolve() runs in a Web Worker (components/worker/) that keeps the last tree and applies only what an
 * edit changed; the page imports only types and the small client. While a resolve runs, only the newest
 * scenario waits. Without workers it resolves on the main thread with the same caches.
 *
 * The server prerender and the first client render show an empty Resolution with `ready: false`
 * (identical on both sides, so no hydration mismatch); the first answer follows right after mount.
 *
 * Test and measurement hook, harmless in production: `window.__rulescopePreview` resolves a given
 * scenario in its own worker (never touching the page's state) and reports the page's last timings.
 */
import { useEffect, useRef, useState } from "react";
import type { Scenario } from "@/lib/scenario/types";
import type { Resolution } from "@/lib/types";
import { ResolveClient, type ResolvedScenario, type ResolverMode } from "./worker/client";
import { emptyResolution, type ResolveTimings } from "./worker/protocol";

export interface ResolutionState {
  /** The latest answer: for `scenario` itself unless `pending`. */
  resolution: Resolution;
  /** An edit is not in `resolution` yet. */
  pending: boolean;
  /** False until the first answer arrives (the resolution is then an empty placeholder). */
  ready: boolean;
  /** ms the resolver spent on the last answer (diff, validation, tree, resolve). */
  resolveMs: number | null;
  /** ms from the edit to its answer on screen-ready data, waiting included. */
  latencyMs: number | null;
  timings: ResolveTimings | null;
  /** Where resolve runs: in the worker, or on the main thread when no worker could start. */
  mode: ResolverMode | null;
  /** The last resolver failure (a bug, not user data: user data gives diagnostics). */
  error: string | null;
}

export interface PreviewHook {
  /** Resolve in a separate worker; concurrent calls may share the newest answer. */
  resolve(scenario: Scenario): Promise<Pick<ResolvedScenario, "resolution" | "timings" | "latency" | "mode">>;
  /** The page's own last answer: timings and mode. */
  last(): Pick<ResolvedScenario, "timings" | "latency" | "mode"> | null;
}

declare global {
  interface Window {
    __rulescopePreview?: PreviewHook;
  }
}

let lastPageAnswer: ResolvedScenario | null = null;

export function useResolution(scenario: Scenario): ResolutionState {
  const [answer, setAnswer] = useState<ResolvedScenario | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = useRef<ResolveClient | null>(null);

  useEffect(() => {
    client.current ??= new ResolveClient(
      (r) => {
        lastPageAnswer = r;
        setAnswer(r);
        setError(null);
      },
      { onError: setError },
    );
    client.current.request(scenario);
  }, [scenario]);

  useEffect(() => {
    installPreviewHook();
    return () => {
      client.current?.dispose();
      client.current = null;
    };
  }, []);

  return {
    resolution: answer?.resolution ?? emptyResolution(scenario),
    pending: answer?.scenario !== scenario,
    ready: answer !== null,
    resolveMs: answer?.timings.total ?? null,
    latencyMs: answer?.latency ?? null,
    timings: answer?.timings ?? null,
    mode: answer?.mode ?? null,
    error,
  };
}

function installPreviewHook() {
  if (typeof window === "undefined" || window.__rulescopePreview) return;
  let hookClient: ResolveClient | null = null;
  const waiting: { scenario: Scenario; settle: (r: ResolvedScenario) => void; fail: (e: Error) => void }[] = [];
  window.__rulescopePreview = {
    resolve(scenario) {
      hookClient ??= new ResolveClient(
        (r) => {
          // Answers come in request order; a coalesced request gets the newer answer that replaced it.
          const upTo = waiting.findIndex((w) => w.scenario === r.scenario);
          for (const w of waiting.splice(0, upTo + 1)) w.settle(r);
        },
        { onError: (message) => waiting.splice(0).forEach((w) => w.fail(new Error(message))) },
      );
      return new Promise((settle, fail) => {
        waiting.push({ scenario, fail, settle: ({ resolution, timings, latency, mode }) => settle({ resolution, timings, latency, mode }) });
        hookClient!.request(scenario);
      });
    },
    last: () => (lastPageAnswer ? { timings: lastPageAnswer.timings, latency: lastPageAnswer.latency, mode: lastPageAnswer.mode } : null),
  };
}
