import { describe, expect, it } from "vitest";
import { ipPrefix } from "./security-log.ts";

describe("the address kept in the security log", () => {
  it.each([
    ["192.0.2.77", "192.0.2.0/24"],
    ["::ffff:198.51.100.23", "198.51.100.0/24"],
    ["2001:db8:abcd:12::1", "2001:db8:abcd::/48"],
    ["2001:0db8:0001:0002:0003:0004:0005:0006", "2001:db8:1::/48"],
    ["::1", "0:0:0::/48"],
    ["fe80::1%eth0", "fe80:0:0::/48"],
  ])("keeps only the network of %s: %s", (address, prefix) => {
    expect(ipPrefix(address)).toBe(prefix);
  });

  it("keeps nothing of what is not an address", () => {
    expect(ipPrefix("unknown")).toBeNull();
    expect(ipPrefix(undefined)).toBeNull();
  });
});
