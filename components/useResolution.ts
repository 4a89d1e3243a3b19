"use client";
/** The Resolution of the current scenario, recomputed on every change (no button). */
import { useMemo } from "react";
import { resolve } from "@/lib/resolve";
import type { Scenario } from "@/lib/scenario/types";
import type { Resolution } from "@/lib/types";

export function useResolution(scenario: Scenario): { resolution: Resolution; pending: boolean } {
  const resolution = useMemo(() => resolve(scenario), [scenario]);
  return { resolution, pending: false };
}
