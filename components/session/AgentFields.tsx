/** Agent and Variant: which profile composes the prompt, and which of its documented behaviours. */
import { PROFILES } from "@/lib/agents";
import type { PlaygroundApi } from "../usePlayground";
import { Field } from "./Field";
import { setVariant, switchAgent } from "./session-edits";
import { CONTROL, HELP, WARN } from "./styles";

export function AgentFields({ api }: { api: PlaygroundApi }) {
  const { profile, scenario } = api;
  const variant = profile.variants.some((v) => v.id === scenario.variant) ? scenario.variant! : profile.defaultVariant;
  return (
    <div className="flex flex-col gap-3">
      <Field label="Agent">
        {({ id }) => (
          <select id={id} className={CONTROL} value={profile.id} onChange={(e) => api.update((s) => switchAgent(s, e.target.value))}>
            {PROFILES.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {profile.textFidelity === "order-only" && (
        <p className={WARN}>{profile.name} does not publish its wording: the files and their order are exact, the wrapping text is not.</p>
      )}
      <Field label="Variant">
        {({ id }) => (
          <>
            <select
              id={id}
              className={CONTROL}
              value={variant}
              aria-describedby={`${id}-about-${variant}`}
              onChange={(e) => api.update((s) => setVariant(s, profile, e.target.value))}
            >
              {profile.variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.id === profile.defaultVariant ? `${v.id} (default)` : v.id}
                </option>
              ))}
            </select>
            <VariantList idPrefix={`${id}-about-`} variants={profile.variants} selected={variant} />
          </>
        )}
      </Field>
    </div>
  );
}

function VariantList({ idPrefix, variants, selected }: { idPrefix: string; variants: readonly { id: string; description: string }[]; selected: string }) {
  return (
    <dl className={`${HELP} flex flex-col gap-1 [overflow-wrap:anywhere]`}>
      {variants.map((v) => (
        <div key={v.id} id={idPrefix + v.id} className={v.id === selected ? "text-zinc-900 dark:text-zinc-100" : undefined}>
          <dt className="inline font-mono font-semibold">{v.id}</dt>
          <dd className="inline">{v.description ? `: ${v.description}` : ""}</dd>
        </div>
      ))}
    </dl>
  );
}
