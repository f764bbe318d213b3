// DEMO_CONTENT=true: at the first start, each domain publishes its clearly-marked example set (jobs, news, booking
// hours) so a newcomer sees the pages working. A set is published once per database (demo_content_seeds): deleted
// examples do not come back on the next start, and instances starting together publish it once. Each seed also
// leaves a database alone whose tables already hold content staff made.
import { bookingDemoSeed } from "../booking/demo-seed.ts";
import { newsDemoSeed } from "../news/news-demo.ts";
import { jobsDemoSeed } from "../jobs/demo-jobs.ts";
import type { ServiceLog, Services } from "../services.ts";

export interface DemoSeed {
  /** Names the set in demo_content_seeds: keep it stable. */
  name: string;
  seed(services: Services): Promise<void>;
}

export const DEMO_SEEDS: DemoSeed[] = [jobsDemoSeed, newsDemoSeed, bookingDemoSeed];

export async function seedDemoContent(services: Services, log: ServiceLog): Promise<void> {
  for (const { name, seed } of DEMO_SEEDS) {
    const claimed = await services.db
      .insertInto("demo_content_seeds")
      .values({ name })
      .onConflict((oc) => oc.column("name").doNothing())
      .returning("name")
      .executeTakeFirst();
    if (!claimed) continue;
    try {
      await seed(services);
    } catch (error) {
      // Not published: the next start tries again.
      await services.db.deleteFrom("demo_content_seeds").where("name", "=", name).execute();
      log.error({ err: error, seed: name }, "example content could not be published");
    }
  }
}
