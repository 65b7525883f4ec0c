import { redirectLookupKeys } from "#app/lib/redirect-paths";

/** What the host sends for a request a rule answers. */
export type RedirectAnswer = { id: number; status: 301 | 302; location: string };

/** Hits counted in memory since the last write: per rule, how many and the last time. */
export type PendingHits = Map<number, { count: number; lastAt: Date }>;

/**
 * The redirect rules in memory (ADR 043), by key: the host answers a matching request from here
 * before anything renders. The runtime fills it from the database at start and again on every
 * message of the purge channel; hits are counted here and written in batches, never one write per
 * request.
 */
export class RedirectTable {
  #rules = new Map<string, RedirectAnswer>();
  #hits: PendingHits = new Map();

  get size(): number {
    return this.#rules.size;
  }

  replace(rules: Iterable<[key: string, answer: RedirectAnswer]>): void {
    this.#rules = new Map(rules);
  }

  /** The rule answering a raw request target (`/path?query`): its exact query first, then its path. */
  find(requestTarget: string): RedirectAnswer | undefined {
    if (this.#rules.size === 0) return undefined;
    const [withQuery, pathOnly] = redirectLookupKeys(requestTarget);
    return (withQuery !== undefined ? this.#rules.get(withQuery) : undefined) ?? this.#rules.get(pathOnly);
  }

  countHit(id: number, now = new Date()): void {
    const pending = this.#hits.get(id);
    if (pending) {
      pending.count += 1;
      pending.lastAt = now;
    } else this.#hits.set(id, { count: 1, lastAt: now });
  }

  /** The hits counted since the last call, to be written; the count starts again from nothing. */
  takeHits(): PendingHits {
    const hits = this.#hits;
    this.#hits = new Map();
    return hits;
  }

  /** Hits whose write failed go back, added to those counted meanwhile. */
  returnHits(hits: PendingHits): void {
    for (const [id, { count, lastAt }] of hits) {
      const pending = this.#hits.get(id);
      if (pending) {
        pending.count += count;
        if (lastAt > pending.lastAt) pending.lastAt = lastAt;
      } else this.#hits.set(id, { count, lastAt });
    }
  }
}
