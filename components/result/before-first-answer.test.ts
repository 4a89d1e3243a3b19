/**
 * Before the worker's first answer the panels hold an empty placeholder resolution (useResolution):
 * its zeros and empty lists are not facts about the tree, so no panel may state them as facts.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResolution } from "@/lib/types";
import { BudgetCaption } from "../problems/BudgetCaption";
import { DiagnosticsPanel } from "./DiagnosticsPanel";
import { SourcesPanel } from "./SourcesPanel";
import { TracePanel } from "./TracePanel";

const placeholder = emptyResolution("codex", "upstream");
const html = (ready: boolean) => {
  const notYet = ready ? undefined : "Resolving…";
  return [
    renderToStaticMarkup(createElement(SourcesPanel, { sources: placeholder.sources, selectedFile: undefined, onSelect() {}, notYet })),
    renderToStaticMarkup(createElement(DiagnosticsPanel, { diagnostics: placeholder.diagnostics, onSelect() {}, notYet })),
    renderToStaticMarkup(createElement(TracePanel, { trace: placeholder.trace, notYet })),
    renderToStaticMarkup(createElement(BudgetCaption, { agent: "codex", source: undefined, text: "# Rules\n", ready })),
  ].join("\n");
};

const FALSE_FACTS = ["No candidate files were found", "No diagnostics", "0 steps", "No steps were recorded", "does not consider this file"];

describe("the panels before the first resolution", () => {
  it("say they are resolving, not that the tree has nothing", () => {
    const waiting = html(false);
    for (const fact of FALSE_FACTS) expect(waiting).not.toContain(fact);
    expect(waiting).toContain("Resolving…");
  });

  it("state the empty facts once the answer is in and is empty", () => {
    const answered = html(true);
    for (const fact of FALSE_FACTS) expect(answered).toContain(fact);
  });
});
