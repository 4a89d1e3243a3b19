"use client";
/**
 * Keeps one part of the page from taking the rest down: if rendering `children` throws, this part
 * shows the error in words (role alert) with a Try again button, and everything around it keeps
 * working. A change of `resetKey` (say, a new resolution) tries the children again on its own.
 */
import { Component, type ReactNode } from "react";

interface Props {
  /** What failed, as the start of a sentence: "The result panels". */
  label: string;
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The resetKey of the last render. */
  key: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { error: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A new key: whatever failed under the old one gets another try.
    return props.resetKey === state.key ? null : { key: props.resetKey, error: null };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
      >
        <p className="font-medium">
          {this.props.label} could not be shown: {error.message || error.name}
        </p>
        <p className="mt-1">The rest of the page still works, and your scenario is kept. This is a bug in Rulescope.</p>
        <button
          type="button"
          onClick={() => this.setState({ error: null })}
          className="mt-2 rounded-md border border-current/30 px-2 py-1 font-medium hover:bg-black/5 dark:hover:bg-white/10"
        >
          Try again
        </button>
      </div>
    );
  }
}
