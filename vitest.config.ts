import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["./server/db/test-postgres.global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
