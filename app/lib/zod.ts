// zod for code that also runs in the browser. Jitless: zod otherwise probes for `new Function` the first time a
// schema parses, and under our CSP (no 'unsafe-eval') the browser reports each probe as a policy violation.
import { z } from "zod";

z.config({ jitless: true });

export { z };
