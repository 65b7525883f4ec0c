import { Outlet } from "react-router";

/** Admin paths use a plain layout: no public header or footer (SPEC 2). */
export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <Outlet />
    </div>
  );
}
