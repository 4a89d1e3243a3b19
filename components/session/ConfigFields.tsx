/**
 * The current profile's config keys, one control per key by type, the default as placeholder. Empty
 * removes the key (the agent's default applies); text that is not a value of the key's type is flagged
 * and not written. Keys left from another agent are listed so they can be removed.
 */
import { useId } from "react";
import type { ConfigKey } from "@/lib/agents/base";
import type { PlaygroundApi } from "../usePlayground";
import { Field } from "./Field";
import { foreignConfigKeys, formatConfigValue, NOT_APPLIED, parseConfigText, setConfigKey } from "./session-edits";
import { useSyncedText } from "./useSyncedText";
import { CONTROL, CONTROL_INVALID, HELP, LABEL, SMALL_BUTTON } from "./styles";

export function ConfigFields({ api }: { api: PlaygroundApi }) {
  const keys = api.profile.configKeys;
  const foreign = foreignConfigKeys(api.scenario.config, keys);
  if (keys.length === 0 && foreign.length === 0) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className={`${LABEL} px-1`}>Config ({api.profile.name})</legend>
      {keys.map((k) =>
        k.type === "boolean" ? (
          <BooleanKey key={k.key} api={api} spec={k} />
        ) : (
          <TextKey key={`${api.profile.id}:${k.key}`} api={api} spec={k} />
        ),
      )}
      {foreign.length > 0 && <ForeignKeys api={api} keys={foreign} />}
    </fieldset>
  );
}

function placeholderOf(spec: ConfigKey): string {
  const d = formatConfigValue(spec.type, spec.default);
  return d === "" ? "(none)" : spec.type === "string[]" || spec.type === "json" ? d : `default ${d}`;
}

function TextKey({ api, spec }: { api: PlaygroundApi; spec: ConfigKey }) {
  const stored = api.scenario.config?.[spec.key];
  const format = (v: unknown) => formatConfigValue(spec.type, v);
  const meaning = (t: string) => {
    const r = parseConfigText(spec.type, t);
    return r.ok ? r.value : NOT_APPLIED;
  };
  const [text, setText] = useSyncedText(stored, format, meaning);
  const parsed = parseConfigText(spec.type, text);
  const notes = [
    ...(parsed.ok ? [] : [{ level: "error" as const, text: parsed.message }]),
    { level: "help" as const, text: spec.description },
  ];
  const onChange = (next: string) => {
    setText(next);
    const r = parseConfigText(spec.type, next);
    if (r.ok) api.update((s) => setConfigKey(s, spec.key, r.value));
  };
  return (
    <Field label={spec.key} notes={notes}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          spellCheck: false,
          placeholder: placeholderOf(spec),
          className: `${CONTROL} font-mono ${invalid ? CONTROL_INVALID : ""}`,
          value: text,
          "aria-invalid": invalid || undefined,
          "aria-describedby": describedBy,
        };
        return spec.type === "string[]" || spec.type === "json" ? (
          <textarea rows={spec.type === "json" ? 4 : 2} {...common} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            type="text"
            inputMode={spec.type === "number" ? "numeric" : undefined}
            autoComplete="off"
            {...common}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      }}
    </Field>
  );
}

/** Checked follows the stored value, else the default; choosing the default removes the key. */
function BooleanKey({ api, spec }: { api: PlaygroundApi; spec: ConfigKey }) {
  const id = useId();
  const stored = api.scenario.config?.[spec.key];
  const fallback = spec.default === true;
  const checked = typeof stored === "boolean" ? stored : fallback;
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-teal-600"
        checked={checked}
        aria-describedby={`${id}-about`}
        onChange={(e) => {
          const v = e.target.checked;
          api.update((s) => setConfigKey(s, spec.key, v === fallback ? undefined : v));
        }}
      />
      <div className="min-w-0">
        <label htmlFor={id} className={spec.label ? "font-semibold" : "font-mono break-all"}>
          {spec.label ?? spec.key}
        </label>
        <p id={`${id}-about`} className={HELP}>
          {spec.description} Default: {String(fallback)}.
        </p>
      </div>
    </div>
  );
}

function ForeignKeys({ api, keys }: { api: PlaygroundApi; keys: string[] }) {
  return (
    <div className="flex flex-col gap-1">
      <p className={HELP}>Set but not read by {api.profile.name}:</p>
      <ul className="flex flex-col gap-1">
        {keys.map((k) => (
          <li key={k} className="flex items-center justify-between gap-2">
            <code className="font-mono text-xs break-all">{k}</code>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`Remove config ${k}`}
              onClick={() => api.update((s) => setConfigKey(s, k, undefined))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
