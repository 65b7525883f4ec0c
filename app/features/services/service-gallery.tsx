import { ZoomIn } from "lucide-react";
import { mediaAlt, type ServiceMedia } from "#app/content/services";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "#app/components/ui/dialog";
import { Picture } from "#app/components/ui/picture";

/** An image that opens the larger view in a second dialog with a 'Kapat' button (SPEC 2). */
function GalleryImage({ media }: { media: ServiceMedia }) {
  const alt = mediaAlt(media);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className="group relative block w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          <span className="sr-only">Büyüt: </span>
          <Picture
            src={media.src}
            alt={alt}
            width={800}
            height={600}
            sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
            className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-105"
          />
          <span aria-hidden="true" className="absolute right-2 bottom-2 rounded-full bg-white/90 p-1.5 text-navy-900 shadow">
            <ZoomIn className="size-4" />
          </span>
        </button>
      </DialogTrigger>
      <DialogContent title={alt} className="max-w-4xl">
        <Picture src={media.src} alt={alt} width={800} height={600} sizes="(min-width: 56rem) 54rem, 100vw" className="mx-auto mt-4 h-auto max-h-[70vh] w-auto max-w-full rounded-lg" />
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Kapat</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A video plays inline with controls and never opens the larger view (SPEC 2). */
function GalleryVideo({ media }: { media: ServiceMedia }) {
  const alt = mediaAlt(media);
  return (
    <figure>
      <video controls preload="metadata" playsInline aria-label={alt} className="aspect-video w-full rounded-lg bg-navy-950">
        <source src={media.src} type="video/mp4" />
        Tarayıcınız video etiketini desteklemiyor.
      </video>
      <figcaption className="mt-1 text-sm text-slate-600">{alt}</figcaption>
    </figure>
  );
}

/** The 'Galeri' grid of a service: two columns; a video spans both. */
export function ServiceGallery({ media, headingId }: { media: readonly ServiceMedia[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-lg font-bold">
        Galeri
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-3">
        {media.map((item) => (
          <li key={item.src} className={item.type === "video" ? "col-span-2" : undefined}>
            {item.type === "video" ? <GalleryVideo media={item} /> : <GalleryImage media={item} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
