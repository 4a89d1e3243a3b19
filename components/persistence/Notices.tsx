"use client";
/** The page's notices, each with its actions and a Dismiss button. Text is rendered as text. */
import { dismissNotice, useNotices, type Notice } from "./notices";

const TONE = {
  problem: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100",
  info: "border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100",
} as const;

const BUTTON =
  "rounded-md border border-current/30 px-2 py-1 text-sm font-medium hover:bg-black/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 dark:hover:bg-white/10";

function NoticeCard({ notice }: { notice: Notice }) {
  return (
    <div
      role={notice.tone === "problem" ? "alert" : "status"}
      className={`flex flex-wrap items-start gap-x-4 gap-y-2 rounded-md border px-3 py-2 ${TONE[notice.tone]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{notice.title}</p>
        {notice.detail && <p className="mt-1 text-sm break-words whitespace-pre-line opacity-90">{notice.detail}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {notice.actions?.map((a) => (
          <button
            key={a.label}
            type="button"
            className={BUTTON}
            onClick={() => {
              dismissNotice(notice.id);
              a.run();
            }}
          >
            {a.label}
          </button>
        ))}
        <button type="button" className={BUTTON} onClick={() => dismissNotice(notice.id)}>
          Dismiss
        </button>
      </div>
    </div>
  );
}

export function Notices() {
  const notices = useNotices();
  if (notices.length === 0) return null;
  return (
    // Floating under the top bar: a notice never moves the panes (the workbench is the viewport).
    <div className="fixed top-14 right-3 z-50 flex w-[min(32rem,calc(100vw-1.5rem))] flex-col gap-2 shadow-lg">
      {notices.map((n) => (
        <NoticeCard key={n.id} notice={n} />
      ))}
    </div>
  );
}
