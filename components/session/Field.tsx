/**
 * A labelled control with its help and problem lines. The label alone names the control (the UI
 * contract's accessible names); help and problems are linked with aria-describedby.
 */
import { useId, type ReactNode } from "react";
import { ERROR, HELP, LABEL, WARN } from "./styles";

export interface Note {
  level: "error" | "warning" | "help";
  text: string;
}

export interface FieldIds {
  id: string;
  /** The id the notes carry (aria-describedby points at it). */
  notesId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * `inline`: the top bar's form, the label beside the control; the control then shows the notes itself
 * (with `NoteList` and the `notesId` it is given), where they do not change the bar's height.
 */
export function Field(props: {
  label: string;
  notes?: Note[];
  inline?: boolean;
  /** Read by assistive tech only: the control shows what it is (a select showing "Codex CLI"). */
  labelHidden?: boolean;
  /** Inline and only as wide as the control (the top bar's selects). */
  shrink?: boolean;
  children: (ids: FieldIds) => ReactNode;
}) {
  const id = useId();
  const notesId = `${id}-notes`;
  const notes = props.notes ?? [];
  const { inline = false } = props;
  const list = notes.length > 0 && !inline && <NoteList id={notesId} notes={notes} />;
  return (
    <div
      className={
        inline ? `relative flex min-w-0 items-center gap-2 ${props.shrink ? "shrink-0" : "w-full"}` : "flex min-w-0 flex-col gap-1"
      }
    >
      <label htmlFor={id} className={props.labelHidden ? "sr-only" : inline ? `${LABEL} shrink-0 whitespace-nowrap` : LABEL}>
        {props.label}
      </label>
      {props.children({
        id,
        notesId,
        describedBy: notes.length > 0 ? notesId : undefined,
        invalid: notes.some((n) => n.level === "error"),
      })}
      {list}
    </div>
  );
}

export function NoteList({ id, notes, className }: { id?: string; notes: Note[]; className?: string }) {
  return (
    <ul id={id} className={`flex flex-col gap-0.5 ${className ?? ""}`}>
      {notes.map((n, i) => (
        <li key={i} className={n.level === "error" ? ERROR : n.level === "warning" ? WARN : HELP}>
          {n.level === "error" ? "Not applied: " : ""}
          {n.text}
        </li>
      ))}
    </ul>
  );
}
