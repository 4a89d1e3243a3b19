"use client";
/** Inline name entry for New file / New folder / Rename: validated on submit, errors in words. */
import { useId, useState, type FormEvent } from "react";
import { formatCount } from "../format";

export function NameForm(props: {
  title: string;
  submitLabel: string;
  initial: string;
  /** Returns an error sentence, or null when done. */
  onSubmit(name: string): string | null;
  onCancel(): void;
}) {
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(props.onSubmit(name));
  };
  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => e.key === "Escape" && props.onCancel()}
      aria-label={props.title}
      className="flex flex-col gap-1 rounded-md border border-zinc-200 p-2 dark:border-zinc-700"
    >
      <label htmlFor={id} className="text-sm font-medium">
        {props.title}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          autoFocus
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onFocus={(e) => {
            const dot = e.target.value.lastIndexOf(".");
            e.target.setSelectionRange(0, dot > 0 ? dot : e.target.value.length);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-err` : undefined}
          spellCheck={false}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-2 py-1 font-mono text-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 dark:border-zinc-700 dark:bg-zinc-900"
        />
        <button type="submit" className="rounded-md bg-teal-700 px-3 py-1 text-sm font-medium text-white hover:bg-teal-800">
          {props.submitLabel}
        </button>
        <button type="button" onClick={props.onCancel} className="rounded-md px-2 py-1 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800">
          Cancel
        </button>
      </div>
      {error && (
        <p id={`${id}-err`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}

export function ConfirmDelete(props: { path: string; files: number; onConfirm(): void; onCancel(): void }) {
  return (
    <div
      role="alertdialog"
      aria-label="Confirm delete"
      onKeyDown={(e) => e.key === "Escape" && props.onCancel()}
      className="flex flex-col gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm dark:border-red-800 dark:bg-red-950"
    >
      <p>
        Delete the folder <code className="break-all">{props.path}</code>
        {props.files === 0 ? " (it holds no files)" : ` and the ${formatCount(props.files)} ${props.files === 1 ? "file" : "files"} in it`}?
      </p>
      <div className="flex gap-2">
        <button
          autoFocus
          type="button"
          onClick={props.onConfirm}
          className="rounded-md bg-red-700 px-3 py-1 font-medium text-white hover:bg-red-800"
        >
          Yes, delete
        </button>
        <button type="button" onClick={props.onCancel} className="rounded-md px-2 py-1 hover:bg-white/60 dark:hover:bg-zinc-800">
          Cancel
        </button>
      </div>
    </div>
  );
}
