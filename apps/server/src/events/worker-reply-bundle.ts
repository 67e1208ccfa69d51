import type { WriterReplies, WriterReply } from './sqlite-writer-protocol.ts';

/**
 * A worker's replies that become ready in one turn of its event loop, posted as one message: a
 * group commit answers every write it held at once, and one message costs the main thread one
 * event instead of one per write.
 */
export class WorkerReplyBundle {
  readonly #post: (message: WriterReplies) => void;
  #replies: WriterReply[] = [];
  #scheduled = false;

  constructor(post: (message: WriterReplies) => void) {
    this.#post = post;
  }

  add(reply: WriterReply): void {
    this.#replies.push(reply);
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.flush();
    });
  }

  /** Posts what is waiting now (before the worker closes its port). */
  flush(): void {
    this.#scheduled = false;
    if (this.#replies.length === 0) return;
    const replies = this.#replies;
    this.#replies = [];
    this.#post({ replies });
  }
}
