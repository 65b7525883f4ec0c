export default function AdminSupportAppsPage() {
  return (
    <main className="mx-auto max-w-content px-6 py-10">
      <h1 className="text-2xl font-bold">Destek İndirmeleri</h1>
    </main>
  );
}
