// Where the inactivity timeout of SPEC section 4 watches a signed-in visitor, and how its countdown reads.
import { PRIVATE_AREAS } from "../lib/site-map.ts";

/**
 * First path segments after the language prefix that the timeout covers. The specification names "jobb"; this
 * site's job pages live under "jobs", so both are covered.
 */
const TIMEOUT_AREAS = new Set(["auth", "dashboard", "user-auth", "admin", "jobb", "jobs"]);

/** The timeout's routes: the areas above (first segment only) and any page opened with ?component=kontakt|chat. */
export function isSessionTimeoutRoute(pathname: string, search: string): boolean {
  const component = new URLSearchParams(search).get("component")?.toLowerCase();
  if (component === "kontakt" || component === "chat") return true;
  return TIMEOUT_AREAS.has(pathname.split("/")[2] ?? "");
}

/** The account areas, where a session is looked for even before this browser has noted one. */
export function isAccountArea(pathname: string): boolean {
  return PRIVATE_AREAS.has(pathname.split("/")[2] ?? "");
}

/** 299 → "4:59"; never below "0:00". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
