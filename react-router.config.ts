import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The whole route table (36 routes, 1.2 KB brotli) comes with the page: no /__manifest request and no
  // second render of the whole page once the links on it have been discovered (docs/decisions/004).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
