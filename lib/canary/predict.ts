/**
 * The prediction: which planted codewords the agent has in front of it when the session starts, in
 * prompt order. It is read off the resolution of the canaried tree (the codewords add bytes, so a
 * budget may cut elsewhere than in the tree as it was).
 */
import type { Resolution } from "../types";
import { findCodewords } from "./codewords";

export interface Prediction {
  /** Codewords in the order the agent receives them at session start. */
  order: string[];
  /** Codewords that reach the agent only later, with what attaches them (not asked about). */
  later: { word: string; trigger: string }[];
}

/** The prompt first, then the session-start blocks; blocks a later event attaches are listed apart. */
export function predict(r: Resolution, planted: ReadonlySet<string>): Prediction {
  const order: string[] = [];
  const seen = new Set<string>();
  const take = (text: string) => {
    for (const w of findCodewords(text).words)
      if (planted.has(w) && !seen.has(w)) {
        seen.add(w);
        order.push(w);
      }
  };
  take(r.prompt);
  for (const b of r.blocks) if (!b.placeholder && b.trigger === undefined) take(b.text);
  const later: Prediction["later"] = [];
  for (const b of r.blocks)
    if (!b.placeholder && b.trigger !== undefined)
      for (const w of findCodewords(b.text).words)
        if (planted.has(w) && !seen.has(w)) {
          seen.add(w);
          later.push({ word: w, trigger: b.trigger });
        }
  return { order, later };
}
