// The thirty-eighth development batch is sound as a set (this does not run the assistant): the held-out sets' mix of
// kinds in all four site languages, plus Danish and German, with facts the copy states on the page named.
import { describe } from "vitest";
import { caseFilesBesides, itChecksADevelopmentBatch, itChecksTheCaseSet, itChecksTheHeldOutMix } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_38 } from "./development-set-38.ts";

describe("the thirty-eighth development batch", () => {
  itChecksTheHeldOutMix(DEVELOPMENT_CASES_38);

  itChecksADevelopmentBatch(DEVELOPMENT_CASES_38);

  itChecksTheCaseSet(DEVELOPMENT_CASES_38, caseFilesBesides("development-set-38.ts"));
});
