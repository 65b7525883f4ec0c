/** Domain errors carry a literal `code`; `app/http/json.server.ts` maps them to HTTP statuses. */
export class DomainError extends Error {
  constructor(
    readonly code: "not_found" | "conflict" | "validation" | "unauthorized" | "rate_limited",
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (message: string) => new DomainError("not_found", message);
export const conflict = (message: string) => new DomainError("conflict", message);
