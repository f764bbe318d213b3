// Mounts the inactivity timeout on SPEC section 4's routes for this browser's session. Its code loads only there:
// in the account areas always, elsewhere (jobs, ?component=chat) only once this browser has noted a session.
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { SessionTimeoutSettings } from "./account-context.ts";
import { hasSessionFlag } from "./session-flag.ts";
import { isAccountArea, isSessionTimeoutRoute } from "./session-timeout-rules.ts";

const SessionTimeout = lazy(() => import("./session-timeout.tsx"));

export function SessionTimeoutGate({ settings }: { settings: SessionTimeoutSettings }) {
  const { pathname, search } = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setWanted(isSessionTimeoutRoute(pathname, search) && (isAccountArea(pathname) || hasSessionFlag()));
  }, [pathname, search]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeout settings={settings} />
    </Suspense>
  );
}
