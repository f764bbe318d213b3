import { describe, expect, it } from "vitest";
import { disableAnalytics, enableAnalytics, trackPageView, type PageView } from "./analytics.ts";

describe("analytics", () => {
  it("sends nothing until enabled, then one page view per route change", () => {
    expect(trackPageView({ path: "/se", language: "se" })).toBe(false);
    const sent: PageView[] = [];
    enableAnalytics((view) => sent.push(view));
    expect(trackPageView({ path: "/se/kontakt", language: "se" })).toBe(true);
    expect(trackPageView({ path: "/se/kontakt", language: "se" })).toBe(false);
    expect(trackPageView({ path: "/en/kontakt", language: "en" })).toBe(true);
    disableAnalytics();
    expect(trackPageView({ path: "/fi", language: "fi" })).toBe(false);
    expect(sent).toEqual([
      { path: "/se/kontakt", language: "se" },
      { path: "/en/kontakt", language: "en" },
    ]);
  });

  it("counts the page on screen at the moment consent is granted", () => {
    disableAnalytics();
    const sent: PageView[] = [];
    enableAnalytics((view) => sent.push(view), { path: "/fi/itad", language: "fi" });
    expect(sent).toEqual([{ path: "/fi/itad", language: "fi" }]);
    expect(trackPageView({ path: "/fi/itad", language: "fi" })).toBe(false);
    disableAnalytics();
  });
});
