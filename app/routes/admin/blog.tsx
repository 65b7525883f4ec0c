export default function AdminBlogPage() {
  return (
    <main className="mx-auto max-w-content px-6 py-10">
      <h1 className="text-2xl font-bold">Blog Yönetimi</h1>
    </main>
  );
}
