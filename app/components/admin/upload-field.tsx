import { useMutation } from "@tanstack/react-query";
import { ImageUp, type LucideIcon } from "lucide-react";
import { forwardRef, useId, useState } from "react";
import { z } from "zod";
import { buttonVariants } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Picture } from "#app/components/ui/picture";
import { toast } from "#app/components/ui/use-toast";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, uploadTooLargeMessage } from "#app/domain/uploads";
import { postFile, serverMessage } from "#app/http/api-client";
import { cn } from "#app/lib/class-names";
import { MediaPickerButton } from "./media-picker";

/**
 * A button that opens the file chooser: a visually hidden file input named by its label, which is
 * styled as the button and shows the input's keyboard focus.
 */
export function FilePickerButton({
  icon: Icon,
  label,
  accessibleSuffix,
  accept,
  pending,
  pendingLabel = "Yükleniyor...",
  onFile,
}: {
  icon: LucideIcon;
  label: string;
  /** Read after the label by screen readers only, to tell several such buttons apart: ": Windows". */
  accessibleSuffix?: string;
  accept: string;
  pending: boolean;
  pendingLabel?: string;
  /** The chosen file; the input is emptied afterwards, so the same file can be chosen again. */
  onFile: (file: File) => void;
}) {
  const id = useId();
  return (
    <span className="shrink-0">
      <input
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        disabled={pending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: "outline" }),
          "cursor-pointer px-3 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy-500",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {pending ? pendingLabel : label}
        {accessibleSuffix && <span className="sr-only">{accessibleSuffix}</span>}
      </label>
    </span>
  );
}

/** What an upload field sends, and where. */
export type UploadKind = {
  /** The admin endpoint that stores the file (multipart, field `file`) and answers its address as `{url}`. */
  endpoint: string;
  accept: string;
  /** What the file is called in the button and the messages. */
  noun: "Görsel" | "Dosya";
  icon: LucideIcon;
  placeholder: string;
  /** Shown under the field. */
  hint?: string;
  /** Said after the size refusal: what to do with a larger file. */
  tooLargeAdvice?: string;
  /** Uploads land in the media library, and the field offers its picker (ADR 042). */
  library?: boolean;
};

export const IMAGE_UPLOAD: UploadKind = {
  endpoint: "/api/admin/media",
  accept: "image/jpeg,image/png,image/webp,image/avif",
  noun: "Görsel",
  icon: ImageUp,
  placeholder: "https://… ya da /images/…",
  hint: `JPEG, PNG, WebP veya AVIF; en fazla ${MAX_UPLOAD_MB} MB. Yüklenen görseller otomatik olarak küçültülür ve Medya Kütüphanesine eklenir.`,
  library: true,
};

const uploadedSchema = z.object({ url: z.string() });

type UploadFieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  kind: UploadKind;
  /** Which field the upload button is for, in its accessible name ("Dosya yükle: iOS"), where a form has several. */
  uploadFor?: string;
  /** The field's current value, previewed when it is an image of this site. */
  previewUrl?: string;
  /** Called with the stored file's address after an upload succeeds. */
  onUploaded: (url: string) => void;
};

/**
 * Sends a chosen file to `endpoint` after checking the size limit, with its progress for the button
 * ("Yükleniyor... %42") and a toast for the outcome; `onUploaded` gets the server's answer.
 */
export function useFileUpload(kind: Pick<UploadKind, "noun">, endpoint: string, onUploaded: (answer: unknown) => void, tooLargeAdvice?: string) {
  const failed = `${kind.noun} yüklenemedi`;
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      return (await postFile(endpoint, file, setProgress)).json() as Promise<unknown>;
    },
    onSuccess: (answer) => {
      onUploaded(answer);
      toast({ title: "Başarılı", description: `${kind.noun} yüklendi` });
    },
    onError: (failure) => toast({ title: failed, description: serverMessage(failure) ?? "Lütfen tekrar deneyin.", variant: "destructive" }),
  });
  const onFile = (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({ title: failed, description: [uploadTooLargeMessage(kind.noun), tooLargeAdvice].filter(Boolean).join(" "), variant: "destructive" });
      return;
    }
    upload.mutate(file);
  };
  return { onFile, pending: upload.isPending, pendingLabel: `Yükleniyor... %${Math.round(progress * 100)}` };
}

/**
 * An address typed in, or a file uploaded from the computer: the upload is checked against the size
 * limit, sent to the kind's endpoint, and the address it answers lands in the same field, so the
 * form saves either the same way. An image field also picks from the media library, into which its
 * uploads go.
 */
export const UploadField = forwardRef<HTMLInputElement, UploadFieldProps>(({ kind, uploadFor, previewUrl, onUploaded, ...fieldProps }, ref) => {
  const upload = useFileUpload(kind, kind.endpoint, (answer) => onUploaded(uploadedSchema.parse(answer).url), kind.tooLargeAdvice);
  return (
    <div className="grid min-w-0 gap-2">
      <FormField
        ref={ref}
        placeholder={kind.placeholder}
        addon={
          <FilePickerButton
            icon={kind.icon}
            label={`${kind.noun} yükle`}
            accessibleSuffix={uploadFor && `: ${uploadFor}`}
            accept={kind.accept}
            pending={upload.pending}
            pendingLabel={upload.pendingLabel}
            onFile={upload.onFile}
          />
        }
        {...fieldProps}
      />
      {kind.hint && <p className="text-xs text-slate-600">{kind.hint}</p>}
      {kind.library && <MediaPickerButton pickFor={uploadFor} onPick={onUploaded} />}
      {/* Only our own files: the CSP allows images from this site alone. */}
      {previewUrl?.startsWith("/") && (
        <Picture src={previewUrl} alt="Seçili görselin önizlemesi" width={128} height={80} sizes="128px" className="h-20 w-32 rounded-md border border-slate-200 bg-white object-contain" />
      )}
    </div>
  );
});
UploadField.displayName = "UploadField";
