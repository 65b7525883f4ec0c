/** A wall-clock time in Istanbul as a datetime-local field writes it: `2026-12-01T10:30`. */
export const ISTANBUL_LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The moment a wall-clock time in Istanbul names (Türkiye has been UTC+3 all year since 2016); an invalid date gives NaN. */
export function istanbulMoment(local: string): Date {
  return new Date(`${local}:00+03:00`);
}
