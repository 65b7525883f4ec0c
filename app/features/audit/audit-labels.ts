/*
 * The audit log's stored codes in Turkish, for the admin screen only (issue 16): the log keeps the
 * codes as they are, so searches, exports and older entries stay comparable.
 */

const ACTION_LABELS: Record<string, string> = {
  login: "Giriş",
  logout: "Çıkış",
  create: "Ekleme",
  update: "Güncelleme",
  patch: "Kısmi güncelleme",
  delete: "Silme",
  "mark-read": "Okundu işaretleme",
  "mark-unread": "Okunmadı işaretleme",
  "change-password": "Şifre değiştirme",
  "enable-2fa": "İki adımlı doğrulamayı açma",
  "disable-2fa": "İki adımlı doğrulamayı kapatma",
  "cli-create-user": "Kullanıcı oluşturma (komut satırı)",
  "cli-reset-password": "Şifre sıfırlama (komut satırı)",
  "clean-duplicates": "Yinelenenleri temizleme",
  "fix-images": "Görselleri düzeltme",
  "csv-import": "CSV içe aktarma",
  "csv-export": "CSV dışa aktarma",
  import: "Tedarikçiden aktarma",
  upload: "Dosya yükleme",
  replace: "Görsel değiştirme",
  purge: "Önbellek temizleme",
  "retention-delete": "Saklama süresi dolanları silme",
  "status-change": "Durum değişikliği",
  invite: "Davet",
  "withdraw-invite": "Daveti geri çekme",
  "accept-invite": "Daveti kabul etme",
  "reset-link": "Şifre yenileme bağlantısı",
  "reset-password": "Şifre yenileme",
  "change-staff": "Rol veya durum değiştirme",
  "turn-off-2fa": "İki adımlı doğrulamayı sıfırlama",
  "content.draft": "Taslak kaydetme",
  "content.publish": "Yayınlama",
  "content.schedule": "Yayın zamanlama",
  "content.unpublish": "Yayından kaldırma",
};

const ENTITY_LABELS: Record<string, string> = {
  product: "Ürün",
  brand: "Marka",
  "blog-post": "Blog yazısı",
  "support-app": "Destek uygulaması",
  "contact-message": "İletişim mesajı",
  contact_message: "İletişim mesajı",
  lead: "Talep",
  "unfound-search": "Bulunamayan arama",
  redirect: "Yönlendirme",
  "not-found-path": "Bulunamayan sayfa",
  "newsletter-subscriber": "Bülten abonesi",
  "site-settings": "Site ayarları",
  "supplier-profile": "Tedarikçi profili",
  media: "Medya",
  session: "Oturum",
  user: "Kullanıcı",
  page_cache: "Sayfa önbelleği",
  content: "Site içeriği",
  "support-file": "Destek dosyası",
};

/** "update" → "Güncelleme"; a code without a label (a newer one) shows as stored. */
export const auditActionLabel = (code: string) => (Object.hasOwn(ACTION_LABELS, code) ? ACTION_LABELS[code]! : code);

/** "blog-post" → "Blog yazısı". */
export const auditEntityLabel = (code: string) => (Object.hasOwn(ENTITY_LABELS, code) ? ENTITY_LABELS[code]! : code);
