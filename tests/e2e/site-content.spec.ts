import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * Issue 31's browser story, as far as it is built (ADR 041): staff edit the KVKK text and the
 * corporate page in the admin, preview a draft while the live page stays as it is, publish, and
 * restore an earlier revision. Both edits are undone by the test's end.
 */

test.describe.configure({ timeout: 60_000 });

test("edit, preview and publish a legal text; the draft stays off the live page", async ({ page, context }) => {
  await signIn(page);
  await page.goto("/n1_admin/content");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "KVKK Aydınlatma Metni" }).click();
  await expect(page.getByRole("heading", { name: "KVKK Aydınlatma Metni", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const title = page.getByLabel("Başlık", { exact: true }).first();
  await title.fill("KVKK Aydınlatma Metni (taslak)");
  await page.getByRole("button", { name: "Taslak kaydet" }).click();
  await expect(page.getByText("Taslak kaydedildi").first()).toBeVisible();

  const visitor = await context.browser()!.newPage();
  await visitor.goto("/kvkk");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("KVKK Aydınlatma Metni");
  await page.goto("/kvkk?onizleme=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("KVKK Aydınlatma Metni (taslak)");

  await page.goto("/n1_admin/content/legal/kvkk");
  await page.getByLabel("Başlık", { exact: true }).first().fill("KVKK Aydınlatma Metni");
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();
  await visitor.close();
});

test("a field error in Turkish beside the field, and the block list is keyboard-operable", async ({ page }) => {
  await signIn(page);
  await page.goto("/n1_admin/content/legal/kullanim-kosullari");
  const intro = page.getByLabel("Giriş metni");
  await intro.fill("");
  await page.getByRole("button", { name: "Taslak kaydet" }).click();
  await expect(page.getByText("Giriş metni boş olamaz.")).toBeVisible();
  await page.reload();

  const firstDown = page.getByRole("button", { name: /^1\. Ara başlık: aşağı taşı$/ });
  await firstDown.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("1. Paragraf", { exact: true })).toBeVisible();
  await expect(page.getByText("2. Ara başlık", { exact: true })).toBeVisible();
});

test("blocks are reordered by dragging with the mouse and by the drag handle from the keyboard; the saved draft keeps the order", async ({ page }) => {
  test.setTimeout(150_000); // axe on the long editor takes half a minute on a busy machine
  await signIn(page);
  await page.goto("/n1_admin/content/legal/gizlilik-politikasi");
  const block = (index: number) => page.locator(`[name="blocks.${index}.text"]`);
  const expectOrder = async (...starts: RegExp[]) => {
    for (const [index, start] of starts.entries()) await expect(block(index + 1)).toHaveValue(start);
  };
  const [scope, collected, notice] = [/^Bu gizlilik politikası/, /^Topladığımız Veriler$/, /^Yalnızca bize/];
  await expectOrder(scope, collected, notice);
  const handle = (title: string) => page.getByRole("button", { name: `${title}: sürükleyerek taşı`, exact: true });
  await expect(handle("2. Paragraf")).toHaveAccessibleDescription(/boşluk ya da Enter tuşuna basın/);

  // Mouse: the second block (a paragraph) dragged by its handle in steps until its middle is over the third (a heading).
  const itemOf = (title: string) => handle(title).locator("xpath=ancestor::li[1]");
  await itemOf("2. Paragraf").scrollIntoViewIfNeeded();
  const grip = (await handle("2. Paragraf").boundingBox())!;
  const [from, to] = [(await itemOf("2. Paragraf").boundingBox())!, (await itemOf("3. Ara başlık").boundingBox())!];
  const [x, y] = [grip.x + grip.width / 2, grip.y + grip.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 4 });
  await page.mouse.move(x, y + to.y + to.height / 2 - (from.y + from.height / 2), { steps: 16 });
  await page.mouse.up();
  await expectOrder(collected, scope, notice);

  // Keyboard: the same paragraph, now third, one place down (Space, ArrowDown, Space), announced in Turkish.
  await handle("3. Paragraf").focus();
  const announced = (text: string) => expect(page.locator("[id^='DndLiveRegion']", { hasText: text })).toHaveCount(1);
  await page.keyboard.press("Space");
  await announced("3. Paragraf şimdi 3. sıra");
  await page.keyboard.press("ArrowDown");
  await announced("3. Paragraf şimdi 4. sıra");
  await page.keyboard.press("Space");
  await announced("3. Paragraf bırakıldı. Yeni yeri: 4. sıra");
  await expectOrder(collected, notice, scope);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Taslak kaydet" }).click();
  await expect(page.getByText("Taslak kaydedildi").first()).toBeVisible();
  await page.reload();
  await expectOrder(collected, notice, scope);

  // Put back as published, with the buttons (the simple keyboard path).
  await page.getByRole("button", { name: "4. Paragraf: yukarı taşı", exact: true }).click();
  await page.getByRole("button", { name: "3. Paragraf: yukarı taşı", exact: true }).click();
  await expectOrder(scope, collected, notice);
  await page.getByRole("button", { name: "Taslak kaydet" }).click();
  await expect(page.getByText("Taslak kaydedildi").first()).toBeVisible();
});

test("restore an earlier revision of the corporate page", async ({ page }) => {
  await signIn(page);
  await page.goto("/n1_admin/content/page/hakkimizda");
  const mission = page.getByLabel("Misyon");
  const original = await mission.inputValue();
  await mission.fill("Geçici misyon metni.");
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();
  await page.goto("/hakkimizda");
  await expect(page.getByText("Geçici misyon metni.")).toBeVisible();

  await page.goto("/n1_admin/content/page/hakkimizda");
  const revisions = page.getByRole("region", { name: "Sürümler" }).getByRole("listitem");
  await revisions.nth(1).getByRole("button", { name: "Farkları göster" }).click();
  await expect(page.locator("ins", { hasText: "Geçici" })).toBeVisible();
  await revisions.nth(1).getByRole("button", { name: "Taslak olarak geri yükle" }).click();
  await expect(page.getByText("Sürüm taslak olarak geri yüklendi").first()).toBeVisible();
  await expect(page.getByLabel("Misyon")).toHaveValue(original);
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();
});

test("the editor works at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/n1_admin/content/legal/kvkk");
  await expect(page.getByRole("button", { name: "Yayınla" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
