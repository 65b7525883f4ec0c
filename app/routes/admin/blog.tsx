export default function AdminBlogPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">Blog Yönetimi</h1>
    </>
  );
}
