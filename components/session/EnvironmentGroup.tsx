/**
 * group "Environment": a checkbox per env toggle of the current agent (named by the variable), then every
 * variable as KEY=VALUE text. Both views edit the same scenario.env, so a ticked toggle shows up as a line
 * and a typed line ticks its checkbox.
 */
import { useId } from "react";
import type { EnvToggle } from "@/lib/agents/base";
import type { PlaygroundApi } from "../usePlayground";
import { Field, type Note } from "./Field";
import { isToggleOn, reconcileEnvText, parseEnvText, sameValue, setEnvVar, withKey } from "./session-edits";
import { useSyncedText } from "./useSyncedText";
import { CONTROL, CONTROL_INVALID, HELP, LABEL } from "./styles";

/** The env a text stands for; none at all when it sets nothing (so clearing the text removes scenario.env). */
function envOf(text: string): Record<string, string> | undefined {
  const { env } = parseEnvText(text);
  return Object.keys(env).length > 0 ? env : undefined;
}

export function EnvironmentGroup({ api }: { api: PlaygroundApi }) {
  const env = api.scenario.env ?? {};
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className={`${LABEL} px-1`}>Environment</legend>
      {api.profile.envToggles.length === 0 ? (
        <p className={HELP}>{api.profile.name} reads no environment variables that change its instructions.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {api.profile.envToggles.map((t) => (
            <li key={t.name}>
              <ToggleCheckbox toggle={t} value={env[t.name]} onChange={(v) => api.update((s) => setEnvVar(s, t.name, v))} />
            </li>
          ))}
        </ul>
      )}
      <EnvText api={api} />
    </fieldset>
  );
}

function ToggleCheckbox({
  toggle,
  value,
  onChange,
}: {
  toggle: EnvToggle;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
}) {
  const id = useId();
  const on = isToggleOn(value);
  const shown = value !== undefined && value !== toggle.onValue;
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-teal-600"
        checked={on}
        aria-describedby={`${id}-about`}
        onChange={(e) => onChange(e.target.checked ? toggle.onValue : undefined)}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-mono text-sm break-all">
          {toggle.name}
        </label>
        <p id={`${id}-about`} className={HELP}>
          {toggle.description}
          {shown ? ` Now set to "${value}".` : ""}
        </p>
      </div>
    </div>
  );
}

function EnvText({ api }: { api: PlaygroundApi }) {
  const [text, setText] = useSyncedText(api.scenario.env, reconcileEnvText, envOf);
  const { problems } = parseEnvText(text);
  const notes: Note[] = problems.map((p) => ({ level: p.level, text: `Line ${p.line}: ${p.message}` }));
  if (notes.length === 0) notes.push({ level: "help", text: "One KEY=VALUE a line; toggles above appear here too." });
  return (
    <Field label="Variables" notes={notes}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={3}
          spellCheck={false}
          placeholder="KEY=VALUE"
          className={`${CONTROL} font-mono ${invalid ? CONTROL_INVALID : ""}`}
          aria-invalid={invalid || undefined}
          value={text}
          aria-describedby={describedBy}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            const env = envOf(next);
            api.update((s) => (sameValue(s.env, env) ? s : withKey(s, "env", env)));
          }}
        />
      )}
    </Field>
  );
}
