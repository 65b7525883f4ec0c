import pino from "pino";

export function createLogger(level: string) {
  return pino({
    level,
    base: { service: "web" },
    redact: { paths: ["password", "*.password", "headers.cookie", "headers.authorization"], remove: true },
  });
}
