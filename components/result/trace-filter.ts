/** Filtering the trace's step list: every word of the query must appear in the step's op, path or result. */
import type { Step } from "../../lib/types";

export const TRACE_PAGE = 500;

export function filterSteps(steps: readonly Step[], query: string): { step: Step; index: number }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const out: { step: Step; index: number }[] = [];
  steps.forEach((step, index) => {
    if (words.length === 0) return void out.push({ step, index });
    const hay = `${step.op} ${step.path ?? ""} ${step.result}`.toLowerCase();
    if (words.every((w) => hay.includes(w))) out.push({ step, index });
  });
  return out;
}
