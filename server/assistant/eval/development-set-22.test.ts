// The twenty-second development batch is sound as a set (this does not run the assistant): in each of the site's
// languages, eight questions the site cannot answer, six attempts to make the assistant leave its role (all declined,
// naming words that would show it obeyed), and six near-misses that sound casual or odd but are answered by the copy.
import { describe } from "vitest";
import { itChecksADecliningBatch, itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_22 } from "./development-set-22.ts";

describe("the twenty-second development batch", () => {
  itChecksADecliningBatch(DEVELOPMENT_CASES_22, { "off-topic": 8, injection: 6, fact: 6 });

  itChecksTheCaseSet(DEVELOPMENT_CASES_22, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "development-set-15.ts", "development-set-16.ts", "development-set-17.ts", "development-set-18.ts", "development-set-19.ts", "development-set-20.ts", "development-set-21.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "test-set-4.ts"]);
});
