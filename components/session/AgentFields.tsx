/** Agent and Variant: which profile composes the prompt, and which of its documented behaviours. */
import { useEffect, useState } from "react";
import { PROFILE_METAS, sourcesOf, type PageSource } from "@/lib/agents/page-meta";
// What the lab measured against the real binaries (docs/fidelity.md), written by `npm run agents`.
import FIDELITY from "@/lib/agents/fidelity.json";
import type { Variant } from "@/lib/agents/base";
import type { PlaygroundApi } from "../usePlayground";
import { Field } from "./Field";
import { setVariant, switchAgent } from "./session-edits";
import { CONTROL, HELP, WARN } from "./styles";

const currentVariant = (api: PlaygroundApi) =>
  api.profile.variants.some((v) => v.id === api.scenario.variant) ? api.scenario.variant! : api.profile.defaultVariant;

/**
 * The Agent and Variant pickers. `compact`: the top bar's one-line form (the variant's description is
 * its title there; the side column's About block lists them all).
 */
export function AgentSelects({ api, compact = false }: { api: PlaygroundApi; compact?: boolean }) {
  const { profile } = api;
  const variant = currentVariant(api);
  // The bar's selects take a set width (the full-width control would squeeze the working directory).
  const control = compact ? `${CONTROL.replace("w-full", "")} py-1` : CONTROL;
  const width = (w: string) => (compact ? `${control} ${w}` : control);
  return (
    <>
      <Field label="Agent" inline={compact} labelHidden={compact} shrink>
        {({ id }) => (
          <select id={id} className={width("w-36")} value={profile.id} onChange={(e) => api.update((s) => switchAgent(s, e.target.value))}>
            {PROFILE_METAS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Variant" inline={compact} labelHidden={compact} shrink>
        {({ id }) => (
          <select
            id={id}
            className={width("w-36")}
            value={variant}
            title={profile.variants.find((v) => v.id === variant)?.description}
            onChange={(e) => api.update((s) => setVariant(s, profile, e.target.value))}
          >
            {profile.variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.id === profile.defaultVariant ? `${v.id} (default)` : v.id}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/** Agent and Variant with what they mean: `withSelects` false leaves the pickers to the top bar. */
export function AgentFields({ api, withSelects = true }: { api: PlaygroundApi; withSelects?: boolean }) {
  const { profile } = api;
  const variant = currentVariant(api);
  return (
    <div className="flex flex-col gap-3">
      {withSelects ? <AgentSelects api={api} /> : <h3 className="text-sm font-semibold">About {profile.name}</h3>}
      {profile.textFidelity === "order-only" && (
        <p className={WARN}>{profile.name} does not publish its wording: the files and their order are exact, the wrapping text is not.</p>
      )}
      <ModelledVersion agent={profile.id} variant={profile.variants.find((v) => v.id === variant)} />
      <VariantList idPrefix={`${profile.id}-about-`} variants={profile.variants} selected={variant} />
      <UpstreamSources key={profile.id} agent={profile.id} count={profile.sourceCount} homepage={profile.homepage} />
    </div>
  );
}

/**
 * Which release of the agent the chosen variant stands for, when that was last read upstream, and
 * the real releases the lab ran it against.
 */
function ModelledVersion({ agent, variant }: { agent: string; variant: Variant | undefined }) {
  if (!variant?.models) return <p className={HELP}>No release is recorded for this variant.</p>;
  const verified = FIDELITY.verified.filter((r) => r.agent === agent && r.variant === variant.id);
  return (
    <p role="note" aria-label="Modelled version" className={`${HELP} [overflow-wrap:anywhere]`}>
      <span className="font-semibold">Models</span> {variant.models.version} · checked {variant.models.checked}
      {verified.map((r) => (
        <span key={r.version}>
          {" "}
          · verified against {r.version}: {r.equal} of {r.trees} trees equal{"recorded" in r && r.recorded ? ` (${r.recorded})` : ""}
        </span>
      ))}
    </p>
  );
}

/**
 * The upstream code and docs the profile was written from, so a user can check it against them: the
 * list is a chunk of its own (page-sources.json), loaded the first time it is opened.
 */
function UpstreamSources({ agent, count, homepage }: { agent: string; count: number; homepage: string }) {
  const [open, setOpen] = useState(false);
  const [sources, setSources] = useState<readonly PageSource[] | "failed" | null>(null);
  useEffect(() => {
    if (!open || sources !== null) return;
    let live = true;
    sourcesOf(agent).then(
      (s) => live && setSources(s),
      () => live && setSources("failed"),
    );
    return () => {
      live = false;
    };
  }, [open, sources, agent]);
  return (
    <details className={HELP} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer">Upstream sources ({count})</summary>
      {sources === null ? (
        <p role="status">Loading the sources…</p>
      ) : sources === "failed" ? (
        <p role="alert">The sources list could not be loaded; it is in this agent&apos;s README (lib/agents/{agent}/README.md).</p>
      ) : (
        <SourceList sources={sources} homepage={homepage} />
      )}
    </details>
  );
}

function SourceList({ sources, homepage }: { sources: readonly PageSource[]; homepage: string }) {
  return (
    <ul aria-label="Upstream sources" className="mt-1 flex list-disc flex-col gap-1 pl-4 [overflow-wrap:anywhere]">
      {sources.map((s) => (
        <li key={s.url + s.label}>
          <a className="underline" href={s.url} target="_blank" rel="noreferrer noopener">
            {s.label}
          </a>
          {s.commit ? <span className="font-mono"> @ {s.commit.slice(0, 12)}</span> : null}
        </li>
      ))}
      {sources.some((s) => s.url === homepage) ? null : (
        <li>
          <a className="underline" href={homepage} target="_blank" rel="noreferrer noopener">
            Home page
          </a>
        </li>
      )}
    </ul>
  );
}

function VariantList({
  idPrefix,
  variants,
  selected,
}: {
  idPrefix: string;
  variants: readonly { id: string; description: string }[];
  selected: string;
}) {
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
