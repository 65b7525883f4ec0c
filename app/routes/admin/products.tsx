export default function AdminProductsPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">Ürün Yönetimi</h1>
    </>
  );
}
