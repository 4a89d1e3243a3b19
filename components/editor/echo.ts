/**
 * Tells the editor's own edits apart from external changes to a file's text.
 *
 * The editor is uncontrolled: it emits each new text through api.update, and the scenario that comes
 * back on a later render may lag behind what the editor already holds (the user kept typing). Pushing
 * that stale text back into the editor would drop keystrokes. So the editor remembers the texts it
 * emitted, in order; a rendered text equal to one of them is an echo (ignored, and everything emitted
 * before it is settled), anything else is an external change (a load, an upload, another panel) and
 * goes into the editor's model.
 */
export class EchoFilter {
  private pending = new Map<string, string[]>();

  /** The editor sent `text` for `path`. */
  emitted(path: string, text: string): void {
    const list = this.pending.get(path) ?? [];
    list.push(text);
    // Renders catch up quickly; a long queue means echoes were skipped (batched). Keep it bounded.
    if (list.length > 64) list.splice(0, list.length - 64);
    this.pending.set(path, list);
  }

  /** The scenario now says `text` for `path`: is it news the editor must take in? */
  isExternal(path: string, text: string, editorText: () => string): boolean {
    const list = this.pending.get(path);
    const i = list ? list.lastIndexOf(text) : -1;
    if (list && i >= 0) {
      list.splice(0, i + 1);
      if (list.length === 0) this.pending.delete(path);
      return false;
    }
    if (text === editorText()) {
      this.pending.delete(path);
      return false;
    }
    this.pending.delete(path);
    return true;
  }

  /** Forget everything (a new scenario was loaded). */
  clear(): void {
    this.pending.clear();
  }
}
