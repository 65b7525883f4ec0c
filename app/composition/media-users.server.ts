import { eq, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";
import { brands, products } from "#app/db/schema/catalog";
import { contentDocuments, contentRevisions } from "#app/db/schema/content";
import { supportApps } from "#app/db/schema/support";
import type { MediaUsers } from "#app/features/media/media-library.server";
import { MEDIA_URL_PREFIX } from "#app/features/media/media.server";
import type { MediaUser } from "#app/http/media-library-contract";

/*
 * Where a library image is used (ADR 042): every table whose text or jsonb columns may name an
 * upload's address. A new kind of document that holds images adds one entry here, and the
 * library's usage list, delete refusal and replace follow. The content documents (ADR 041) are
 * searched as their JSON text, the published version and the draft, and so are their revisions:
 * restoring one must not bring back a picture that was deleted meanwhile.
 */

type MediaUserSource = {
  /** What staff call the document, in the usage list: "Ürün". */
  kind: string;
  table: PgTable;
  id: PgColumn;
  title: PgColumn | SQL;
  /** The text (or jsonb) columns that may hold an image's address (a field or Markdown), by property name. */
  columns: Record<string, PgColumn>;
  /** The columns are jsonb: searched and rewritten as their text. */
  json?: true;
  /** What else a rewrite sets: a content document's version grows, so an editor open on the old one is told (409). */
  alsoSet?: Record<string, unknown>;
  href: (id: string) => string;
};

export const MEDIA_USER_SOURCES: MediaUserSource[] = [
  { kind: "Ürün", table: products, id: products.id, title: products.name, columns: { imageUrl: products.imageUrl, description: products.description }, href: (id) => `/n1_admin/products?edit=${id}` },
  { kind: "Marka", table: brands, id: brands.id, title: brands.name, columns: { logoUrl: brands.logoUrl, description: brands.description }, href: (id) => `/n1_admin/brands?edit=${id}` },
  {
    kind: "Blog yazısı",
    table: blogPosts,
    id: blogPosts.id,
    title: blogPosts.title,
    columns: { imageUrl: blogPosts.imageUrl, content: blogPosts.content, excerpt: blogPosts.excerpt },
    href: (id) => `/n1_admin/blog?edit=${id}`,
  },
  {
    kind: "Destek uygulaması",
    table: supportApps,
    id: supportApps.id,
    title: supportApps.name,
    columns: { imageUrl: supportApps.imageUrl, description: supportApps.description },
    href: (id) => `/n1_admin/support-apps?edit=${id}`,
  },
  {
    kind: "Site içeriği",
    table: contentDocuments,
    id: contentDocuments.key,
    title: contentDocuments.title,
    columns: { published: contentDocuments.published, draft: contentDocuments.draft },
    json: true,
    alsoSet: { version: sql`${contentDocuments.version} + 1` },
    href: (key) => `/n1_admin/content/${key}`,
  },
  {
    // Listed once per document, and only when its current version does not use the image (find).
    kind: "Site içeriği (eski sürüm)",
    table: contentRevisions,
    id: contentRevisions.documentKey,
    title: sql`(select ${contentDocuments.title} from ${contentDocuments} where ${eq(contentDocuments.key, contentRevisions.documentKey)})`,
    columns: { data: contentRevisions.data },
    json: true,
    href: (key) => `/n1_admin/content/${key}`,
  },
];

/** What every address of one upload's variants begins with. */
const referenceTo = (hash: string) => `${MEDIA_URL_PREFIX}${hash}-`;
const names = (column: PgColumn, reference: string) => sql`strpos(${column}::text, ${reference}) > 0`;

async function find(db: Db | Tx, hash: string): Promise<MediaUser[]> {
  const reference = referenceTo(hash);
  const found = await Promise.all(
    MEDIA_USER_SOURCES.map(async (source) => {
      const rows = await db
        .select({ id: sql<string>`${source.id}::text`, title: sql<string>`${source.title}` })
        .from(source.table)
        .where(or(...Object.values(source.columns).map((column) => names(column, reference))))
        .orderBy(source.id);
      return rows.map((row) => ({ kind: source.kind, title: row.title, href: source.href(row.id) }));
    }),
  );
  // One entry per place staff can open: a document's current version before its old ones, its many revisions once.
  const listed = new Set<string>();
  return found.flat().filter((user) => !listed.has(user.href) && listed.add(user.href));
}

/** Every variant address of `hash` (any width, WebP or AVIF) becomes `toUrl`; its sharing image follows. */
async function repoint(tx: Tx, fromHash: string, toUrl: string) {
  const reference = referenceTo(fromHash);
  const variant = `/media/${fromHash}-\\d{1,4}\\.(webp|avif)`;
  const sharing = toUrl.replace(/-\d+\.webp$/, "-og.jpg");
  for (const source of MEDIA_USER_SOURCES) {
    const set = Object.fromEntries(
      Object.entries(source.columns).map(([key, column]) => {
        const replaced = sql`replace(regexp_replace(${column}::text, ${variant}, ${toUrl}, 'g'), ${`${reference}og.jpg`}, ${sharing})`;
        return [key, source.json ? sql`(${replaced})::jsonb` : replaced];
      }),
    );
    await tx
      .update(source.table)
      .set({ ...set, ...source.alsoSet } as never)
      .where(or(...Object.values(source.columns).map((column) => names(column, reference))));
  }
}

export const mediaUsers: MediaUsers = { find, repoint };
