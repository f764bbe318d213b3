// The thirty-fifth development batch is sound as a set (this does not run the assistant): the held-out sets' mix of
// kinds in all four site languages, plus Danish and German, with facts the copy states on the page named.
import { describe } from "vitest";
import { caseFilesBesides, itChecksADevelopmentBatch, itChecksTheCaseSet, itChecksTheHeldOutMix } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_35 } from "./development-set-35.ts";

describe("the thirty-fifth development batch", () => {
  itChecksTheHeldOutMix(DEVELOPMENT_CASES_35);

  itChecksADevelopmentBatch(DEVELOPMENT_CASES_35);

  itChecksTheCaseSet(DEVELOPMENT_CASES_35, caseFilesBesides("development-set-35.ts"));
});
