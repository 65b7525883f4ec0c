declare const valueType: unique symbol;

/**
 * A key of the memo and the type of the answer kept under it. Every key the app uses is declared
 * once, with its type, in `app/composition/content-memo-keys.server.ts`.
 */
export type MemoKey<T> = string & { readonly [valueType]: T };

export function memoKey<T>(name: string): MemoKey<T> {
  return name as MemoKey<T>;
}

/**
 * Markup kept at most, the oldest forgotten first: layout parts are a handful, product cards one per
 * product shown (up to some 3 KB each), so a catalogue of 50,000 cannot fill the memory.
 */
export const MARKUP_LIMIT = 3_000;

/**
 * Answers of queries that change only when content is written (site settings, the brand list, the
 * featured products), kept in memory between two content writes so that a render does not ask the
 * database again. The purge channel that empties the page cache (PAGE_CACHE_CHANNEL) empties this
 * too, on every instance and whether or not the page cache is on; while that channel is down
 * nothing is kept, because a write could go unheard.
 *
 * It also keeps static HTML of layout parts and product cards (`markup`, see CachedMarkup), rendered once per content
 * generation instead of on every request.
 *
 * Keys are chosen by the code, never request input: fixed names, and for markup also the ids of
 * products shown, whose number MARKUP_LIMIT bounds; so the memo stays small. It touches
 * no database itself: the runtime (app/runtime/runtime.server.ts) owns one and empties it from the
 * purge channel.
 */
export class ContentMemo {
  readonly #values = new Map<string, Promise<unknown>>();
  readonly #markup = new Map<string, string>();
  #connected = false;
  #generation = 0;

  /** Counts purges. A request notes it when it begins, before its loaders read any content. */
  get generation(): number {
    return this.#generation;
  }

  get<T>(key: MemoKey<T>, load: () => Promise<T>): Promise<T> {
    if (!this.#connected) return load();
    const kept = this.#values.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const value = load();
    this.#values.set(key, value);
    // A failed query is not remembered: the next request asks again.
    value.catch(() => {
      if (this.#values.get(key) === value) this.#values.delete(key);
    });
    return value;
  }

  /**
   * HTML kept under `key` until the next content write; rendered on every call while the purge
   * channel is down. `generation` is the one the request began in: markup rendered from content
   * read before a write that has since purged the memo is used once and not kept.
   */
  markup(key: string, render: () => string, generation: number): string {
    if (!this.#connected) return render();
    const kept = this.#markup.get(key);
    if (kept !== undefined) return kept;
    const html = render();
    if (generation === this.#generation) {
      if (this.#markup.size >= MARKUP_LIMIT) this.#markup.delete(this.#markup.keys().next().value!);
      this.#markup.set(key, html);
    }
    return html;
  }

  /** Called on every content write heard on the purge channel. */
  purge(): void {
    this.#generation += 1;
    this.#values.clear();
    this.#markup.clear();
  }

  /** Follows the purge channel: while it is down every call asks the database. */
  setConnected(connected: boolean): void {
    this.#connected = connected;
    this.purge();
  }

  get size(): number {
    return this.#values.size + this.#markup.size;
  }
}
