import { useQuery } from "@tanstack/react-query";
import { Images } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogContent } from "#app/components/ui/dialog";
import { Picture } from "#app/components/ui/picture";
import { apiRequest } from "#app/http/api-client";
import { MEDIA_LIBRARY, mediaItemSchema, type MediaItem } from "#app/http/media-library-contract";
import { foldTr } from "#app/lib/turkish";
import { QueryStates } from "./query-states";

/*
 * The media library's picker (ADR 042): beside every image field's upload button, a dialog of the
 * library's images; choosing one puts its address in the field. Its query sits under the library
 * resource's key, so every library write refreshes it.
 */

const pickerQuery = {
  queryKey: ["admin", "resource", MEDIA_LIBRARY.name, "picker"],
  queryFn: async () => mediaItemSchema.array().parse(await (await apiRequest("GET", MEDIA_LIBRARY.path)).json()),
};

export function MediaPickerButton({ pickFor, onPick }: { pickFor?: string; onPick: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* A name of its own, not visually hidden text: Chromium puts a space before such text's colon. */}
      <Button type="button" variant="outline" className="w-fit" onClick={() => setOpen(true)} aria-label={pickFor ? `Kütüphaneden seç: ${pickFor}` : undefined}>
        <Images aria-hidden="true" className="size-4" /> Kütüphaneden seç
      </Button>
      {open && (
        <MediaPickerDialog
          onPick={(url) => {
            onPick(url);
            setOpen(false);
          }}
        />
      )}
    </Dialog>
  );
}

function MediaPickerDialog({ onPick }: { onPick: (url: string) => void }) {
  const images = useQuery(pickerQuery);
  const [search, setSearch] = useState("");
  const matches = (image: MediaItem) => foldTr(`${image.name} ${image.altText ?? ""}`).includes(foldTr(search.trim()));
  return (
    <DialogContent title="Medya Kütüphanesinden Seç" className="max-w-3xl">
      <label className="mt-4 grid gap-1 text-sm font-medium text-slate-800">
        Görsel ara
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} className="h-10 rounded-md border border-slate-300 px-3 font-normal" />
      </label>
      <div className="mt-4">
        <QueryStates query={images} loadingText="Görseller yükleniyor..." errorText="Görseller yüklenirken bir hata oluştu." emptyText="Kütüphanede henüz görsel yok; görseli yükleyin.">
          {(all) => (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {all.filter(matches).map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => onPick(image.url)}
                    className="grid w-full gap-1 rounded-lg border border-slate-200 p-2 text-left text-sm hover:border-navy-500 focus-visible:outline-2 focus-visible:outline-navy-500"
                  >
                    <Picture src={image.url} alt="" width={160} height={100} sizes="160px" className="h-24 w-full rounded bg-slate-50 object-contain" />
                    <span className="truncate font-medium text-navy-900">{image.name}</span>
                    <span className="text-xs text-slate-700">
                      {image.width} × {image.height} px{image.altText ? "" : " · alt metin yok"}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </DialogContent>
  );
}
