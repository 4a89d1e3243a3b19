/**
 * Folders of the tree that match what is typed, as buttons under the Working directory textbox. A
 * <datalist> would turn the textbox into a combobox (the UI contract names it a textbox), so the list is
 * plain buttons, shown while the field or a suggestion has focus.
 */
import { matchingFolders } from "./session-edits";
import { HELP, SMALL_BUTTON } from "./styles";

export function FolderSuggestions({ dirs, text, onPick }: { dirs: readonly string[]; text: string; onPick: (dir: string) => void }) {
  const matches = matchingFolders(dirs, text);
  if (matches.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className={HELP}>Folders of the tree:</p>
      <ul aria-label="Matching folders" className="flex flex-wrap gap-1">
        {matches.map((d) => (
          <li key={d}>
            <button
              type="button"
              className={`${SMALL_BUTTON} font-mono`}
              // Keep focus in the field so the list stays open for the next pick.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(d)}
            >
              {d}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
