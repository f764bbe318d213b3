import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { passwordProblems } from "./password-rules.ts";

const check = (password: string, email = "anna.svensson@example.se") => passwordProblems(password, email, COMMON_PASSWORDS);

describe("password rules", () => {
  it("accepts a long password that is neither common nor the address", () => {
    expect(check("Blåbärssoppa-i-Vasaloppet")).toEqual([]);
  });

  it("counts characters, not bytes", () => {
    expect(check("åäöåäöåäöå")).toEqual([]);
    expect(check("åäöåäöåäö")).toEqual(["too_short"]);
  });

  it.each(["sommar2024", "Sommar2024!", "lösenord123", "salasana2025", "passord2024", "Password123", "p@ssw0rd2024", "qwertyuiop", "1234567890"])(
    "refuses the common password %s",
    (password) => {
      expect(check(password)).toContain("too_common");
    },
  );

  it("refuses a password containing the address's local part or a longer piece of it", () => {
    expect(check("anna.svensson-forever")).toEqual(["contains_email"]);
    expect(check("XSvensson-1987-kaffe")).toEqual(["contains_email"]);
    expect(check("xyzzy-plugh-anna-42", "anna@example.se")).toEqual(["contains_email"]);
    // A local part of one or two letters is in too many good passwords to count.
    expect(check("Jättegott-kaffe-42", "jo@example.se")).toEqual([]);
  });

  it("gives every reason at once", () => {
    expect(check("anna", "anna@example.se")).toEqual(["too_short", "contains_email"]);
    expect(check("sommar", "sommar@example.se")).toEqual(["too_short", "contains_email"]);
  });

  it("ships a list of a few thousand, all long enough to need it", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(3000);
    expect([...COMMON_PASSWORDS].every((password) => [...password].length >= 10 && password === password.toLowerCase())).toBe(true);
  });
});
