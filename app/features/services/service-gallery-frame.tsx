import type { ReactNode } from "react";
import { mediaAlt, type ServiceMedia } from "#app/content/services";
import { Picture } from "#app/components/ui/picture";

/** A video plays inline with controls and never opens the larger view. */
function GalleryVideo({ media, preload }: { media: ServiceMedia; preload: "metadata" | "none" }) {
  const alt = mediaAlt(media);
  return (
    <figure>
      <video controls preload={preload} playsInline aria-label={alt} className="aspect-video w-full rounded-lg bg-navy-950">
        <source src={media.src} type="video/mp4" />
        Tarayıcınız video etiketini desteklemiyor.
      </video>
      <figcaption className="mt-1 text-sm text-slate-600">{alt}</figcaption>
    </figure>
  );
}

/** A gallery image as a plain link to the full picture: what the page's sections show, without JavaScript or Radix. */
export function LinkedGalleryImage({ media }: { media: ServiceMedia }) {
  const alt = mediaAlt(media);
  return (
    <a href={media.src} className="block overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <Picture src={media.src} alt={alt} width={800} height={600} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" className="aspect-[4/3] w-full object-cover" />
    </a>
  );
}

/**
 * The 'Galeri' grid of a service: two columns; a video spans both. `image` draws one picture (the
 * dialog's zoomable button, or a plain link on the page); `videoPreload` is "none" where the gallery
 * may never be looked at.
 */
export function GalleryFrame({
  media,
  headingId,
  image,
  videoPreload = "metadata",
}: {
  media: readonly ServiceMedia[];
  headingId: string;
  image: (media: ServiceMedia) => ReactNode;
  videoPreload?: "metadata" | "none";
}) {
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-lg font-bold">
        Galeri
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-3">
        {media.map((item) => (
          <li key={item.src} className={item.type === "video" ? "col-span-2" : undefined}>
            {item.type === "video" ? <GalleryVideo media={item} preload={videoPreload} /> : image(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
