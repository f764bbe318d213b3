// Reloads the page after a crash without looping forever: waits for the network, retries, then goes to the root.
import { SAFE_RELOAD_RETRIES, SAFE_RELOAD_RETRY_DELAY_MS, SAFE_RELOAD_TIMEOUT_MS } from "./constants.ts";

export interface ReloadEnvironment {
  isOnline(): boolean;
  waitForOnline(): Promise<void>;
  /** Starts a reload; the promise settles only if the page is still here afterwards. */
  reload(): Promise<void>;
  goToRoot(): void;
  sleep(ms: number): Promise<void>;
}

function withTimeout(promise: Promise<void>, ms: number, sleep: (ms: number) => Promise<void>): Promise<void> {
  return Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error("Reload timeout")))]);
}

export async function safeReload(env: ReloadEnvironment = browserReloadEnvironment()): Promise<void> {
  if (!env.isOnline()) await env.waitForOnline();
  for (let attempt = 0; attempt <= SAFE_RELOAD_RETRIES; attempt++) {
    try {
      await withTimeout(env.reload(), SAFE_RELOAD_TIMEOUT_MS, env.sleep);
      return;
    } catch {
      if (attempt < SAFE_RELOAD_RETRIES) await env.sleep(SAFE_RELOAD_RETRY_DELAY_MS);
    }
  }
  env.goToRoot();
}

export function browserReloadEnvironment(): ReloadEnvironment {
  return {
    isOnline: () => navigator.onLine,
    waitForOnline: () => new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true })),
    reload: () => {
      window.location.reload();
      return new Promise<void>(() => {});
    },
    goToRoot: () => window.location.assign("/"),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
