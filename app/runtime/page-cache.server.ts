/** What the page cache needs to know of a page the host stores: how much memory it takes. */
export type SizedPage = { bytes: number };

/**
 * Rendered public pages in memory, least recently used first out, bounded by bytes (ADR 020). The
 * runtime owns it, because its purge channel empties it on every content write; the host stores
 * what it sends for a page and answers hits from it (server/page-cache.ts, server/page-cache-hits.ts).
 * It serves only while the purge channel is connected: a page kept while purges could be missed
 * might be stale.
 */
export class PageCache<Page extends SizedPage> {
  readonly #entries = new Map<string, Page>();
  #bytes = 0;
  #generation = 0;
  #connected = false;

  constructor(readonly maxBytes: number) {}

  get active(): boolean {
    return this.maxBytes > 0 && this.#connected;
  }

  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /** Changes on every purge; a render that started before a purge must not be stored after it. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): Page | undefined {
    if (!this.active) return undefined;
    const page = this.#entries.get(key);
    if (!page) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, page);
    return page;
  }

  /** Stores a page rendered during `generation`; returns whether it was kept. */
  set(key: string, page: Page, generation: number): boolean {
    if (!this.active || generation !== this.#generation) return false;
    const bytes = page.bytes + key.length;
    // One page may take at most a quarter of the cache, so a huge page cannot flush the rest.
    if (bytes > this.maxBytes / 4) return false;
    this.#delete(key);
    this.#entries.set(key, page);
    this.#bytes += bytes;
    for (const [oldestKey] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldestKey);
    }
    return true;
  }

  purge(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  /** Follows the purge channel: while it is down nothing is served from or stored in the cache. */
  setConnected(connected: boolean): void {
    this.#connected = connected;
    this.purge();
  }

  #delete(key: string) {
    const page = this.#entries.get(key);
    if (!page) return;
    this.#entries.delete(key);
    this.#bytes -= page.bytes + key.length;
  }
}
