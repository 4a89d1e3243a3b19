import { TOKENIZER_NAME } from "@/lib/core/tokenizer-name";
import type { Resolution } from "@/lib/types";
import { formatCount } from "../format";

/** Size of the composed prompt: UTF-8 bytes, tokens (with the tokenizer named), files that gave text. */
export function StatsLine({ stats }: { stats: Resolution["stats"] }) {
  const items = [
    { term: "Bytes", note: "", value: formatCount(stats.bytes), title: "UTF-8 bytes of the composed prompt" },
    { term: "Tokens", note: TOKENIZER_NAME, value: formatCount(stats.tokens), title: `Counted with the ${TOKENIZER_NAME} tokenizer` },
    { term: "Files", note: "", value: formatCount(stats.files), title: "Files whose text is in the prompt" },
  ];
  return (
    <dl aria-label="Prompt size" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
      {items.map((i) => (
        <div key={i.term} className="flex items-baseline gap-1" title={i.title}>
          <dt>
            {i.term}
            {i.note && <span className="ml-1 font-mono text-xs">({i.note})</span>}
          </dt>
          <dd className="font-mono font-medium text-zinc-900 tabular-nums dark:text-zinc-100">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
