// The security log (security_events): who did what to an account, when, from which network and with which browser.
// The client address is cut to its network (IPv4 /24, IPv6 /48), as the privacy policy promises no stored addresses.
import { isIPv4, isIPv6 } from "node:net";
import type { Db } from "../db/database.ts";
import type { SecuritySeverity } from "../db/schema.ts";

export interface SecurityEvent {
  type: string;
  severity?: SecuritySeverity;
  userId?: string | null;
  email?: string | null;
  details?: Record<string, unknown>;
  /** The full client address: only its network is stored. */
  address?: string | null;
  userAgent?: string | null;
}

const USER_AGENT_MAX_LENGTH = 512;

/** The eight 16-bit groups of an IPv6 address, "::" expanded; null for anything else. */
function ipv6Groups(address: string): number[] | null {
  const [head = "", tail] = address.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? start : [...start, ...new Array(8 - start.length - end.length).fill(0), ...end];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** 192.0.2.77 → 192.0.2.0/24; 2001:db8:1:2::3 → 2001:db8:1::/48; an IPv4 address written as IPv6 counts as IPv4. */
export function ipPrefix(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address.split("%")[0]!);
  return groups ? `${groups.slice(0, 3).map((group) => group.toString(16)).join(":")}::/48` : null;
}

export async function logSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await db
    .insertInto("security_events")
    .values({
      user_id: event.userId ?? null,
      email: event.email?.toLowerCase() ?? null,
      event_type: event.type,
      severity: event.severity ?? "INFO",
      details: JSON.stringify(event.details ?? {}),
      ip_prefix: ipPrefix(event.address),
      user_agent: event.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    })
    .execute();
}
