import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { loggedDeferred } from "./deferred.server";

const requestScope = () => ({ logger: pino({ level: "silent" }), markDegraded: vi.fn() });

describe("loggedDeferred", () => {
  it("logs the cause, marks the response degraded and rejects with a plain error naming what was unavailable", async () => {
    const context = requestScope();
    const error = vi.spyOn(context.logger, "error");
    const cause = new Error("timeout exceeded when trying to connect");
    await expect(loggedDeferred(Promise.reject(cause), context, "brands")).rejects.toThrow(/^brands unavailable$/);
    expect(error).toHaveBeenCalledWith({ err: cause }, "brands unavailable");
    expect(context.markDegraded).toHaveBeenCalledOnce();
  });

  it("does not reject unhandled when nobody awaits it (a request aborted before React Router streamed it)", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      loggedDeferred(Promise.reject(new Error("connection lost")), requestScope(), "featured products");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("passes a value through without marking anything", async () => {
    const context = requestScope();
    await expect(loggedDeferred(Promise.resolve([1, 2]), context, "list")).resolves.toEqual([1, 2]);
    expect(context.markDegraded).not.toHaveBeenCalled();
  });
});
