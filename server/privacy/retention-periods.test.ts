// The privacy page cannot disagree with the retention job: its periods are filled in from the same module, in every
// language, with no placeholder left; and the job's batches shrink when slow and grow when quick.
import { describe, expect, it } from "vitest";
import { nextBatchSize, RETENTION_BATCH_TARGET_MS } from "./retention.ts";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { legalContent } from "../../app/lib/messages.server.ts";
import { RETENTION_PERIODS, retentionCutoff, retentionEnds } from "../../app/lib/retention-periods.ts";

describe("retention periods", () => {
  it.each(LANGUAGES)("fill the %s privacy and cookie policies", (lang) => {
    const privacy = JSON.stringify(legalContent(lang).privacy);
    const cookies = JSON.stringify(legalContent(lang).cookies);
    expect(privacy).not.toMatch(/\{\{/);
    expect(cookies).not.toMatch(/\{\{/);
    expect(privacy).toContain(`${RETENTION_PERIODS.webAnalytics.months} `);
    expect(privacy).toContain(`${RETENTION_PERIODS.inquiries.months / 12} `);
    expect(cookies).toContain(`${RETENTION_PERIODS.webAnalytics.months} `);
  });

  it("count months from a moment and back", () => {
    const at = new Date("2026-11-24T10:00:00Z");
    expect(retentionCutoff(RETENTION_PERIODS.webAnalytics, at).toISOString()).toBe("2024-09-24T10:00:00.000Z");
    expect(retentionEnds(RETENTION_PERIODS.inquiries, at).toISOString()).toBe("2028-11-24T10:00:00.000Z");
  });
});

describe("retention batches", () => {
  it("halve when a batch holds the database too long, grow when it is quick, within bounds", () => {
    expect(nextBatchSize(500, RETENTION_BATCH_TARGET_MS * 3, 500)).toBe(250);
    expect(nextBatchSize(12, RETENTION_BATCH_TARGET_MS * 3, 500)).toBe(10);
    expect(nextBatchSize(500, RETENTION_BATCH_TARGET_MS, 500)).toBe(500);
    expect(nextBatchSize(500, 1, 500)).toBe(750);
    expect(nextBatchSize(1900, 1, 500)).toBe(2000);
  });
});
