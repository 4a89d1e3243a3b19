"use client";
/**
 * The composed prompt as one <pre> whose text is exactly the prompt. Each source file's text is a span
 * coloured per file; frame text (labels, wrappers, separators) is neutral. A truncated file gets a cut
 * marker whose words live in a data attribute shown with CSS ::after, so they add nothing to the
 * <pre>'s text. All user text is a React text child: never HTML.
 */
import { memo, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import type { Part, Source } from "@/lib/types";
import { PART_PALETTE, assignColors } from "./part-colors";
import { formatCount } from "../format";
import { PROMPT_DISPLAY_CHARS, buildSegments, clipSegments, sourceByPath } from "./segments";

const FRAME = "text-zinc-500 dark:text-zinc-400";
// A continuous underline band, not an outline: an outline boxes each wrapped line on its own.
const SELECTED = "underline decoration-sky-600 decoration-2 underline-offset-[3px] dark:decoration-sky-400";

const FrameText = memo(function FrameText({ text }: { text: string }) {
  return <span className={FRAME}>{text}</span>;
});

const ContentPart = memo(function ContentPart(props: {
  text: string;
  partIndex: number;
  path: string;
  status: string;
  colour: string;
  selected: boolean;
}) {
  const description = `${props.path}, ${props.status}. Click to open this line of the file.`;
  return (
    <span
      data-part={props.partIndex}
      data-path={props.path}
      title={description}
      aria-description={description}
      aria-current={props.selected ? "true" : undefined}
      className={`${props.colour} cursor-pointer rounded-sm box-decoration-clone text-zinc-950 hover:brightness-95 dark:text-zinc-50 ${props.selected ? SELECTED : ""}`}
    >
      {props.text}
    </span>
  );
});

/** Empty in the DOM: the label is drawn by CSS from data-cut, so the <pre>'s textContent stays the prompt. */
const CutMarker = memo(function CutMarker({ label, path }: { label: string; path: string }) {
  return (
    <span
      data-cut={label}
      data-cut-path={path}
      role="note"
      aria-label={`${path}: ${label}`}
      title={`${path}: the rest of the file was cut here`}
      className="mx-1 rounded bg-amber-300 px-1.5 py-0.5 font-sans text-xs font-semibold text-amber-950 after:content-[attr(data-cut)] dark:bg-amber-700 dark:text-amber-50"
    />
  );
});

/** UTF-16 offset of the click inside the span's text (its only child), or 0 when the browser cannot say. */
function caretOffset(span: Element, x: number, y: number): number {
  const doc = document as Document & { caretRangeFromPoint?: (x: number, y: number) => Range | null };
  let node: Node | undefined;
  let offset = 0;
  if (typeof doc.caretPositionFromPoint === "function") {
    const pos = doc.caretPositionFromPoint(x, y);
    node = pos?.offsetNode;
    offset = pos?.offset ?? 0;
  } else if (typeof doc.caretRangeFromPoint === "function") {
    const range = doc.caretRangeFromPoint(x, y);
    node = range?.startContainer;
    offset = range?.startOffset ?? 0;
  }
  return node && node.nodeType === Node.TEXT_NODE && span.contains(node) ? offset : 0;
}

/** Scroll the <pre> (not the page) so the first highlighted part shows, unless one already does. */
function revealSelected(pre: HTMLPreElement) {
  const marked = [...pre.querySelectorAll('[aria-current="true"]')];
  if (marked.length === 0) return;
  const box = pre.getBoundingClientRect();
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.bottom > box.top && r.top < box.bottom;
  };
  if (marked.some(visible)) return;
  pre.scrollTop += marked[0].getBoundingClientRect().top - box.top - 16;
}

export const PromptText = memo(function PromptText(props: {
  prompt: string;
  parts: readonly Part[];
  sources: readonly Source[];
  /** Palette slot per path (usePartColours). */
  colours: ReadonlyMap<string, number>;
  selectedFile: string | undefined;
  onOpenPart(partIndex: number, offsetInPart: number): void;
}) {
  const { prompt, parts, sources, colours, selectedFile, onOpenPart } = props;
  // "Show all" holds for this prompt only: the next (maybe bigger) one starts clipped again.
  const [showAllOf, setShowAllOf] = useState<string | null>(null);
  const limit = showAllOf === prompt ? Infinity : PROMPT_DISPLAY_CHARS;
  const segments = useMemo(() => clipSegments(buildSegments(prompt, parts, sources), limit), [prompt, parts, sources, limit]);
  const byPath = useMemo(() => sourceByPath(sources), [sources]);
  const preRef = useRef<HTMLPreElement>(null);
  const cuts = segments.filter((seg) => seg.kind === "cut").length;
  // The first cut, brought to the middle of the box and of the pane around it.
  const jumpToCut = () => preRef.current?.querySelector("[data-cut]")?.scrollIntoView({ block: "center" });

  useEffect(() => {
    if (preRef.current) revealSelected(preRef.current);
  }, [selectedFile]);

  const onClick = (e: MouseEvent<HTMLPreElement>) => {
    const span = e.target instanceof Element ? e.target.closest("[data-part]") : null;
    if (!span || !e.currentTarget.contains(span)) return;
    // Selecting text to copy it is not a request to open the file.
    if ((window.getSelection()?.toString() ?? "") !== "") return;
    onOpenPart(Number(span.getAttribute("data-part")), caretOffset(span, e.clientX, e.clientY));
  };

  return (
    <>
      {cuts > 0 && (
        <p className="mb-2 text-sm">
          <button
            type="button"
            onClick={jumpToCut}
            className="rounded border border-amber-400 bg-amber-50 px-2 py-0.5 text-amber-950 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50 dark:hover:bg-amber-900"
          >
            Jump to the cut{cuts > 1 ? ` (first of ${cuts})` : ""}
          </button>
        </p>
      )}
      <pre
        ref={preRef}
        onClick={onClick}
        // A scroll box: focusable so keyboard users can scroll it (files open from the key below it).
        tabIndex={0}
        className="max-h-[70vh] overflow-auto rounded-md bg-zinc-50 p-3 focus-visible:outline-2 focus-visible:outline-sky-600 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100"
      >
        {segments.map((seg, i) => {
          if (seg.kind === "frame") return <FrameText key={i} text={prompt.slice(seg.start, seg.end)} />;
          if (seg.kind === "cut") return <CutMarker key={i} label={seg.label} path={seg.path} />;
          return (
            <ContentPart
              key={i}
              text={prompt.slice(seg.start, seg.end)}
              partIndex={seg.partIndex}
              path={seg.path}
              status={byPath.get(seg.path)?.status ?? "included"}
              colour={PART_PALETTE[colours.get(seg.path) ?? 0]}
              selected={seg.path === selectedFile}
            />
          );
        })}
      </pre>
      {prompt.length > limit && (
        <p role="note" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
          Showing the first {formatCount(limit)} of {formatCount(prompt.length)} characters: drawing all of them can make the page
          unresponsive. Copy prompt copies the whole text.{" "}
          <button type="button" onClick={() => setShowAllOf(prompt)} className="underline hover:no-underline">
            Show all (may be slow)
          </button>
        </p>
      )}
    </>
  );
});

/** A palette slot per file of the prompt, in prompt order (stable per path: see part-colors.ts). */
export function usePartColours(parts: readonly Part[]): ReadonlyMap<string, number> {
  return useMemo(() => assignColors(parts.flatMap((p) => (p.kind === "content" && p.path ? [p.path] : []))), [parts]);
}

/** Which colour each file has in the prompt: a key to the spans, each entry opening its file. */
export const PartLegend = memo(function PartLegend(props: {
  colours: ReadonlyMap<string, number>;
  selectedFile: string | undefined;
  onSelect(path: string): void;
}) {
  const { colours, selectedFile, onSelect } = props;
  if (colours.size === 0) return null;
  return (
    <ul aria-label="Files in the prompt" className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {[...colours].map(([path, slot]) => (
        <li key={path} className="min-w-0">
          <button
            type="button"
            onClick={() => onSelect(path)}
            aria-pressed={path === selectedFile}
            className="flex min-w-0 items-center gap-1 rounded px-1 font-mono break-all text-zinc-700 hover:underline aria-pressed:font-semibold aria-pressed:text-sky-800 dark:text-zinc-300 dark:aria-pressed:text-sky-300"
          >
            <span aria-hidden="true" className={`inline-block size-3 shrink-0 rounded-sm ${PART_PALETTE[slot]}`} />
            {path}
          </button>
        </li>
      ))}
    </ul>
  );
});
