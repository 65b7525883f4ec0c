import { expect, test } from "../../e2e/fixtures";
import { ADMIN_PAGES_SHOWING, publicPagesRefusing, publicPagesShowing, UNFOUND_SEARCH_CORPUS, writeXssCorpus, XSS_MARKER, type UploadBody } from "../support/xss-corpus";

/*
 * The browser half of the XSS corpus (issue 10, item 5): after the corpus is written into every
 * stored text field, no public or admin page showing it may open a dialog (alert/confirm/prompt),
 * and the fixtures fail on any console error, CSP violations included.
 */
test("no page showing the XSS corpus runs it", async ({ page }) => {
  test.setTimeout(180_000);
  const login = await page.request.post("/api/auth/login", { data: { username: "e2e-admin", password: "e2e-parola-uzun-12345" } });
  expect(login.status()).toBe(200);
  const corpus = await writeXssCorpus(async (method, path, body, format) => {
    const payload =
      format === "form"
        ? { form: body as Record<string, string> }
        : format === "file"
          ? { multipart: { file: { name: (body as UploadBody).name, mimeType: "image/png", buffer: (body as UploadBody).bytes } } }
          : { data: body };
    const response = await page.request.fetch(path, { method, maxRedirects: 0, ...payload });
    return { status: response.status(), body: await response.json().catch(() => null), location: response.headers().location };
  });

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });

  for (const path of [...publicPagesShowing(corpus), ...publicPagesRefusing(), ...ADMIN_PAGES_SHOWING]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Hover and focus everything once: attribute breakers would hang on onmouseover/onfocus.
    await page.mouse.move(200, 300);
    await page.keyboard.press("Tab");
  }
  // Not vacuous: the stored text is on the pages, as text.
  await page.goto(`/urun/${corpus.productId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(XSS_MARKER);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("<script>alert(1)</script>");
  await page.goto("/n1_admin/messages");
  await expect(page.getByText(XSS_MARKER).first()).toBeVisible();
  await page.goto("/n1_admin/leads");
  await expect(page.getByRole("listitem").filter({ hasText: XSS_MARKER }).first()).toContainText("<script>alert(1)</script>");
  await page.goto("/n1_admin/media");
  await expect(page.getByRole("row").filter({ hasText: XSS_MARKER }).first()).toContainText("<script>alert(1)</script>");
  await page.goto("/n1_admin/unfound-searches");
  await expect(page.getByRole("cell", { name: UNFOUND_SEARCH_CORPUS, exact: true })).toBeVisible();
  expect(dialogs).toEqual([]);
});
