import { use, useEffect } from "react";
import type { Service } from "#app/content/services";
import { Dialog, DialogContent } from "#app/components/ui/dialog";
import { ServiceDetails } from "./service-details";
import { ServiceGallery } from "./service-gallery";

/**
 * The service dialog (docs/product.md#public-site): the service's details with the zoomable 'Galeri'; max
 * width 3xl, at most 80% of the viewport high, scrolling. It opens with the dialog itself focused, so the
 * description is read first and the view starts at the top, and gives the focus back to the card's 'Detay' on
 * closing. Loaded on demand (ADR 012), hence the default export; the details come from the details
 * route (`details`, fetched when a card is pointed at, focused or opened), not the page's loader data.
 */
export default function ServiceDialog({
  id: serviceId,
  details,
  onClose,
  onUnavailable,
  returnFocus,
}: {
  id: number;
  details: Promise<readonly Service[] | null>;
  onClose: () => void;
  onUnavailable: () => void;
  returnFocus: () => void;
}) {
  const service = use(details)?.find((candidate) => candidate.id === serviceId);
  useEffect(() => {
    if (!service) onUnavailable();
  }, [service, onUnavailable]);
  if (!service) return null;
  const id = `hizmet-${service.id}`;
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent
        title={service.title}
        description={service.shortDescription}
        className="max-h-[80vh] max-w-3xl outline-none"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <ServiceDetails service={service} idPrefix={id} gallery={<ServiceGallery media={service.media} headingId={`${id}-galeri`} />} />
      </DialogContent>
    </Dialog>
  );
}
