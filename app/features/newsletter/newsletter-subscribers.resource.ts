import { z } from "zod";
import { defineAdminResource } from "#app/admin/resource";
import { wireTimestamp } from "#app/admin/wire";

/**
 * What `GET /api/admin/newsletter` lists and `GET …/{id}` answers. Nothing of a subscription is
 * staff's to edit (the address and the consent are the subscriber's, KVKK): no create, no PUT;
 * staff delete a subscriber on request.
 */
export const subscriberItemSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  marketingConsent: z.boolean(),
  consentedAt: wireTimestamp.nullable(),
  createdAt: wireTimestamp,
});

export const newsletterSubscribersResource = defineAdminResource({
  name: "newsletter",
  schemas: {
    row: subscriberItemSchema,
    item: subscriberItemSchema,
    remove: true,
  },
});
