import { buildCorpus } from "./server/assistant/corpus.ts";
import { KnowledgeIndex } from "./server/assistant/knowledge.ts";
import { EVALUATION_CASES } from "./server/assistant/eval/questions.ts";
import { detectLanguage } from "./server/assistant/detect-language.ts";
const k = new KnowledgeIndex(buildCorpus());
for (const c of EVALUATION_CASES.filter((c) => c.kind === "long" || c.kind === "off-topic")) {
  const l = detectLanguage(c.question, c.pageLanguage);
  const hits = k.search(c.question, l, 5);
  const h = hits[0];
  const rank = hits.findIndex((x) => x.doc.pagePath === c.source || (c.acceptSources ?? []).includes(x.doc.pagePath));
  console.log(c.kind.padEnd(9), l, `known=${h?.knownTerms} unk=${h?.unknownTerms.length} kc=${h?.knownCoverage.toFixed(2)} m=${h?.matchedTerms.length} s=${h?.score.toFixed(0)} rank=${rank} ${h?.doc.pagePath} exp=${c.source}`);
}
