// The thirtieth development batch is sound as a set (this does not run the assistant): the held-out sets' mix of
// kinds in all four site languages, plus Danish and German, with facts the copy states on the page named.
import { describe } from "vitest";
import { caseFilesBesides, itChecksADevelopmentBatch, itChecksTheCaseSet, itChecksTheHeldOutMix } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_30 } from "./development-set-30.ts";

describe("the thirtieth development batch", () => {
  itChecksTheHeldOutMix(DEVELOPMENT_CASES_30);

  itChecksADevelopmentBatch(DEVELOPMENT_CASES_30);

  itChecksTheCaseSet(DEVELOPMENT_CASES_30, caseFilesBesides("development-set-30.ts"));
});
