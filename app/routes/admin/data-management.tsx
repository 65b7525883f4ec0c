export default function AdminDataManagementPage() {
  return (
    <main className="mx-auto max-w-content px-6 py-10">
      <h1 className="text-2xl font-bold">Veri Yönetimi</h1>
    </main>
  );
}
