import { describe, expect, it } from "vitest";
import { auditActionLabel, auditEntityLabel } from "./audit-labels";

/** Every action and entity code the code base writes to the audit log today. */
const ACTIONS = [
  "login",
  "logout",
  "create",
  "update",
  "patch",
  "delete",
  "mark-read",
  "mark-unread",
  "change-password",
  "enable-2fa",
  "disable-2fa",
  "cli-create-user",
  "cli-reset-password",
  "clean-duplicates",
  "fix-images",
  "csv-import",
  "csv-export",
  "import",
  "upload",
  "replace",
  "purge",
  "retention-delete",
  "status-change",
  "invite",
  "withdraw-invite",
  "accept-invite",
  "reset-link",
  "reset-password",
  "change-staff",
  "turn-off-2fa",
  "content.draft",
  "content.publish",
  "content.schedule",
  "content.unpublish",
];
const ENTITIES = [
  "product",
  "brand",
  "blog-post",
  "support-app",
  "contact-message",
  "contact_message",
  "lead",
  "unfound-search",
  "redirect",
  "not-found-path",
  "newsletter-subscriber",
  "site-settings",
  "supplier-profile",
  "media",
  "session",
  "user",
  "page_cache",
  "content",
  "support-file",
];

describe("audit labels", () => {
  it("shows actions and entities in Turkish, an unknown code as stored", () => {
    expect(auditActionLabel("login")).toBe("Giriş");
    expect(auditActionLabel("update")).toBe("Güncelleme");
    expect(auditEntityLabel("blog-post")).toBe("Blog yazısı");
    expect(auditActionLabel("yeni-bir-kod")).toBe("yeni-bir-kod");
  });

  it("has a Turkish label for every code written", () => {
    expect(ACTIONS.filter((code) => auditActionLabel(code) === code)).toEqual(
      [],
    );
    expect(ENTITIES.filter((code) => auditEntityLabel(code) === code)).toEqual(
      [],
    );
  });
});
