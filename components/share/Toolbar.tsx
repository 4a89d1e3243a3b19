"use client";
/**
 * The toolbar: Examples, Share (a link), Export (Copy prompt, Markdown for an issue, Download
 * scenario), Open (a scenario file, Reset), Verify with the real agent (the canary kit), Problems,
 * theme and the shortcuts help; below it, page notices (links that did not open, drafts to restore).
 */
import { useRef, useState } from "react";
import type { Resolution } from "@/lib/types";
import dynamic from "next/dynamic";
import { Notices } from "../persistence/Notices";
import { ExamplesMenu } from "./ExamplesMenu";
import { ActionMenu } from "./ActionMenu";
import { useReset } from "./useReset";
import { ShareStatusLine } from "./ShareStatusLine";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { PRIMARY_BUTTON, TOOL_BUTTON } from "./styles";
import { ThemeControl } from "./ThemeControl";
import { useShareActions } from "./useShareActions";
import { useShortcuts } from "./useShortcuts";
import type { PlaygroundApi } from "../usePlayground";

// Loaded on the first "Verify" click: the dialog and the canary kit are no part of the first paint.
const CanaryDialog = dynamic(() => import("../canary/CanaryDialog").then((m) => m.CanaryDialog), { ssr: false });

/** Open: a scenario file (through a hidden file input) or Reset. */
function OpenMenu({ onFile, onReset }: { onFile(file: File): void; onReset(): void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <ActionMenu
        label="Open"
        actions={[
          { label: "Open scenario…", title: "Open a scenario JSON file", run: () => fileInput.current?.click() },
          { label: "Reset", title: "Back to the default example", run: onReset },
        ]}
      />
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Scenario file to open"
        className="hidden"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/** Problems, with the count of the last check's findings (… while the first one runs). */
function ProblemsButton({ problems, onClick }: { problems: number | null; onClick(): void }) {
  return (
    <button
      type="button"
      className={TOOL_BUTTON}
      onClick={onClick}
      aria-label={`Problems: ${problems ?? "checking"}`}
      title="Show the Problems panel"
    >
      Problems{" "}
      <span
        className={`ml-1 inline-block min-w-5 rounded-full px-1.5 text-xs font-semibold ${problems ? "bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50" : "bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100"}`}
      >
        {problems ?? "…"}
      </span>
    </button>
  );
}

export function Toolbar({
  api,
  resolution,
  problems = null,
  onShowProblems,
  compact = false,
}: {
  api: PlaygroundApi;
  resolution: Resolution;
  /** The workbench's one-row bar: short words (the full ones stay the names). */
  compact?: boolean;
  /** Findings of the last check; null before the first one. */
  problems?: number | null;
  onShowProblems?: () => void;
}) {
  const actions = useShareActions(api, resolution);
  const [helpOpen, setHelpOpen] = useState(false);
  const [canaryOpen, setCanaryOpen] = useState(false);
  const { reset, dialog: resetDialog } = useReset(api);
  useShortcuts({ share: () => void actions.share(), help: () => setHelpOpen(true) });

  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2 md:flex-nowrap">
      <ExamplesMenu api={api} />
      <button
        type="button"
        className={PRIMARY_BUTTON}
        onClick={() => void actions.share()}
        title="Copy a link to this scenario (Ctrl/Cmd+S)"
      >
        Share
      </button>
      <ActionMenu
        label="Export"
        actions={[
          { label: "Copy prompt", title: "Copy the composed prompt, byte for byte", run: () => void actions.copyPrompt() },
          { label: "Markdown for an issue", title: "Copy agent, files and prompt as Markdown", run: () => void actions.copyMarkdown() },
          { label: "Download scenario", title: "Save the scenario as a JSON file", run: actions.downloadScenario },
        ]}
      />
      <OpenMenu onFile={(file) => void actions.openScenarioFile(file)} onReset={reset} />
      <button
        type="button"
        className={TOOL_BUTTON}
        onClick={() => setCanaryOpen(true)}
        aria-label="Verify with the real agent"
        title="Verify with the real agent: plant codewords in the rule files and ask it which it sees"
      >
        {compact ? "Verify" : "Verify with the real agent"}
      </button>
      {onShowProblems && <ProblemsButton problems={problems} onClick={onShowProblems} />}
      <div className="ml-auto flex items-center gap-2">
        <ThemeControl />
        <button
          type="button"
          className={TOOL_BUTTON}
          onClick={() => setHelpOpen(true)}
          aria-label="Keyboard shortcuts"
          title="Keyboard shortcuts (?)"
        >
          ?
        </button>
      </div>
      <ShareStatusLine
        status={actions.status}
        onDownload={actions.downloadScenario}
        onDismiss={actions.clearStatus}
        onCopyMarkdownLink={(m) => void actions.copyMarkdownLink(m)}
      />
      <Notices />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      {resetDialog}
      {canaryOpen && <CanaryDialog open onClose={() => setCanaryOpen(false)} scenario={api.scenario} />}
    </div>
  );
}
