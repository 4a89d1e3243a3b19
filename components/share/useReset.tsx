"use client";
/** Reset: back to the default example; asks first when the current scenario is not a built-in example. */
import { useState } from "react";
import { useLatest } from "../useLatest";
import type { Example } from "@/lib/agents/base";
import { defaultExample, loadExamples } from "../examples";
import type { PlaygroundApi } from "../usePlayground";
import { Dialog } from "./Dialog";
import { sameJson } from "./sameScenario";
import { PRIMARY_BUTTON, TOOL_BUTTON } from "./styles";

/** Built-in example, ignoring view state (which file is selected is not work to lose). */
function isUnchangedExample(s: PlaygroundApi["scenario"], examples: readonly Example[]): boolean {
  const { ui: _ui, ...rest } = s;
  void _ui;
  return examples.some((e) => {
    const { ui: _eui, ...erest } = e.scenario;
    void _eui;
    return e.scenario.agent === s.agent && sameJson(erest, rest);
  });
}

/**
 * Reset as an action and its confirmation: `reset` is what the Open menu's item runs, `dialog` is
 * rendered apart from the menu, so it stays open when the menu closes.
 */
export function useReset(api: PlaygroundApi) {
  const [confirming, setConfirming] = useState(false);
  // The scenario when the examples list arrives, not when Reset was clicked: edits made meanwhile count.
  const latest = useLatest(api.scenario);
  const resetNow = () => {
    const d = defaultExample();
    api.load(d.scenario, `example ${d.id}`);
    setConfirming(false);
  };
  // Without the list (it could not load), Reset asks first: it cannot tell an example from work.
  const reset = () =>
    void loadExamples().then(
      (list) => (isUnchangedExample(latest.current, list) ? resetNow() : setConfirming(true)),
      () => setConfirming(true),
    );
  const dialog = (
    <Dialog open={confirming} title="Reset to the default example?" onClose={() => setConfirming(false)}>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Your files and session settings will be replaced by the default example. Download the scenario first if you want to keep them.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className={TOOL_BUTTON} onClick={() => setConfirming(false)}>
          Cancel
        </button>
        <button type="button" className={PRIMARY_BUTTON} onClick={resetNow}>
          Discard changes and reset
        </button>
      </div>
    </Dialog>
  );
  return { reset, dialog };
}
