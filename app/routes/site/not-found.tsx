import { data } from "react-router";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import type { RouteHandle } from "#app/root";

export const handle: RouteHandle = { lang: "en" };

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
