import { afterEach, describe, expect, it, vi } from "vitest";
import { createRenderGate, RenderGateFull, serverBusyResponse } from "./render-gate";

/** A piece of work that finishes when the test says so, noting when it started. */
function pending(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return { work: () => (started.push(name), done), finish };
}

afterEach(() => vi.useRealTimers());

describe("the render gate", () => {
  it("runs at most `concurrency` at once and starts the waiting ones in arrival order", async () => {
    const gate = createRenderGate({ concurrency: 2, maxQueue: 10, maxWaitMs: 10_000 });
    const started: string[] = [];
    const jobs = ["a", "b", "c", "d", "e"].map((name) => pending(started, name));
    const results = jobs.map((job) => gate.run(job.work));
    await vi.waitFor(() => expect(started).toEqual(["a", "b"]));
    expect(gate.stats).toEqual({ running: 2, waiting: 3 });
    jobs[1]!.finish();
    await results[1];
    await vi.waitFor(() => expect(started).toEqual(["a", "b", "c"]));
    jobs[0]!.finish();
    jobs[2]!.finish();
    await Promise.all([results[0], results[2]]);
    await vi.waitFor(() => expect(started).toEqual(["a", "b", "c", "d", "e"]));
    jobs[3]!.finish();
    jobs[4]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "e"]);
    expect(gate.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a request at once when the queue is full, without running it", async () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 10_000 });
    const started: string[] = [];
    const first = pending(started, "first");
    const second = pending(started, "second");
    const third = vi.fn(async () => "third");
    const running = gate.run(first.work);
    const waiting = gate.run(second.work);
    await expect(gate.run(third)).rejects.toEqual(new RenderGateFull("queue-full"));
    expect(third).not.toHaveBeenCalled();
    first.finish();
    second.finish();
    expect([await running, await waiting]).toEqual(["first", "second"]);
  });

  it("refuses a request that waited past the bound, without running it, and the queue goes on", async () => {
    // Only the clock is faked: renders start on the event loop's turns (setImmediate).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const gate = createRenderGate({ concurrency: 1, maxQueue: 10, maxWaitMs: 500 });
    const started: string[] = [];
    const slow = pending(started, "slow");
    const late = vi.fn(async () => "late");
    const running = gate.run(slow.work);
    const refused = gate.run(late);
    const refusal = expect(refused).rejects.toEqual(new RenderGateFull("waited-too-long"));
    await vi.advanceTimersByTimeAsync(499);
    expect(gate.stats.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await refusal;
    expect(late).not.toHaveBeenCalled();
    expect(gate.stats).toEqual({ running: 1, waiting: 0 });
    slow.finish();
    await running;
    expect(await gate.run(async () => "next")).toBe("next");
  });

  it("starts one render per turn of the event loop, so that reads and writes get the loop between two renders", async () => {
    const gate = createRenderGate({ concurrency: 3, maxQueue: 10, maxWaitMs: 10_000 });
    const events: string[] = [];
    const renders = ["a", "b", "c"].map((name) =>
      gate.run(async () => {
        events.push(name);
        // What the loop does next (a socket's write, a request's read) runs before the next render starts.
        setImmediate(() => events.push(`${name}: the loop's next turn`));
      }),
    );
    await Promise.all(renders);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(["a", "a: the loop's next turn", "b", "b: the loop's next turn", "c", "c: the loop's next turn"]);
  });

  it("frees the slot when the work fails", async () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 10, maxWaitMs: 10_000 });
    await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(gate.stats).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run(async () => 1)).toBe(1);
  });
});

describe("the answer to a refused request", () => {
  it("is a Turkish 503 with Retry-After, JSON under /api and the error page elsewhere, never cached", async () => {
    const api = serverBusyResponse("/api/contact");
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("2");
    expect(api.headers.get("cache-control")).toBe("no-store");
    expect(((await api.json()) as { message: string }).message).toMatch(/yoğun/);
    const page = serverBusyResponse("/urunler");
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain('lang="tr"');
  });
});
