import { z } from "zod";

/** A timestamp as the JSON API carries it: ISO 8601 (`Date` serialised by `JSON.stringify`). */
export const wireTimestamp = z.iso.datetime({ offset: true });

/** The `updatedAt` a PUT carries back: the stamp of the item the client read (optimistic concurrency). */
export const updatedAtField = { updatedAt: wireTimestamp };
