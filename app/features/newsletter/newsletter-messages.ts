/*
 * Texts and limits shared by the newsletter schema and the form. Kept apart from the zod schema so
 * the blog page's JavaScript does not carry zod: the browser checks with the input's own
 * constraints (type=email, required, maxLength) and the server re-checks with the schema.
 */
export const EMAIL_REQUIRED_MESSAGE = "E-posta adresinizi girin.";
export const EMAIL_INVALID_MESSAGE = "Geçerli bir e-posta adresi girin.";
export const EMAIL_MAX_LENGTH = 254;

/** One answer for a new, a repeated and a honeypot sign-up, so the form never tells who is subscribed. */
export const SUBSCRIBED_MESSAGE = "Bülten aboneliğiniz kaydedildi. Yeni yazılarımızdan haberdar olacaksınız.";
