"use client";
/**
 * The toolbar: Examples, Share, Copy prompt, Markdown for an issue, Download and Open scenario, Reset,
 * theme and the shortcuts help; below it, page notices (links that did not open, drafts to restore).
 */
import { useRef, useState } from "react";
import type { Resolution } from "@/lib/types";
import { Notices } from "./persistence/Notices";
import { ExamplesMenu } from "./share/ExamplesMenu";
import { ResetButton } from "./share/ResetButton";
import { ShareStatusLine } from "./share/ShareStatusLine";
import { ShortcutsDialog } from "./share/ShortcutsDialog";
import { PRIMARY_BUTTON, TOOL_BUTTON } from "./share/styles";
import { ThemeControl } from "./share/ThemeControl";
import { useShareActions } from "./share/useShareActions";
import { useShortcuts } from "./share/useShortcuts";
import type { PlaygroundApi } from "./usePlayground";

export function Toolbar({ api, resolution }: { api: PlaygroundApi; resolution: Resolution }) {
  const actions = useShareActions(api, resolution);
  const [helpOpen, setHelpOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  useShortcuts({ share: () => void actions.share(), help: () => setHelpOpen(true) });

  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
      <ExamplesMenu api={api} />
      <button type="button" className={PRIMARY_BUTTON} onClick={() => void actions.share()} title="Copy a link to this scenario (Ctrl/Cmd+S)">
        Share
      </button>
      <button type="button" className={TOOL_BUTTON} onClick={() => void actions.copyPrompt()}>
        Copy prompt
      </button>
      <button type="button" className={TOOL_BUTTON} onClick={() => void actions.copyMarkdown()}>
        Markdown for an issue
      </button>
      <button type="button" className={TOOL_BUTTON} onClick={actions.downloadScenario}>
        Download scenario
      </button>
      <button type="button" className={TOOL_BUTTON} onClick={() => fileInput.current?.click()}>
        Open scenario
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Scenario file to open"
        className="hidden"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) void actions.openScenarioFile(file);
        }}
      />
      <ResetButton api={api} />
      <div className="ml-auto flex items-center gap-2">
        <ThemeControl />
        <button type="button" className={TOOL_BUTTON} onClick={() => setHelpOpen(true)} aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)">
          ?
        </button>
      </div>
      <ShareStatusLine status={actions.status} onDownload={actions.downloadScenario} />
      <Notices />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
