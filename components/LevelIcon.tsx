import type { Diagnostic } from "@/lib/types";

/**
 * A finding's level as a shape as well as a colour, so it reads without colour vision. Drawn inline:
 * a font glyph such as U+26D4 is missing from many machines' fonts and shows as a box.
 */
export function LevelIcon({ level }: { level: Diagnostic["level"] }) {
  return (
    <svg
      aria-hidden="true"
      data-level-icon={level}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      className="mr-1 inline-block align-[-0.125em]"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {level === "error" ? (
        <>
          <circle cx="8" cy="8" r="6.5" />
          <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" />
        </>
      ) : level === "warning" ? (
        <>
          <path d="M8 1.8l6.6 11.7H1.4z" />
          <path d="M8 6.2v3.4M8 11.6v.1" />
        </>
      ) : (
        <>
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 7.2v4M8 4.6v.1" />
        </>
      )}
    </svg>
  );
}
