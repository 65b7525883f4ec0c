import { useMutation } from "@tanstack/react-query";
import { ExternalLink, KeyRound, LogOut } from "lucide-react";
import { NavLink, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/use-toast";
import { can, permissionFor, ROLE_LABELS } from "#app/domain/staff-roles";
import { apiRequest } from "#app/http/api-client";
import { ChangePasswordDialog } from "./change-password-dialog";
import type { CurrentUser } from "./use-current-user";

const ADMIN_NAV = [
  { to: "/n1_admin", label: "Panel", end: true },
  { to: "/n1_admin/products", label: "Ürünler" },
  { to: "/n1_admin/brands", label: "Markalar" },
  { to: "/n1_admin/blog", label: "Blog" },
  { to: "/n1_admin/media", label: "Medya Kütüphanesi" },
  { to: "/n1_admin/content", label: "Site İçeriği" },
  { to: "/n1_admin/support-apps", label: "Destek İndirmeleri" },
  { to: "/n1_admin/data-management", label: "Veri Yönetimi" },
  { to: "/n1_admin/seo-analysis", label: "SEO Analizi" },
  { to: "/n1_admin/unfound-searches", label: "Bulunamayan Aramalar" },
  { to: "/n1_admin/redirects", label: "Yönlendirmeler" },
  { to: "/n1_admin/leads", label: "Talepler" },
  { to: "/n1_admin/messages", label: "Mesajlar" },
  { to: "/n1_admin/newsletter", label: "Bülten" },
  { to: "/n1_admin/settings", label: "Ayarlar" },
  { to: "/n1_admin/audit", label: "İşlem Kaydı" },
  { to: "/n1_admin/users", label: "Kullanıcılar" },
  { to: "/n1_admin/security", label: "Güvenlik" },
] as const;

export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Çıkış yapıldı" });
      // The login page clears the cached admin data once the admin pages have unmounted.
      await navigate("/admin-login");
    },
    onError: () => toast({ title: "Hata", description: "Çıkış yapılırken hata oluştu", variant: "destructive" }),
  });
}

/** The admin frame: navigation, the signed-in user, password change and logout. */
export function AdminShell({ user, children }: { user: CurrentUser; children: React.ReactNode }) {
  const logout = useLogout();
  const links = ADMIN_NAV.filter((item) => {
    const permission = permissionFor(item.to, "GET");
    return permission !== null && can(user.role, permission);
  });
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-navy-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-6 py-3">
          <p className="font-bold">Yönetim Paneli</p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-navy-100">
              {user.name ?? user.username} ({ROLE_LABELS[user.role]})
            </span>
            <ChangePasswordDialog
              trigger={
                <Button variant="ghost" size="sm" className="text-white hover:bg-navy-800">
                  <KeyRound aria-hidden="true" className="size-4" /> Şifre Değiştir
                </Button>
              }
            />
            <a href="/" target="_blank" rel="noopener" className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-navy-800">
              <ExternalLink aria-hidden="true" className="size-4" /> Siteyi Görüntüle
            </a>
            <Button variant="accent" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden="true" className="size-4" /> Çıkış Yap
            </Button>
          </div>
        </div>
        <nav aria-label="Yönetim menüsü" className="mx-auto max-w-7xl px-6">
          {/* Wraps on a phone rather than scrolling: every screen's name stays in view (issue 16). */}
          <ul className="flex flex-wrap gap-x-1">
            {links.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={"end" in item}
                  className={({ isActive }) =>
                    `block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                      isActive ? "border-accent-500 text-white" : "border-transparent text-navy-100 hover:text-white"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-7xl px-6 py-8">{children}</main>
    </div>
  );
}
