import { useQuery } from "@tanstack/react-query";
import {
  BarChart3,
  Database,
  DatabaseBackup,
  FileText,
  Mail,
  Newspaper,
  Package,
  Search,
  SearchX,
  Settings,
  Tags,
} from "lucide-react";
import { Link } from "react-router";
import { adminPageMeta } from "#app/admin/page-meta";
import { can, permissionFor } from "#app/domain/staff-roles";
import { useCurrentUser } from "#app/features/auth/use-current-user";
import { blogPostsResource } from "#app/features/blog/blog-posts.resource";
import { productsResource } from "#app/features/catalog/products.resource";
import { dataStatsQuery } from "#app/features/data-cleanup/data-stats.queries";
import { LeadStatsPanel } from "#app/features/leads/lead-stats-panel";

export const meta = adminPageMeta("Panel");

const DASHBOARD_LIST_SIZE = 5;

function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | undefined;
  icon: typeof Package;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-accent-600" />
      </div>
      <p className="mt-2 text-3xl font-bold text-navy-900">
        {value === undefined ? "…" : value.toLocaleString("tr-TR")}
      </p>
    </div>
  );
}

type RecentItem = {
  id: number;
  label: string;
  detail?: string;
  status: string;
  positive: boolean;
};

/** The first 5 items of a list, with a link to manage them all. */
function RecentList({
  title,
  manageTo,
  emptyText,
  items,
}: {
  title: string;
  manageTo: string;
  emptyText: string;
  items?: RecentItem[];
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-bold">{title}</h2>
        <Link
          to={manageTo}
          className="text-sm font-semibold text-accent-700 hover:underline"
        >
          Tümünü yönet
        </Link>
      </div>
      {items?.length === 0 ? (
        <p className="mt-4 text-slate-700">{emptyText}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {items?.slice(0, DASHBOARD_LIST_SIZE).map((item) => (
            <li
              key={item.id}
              className="flex items-center justify-between gap-3 py-2.5 text-sm"
            >
              <span>
                <span className="font-medium text-navy-900">{item.label}</span>
                {item.detail && (
                  <span className="text-slate-600"> · {item.detail}</span>
                )}
              </span>
              <span
                className={
                  item.positive ? "text-success-700" : "text-slate-600"
                }
              >
                {item.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const TOOLS = [
  {
    to: "/n1_admin/data-management",
    label: "Veri yönetimi ve temizlik",
    icon: Database,
  },
  { to: "/n1_admin/seo-analysis", label: "SEO analizi", icon: Search },
  { to: "/n1_admin/settings", label: "Site ayarları", icon: Settings },
  {
    to: "/n1_admin/newsletter",
    label: "Bülten aboneleri (CSV)",
    icon: Newspaper,
  },
  {
    to: "/n1_admin/unfound-searches",
    label: "Aranan ama bulunamayan ürünler",
    icon: SearchX,
  },
] as const;

export default function AdminDashboardPage() {
  const { data: user } = useCurrentUser();
  /** What the role table lets this person open: the rest is not shown (the server refuses it anyway). */
  const allowed = (path: string) => {
    const permission = permissionFor(path, "GET");
    return !!user && permission !== null && can(user.role, permission);
  };
  const canBackup = !!user && can(user.role, "backup");
  const stats = useQuery(dataStatsQuery());
  const products = useQuery({
    ...productsResource.listQuery(),
    enabled: allowed("/api/admin/products"),
  });
  const posts = useQuery({
    ...blogPostsResource.listQuery(),
    enabled: allowed("/api/admin/blog"),
  });

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl font-bold">
          Hoş geldiniz, {user?.name || user?.username || "Admin"}
        </h1>
        <p className="mt-1 text-slate-700">
          Sitenizin içeriğini buradan yönetebilirsiniz.
        </p>
      </div>

      <section
        aria-label="Özet"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <StatCard
          label="Ürünler"
          value={stats.data?.products.total}
          icon={Package}
        />
        <StatCard
          label="Markalar"
          value={stats.data?.brands.total}
          icon={Tags}
        />
        <StatCard
          label="Blog yazıları"
          value={stats.data?.blog.total}
          icon={FileText}
        />
        <StatCard
          label="Okunmamış mesajlar"
          value={stats.data?.messages.unread}
          icon={Mail}
        />
      </section>

      {allowed("/api/admin/leads/stats") && <LeadStatsPanel />}

      <div className="grid gap-6 lg:grid-cols-2">
        {allowed("/api/admin/products") && (
          <RecentList
            title="Son Ürünler"
            manageTo="/n1_admin/products"
            emptyText="Henüz ürün eklenmemiş"
            items={products.data?.map((product) => ({
              id: product.id,
              label: product.name,
              detail: product.brand,
              status: product.isActive ? "Aktif" : "Pasif",
              positive: product.isActive,
            }))}
          />
        )}
        {allowed("/api/admin/blog") && (
          <RecentList
            title="Son Blog Yazıları"
            manageTo="/n1_admin/blog"
            emptyText="Henüz blog yazısı eklenmemiş"
            items={posts.data?.map((post) => ({
              id: post.id,
              label: post.title,
              status: post.isPublished ? "Yayında" : "Taslak",
              positive: post.isPublished,
            }))}
          />
        )}
      </div>

      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-bold">Sistem Araçları</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {TOOLS.filter((tool) => allowed(tool.to)).map(
            ({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 p-4 hover:border-accent-600"
                >
                  <Icon aria-hidden="true" className="size-5 text-navy-700" />{" "}
                  {label}
                </Link>
              </li>
            ),
          )}
          {canBackup && (
            <li>
              {/* A plain form POST (same-origin, origin-checked): the API answers the backup as an attachment, so the page stays. */}
              <form method="post" action="/api/admin/backup">
                <button
                  type="submit"
                  className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-4 text-left hover:border-accent-600"
                >
                  <DatabaseBackup
                    aria-hidden="true"
                    className="size-5 text-navy-700"
                  />{" "}
                  Yedek indir
                  <span className="text-sm text-slate-600">
                    (veritabanının tam yedeği)
                  </span>
                </button>
              </form>
            </li>
          )}
        </ul>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <BarChart3 aria-hidden="true" className="size-4" />
          {stats.data
            ? `${stats.data.products.active.toLocaleString("tr-TR")} aktif ürün, ${stats.data.blog.published.toLocaleString("tr-TR")} yayında yazı`
            : "İstatistikler yükleniyor..."}
        </p>
      </section>
    </div>
  );
}
