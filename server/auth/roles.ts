// Roles of signed-in people (admin plugin, createAccessControl): admin runs the site, agent answers chats and leads,
// user is everyone who signs up. Role names are stored in "user".role (several comma-separated).
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";

const statements = {
  ...defaultStatements,
  conversation: ["read", "reply", "set-status"],
  attachment: ["read"],
} as const;

export const accessControl = createAccessControl(statements);

export const ROLES = {
  admin: accessControl.newRole({ ...adminAc.statements, conversation: ["read", "reply", "set-status"], attachment: ["read"] }),
  agent: accessControl.newRole({ conversation: ["read", "reply", "set-status"], attachment: ["read"] }),
  user: accessControl.newRole({}),
};

export type RoleName = keyof typeof ROLES;
export const DEFAULT_ROLE: RoleName = "user";
export const ADMIN_ROLE: RoleName = "admin";
/** Who may answer visitors and read their attachments (besides STAFF_API_TOKEN). */
export const STAFF_ROLES: readonly RoleName[] = ["admin", "agent"];

export function rolesOf(role: string | null | undefined): string[] {
  return (role ?? DEFAULT_ROLE).split(",").map((name) => name.trim()).filter(Boolean);
}
