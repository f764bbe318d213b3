// DEMO_CONTENT=true: at first start on an empty database, each domain publishes its clearly-marked example set
// (jobs, news, booking hours) so a newcomer sees the pages working. Each seed checks its own tables and does nothing
// when they hold anything, so a restart, a second instance or content staff made is never touched.
import { jobsDemoSeed } from "../jobs/demo-jobs.ts";
import type { ServiceLog, Services } from "../services.ts";

export interface DemoSeed {
  name: string;
  seed(services: Services): Promise<void>;
}

/** Each domain adds its seed here. */
export const DEMO_SEEDS: DemoSeed[] = [jobsDemoSeed];

export async function seedDemoContent(services: Services, log: ServiceLog): Promise<void> {
  for (const { name, seed } of DEMO_SEEDS) {
    try {
      await seed(services);
    } catch (error) {
      log.error({ err: error, seed: name }, "example content could not be published");
    }
  }
}
