"use client";
/**
 * "Verify with the real agent": for an agent the lab can drive, the `rulescope verify` command that
 * runs the user's own installed agent on their clone; and for every agent, the canary kit for the
 * current tree (lib/canary). Download the zip, copy the question, paste the agent's answer, read the
 * per-file report, copy it as Markdown for an issue. The kit code (and the resolver it runs) loads
 * only when the dialog opens. All rule text, paths and the answer are rendered as text.
 */
import { useEffect, useMemo, useState } from "react";
import type { ScenarioKit } from "@/lib/canary/scenario-kit";
// facts.ts has no imports: the dialog's bundle stays free of the kit (and its zip library) until it opens.
import { TREE_DIR } from "@/lib/canary/facts";
import type { Verification } from "@/lib/canary/verify";
import type { Scenario } from "@/lib/scenario/types";
import { dirname, relative } from "@/lib/core/paths";
// Which agents `rulescope verify` can run (lib/agents/lab-drivers.ts), as `npm run agents` writes it.
import FIDELITY from "@/lib/agents/fidelity.json";
import { copyText } from "../share/clipboard";
import { Dialog } from "../share/Dialog";
import { downloadBlob } from "../share/download";
import { PRIMARY_BUTTON, TOOL_BUTTON } from "../share/styles";

type Lib = typeof import("@/lib/canary");

const randomSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, "0")).join("");

/** "rulescope-canary-codex-2026-11-26.zip". */
const zipName = (agent: string) =>
  `rulescope-canary-${agent.replace(/[^A-Za-z0-9._-]+/g, "-") || "agent"}-${new Date().toISOString().slice(0, 10)}.zip`;

/**
 * The working directory as a clone names it: relative to the nearest folder above it that holds .git
 * in the tree (else the tree's top folder).
 */
function cloneCwd(scenario: Scenario): string {
  for (let dir = scenario.cwd; dir !== "/"; dir = dirname(dir))
    if (Object.hasOwn(scenario.files, `${dir}/.git`)) return relative(dir, scenario.cwd) || ".";
  const top = `/${scenario.cwd.split("/")[1] ?? ""}`;
  return relative(top, scenario.cwd) || ".";
}

/** `rulescope verify` for the scenario's agent, when the lab can drive it; null for IDE-only agents. */
export function verifyCommand(scenario: Scenario): string | null {
  if (!FIDELITY.drivable.includes(scenario.agent)) return null;
  const cwd = cloneCwd(scenario);
  return `npx rulescope verify --agent ${scenario.agent}${cwd === "." ? "" : ` --cwd ${/^[\w./-]+$/.test(cwd) ? cwd : JSON.stringify(cwd)}`}`;
}

export function CanaryDialog({ open, onClose, scenario, seed }: { open: boolean; onClose: () => void; scenario: Scenario; seed?: string }) {
  const [state, setState] = useState<{ lib: Lib; made: ScenarioKit } | { error: string } | null>(null);
  const [answer, setAnswer] = useState("");
  const [status, setStatus] = useState("");

  useEffect(() => {
    if (!open) return;
    let live = true;
    setState(null);
    setAnswer("");
    setStatus("");
    void Promise.all([import("@/lib/canary"), import("@/lib/canary/scenario-kit")])
      .then(([lib, { scenarioKit }]) => live && setState({ lib, made: scenarioKit(scenario, seed ?? randomSeed()) }))
      .catch((e: unknown) => live && setState({ error: `The kit could not be made: ${e instanceof Error ? e.message : String(e)}` }));
    return () => {
      live = false;
    };
    // The kit is made once per opening (the page behind a modal dialog cannot be edited).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the kit is made once per opening, from the scenario of that moment
  }, [open]);

  const verification = useMemo((): Verification | string | null => {
    if (!state || "error" in state || !state.made.ok || answer.trim() === "") return null;
    const r = state.lib.verify(state.made.kit.manifest, answer);
    return r.ok ? r.verification : r.error;
  }, [state, answer]);

  const say = (ok: boolean, what: string) =>
    setStatus(ok ? `${what} copied.` : `Could not copy the ${what.toLowerCase()}; select it and copy it by hand.`);
  const command = verifyCommand(scenario);

  return (
    <Dialog open={open} title="Verify with the real agent" onClose={onClose} wide>
      <div className="space-y-3 text-sm">
        {command && (
          <section aria-label="Verify with your installed agent" className="space-y-1">
            <h3 className="font-medium">With the agent installed on your machine</h3>
            <p className="text-zinc-700 dark:text-zinc-300">
              In your clone of the repository, this runs your own {scenario.agent} against a local recorder (a fake key: no request leaves
              the machine) and diffs its instruction text with Rulescope&apos;s. Exit 0 means equal.
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <code className="rounded border border-zinc-200 bg-zinc-50 px-2 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-800">
                {command}
              </code>
              <button type="button" className={TOOL_BUTTON} onClick={() => void copyText(command).then((ok) => say(ok, "Command"))}>
                Copy command
              </button>
            </div>
          </section>
        )}
        <p className="text-zinc-700 dark:text-zinc-300">
          {command ? "Or with any agent, IDE-only ones too: " : ""}Rulescope plants a codeword at the start, the end and the predicted cut
          of every rule file, then predicts which codewords the agent sees. Unzip the kit, start the agent in{" "}
          <code>
            {TREE_DIR}
            {scenario.cwd}
          </code>
          , ask it the question, and paste its answer below.
        </p>
        {state === null && <p role="status">Preparing the kit…</p>}
        {state && "error" in state && <p role="alert">{state.error}</p>}
        {state && "made" in state && !state.made.ok && <p role="alert">{state.made.error}</p>}
        {state && "made" in state && state.made.ok && (
          <KitBody lib={state.lib} made={state.made} answer={answer} setAnswer={setAnswer} verification={verification} say={say} />
        )}
        <div className="flex items-center justify-end gap-2">
          <span role="status" className="mr-auto text-zinc-600 dark:text-zinc-400">
            {status}
          </span>
          <button type="button" className={TOOL_BUTTON} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function KitBody({
  lib,
  made,
  answer,
  setAnswer,
  verification,
  say,
}: {
  lib: Lib;
  made: Extract<ScenarioKit, { ok: true }>;
  answer: string;
  setAnswer: (a: string) => void;
  verification: Verification | string | null;
  say: (ok: boolean, what: string) => void;
}) {
  const { manifest, question } = made.kit;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={PRIMARY_BUTTON}
          onClick={() => downloadBlob(zipName(manifest.agent), new Blob([made.zip as BlobPart], { type: "application/zip" }))}
        >
          Download kit (.zip)
        </button>
        <button type="button" className={TOOL_BUTTON} onClick={() => void copyText(question).then((ok) => say(ok, "Question"))}>
          Copy question
        </button>
      </div>
      <section aria-label="Question">
        <pre className="max-h-40 overflow-auto whitespace-pre-wrap rounded border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-800">
          {question}
        </pre>
      </section>
      <section aria-label="Predicted codewords">
        <h3 className="font-medium">
          Rulescope predicts {manifest.prediction.order.length === 0 ? "no codewords" : "these codewords, in this order"}
        </h3>
        <ol className="ml-5 list-decimal font-mono text-xs">
          {manifest.prediction.order.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ol>
        {manifest.skipped.length > 0 && (
          <ul className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
            {manifest.skipped.map((s) => (
              <li key={s.path}>
                <code>{s.path}</code> got no codewords: {s.reason}.
              </li>
            ))}
          </ul>
        )}
      </section>
      <label className="block">
        <span className="font-medium">Agent&apos;s answer</span>
        <textarea
          className="mt-1 block h-28 w-full rounded border border-zinc-300 bg-white p-2 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
          value={answer}
          spellCheck={false}
          onChange={(e) => setAnswer(e.currentTarget.value)}
        />
      </label>
      {typeof verification === "string" && <p role="alert">{verification}</p>}
      {verification && typeof verification !== "string" && <Report lib={lib} v={verification} say={say} />}
    </>
  );
}

function Report({ lib, v, say }: { lib: Lib; v: Verification; say: (ok: boolean, what: string) => void }) {
  const m = v.manifest;
  return (
    <section aria-label="Canary report" className="space-y-2">
      <p className={v.agreed ? "font-medium text-emerald-700 dark:text-emerald-400" : "font-medium text-amber-700 dark:text-amber-400"}>
        {v.agreed ? "The agent saw exactly what Rulescope predicted." : "The agent and Rulescope disagree."}
      </p>
      <table className="w-full text-left text-xs">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Rulescope status</th>
            <th scope="col">Predicted</th>
            <th scope="col">Seen</th>
            <th scope="col">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {v.files.map((f) => (
            <tr key={f.path} className="align-top">
              <td>
                <code>{lib.shownPath(m, f.path)}</code>
                {f.suggestion && <div className="text-zinc-600 dark:text-zinc-400">{f.suggestion}</div>}
              </td>
              <td>{f.status}</td>
              <td>{f.predicted.join(", ") || "none"}</td>
              <td>{f.seen.join(", ") || "none"}</td>
              <td>{f.verdict}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{v.order.ok ? "Order: as predicted." : `Order: ${v.order.note}`}</p>
      {v.notes.map((n) => (
        <p key={n}>{n}</p>
      ))}
      <button type="button" className={TOOL_BUTTON} onClick={() => void copyText(lib.markdownReport(v)).then((ok) => say(ok, "Report"))}>
        Copy report
      </button>
    </section>
  );
}
