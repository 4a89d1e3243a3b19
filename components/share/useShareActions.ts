"use client";
/**
 * The toolbar's actions on the current scenario: Share (copy the #v1/ link), Copy prompt, Markdown for
 * an issue, Download scenario, Open scenario. Each reports what happened in `status`, in words.
 */
import { useCallback, useState } from "react";
import { AGENT_IDS } from "@/lib/agents/registry";
import { formatBytes, utf8Length } from "@/lib/core/bytes";
import { MAX_INFLATED_BYTES } from "@/lib/scenario/limits";
import { encodePermalink } from "@/lib/scenario/permalink-encode";
import type { Resolution } from "@/lib/types";
import { dismissNotice, showNotice } from "../persistence/notices";
import type { PlaygroundApi } from "../usePlayground";
import { formatCount } from "../format";
import { copyText } from "./clipboard";
import { downloadText, scenarioFileName } from "./download";
import { ADDRESS_BAR_LIMIT, CHAT_LIMIT, linkFit, linkFor } from "./linkLength";
import { issueMarkdown, markdownLink } from "./markdown";

/** A scenario file larger than this is not read at all. */
const MAX_SCENARIO_FILE_BYTES = 64 * 1024 * 1024;

export interface ShareStatus {
  tone: "ok" | "warn" | "error";
  text: string;
  /** Offer Download scenario next to the message (the link is too long to be useful). */
  offerDownload?: boolean;
  /** Copying failed: this text is shown for the user to copy by hand. */
  manualCopy?: string;
  /** A link too long to paste bare in chat: offer it as a Markdown link, whose text is short. */
  markdownLink?: string;
}

type LinkResult = { ok: true; url: string } | { ok: false; why: string };

function currentLink(api: PlaygroundApi): LinkResult {
  const json = JSON.stringify(api.scenario);
  const bytes = utf8Length(json);
  if (bytes > MAX_INFLATED_BYTES) return { ok: false, why: `This scenario is ${formatBytes(bytes)}, more than a link can carry.` };
  return { ok: true, url: linkFor(window.location.href, encodePermalink(api.scenario)) };
}

/** What Share says about the link it tried to copy: copied or not, and whether it is too long to paste. */
function shareStatus(url: string, copied: boolean, agentName: string): ShareStatus {
  const length = `${formatCount(url.length)} characters`;
  const fit = linkFit(url.length);
  const head = copied ? `Link copied (${length}).` : `Could not copy the link (${length}): copy it from the box below.`;
  const manualCopy = copied ? undefined : url;
  if (fit === "too-long")
    return {
      tone: "warn",
      text: `${head} Longer than ${formatCount(ADDRESS_BAR_LIMIT)} characters: too long for a browser's address bar. Download the scenario instead.`,
      offerDownload: true,
      manualCopy,
    };
  if (fit === "long-for-chat")
    return {
      tone: "warn",
      text: `${head} Longer than ${formatCount(CHAT_LIMIT)} characters: too long for chat.`,
      manualCopy,
      markdownLink: markdownLink(url, agentName),
      offerDownload: true,
    };
  return { tone: copied ? "ok" : "error", text: head, manualCopy };
}

/** Open a scenario file into the playground: a problem is a notice and changes nothing. True when it opened. */
async function openFile(api: PlaygroundApi, file: File): Promise<boolean> {
  const problem = (title: string, detail?: string) => {
    showNotice({ id: "open-problem", tone: "problem", title, ...(detail !== undefined ? { detail } : {}) });
    return false;
  };
  if (file.size > MAX_SCENARIO_FILE_BYTES)
    return problem(`${file.name} was not opened: it is larger than ${formatBytes(MAX_SCENARIO_FILE_BYTES)}.`);
  let text: string;
  try {
    text = await file.text();
  } catch {
    return problem(`${file.name} could not be read.`);
  }
  const { parseScenarioText } = await import("./openScenario");
  const opened = parseScenarioText(text, AGENT_IDS);
  if (!opened.ok) return problem(`${file.name} was not opened: ${opened.message} Nothing was changed.`, opened.detail);
  dismissNotice("open-problem");
  api.load(opened.scenario, `file ${file.name}`);
  if (opened.warnings.length > 0)
    showNotice({
      id: "open-warnings",
      tone: "info",
      title: `${file.name} opened, with parts this build ignores:`,
      detail: opened.warnings.join("\n"),
    });
  return true;
}

export function useShareActions(api: PlaygroundApi, resolution: Resolution) {
  const [status, setStatus] = useState<ShareStatus | null>(null);

  const downloadScenario = useCallback(() => {
    downloadText(scenarioFileName(api.scenario.agent), JSON.stringify(api.scenario, null, 2) + "\n");
    setStatus({ tone: "ok", text: "Scenario downloaded." });
  }, [api.scenario]);

  const share = useCallback(async () => {
    const link = currentLink(api);
    if (!link.ok) return setStatus({ tone: "error", text: `${link.why} Download the scenario instead.`, offerDownload: true });
    setStatus(shareStatus(link.url, await copyText(link.url), api.profile.name));
  }, [api]);

  const copyMarkdownLink = useCallback(async (markdown: string) => {
    const copied = await copyText(markdown);
    setStatus(
      copied
        ? { tone: "ok", text: "Markdown link copied." }
        : { tone: "error", text: "Could not copy the Markdown link: copy it from the box below.", manualCopy: markdown },
    );
  }, []);

  const copyPrompt = useCallback(async () => {
    const copied = await copyText(resolution.prompt);
    setStatus(
      copied
        ? { tone: "ok", text: `Prompt copied (${formatCount(resolution.prompt.length)} characters).` }
        : { tone: "error", text: "Could not copy the prompt: copy it from the box below.", manualCopy: resolution.prompt },
    );
  }, [resolution.prompt]);

  const copyMarkdown = useCallback(async () => {
    const link = currentLink(api);
    const markdown = issueMarkdown({
      scenario: api.scenario,
      resolution,
      agentName: api.profile.name,
      variant: resolution.variant,
      link:
        link.ok && linkFit(link.url.length) !== "too-long"
          ? { url: link.url }
          : { note: "too big for a link; the scenario JSON is attached (Download scenario)." },
    });
    const copied = await copyText(markdown);
    setStatus(
      copied
        ? { tone: "ok", text: "Markdown for an issue copied." }
        : { tone: "error", text: "Could not copy the Markdown: copy it from the box below.", manualCopy: markdown },
    );
  }, [api, resolution]);

  const openScenarioFile = useCallback(
    async (file: File) => {
      if (await openFile(api, file)) setStatus({ tone: "ok", text: `Opened ${file.name}.` });
    },
    [api],
  );

  const clearStatus = useCallback(() => setStatus(null), []);
  return { status, clearStatus, copyMarkdownLink, share, copyPrompt, copyMarkdown, downloadScenario, openScenarioFile };
}
