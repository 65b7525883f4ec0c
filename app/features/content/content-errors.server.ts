import { domainErrorResponse, jsonError } from "#app/http/json.server";
import { StaleVersionError } from "./content.server";

/** A refused content write as JSON: the 409 names who changed the document, when, and its version now. */
export function contentErrorResponse(error: unknown): Response {
  if (error instanceof StaleVersionError) {
    const { version, updatedAt, updatedByName } = error.current;
    return jsonError(409, error.message, { current: { version, updatedAt: updatedAt.toISOString(), updatedBy: updatedByName } });
  }
  return domainErrorResponse(error);
}
