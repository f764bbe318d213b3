import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { hotp, matchingStep, totpKey, TOTP_PERIOD_SECONDS } from "./totp-replay.ts";

describe("TOTP steps", () => {
  const secret = "x7Kp2QvL9mNc4RtY8wZs3HbJ6fDg1AeU";
  const reference = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromUTF8(secret), period: TOTP_PERIOD_SECONDS, digits: 6, algorithm: "SHA1" });

  it("computes the codes an authenticator shows for Better Auth's secret", () => {
    for (const counter of [0, 1, 59_000_000, 61_234_567]) {
      expect(hotp(totpKey(secret), counter)).toBe(reference.generate({ timestamp: counter * TOTP_PERIOD_SECONDS * 1000 }));
    }
  });

  it("finds the step a code belongs to, one step either side of now", () => {
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
    for (const offset of [-1, 0, 1]) {
      const code = reference.generate({ timestamp: (step + offset) * TOTP_PERIOD_SECONDS * 1000 });
      expect(matchingStep(totpKey(secret), code, now)).toBe(step + offset);
    }
    const old = reference.generate({ timestamp: (step - 2) * TOTP_PERIOD_SECONDS * 1000 });
    expect(matchingStep(totpKey(secret), old, now)).toBeNull();
  });

  it("reads an imported base32 secret", () => {
    const imported = new OTPAuth.Secret({ size: 20 });
    const totp = new OTPAuth.TOTP({ secret: imported });
    expect(hotp(totpKey(`base32:${imported.base32}`), 42)).toBe(totp.generate({ timestamp: 42 * 30_000 }));
  });
});
