// Times of the booking calendar for people: a slot (a UTC instant) in the language's format, in Swedish time or in
// the visitor's own zone once the browser tells it; light enough for the console to use without the calendar.
import { useEffect, useState } from "react";
import type { Lang } from "../lib/languages.ts";
import { BOOKING_TIME_ZONE } from "./booking-contract.ts";

const LOCALE_TAGS: Record<Lang, string> = { se: "sv-SE", en: "en-GB", fi: "fi-FI", no: "nb-NO" };

export function dateOfKey(key: string): Date {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
}

/** The visitor's time zone, known only in the browser (null while rendering on the server and hydrating). */
export function useVisitorZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    try {
      setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || BOOKING_TIME_ZONE);
    } catch {
      setZone(BOOKING_TIME_ZONE);
    }
  }, []);
  return zone;
}

export function formatSlot(lang: Lang, iso: string, zone: string | null, withDate = false): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
    ...(withDate ? { weekday: "long", day: "numeric", month: "long" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone ?? BOOKING_TIME_ZONE,
  }).format(new Date(iso));
}

export function formatDay(lang: Lang, key: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(dateOfKey(key));
}

