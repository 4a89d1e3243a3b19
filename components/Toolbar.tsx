"use client";
// Placeholder: replaced by the toolbar's owner (Share, Copy prompt, Download scenario, Reset, Examples...).
import type { Resolution } from "@/lib/types";
import type { PlaygroundApi } from "./usePlayground";

export function Toolbar({ api, resolution }: { api: PlaygroundApi; resolution: Resolution }) {
  void api;
  void resolution;
  return null;
}
