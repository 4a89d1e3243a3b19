"use client";
// Placeholder: replaced by the component's owner.
import type { PlaygroundApi } from "./usePlayground";

export function FileEditor({ api }: { api: PlaygroundApi }) {
  void api;
  return null;
}
