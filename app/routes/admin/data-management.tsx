export default function AdminDataManagementPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">Veri Yönetimi</h1>
    </>
  );
}
