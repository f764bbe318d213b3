// The fortieth development batch is sound as a set (this does not run the assistant): the held-out sets' mix of
// kinds in all four site languages, plus Danish and German, with facts the copy states on the page named.
import { describe } from "vitest";
import { caseFilesBesides, itChecksADevelopmentBatch, itChecksTheCaseSet, itChecksTheHeldOutMix } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_40 } from "./development-set-40.ts";

describe("the fortieth development batch", () => {
  itChecksTheHeldOutMix(DEVELOPMENT_CASES_40);

  itChecksADevelopmentBatch(DEVELOPMENT_CASES_40);

  itChecksTheCaseSet(DEVELOPMENT_CASES_40, caseFilesBesides("development-set-40.ts"));
});
