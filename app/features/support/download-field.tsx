import { useMutation } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { forwardRef, useId, useRef } from "react";
import { FormField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import { postFile, serverMessage } from "#app/http/api-client";

const ACCEPTED = ".zip,.exe,.msi,.apk,.pdf";
const MAX_BYTES = 10 * 1024 * 1024;

type DownloadFieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Which download the upload button is for, in its accessible name: "Dosya yükle: iOS". */
  uploadFor: string;
  error?: string;
  /** Called with the uploaded file's address (/destek/dosya/…). */
  onUploaded: (url: string) => void;
};

/**
 * A download given as the vendor's address or uploaded here (ADR 025): the upload's address lands
 * in the same field, so the form saves either the same way.
 */
export const DownloadField = forwardRef<HTMLInputElement, DownloadFieldProps>(({ label, uploadFor, error, onUploaded, ...inputProps }, ref) => {
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => (await (await postFile("/api/admin/support-files", file)).json()) as { url: string },
    onSuccess: ({ url }) => {
      onUploaded(url);
      toast({ title: "Başarılı", description: "Dosya yüklendi" });
    },
    onError: (failure) => toast({ title: "Dosya yüklenemedi", description: serverMessage(failure), variant: "destructive" }),
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = "";
    },
  });
  const onFileChosen = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      toast({ title: "Dosya yüklenemedi", description: "Dosya en fazla 10 MB olabilir; daha büyük dosyalar için üreticinin adresini girin.", variant: "destructive" });
      event.target.value = "";
      return;
    }
    upload.mutate(file);
  };
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
      <FormField ref={ref} label={label} placeholder="https://… ya da dosya yükleyin" error={error} {...inputProps} />
      <div className={error ? "mb-6" : undefined}>
        <input ref={fileInput} id={fileInputId} type="file" accept={ACCEPTED} className="peer sr-only" onChange={onFileChosen} disabled={upload.isPending} />
        <label
          htmlFor={fileInputId}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy-500 hover:bg-slate-50"
        >
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? "Yükleniyor..." : "Dosya yükle"}
          <span className="sr-only">: {uploadFor}</span>
        </label>
      </div>
    </div>
  );
});
DownloadField.displayName = "DownloadField";
