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
 * A resolve that runs past the worker's time limit or kills the worker (client.ts's watchdog) ends in
 * `failure`: the last good resolution stays, `pending` turns off for the scenario that failed, and the
 * next change resolves in a fresh worker.
 *
 * Test and measurement hook, harmless in production: `window.__rulescopePreview` resolves a given
 * scenario in its own worker (never touching the page's state) and reports the page's last timings;
 * its `page` part lets e2e/watchdog.spec.ts shorten the page's time limit and make the next resolve
 * hang, to exercise the watchdog without a hostile scenario.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { Scenario } from "@/lib/scenario/types";
import type { Resolution } from "@/lib/types";
import { SessionClient, type AnsweredScenario, type ResolveFailure, type ResolverMode } from "./worker/client";
import type { ResolveTimings } from "./worker/protocol";
import { emptyResolution } from "@/lib/types";

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
  /**
   * Why the newest request got no answer: it ran past the time limit, the worker died, or the resolver
   * failed (a bug: user data gives diagnostics). Cleared by the next answer.
   */
  failure: ResolveFailure | null;
}

interface PreviewHook {
  /** Resolve in a separate worker; concurrent calls may share the newest answer. */
  resolve(scenario: Scenario): Promise<Pick<ResolvedScenario, "resolution" | "timings" | "latency" | "mode">>;
  /** The page's own last answer: timings and mode. */
  last(): Pick<ResolvedScenario, "timings" | "latency" | "mode"> | null;
  /** Test hooks on the page's own resolver (see SessionClient.setTimeLimit / stallNext). */
  page: {
    setTimeLimit(ms: number): void;
    stallNext(ms: number): void;
    /** Workers the page's client has started: 1, plus one per restart. */
    workersStarted(): number;
  };
}

declare global {
  interface Window {
    __rulescopePreview?: PreviewHook;
  }
}

/** A resolve's answer, as the preview shows it. */
type ResolvedScenario = Omit<AnsweredScenario, "answer"> & { resolution: Resolution };

/** The resolve in an answer (the preview asks for nothing else; anything else is no resolution). */
function resolvedOf({ answer, ...rest }: AnsweredScenario): ResolvedScenario | null {
  return answer.kind === "resolve" ? { ...rest, resolution: answer.resolution } : null;
}

let lastPageAnswer: ResolvedScenario | null = null;
let pageClient: SessionClient | null = null;

/**
 * `generation` counts whole-scenario loads (usePlayground's load(): an example, a link, a file): when
 * the newest scenario fails, an answer from an earlier load is not shown as its "last good result",
 * since it describes other files altogether.
 */
export function useResolution(scenario: Scenario, generation = 0): ResolutionState {
  const [answer, setAnswer] = useState<(ResolvedScenario & { generation: number | undefined }) | null>(null);
  const [failure, setFailure] = useState<ResolveFailure | null>(null);
  const client = useRef<SessionClient | null>(null);
  /** The load each requested scenario belongs to. */
  const generationOf = useRef(new WeakMap<Scenario, number>());

  // A layout effect: the request leaves as soon as the edit is committed, before the browser paints
  // it, so the worker resolves while the page paints (a plain effect waits for that paint).
  useLayoutEffect(() => {
    generationOf.current.set(scenario, generation);
    client.current ??= new SessionClient(
      (answered) => {
        const r = resolvedOf(answered);
        if (!r) return;
        lastPageAnswer = r;
        // Rendered in the message's own task: left to React's scheduler, the answer waited a frame.
        flushSync(() => {
          setAnswer({ ...r, generation: generationOf.current.get(r.scenario) });
          setFailure(null);
        });
      },
      { onFailure: setFailure },
    );
    pageClient = client.current;
    client.current.request(scenario);
    // A new load always brings a new scenario object; generation alone needs no request.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new load always brings a new scenario object
  }, [scenario]);

  useEffect(() => {
    installPreviewHook();
    return () => {
      client.current?.dispose();
      if (pageClient === client.current) pageClient = null;
      client.current = null;
    };
  }, []);

  // One placeholder per agent/variant, so panels keyed on the resolution do not see a new one each render.
  const placeholder = useMemo(() => emptyResolution(scenario.agent, scenario.variant ?? ""), [scenario.agent, scenario.variant]);
  const failedNow = failure !== null && failure.scenario === scenario;
  const shown = failedNow && answer?.generation !== generation ? null : answer;
  return {
    resolution: shown?.resolution ?? placeholder,
    // Nothing is coming for a scenario that failed: it waits for the next change, not for an answer.
    pending: answer?.scenario !== scenario && !failedNow,
    ready: shown !== null,
    resolveMs: answer?.timings.total ?? null,
    latencyMs: answer?.latency ?? null,
    timings: answer?.timings ?? null,
    mode: answer?.mode ?? null,
    failure,
  };
}

function installPreviewHook() {
  if (typeof window === "undefined" || window.__rulescopePreview) return;
  let hookClient: SessionClient | null = null;
  const waiting: { scenario: Scenario; settle: (r: ResolvedScenario) => void; fail: (e: Error) => void }[] = [];
  window.__rulescopePreview = {
    resolve(scenario) {
      hookClient ??= new SessionClient(
        (answered) => {
          const r = resolvedOf(answered);
          if (!r) return;
          // Answers come in request order; a coalesced request gets the newer answer that replaced it.
          const upTo = waiting.findIndex((w) => w.scenario === r.scenario);
          for (const w of waiting.splice(0, upTo + 1)) w.settle(r);
        },
        {
          onFailure: (f) => {
            const message = f.kind === "timeout" ? `stopped after ${f.limitMs} ms` : f.detail;
            waiting.splice(0).forEach((w) => w.fail(new Error(message)));
          },
        },
      );
      return new Promise((settle, fail) => {
        waiting.push({
          scenario,
          fail,
          settle: ({ resolution, timings, latency, mode }) => settle({ resolution, timings, latency, mode }),
        });
        hookClient!.request(scenario);
      });
    },
    last: () => (lastPageAnswer ? { timings: lastPageAnswer.timings, latency: lastPageAnswer.latency, mode: lastPageAnswer.mode } : null),
    page: {
      setTimeLimit: (ms) => pageClient?.setTimeLimit(ms),
      stallNext: (ms) => pageClient?.stallNext(ms),
      workersStarted: () => pageClient?.workersStarted ?? 0,
    },
  };
}
