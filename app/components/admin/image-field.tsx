import { useMutation } from "@tanstack/react-query";
import { ImageUp } from "lucide-react";
import { forwardRef, useId, useRef } from "react";
import { FormField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { serverMessage, uploadImage } from "#app/http/api-client";
import { Picture } from "#app/components/ui/picture";

const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/avif";
const MAX_BYTES = 10 * 1024 * 1024;

type ImageFieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** The current value, for the preview. */
  previewUrl?: string;
  /** Called with the stored image's URL after an upload succeeds. */
  onUploaded: (url: string) => void;
};

/**
 * An image given by address or uploaded from the computer: the upload goes to the media endpoint
 * (resized to WebP variants there) and its URL lands in the same field.
 */
export const ImageField = forwardRef<HTMLInputElement, ImageFieldProps>(({ label, error, previewUrl, onUploaded, ...inputProps }, ref) => {
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: (image) => {
      onUploaded(image.url);
      toast({ title: "Başarılı", description: "Görsel yüklendi" });
    },
    onError: (failure) => toast({ title: "Hata", description: serverMessage(failure) ?? "Görsel yüklenirken hata oluştu", variant: "destructive" }),
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = "";
    },
  });
  const onFileChosen = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      toast({ title: "Hata", description: "Görsel en fazla 10 MB olabilir.", variant: "destructive" });
      event.target.value = "";
      return;
    }
    upload.mutate(file);
  };

  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
        <FormField ref={ref} label={label} placeholder="https://… ya da /images/…" error={error} {...inputProps} />
        <div>
          <input ref={fileInput} id={fileInputId} type="file" accept={ACCEPTED_TYPES} className="peer sr-only" onChange={onFileChosen} disabled={upload.isPending} />
          <label
            htmlFor={fileInputId}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy-500 hover:bg-slate-50"
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {upload.isPending ? "Yükleniyor..." : "Görsel yükle"}
          </label>
        </div>
      </div>
      <p className="text-xs text-slate-600">JPEG, PNG, WebP veya AVIF; en fazla 10 MB. Yüklenen görseller otomatik olarak küçültülür.</p>
      {/* Only our own files: the CSP allows images from this site alone. */}
      {previewUrl?.startsWith("/") && (
        <Picture src={previewUrl} alt="Seçili görselin önizlemesi" width={128} height={80} sizes="128px" className="h-20 w-32 rounded-md border border-slate-200 bg-white object-contain" />
      )}
    </div>
  );
});
ImageField.displayName = "ImageField";
