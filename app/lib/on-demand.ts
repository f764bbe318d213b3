// A part of the page fetched when first needed (the cookie banner, the toasts' view) rather than with the page:
// its module is loaded once; a fetch that fails (offline, a deploy removed the chunk) is tried again when the
// browser is back online, without an error reaching the page. React.lazy would remember the failure and throw it.
import { useEffect, useState, type ComponentType } from "react";

export interface OnDemand<Props> {
  /** Starts the fetch (idle prefetching); safe to call again. */
  preload(): void;
  /** The component once loaded, or null; loads it when `wanted`. */
  useLoaded(wanted: boolean): ComponentType<Props> | null;
}

export function onDemand<Props>(load: () => Promise<{ default: ComponentType<Props> }>): OnDemand<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const fetchOnce = (): Promise<ComponentType<Props>> => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    preload() {
      fetchOnce().catch(() => undefined);
    },
    useLoaded(wanted) {
      const [component, setComponent] = useState<ComponentType<Props> | null>(() => loaded);
      useEffect(() => {
        if (!wanted || component) return;
        let active = true;
        const attempt = () => {
          fetchOnce().then(
            (value) => active && setComponent(() => value),
            () => window.addEventListener("online", attempt, { once: true }),
          );
        };
        attempt();
        return () => {
          active = false;
          window.removeEventListener("online", attempt);
        };
      }, [wanted, component]);
      return component;
    },
  };
}
