import { ZoomIn } from "lucide-react";
import { mediaAlt, type ServiceMedia } from "#app/content/services";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "#app/components/ui/dialog";
import { Picture } from "#app/components/ui/picture";
import { GalleryFrame } from "./service-gallery-frame";

/** An image that opens the larger view in a second dialog with a 'Kapat' button. */
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

/** The service dialog's 'Galeri': images open the larger view. */
export function ServiceGallery({ media, headingId }: { media: readonly ServiceMedia[]; headingId: string }) {
  return <GalleryFrame media={media} headingId={headingId} image={(item) => <GalleryImage media={item} />} />;
}
