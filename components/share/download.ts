/** Save text as a file through a same-origin blob: URL (nothing is uploaded anywhere). */
export function downloadText(fileName: string, text: string, type = "application/json"): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Save a blob (a zip, say) as a file, the same way. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "rulescope-codex-2026-11-22.json": the agent and the day, so several downloads stay apart. */
export function scenarioFileName(agent: string, now = new Date()): string {
  const safe = agent.replace(/[^A-Za-z0-9._-]+/g, "-") || "scenario";
  return `rulescope-${safe}-${now.toISOString().slice(0, 10)}.json`;
}
