"use client";
import { Dialog } from "./Dialog";
import { SHORTCUTS } from "./shortcuts";
import { TOOL_BUTTON } from "./styles";

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map((s) => (
          <div key={s.keys} className="contents">
            <dt>
              <kbd className="rounded border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 font-mono text-xs dark:border-zinc-600 dark:bg-zinc-800">
                {s.keys}
              </kbd>
            </dt>
            <dd className="text-zinc-700 dark:text-zinc-300">{s.action}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex justify-end">
        <button type="button" className={TOOL_BUTTON} onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
