// A session's device and browser in words, read from the User-Agent it signed in with.

export type DeviceKind = "phone" | "tablet" | "computer" | "unknown";

export interface DeviceDescription {
  kind: DeviceKind;
  /** "Firefox 132", "Edge 140"; null when the agent names no browser we know. */
  browser: string | null;
  /** "Windows", "macOS", "iOS", "Android", "Linux", "ChromeOS"; null when unknown. */
  system: string | null;
}

/** Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ["Edge", /Edg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /(?:OPR|Opera)\/(\d+)/],
  ["Samsung Internet", /SamsungBrowser\/(\d+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /(?:Chrome|CriOS)\/(\d+)/],
  ["Chromium", /Chromium\/(\d+)/],
  ["Safari", /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ["iOS", /iPhone|iPad|iPod/],
  ["Android", /Android/],
  ["ChromeOS", /CrOS/],
  ["Windows", /Windows/],
  ["macOS", /Mac OS X|Macintosh/],
  ["Linux", /Linux/],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? "";
  const found = BROWSERS.find(([, pattern]) => pattern.test(ua));
  const browser = found ? `${found[0]} ${ua.match(found[1])![1]}` : null;
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;
  const kind: DeviceKind = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))
    ? "tablet"
    : /Mobi|iPhone|iPod/.test(ua)
      ? "phone"
      : system
        ? "computer"
        : "unknown";
  return { kind, browser, system };
}
