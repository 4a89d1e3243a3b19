"use client";
/**
 * The "Compare" switch: opening sets `ui.compare` (the current agent and a partner), closing removes
 * it, so a link opens the view exactly as it was shared. Show <CompareView> while isCompareOpen().
 */
import { PROFILE_METAS } from "@/lib/agents/page-meta";
import { TOOL_BUTTON } from "../share/styles";
import type { PlaygroundApi } from "../usePlayground";
import { defaultCompared, isCompareOpen, withCompared, withoutCompared } from "./selection";

const KNOWN = PROFILE_METAS.map((p) => p.id);

export function CompareToggle({ api }: { api: PlaygroundApi }) {
  const open = isCompareOpen(api.scenario);
  return (
    <button
      type="button"
      aria-pressed={open}
      onClick={() => api.update((s) => (isCompareOpen(s) ? withoutCompared(s) : withCompared(s, defaultCompared(s.agent, KNOWN))))}
      className={`${TOOL_BUTTON} ${open ? "border-sky-600 bg-sky-50 dark:border-sky-500 dark:bg-sky-950" : ""}`}
    >
      Compare
    </button>
  );
}

export { isCompareOpen };
