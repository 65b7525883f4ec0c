import { istanbulMoment } from "#app/lib/istanbul-time";

/** A hero slide's window (ADR 041): shown from `visibleFrom` and before `visibleUntil`, Istanbul wall-clock times; either may be absent. */
export type SlideWindow = { visibleFrom?: string; visibleUntil?: string };

const moment = (local: string | undefined) => (local ? istanbulMoment(local).getTime() : undefined);

export function isSlideVisible(slide: SlideWindow, now: Date): boolean {
  const from = moment(slide.visibleFrom);
  const until = moment(slide.visibleUntil);
  return (from === undefined || from <= now.getTime()) && (until === undefined || now.getTime() < until);
}

export function visibleSlides<Slide extends SlideWindow>(slides: readonly Slide[], now: Date): Slide[] {
  return slides.filter((slide) => isSlideVisible(slide, now));
}

/** Whether a slide's window opened or closed after `since` and by `now`: the cached home page then shows the wrong slides. */
export function slideWindowEdgePassed(slides: readonly SlideWindow[], since: Date, now: Date): boolean {
  return slides.some((slide) =>
    [moment(slide.visibleFrom), moment(slide.visibleUntil)].some((edge) => edge !== undefined && since.getTime() < edge && edge <= now.getTime()),
  );
}
