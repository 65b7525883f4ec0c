import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { adminView } from "#app/admin/resource";
import { pendingInvitationSchema, staffMemberSchema } from "./staff.schema";

/** `GET /api/admin/users`: every staff account (the users screen; the audit log's choice of person). */
export const staffQuery = adminView(adminKeys.staff(), "/api/admin/users", z.array(staffMemberSchema));

/** `GET /api/admin/invitations`: the invitations not yet used, withdrawn or expired. */
export const pendingInvitationsQuery = adminView(adminKeys.invitations(), "/api/admin/invitations", z.array(pendingInvitationSchema));
