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
  describedBy: string | undefined;
  invalid: boolean;
}

export function Field(props: { label: string; notes?: Note[]; children: (ids: FieldIds) => ReactNode }) {
  const id = useId();
  const notesId = `${id}-notes`;
  const notes = props.notes ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        {props.label}
      </label>
      {props.children({ id, describedBy: notes.length > 0 ? notesId : undefined, invalid: notes.some((n) => n.level === "error") })}
      {notes.length > 0 && <NoteList id={notesId} notes={notes} />}
    </div>
  );
}

function NoteList({ id, notes }: { id?: string; notes: Note[] }) {
  return (
    <ul id={id} className="flex flex-col gap-0.5">
      {notes.map((n, i) => (
        <li key={i} className={n.level === "error" ? ERROR : n.level === "warning" ? WARN : HELP}>
          {n.level === "error" ? "Not applied: " : ""}
          {n.text}
        </li>
      ))}
    </ul>
  );
}
