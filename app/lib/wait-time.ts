// "Try again in …" in the visitor's language with the language's own plural forms: seconds under a minute,
// then whole minutes, then whole hours (608 s reads "11 minuter", not "608 sekunder").
import { LOCALE_CODES, type Lang } from "./languages.ts";

export function formatWait(lang: Lang, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] =
    whole < 60 ? [whole, "second"] : whole < 3600 ? [Math.ceil(whole / 60), "minute"] : [Math.ceil(whole / 3600), "hour"];
  return new Intl.NumberFormat(LOCALE_CODES[lang], { style: "unit", unit, unitDisplay: "long" }).format(value);
}
