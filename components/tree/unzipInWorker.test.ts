import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { encodeUtf8 } from "@/lib/core/bytes";
import type { UnzipRequest, UnzipResponse } from "./unzip-protocol";
import { unzipInWorker, type UnzipWorkerLike } from "./unzipInWorker";

/** A worker that records what it is sent and answers with the script it is given. */
function fakeWorker(script: (w: FakeWorker) => void) {
  const w: FakeWorker = {
    onmessage: null,
    onerror: null,
    sent: [],
    terminated: false,
    postMessage(m) {
      this.sent.push(m);
      queueMicrotask(() => script(w));
    },
    terminate() {
      this.terminated = true;
    },
    say(m) {
      this.onmessage?.({ data: m } as MessageEvent<UnzipResponse>);
    },
    fail(message) {
      this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
    },
  };
  return w;
}
interface FakeWorker extends UnzipWorkerLike {
  sent: UnzipRequest[];
  terminated: boolean;
  say(m: UnzipResponse): void;
  fail(message: string): void;
}

const zipFile = () => new File([zipSync({ "repo/AGENTS.md": encodeUtf8("# Rules\n") })], "repo.zip");

describe("unzipInWorker", () => {
  it("hands the file to the worker, passes its progress on, and ends it after the answer", async () => {
    const file = zipFile();
    const worker = fakeWorker((w) => {
      w.say({ type: "ready" });
      w.say({ type: "progress", done: 1, total: 2 });
      w.say({ type: "done", outcome: { ok: false, message: "from the worker" } });
    });
    const progress: number[] = [];
    const out = await unzipInWorker(
      file,
      (p) => void progress.push(p.done / p.total),
      () => worker,
    );
    expect(out).toEqual({ ok: false, message: "from the worker" });
    expect(worker.sent).toEqual([{ type: "unzip", file }]);
    expect(progress).toEqual([0.5]);
    expect(worker.terminated).toBe(true);
  });

  it("unpacks on the main thread when the worker's script does not load", async () => {
    const worker = fakeWorker((w) => w.fail("404"));
    const out = await unzipInWorker(
      zipFile(),
      () => {},
      () => worker,
    );
    expect(out.ok && out.result.files["/upload/repo/AGENTS.md"]).toBe("# Rules\n");
    expect(worker.terminated).toBe(true);
  });

  it("says so when a started worker dies, rather than unpacking the same zip on the page", async () => {
    const worker = fakeWorker((w) => {
      w.say({ type: "ready" });
      w.fail("out of memory");
    });
    expect(
      await unzipInWorker(
        zipFile(),
        () => {},
        () => worker,
      ),
    ).toEqual({ ok: false, message: "repo.zip could not be unpacked: out of memory." });
  });

  it("unpacks on the main thread where no worker starts", async () => {
    const out = await unzipInWorker(
      zipFile(),
      () => {},
      () => null,
    );
    expect(out.ok && out.result.report.files).toBe(1);
  });
});
