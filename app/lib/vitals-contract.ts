// Real-user vitals, what the browser and the server agree on: the metrics, Google's thresholds, the page types a
// sample may name and the coarse classes it may carry. Nothing here identifies a visitor (docs/decisions/019).
import { isLang } from "./languages.ts";
import { PAGE_BY_SLUG, PRIVATE_AREAS } from "./site-map.ts";

export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Google's thresholds (web.dev): at or below `good` is good, above `poor` is poor, between needs improvement. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/** The largest value a sample may report: anything above is a broken measurement, refused at the edge. */
export const VITAL_MAX_VALUE: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50, TTFB: 120_000 };

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;

/** The dashboard's window and the fewest samples a 75th percentile is shown for. */
export const VITALS_WINDOW_DAYS = 28;
export const VITALS_MIN_SAMPLES = 10;

export type VitalRating = "good" | "needsImprovement" | "poor";

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? "good" : value > poor ? "poor" : "needsImprovement";
}

/** Pages measured beyond the site map's own: one type for every job and every article. */
export const EXTRA_PAGE_TYPES = ["jobDetail", "newsArticle"] as const;

/** The page types a sample may name: public pages of the site map (never the private areas), plus the extras. */
export const VITAL_PAGE_TYPES: readonly string[] = [
  ...Object.values(PAGE_BY_SLUG)
    .filter((page) => !page.signedInOnly && !PRIVATE_AREAS.has(page.slug.split("/")[0] ?? ""))
    .map((page) => page.id),
  ...EXTRA_PAGE_TYPES,
];

/** The page type of a path, or null for a path that is not measured (private areas, unknown pages). */
export function vitalPageType(pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  if (!isLang(segments[0])) return null;
  const rest = segments.slice(1).join("/");
  const page = PAGE_BY_SLUG[rest];
  if (page) return VITAL_PAGE_TYPES.includes(page.id) ? page.id : null;
  if (segments.length === 3 && segments[1] === "jobs") return "jobDetail";
  if (segments.length === 3 && segments[1] === "news" && segments[2] !== "rss.xml") return "newsArticle";
  return null;
}

export function deviceClassOf(width: number): DeviceClass {
  return width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}
