/** A frequently asked question as the content states it and the FAQ list shows it. */
export type FaqItem = { question: string; answer: string; link?: { to: string; label: string } };
