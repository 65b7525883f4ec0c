import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks that many servers sharing the port and
 * serves nothing itself (ADR 027). The first server applies migrations, seeds and creates the admin
 * before the others start, so they never race for it. A server that dies is replaced; SIGTERM is
 * passed on to every server, and the primary exits once they have finished their requests.
 */
export function runWorkers(count: number, logger: Logger) {
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      logger.error({ pid: worker.process.pid, code, signal }, "a server process ended; starting another");
      fork();
    });
    return worker;
  };
  fork().once("listening", () => {
    for (let index = 1; index < count; index += 1) fork();
  });
  logger.info({ workers: count }, "starting server processes");

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    let running = workers.length;
    if (running === 0) process.exit(0);
    for (const worker of workers) {
      worker.once("exit", () => {
        running -= 1;
        if (running === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
