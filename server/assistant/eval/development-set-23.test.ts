// The twenty-third development batch is sound as a set (this does not run the assistant): in each of the site's
// languages eight off-topic questions and six attempts to make the assistant leave its role, all declined, and six
// near-misses that sound casual, odd or personal but are answered by the copy on the page named. Written by a second
// helper who had not seen batch 22.
import { describe } from "vitest";
import { itChecksADecliningBatch, itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_23 } from "./development-set-23.ts";

describe("the twenty-third development batch", () => {
  itChecksADecliningBatch(DEVELOPMENT_CASES_23, { "off-topic": 8, injection: 6, fact: 6 });

  itChecksTheCaseSet(DEVELOPMENT_CASES_23, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "development-set-15.ts", "development-set-16.ts", "development-set-17.ts", "development-set-18.ts", "development-set-19.ts", "development-set-20.ts", "development-set-21.ts", "development-set-22.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "test-set-4.ts"]);
});
