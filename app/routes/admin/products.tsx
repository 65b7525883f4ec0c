export default function AdminProductsPage() {
  return (
    <main className="mx-auto max-w-content px-6 py-10">
      <h1 className="text-2xl font-bold">Ürün Yönetimi</h1>
    </main>
  );
}
