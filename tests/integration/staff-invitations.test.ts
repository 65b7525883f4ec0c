import { eq, sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { deliverOneTimeLink } from "#app/composition/staff-mail.server";
import { staffTokens, users } from "#app/db/schema/auth";
import { LINK_WITHDRAWN_MESSAGE } from "#app/features/auth/staff.schema";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "#app/features/auth/guard.server";
import { eventually, startSmtpSink } from "#tests/support/smtp-sink";
import { addStaffUser, describeSignedIn, jsonSender, signIn, STAFF, TEST_ORIGIN } from "#tests/support/test-app";

/*
 * Issue 30's leftovers (ADR 040): invitation and reset links e-mailed when SMTP_URL is set, pending
 * invitations listed and withdrawn, two invitees racing for one username, and 2FA required per role
 * in the site settings. On PGlite and PostgreSQL.
 */

const smtp = await startSmtpSink();
afterAll(() => smtp.close());

type Link = { url: string; expiresAt: string; emailedTo: string | null };
type Invitation = { id: number; name: string; email: string | null; role: string; invitedBy: string | null; createdAt: string; expiresAt: string };

const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
/** The mail the sink received for `to`, decoded from its quoted-printable body. */
const mailTo = (to: string) => {
  const mail = smtp.received.find((received) => received.to.includes(to));
  const bytes = mail?.raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return bytes && Buffer.from(bytes, "latin1").toString("utf8");
};

/**
 * Runs `work` while another connection holds a lock on `users` that lets reads through and stops
 * writes; releases it once `waiters` of the database's sessions wait on a lock (or after 10 s).
 */
async function whileUsersLocked<T>(url: string, waiters: number, work: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query("begin");
    await holder.query("lock table users in share row exclusive mode");
    const running = work();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await holder.query<{ waiting: number }>("select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
      if (rows[0]!.waiting >= waiters || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await holder.query("commit");
    return await running;
  } finally {
    await holder.end();
  }
}

describeSignedIn(
  "staff invitations",
  (ctx) => {
    /** The one-time link page's form, posted as a browser without JavaScript would. */
    const submitLink = (token: string, fields: Record<string, string>) =>
      ctx.request(`/admin-hesap/${token}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    const invite = async (name: string, email = "") => {
      const response = await ctx.send("POST", "/api/admin/users", { name, email, role: "editor" });
      expect(response.status).toBe(201);
      return (await response.json()) as Link;
    };
    const pending = async () => {
      const response = await ctx.send("GET", "/api/admin/invitations");
      expect(response.status).toBe(200);
      return (await response.json()) as Invitation[];
    };

    it("e-mails an invitation to the invitee's address, in Turkish, and still answers the link once", async () => {
      const address = `davetli-${ctx.database.kind}@example.com`;
      const link = await invite("Deniz Kaya", address);
      expect(link.emailedTo).toBe(address);
      const mail = mailTo(address);
      expect(mail).toBeDefined();
      expect(mail).toContain(link.url);
      expect(mail).toContain("Merhaba Deniz Kaya");
      expect(mail).toContain("yönetim paneline davet edildiniz");
      expect(mail).toMatch(/From: .*no-reply@www\.ornek-guvenlik\.example/);

      const withoutAddress = await invite("Adressiz Kişi");
      expect(withoutAddress.emailedTo).toBeNull();
    });

    it("e-mails a reset link to the user's address", async () => {
      const id = await addStaffUser(ctx.database.db, "sales");
      const address = `satis-${ctx.database.kind}@example.com`;
      await ctx.database.db.update(users).set({ email: address }).where(eq(users.id, id));
      const response = await ctx.send("POST", `/api/admin/users/${id}/reset-link`);
      expect(response.status).toBe(201);
      const link = (await response.json()) as Link;
      expect(link.emailedTo).toBe(address);
      await eventually(() => mailTo(address) !== undefined);
      expect(mailTo(address)).toContain(link.url);
      expect(mailTo(address)).toContain("Şifrenizi yenilemek için");
    });

    it("a mail server that refuses leaves the link on screen: emailedTo is null and the failure is logged", async () => {
      const errors: string[] = [];
      const logger = pino({ level: "error" }, { write: (line: string) => errors.push(line) });
      const services = { db: ctx.database.db, smtpUrl: "smtp://127.0.0.1:1", siteOrigin: TEST_ORIGIN };
      const answer = await deliverOneTimeLink(services, { logger }, { purpose: "invite", token: "t", expiresAt: new Date(), name: "Ali", email: "ali@example.com" });
      expect(answer).toMatchObject({ url: `${TEST_ORIGIN}/admin-hesap/t`, emailedTo: null });
      expect(errors.join("")).toContain("one-time link e-mail failed");
    });

    it("lists pending invitations with who made them and until when; a withdrawn one's link says so and works no more", async () => {
      const link = await invite("Geri Çekilecek");
      const listed = (await pending()).find((invitation) => invitation.name === "Geri Çekilecek");
      expect(listed).toMatchObject({ role: "editor", invitedBy: STAFF.owner.username, email: null });
      expect(Math.abs(new Date(listed!.expiresAt).getTime() - new Date(listed!.createdAt).getTime() - 48 * 3600_000)).toBeLessThan(5_000);

      expect((await ctx.send("DELETE", `/api/admin/invitations/${listed!.id}`)).status).toBe(204);
      expect((await pending()).map((invitation) => invitation.id)).not.toContain(listed!.id);
      const page = await ctx.request(`/admin-hesap/${tokenOf(link.url)}`);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain("Bu davet Yönetici tarafından geri çekildi");
      const used = await submitLink(tokenOf(link.url), { username: "geri-cekilen", password: "geri-cekilen-parola-1", confirmPassword: "geri-cekilen-parola-1" });
      expect(used.status).toBe(400);
      expect(await used.text()).toContain(LINK_WITHDRAWN_MESSAGE.slice(0, 40));
      expect(await ctx.database.db.select().from(users).where(eq(users.username, "geri-cekilen"))).toEqual([]);

      const again = await ctx.send("DELETE", `/api/admin/invitations/${listed!.id}`);
      expect(again.status).toBe(404);
      expect(((await again.json()) as { message: string }).message).toContain("Bekleyen bir davet bulunamadı");
    });

    it("lists neither an accepted nor an expired invitation, nor a reset link, and withdraws neither", async () => {
      const accepted = await invite("Kabul Eden");
      expect((await submitLink(tokenOf(accepted.url), { username: `kabul-${ctx.database.kind}`, password: "kabul-eden-parola-1", confirmPassword: "kabul-eden-parola-1" })).status).toBe(302);
      const expired = await invite("Süresi Dolan");
      await ctx.database.db.execute(sql`update staff_tokens set expires_at = now() - interval '1 minute' where name = 'Süresi Dolan'`);
      const names = (await pending()).map((invitation) => invitation.name);
      expect(names).not.toContain("Kabul Eden");
      expect(names).not.toContain("Süresi Dolan");
      const [row] = await ctx.database.db.select({ id: staffTokens.id }).from(staffTokens).where(eq(staffTokens.name, "Kabul Eden"));
      expect((await ctx.send("DELETE", `/api/admin/invitations/${row!.id}`)).status).toBe(404);
      expect((await ctx.send("DELETE", "/api/admin/invitations/abc")).status).toBe(400);
      expect((await ctx.request(`/admin-hesap/${tokenOf(expired.url)}`)).status).toBe(404);
    });

    it("two invitees choosing one username at once: one account, a Turkish 409 for the other, whose link still works", async () => {
      const [first, second] = [await invite("Birinci Davetli"), await invite("İkinci Davetli")];
      const password = "ayni-ad-parola-2024";
      const accept = () =>
        Promise.all([
          submitLink(tokenOf(first.url), { username: "Ortak.Ad", password, confirmPassword: password }),
          submitLink(tokenOf(second.url), { username: "ortak.ad", password, confirmPassword: password }),
        ]);
      // On PostgreSQL both acceptances are held at their insert until each has checked the name, so they truly overlap.
      const answers = ctx.database.kind === "postgresql" ? await whileUsersLocked(ctx.database.url!, 2, accept) : await accept();
      expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(await loser.text()).toContain("Bu kullanıcı adı kullanılıyor; başka bir ad seçin.");
      const taken = await ctx.database.db.select({ name: users.name }).from(users).where(sql`lower(${users.username}) = 'ortak.ad'`);
      expect(taken).toHaveLength(1);
      // Nothing of the loser's attempt was kept: its link is unused and makes an account under another name.
      const loserLink = taken[0]!.name === "Birinci Davetli" ? second : first;
      const retry = await submitLink(tokenOf(loserLink.url), { username: "ortak.ad2", password, confirmPassword: password });
      expect(retry.status).toBe(302);
    });

    it("the settings can require 2FA of a role: its users without 2FA must enrol first, the others work on", async () => {
      await addStaffUser(ctx.database.db, "editor");
      const [sales, editor] = [await signIn(ctx.request, STAFF.sales), await signIn(ctx.request, STAFF.editor)];
      const settings = (await (await ctx.send("GET", "/api/admin/settings")).json()) as Record<string, unknown>;
      expect(settings.twoFactorRoles).toEqual([]);
      expect((await ctx.send("PUT", "/api/admin/settings", { ...settings, twoFactorRoles: ["bogus"] })).status).toBe(400);
      const saved = await ctx.send("PUT", "/api/admin/settings", { ...settings, twoFactorRoles: ["sales", "sales"] });
      expect(saved.status).toBe(200);
      expect(((await saved.json()) as { twoFactorRoles: string[] }).twoFactorRoles).toEqual(["sales"]);

      const asSales = jsonSender(ctx.request, () => sales);
      const refused = await asSales("GET", "/api/admin/leads");
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorRequired: true });
      const page = await ctx.request("/n1_admin/leads", { headers: { cookie: sales }, redirect: "manual" });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/n1_admin/security");
      // The enrolment stays open, and says it is required.
      expect(await (await asSales("GET", "/api/auth/2fa")).json()).toMatchObject({ enabled: false, required: true });
      expect((await ctx.request("/n1_admin/security", { headers: { cookie: sales } })).status).toBe(200);
      // Another role is not concerned.
      expect((await jsonSender(ctx.request, () => editor)("GET", "/api/admin/blog")).status).toBe(200);

      const current = (await (await ctx.send("GET", "/api/admin/settings")).json()) as Record<string, unknown>;
      expect((await ctx.send("PUT", "/api/admin/settings", { ...current, twoFactorRoles: [] })).status).toBe(200);
      expect((await asSales("GET", "/api/admin/leads")).status).toBe(200);
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
