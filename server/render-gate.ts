import { fallbackErrorPage } from "./error-page";

/**
 * Admission control for work that reaches the app (ADR 039): at most `concurrency` renders run at
 * once, the rest wait in arrival order. Fifty renders interleaved on one event loop each take fifty
 * times as long, and whichever the scheduler favours finishes first, so a burst left some visitors
 * waiting seconds; in a first-come queue everyone waits about as long as the queue is deep.
 *
 * A request that has waited `maxWaitMs` (or finds `maxQueue` ahead of it) is refused before its work
 * starts, so a refused write has written nothing: the caller answers 503 with Retry-After.
 */
export type RenderGateOptions = {
  /** Renders that may run at once. */
  concurrency: number;
  /** Waiting requests beyond which a new one is refused at once. */
  maxQueue: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
};

export class RenderGateFull extends Error {
  override name = "RenderGateFull";
  constructor(readonly reason: "queue-full" | "waited-too-long") {
    super(reason === "queue-full" ? "too many requests waiting" : "waited too long for a render slot");
  }
}

type Waiter = { start: () => void; refuse: (error: RenderGateFull) => void; timer: NodeJS.Timeout };

export type RenderGate = {
  /** Runs `work` when its turn comes; rejects with RenderGateFull, without running it, past the bounds. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Renders running and requests waiting now (logs, tests). */
  readonly stats: { running: number; waiting: number };
};

export function createRenderGate({ concurrency, maxQueue, maxWaitMs }: RenderGateOptions): RenderGate {
  let running = 0;
  const queue: Waiter[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      running -= 1;
    }
  };

  const admit = () =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency) {
        running += 1;
        resolve();
        return;
      }
      if (queue.length >= maxQueue) {
        reject(new RenderGateFull("queue-full"));
        return;
      }
      // The slot is handed over by `release`, so `running` stays as it is for the waiter.
      const waiter: Waiter = {
        start: resolve,
        refuse: reject,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          waiter.refuse(new RenderGateFull("waited-too-long"));
        }, maxWaitMs),
      };
      queue.push(waiter);
    });

  // One render starts per turn of the event loop: between two starts the loop reads new requests and
  // writes the rest of finished answers. Started inside the turn that read them, a burst's renders ran
  // back to back for a whole turn, and an answer too large for one write waited that long for each
  // of its next writes (ADR 039, "Sixth session"): visitors waited seconds while each render took milliseconds.
  let lastStart: Promise<void> = Promise.resolve();
  const nextTurn = () => {
    lastStart = lastStart.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    return lastStart;
  };

  return {
    async run(work) {
      await admit();
      await nextTurn();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get stats() {
      return { running, waiting: queue.length };
    },
  };
}

/** Seconds a refused client is asked to wait before it tries again. */
const BUSY_RETRY_AFTER_S = 2;
const BUSY_MESSAGE = "Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.";

/** The answer to a request the gate refused: JSON 503 under /api, the Turkish 503 page elsewhere; never cached. */
export function serverBusyResponse(path: string): Response {
  const headers = { "Cache-Control": "no-store", "Retry-After": String(BUSY_RETRY_AFTER_S) };
  if (path.startsWith("/api/")) {
    return new Response(JSON.stringify({ message: BUSY_MESSAGE }), { status: 503, headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
  }
  return new Response(fallbackErrorPage(503), { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
