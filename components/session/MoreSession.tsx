/** "More session": model, mode, branch and platform, folded away because few rules depend on them. */
import { useState } from "react";
import type { PlaygroundApi } from "../usePlayground";
import { Field } from "./Field";
import { setSessionField, type SessionField } from "./session-edits";
import { CONTROL, LABEL } from "./styles";

const TEXT_FIELDS: { field: Exclude<SessionField, "os">; label: string; placeholder: string }[] = [
  { field: "model", label: "Model", placeholder: "e.g. gpt-5-codex" },
  { field: "mode", label: "Session mode", placeholder: "e.g. build, plan" },
  { field: "branch", label: "Git branch", placeholder: "e.g. main" },
];
const OSES = ["linux", "darwin", "win32"];

export function MoreSession({ api }: { api: PlaygroundApi }) {
  const session = api.scenario.session ?? {};
  const set = (field: SessionField, value: string) => api.update((s) => setSessionField(s, field, value));
  const setCount = Object.values(session).filter((v) => v !== undefined && v !== "").length;
  // Opens by itself when a loaded scenario sets something; after that the user decides.
  const [open, setOpen] = useState(setCount > 0);
  return (
    <details
      className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className={`${LABEL} cursor-pointer`}>More session{setCount > 0 ? ` (${setCount} set)` : ""}</summary>
      <div role="group" aria-label="More session" className="mt-3 flex flex-col gap-3">
        {TEXT_FIELDS.map((f) => (
          <Field key={f.field} label={f.label}>
            {({ id }) => (
              <input
                id={id}
                type="text"
                spellCheck={false}
                autoComplete="off"
                placeholder={f.placeholder}
                className={CONTROL}
                value={session[f.field] ?? ""}
                onChange={(e) => set(f.field, e.target.value)}
              />
            )}
          </Field>
        ))}
        <Field label="Platform (os)">
          {({ id }) => (
            <select id={id} className={CONTROL} value={session.os ?? ""} onChange={(e) => set("os", e.target.value)}>
              <option value="">not set</option>
              {[...OSES, ...(session.os && !OSES.includes(session.os) ? [session.os] : [])].map((os) => (
                <option key={os} value={os}>
                  {os}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </details>
  );
}
