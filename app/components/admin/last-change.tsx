import { useQuery, type UseQueryOptions } from "@tanstack/react-query";

export type LastChange = { person: string | null; action: string; at: string } | null;
/** A resource's query of who last changed one of its items (`defineAdminResource`'s `lastChangeQuery`). */
export type LastChangeQuery = (id: number) => UseQueryOptions<LastChange, Error, LastChange, (string | number)[]>;

const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

/** "Son değişiklik: Ayşe Yılmaz, 27 Kas 2026 10:15" under an item's form; nothing while loading or without an entry. */
export function LastChangeNote({ query, id }: { query: LastChangeQuery; id: number }) {
  const { data } = useQuery(query(id));
  if (!data) return null;
  return (
    <p className="text-sm text-slate-700">
      Son değişiklik: {data.person ?? "Sistem"}, {dateTime.format(new Date(data.at))}
    </p>
  );
}
