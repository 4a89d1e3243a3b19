/**
 * A <datalist> of paths. Big trees have thousands of entries: the list is capped (the browser filters it
 * as the user types, so the first entries matter least) and memoised so typing does not rebuild it.
 */
import { memo } from "react";

const SUGGESTION_CAP = 2000;

export const Suggestions = memo(function Suggestions({ id, paths }: { id: string; paths: readonly string[] }) {
  return (
    <datalist id={id}>
      {paths.slice(0, SUGGESTION_CAP).map((p) => (
        <option key={p} value={p} />
      ))}
    </datalist>
  );
});
