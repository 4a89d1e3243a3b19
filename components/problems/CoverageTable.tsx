"use client";
/** What each checked agent receives from the checked folders, before the findings (as `rulescope check` starts). */
import { coverageCells, type Coverage } from "@/lib/check/coverage";

const list = (paths: string[]): string =>
  paths.length <= 3 ? paths.join(", ") : `${paths.slice(0, 2).join(", ")} and ${paths.length - 2} more`;

export function CoverageTable({ coverage }: { coverage: readonly Coverage[] }) {
  if (coverage.length === 0) return null;
  const folders = coverage[0].folders;
  return (
    <table aria-label="What each agent receives" className="mb-3 w-full text-left text-xs">
      <caption className="pb-1 text-left text-sm text-zinc-700 dark:text-zinc-300">
        What each agent receives{folders === 1 ? "" : `, from ${folders} folders`}
      </caption>
      <thead className="text-zinc-500 dark:text-zinc-400">
        <tr>
          <th scope="col" className="pr-2 font-normal">
            Agent
          </th>
          <th scope="col" className="pr-2 font-normal">
            Files
          </th>
          <th scope="col" className="pr-2 font-normal">
            Size
          </th>
          <th scope="col" className="font-normal">
            Lost
          </th>
        </tr>
      </thead>
      <tbody>
        {coverage.map((c) => {
          const cells = coverageCells(c, list);
          return (
            <tr key={c.agent} className="align-top">
              <th scope="row" className="pr-2 font-mono font-normal">
                {c.agent}
              </th>
              <td className="pr-2">{cells.files}</td>
              <td className="pr-2">{cells.size}</td>
              <td className="break-all">{cells.loses}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
