import { SURVEY_BOOKING_DAYS } from "./lead-fields";

/** The office's time zone: Turkey keeps UTC+3 all year. */
const OFFICE_TIME_ZONE = "Europe/Istanbul";
const SUNDAY = 0;

const isoDate = new Intl.DateTimeFormat("en-CA", { timeZone: OFFICE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const longDate = new Intl.DateTimeFormat("tr-TR", { timeZone: "UTC", day: "numeric", month: "long", weekday: "long" });

export type SurveyDay = { value: string; label: string };

/**
 * The days a site survey can be asked for: tomorrow and the next 29 days in the office's calendar,
 * without Sundays (the working hours say "Pazar: Kapalı"). Values are YYYY-MM-DD, labels
 * "25 Kasım Çarşamba".
 */
export function surveyDays(now: Date): SurveyDay[] {
  const today = new Date(`${isoDate.format(now)}T00:00:00Z`);
  const days: SurveyDay[] = [];
  for (let offset = 1; offset <= SURVEY_BOOKING_DAYS; offset++) {
    const day = new Date(today.getTime() + offset * 86_400_000);
    if (day.getUTCDay() === SUNDAY) continue;
    days.push({ value: day.toISOString().slice(0, 10), label: longDate.format(day) });
  }
  return days;
}

/** The calendar year of `date` in the office's time zone. */
export function officeYear(date: Date): number {
  return Number(isoDate.format(date).slice(0, 4));
}

/** Today's date (YYYY-MM-DD) in the office's calendar. */
export function officeDay(now: Date): string {
  return isoDate.format(now);
}

/** The instant an office day (YYYY-MM-DD) begins: midnight in Istanbul, UTC+3 all year. */
export function officeDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}
