import { describe, expect, it, vi } from "vitest";
import { safeReload, type ReloadEnvironment } from "./safe-reload.ts";

function environment(overrides: Partial<ReloadEnvironment> = {}) {
  const events: string[] = [];
  const env: ReloadEnvironment = {
    isOnline: () => true,
    waitForOnline: async () => void events.push("online"),
    reload: () => {
      events.push("reload");
      return new Promise(() => {});
    },
    goToRoot: () => void events.push("root"),
    sleep: (ms) => {
      events.push(`sleep ${ms}`);
      return Promise.resolve();
    },
    ...overrides,
  };
  return { env, events };
}

describe("safeReload", () => {
  it("tries three times with 5000 ms time-outs and 1000 ms pauses, then goes to the site root", async () => {
    const { env, events } = environment();
    await safeReload(env);
    expect(events).toEqual([
      "reload", "sleep 5000", "sleep 1000",
      "reload", "sleep 5000", "sleep 1000",
      "reload", "sleep 5000",
      "root",
    ]);
  });

  it("waits for the network first when offline", async () => {
    const { env, events } = environment({ isOnline: () => false });
    await safeReload(env);
    expect(events[0]).toBe("online");
  });

  it("stops when a reload goes through", async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { env, events } = environment({ reload });
    await safeReload(env);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(events).not.toContain("root");
  });
});
