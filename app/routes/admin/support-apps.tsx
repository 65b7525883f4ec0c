export default function AdminSupportAppsPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">Destek İndirmeleri</h1>
    </>
  );
}
