// The thirty-third development batch is sound as a set (this does not run the assistant): the held-out sets' mix of
// kinds in all four site languages, plus Danish and German, with facts the copy states on the page named.
import { describe } from "vitest";
import { caseFilesBesides, itChecksADevelopmentBatch, itChecksTheCaseSet, itChecksTheHeldOutMix } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_33 } from "./development-set-33.ts";

describe("the thirty-third development batch", () => {
  itChecksTheHeldOutMix(DEVELOPMENT_CASES_33);

  itChecksADevelopmentBatch(DEVELOPMENT_CASES_33);

  itChecksTheCaseSet(DEVELOPMENT_CASES_33, caseFilesBesides("development-set-33.ts"));
});
