/**
 * verify(): compare the codewords the agent wrote back with the prediction, per file and in order,
 * and say in plain words what each disagreement suggests. Never throws on user data: a bad manifest
 * is an error sentence, an empty or huge answer a bounded report.
 */
import { findCodewords } from "./codewords";
import { MAX_ANSWER_CHARS, POSITIONS, type Position } from "./facts";
import { readManifest, type Manifest } from "./manifest";

type FileVerdict = "agreed" | "disagreed";

export interface FileReport {
  path: string;
  /** Status Rulescope gave the file in the canaried tree. */
  status: string;
  predicted: Position[];
  seen: Position[];
  /** Seen but not predicted, and predicted but not seen. */
  unexpected: Position[];
  missing: Position[];
  verdict: FileVerdict;
  /** What a disagreement suggests, in one or two sentences. */
  suggestion?: string;
}

export interface Verification {
  manifest: Manifest;
  files: FileReport[];
  /** Codewords of the right shape that this kit never planted. */
  unknown: string[];
  order: { ok: boolean; expected: string[]; got: string[]; note?: string };
  /** Every kit codeword the agent wrote, in its order (repeats dropped). */
  seen: string[];
  agreed: boolean;
  /** Notes about the answer itself (empty, cut, NONE with codewords...). */
  notes: string[];
  answer: string;
}

export type VerifyResult = { ok: true; verification: Verification } | { ok: false; error: string };

const has = (list: Position[], p: Position) => list.includes(p);

/** One sentence for what a file's disagreement most likely means. */
function suggest(f: Omit<FileReport, "verdict" | "suggestion">): string {
  const { predicted, seen, missing, unexpected } = f;
  if (predicted.length === 0)
    return `The agent saw this file, but Rulescope predicted it would not (status: ${f.status}). The agent reads something Rulescope does not model: please report it.`;
  if (seen.length === 0)
    return `Rulescope predicted this file is loaded, but the agent saw none of its codewords: a divergence to report (first check the agent was started in the kit's working directory and trusted the folder).`;
  if (has(missing, "CUT"))
    return `The agent cut this file before the cut codeword: it may use a smaller budget than Rulescope models, or run a different version.`;
  if (has(unexpected, "END") && has(predicted, "CUT"))
    return `The agent kept more of this file than predicted (it saw the end past the predicted cut): a larger budget, or no cut in this version.`;
  if (has(unexpected, "CUT") || has(unexpected, "END"))
    return `The agent saw more of this file than Rulescope predicted: a budget or text handling Rulescope does not model.`;
  if (has(missing, "START"))
    return `The agent did not see the start of this file: it may drop the opening lines (frontmatter, a heading) differently from Rulescope.`;
  if (has(missing, "END"))
    return `The agent did not see the end of this file: it may cut it or strip its last lines where Rulescope does not.`;
  return `What the agent saw of this file differs from the prediction.`;
}

/** Is `got` in the predicted order? Compared on the codewords both lists hold. */
function orderCheck(predicted: string[], seen: string[]): Verification["order"] {
  const wanted = new Set(predicted);
  const inBoth = new Set(seen.filter((w) => wanted.has(w)));
  const expected = predicted.filter((w) => inBoth.has(w));
  const got = seen.filter((w) => inBoth.has(w));
  const at = expected.findIndex((w, i) => got[i] !== w);
  if (at < 0) return { ok: true, expected, got };
  return {
    ok: false,
    expected,
    got,
    note: `Position ${at + 1}: expected ${expected[at]}, the agent wrote ${got[at]}. The agent stacks these files in another order than Rulescope predicts (or listed them out of order).`,
  };
}

export function verify(rawManifest: unknown, answerText: unknown): VerifyResult {
  const read = readManifest(rawManifest);
  if (!read.ok) return read;
  const manifest = read.manifest;
  const answer = typeof answerText === "string" ? answerText : "";
  const notes: string[] = [];
  if (answer.trim() === "") notes.push("The answer is empty: paste the agent's whole reply.");
  if (answer.length > MAX_ANSWER_CHARS)
    notes.push(`The answer has ${answer.length} characters; only the first ${MAX_ANSWER_CHARS} were read.`);
  const found = findCodewords(answer);
  if (found.capped && answer.length <= MAX_ANSWER_CHARS) notes.push("The answer holds very many codewords; only the first ones were read.");

  const byWord = new Map(manifest.codewords.map((c) => [c.word, c]));
  const seen: string[] = [];
  const unknown: string[] = [];
  const counted = new Set<string>();
  for (const w of found.words) {
    if (counted.has(w)) continue;
    counted.add(w);
    (byWord.has(w) ? seen : unknown).push(w);
  }
  if (seen.length > 0 && /^\s*NONE\s*$/im.test(answer))
    notes.push("The answer says NONE but also lists codewords; the codewords were counted.");

  const predictedSet = new Set(manifest.prediction.order);
  const byPath = new Map<string, Manifest["codewords"]>();
  for (const c of manifest.codewords) byPath.set(c.path, [...(byPath.get(c.path) ?? []), c]);
  const seenSet = new Set(seen);
  const files: FileReport[] = manifest.files.map((f) => {
    const mine = byPath.get(f.path) ?? [];
    const predicted = POSITIONS.filter((p) => mine.some((c) => c.position === p && predictedSet.has(c.word)));
    const seenHere = POSITIONS.filter((p) => mine.some((c) => c.position === p && seenSet.has(c.word)));
    const base = {
      path: f.path,
      status: f.statusAfter,
      predicted,
      seen: seenHere,
      unexpected: seenHere.filter((p) => !predicted.includes(p)),
      missing: predicted.filter((p) => !seenHere.includes(p)),
    };
    if (base.unexpected.length === 0 && base.missing.length === 0) return { ...base, verdict: "agreed" as const };
    return { ...base, verdict: "disagreed" as const, suggestion: suggest(base) };
  });
  if (unknown.length > 0)
    notes.push(
      `The answer holds ${unknown.length} codeword${unknown.length > 1 ? "s" : ""} this kit never planted (${unknown.slice(0, 5).join(", ")}${unknown.length > 5 ? ", ..." : ""}): made up by the model, or left in the tree by an earlier kit.`,
    );
  const order = orderCheck(manifest.prediction.order, seen);
  const agreed = files.every((f) => f.verdict === "agreed") && unknown.length === 0 && order.ok;
  return { ok: true, verification: { manifest, files, unknown, order, seen, agreed, notes, answer: answer.slice(0, MAX_ANSWER_CHARS) } };
}
