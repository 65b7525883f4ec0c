import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { get, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { z } from "zod";
import { IMAGE_UPLOAD, UploadField } from "#app/components/admin/upload-field";
import { Button } from "#app/components/ui/button";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import { IconButton } from "#app/components/ui/icon-button";
import { cn } from "#app/lib/class-names";
import { BLOCK_LABELS, type BlockType } from "./blocks";

/*
 * The content editor's fields, generated from the document's zod schema (ADR 041): a text becomes
 * an input (a long one a textarea), a number a numeric input, a choice a select, an object a
 * fieldset, a list its items with buttons to add, remove and move each one (keyboard and mouse
 * alike) and a handle to drag it (dnd-kit, by pointer or keyboard), an image address the media library's picker and an upload button. Labels are the schemas' descriptions, or the names below for groups.
 */

const GROUP_LABELS: Record<string, string> = {
  blocks: "Bloklar",
  items: "Maddeler",
  images: "Görseller",
  links: "Bağlantılar",
  story: "Hikâyemiz",
  paragraphs: "Paragraflar",
  highlights: "Öne çıkanlar",
  certificates: "Sertifikalar",
  letters: "Teşekkür mektupları",
  values: "Değerler",
  figures: "Rakamlar",
  callToAction: "Harekete geçirici çağrı",
  faq: "Sık sorulan sorular",
  link: "Yardımcı sayfa bağlantısı",
  closing: "Kapanış çağrısı",
  slides: "Slaytlar",
  services: "Hizmetler",
  features: "Özellikler",
  benefits: "Faydalar",
  keywords: "Anahtar kelimeler",
  updatedAt: "Son güncelleme tarihi (YYYY-AA-GG)",
  year: "Yıl",
  icon: "Simge",
  id: "Bağlantı adı",
};

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; options?: z.ZodType[]; entries?: Record<string, string>; values?: unknown[]; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const labelOf = (schema: z.ZodType, name: string) => schema.description ?? defOf(schema).innerType?.description ?? GROUP_LABELS[name] ?? name;
/** A field's own settings beside its label: the Turkish names of a choice's values, the input a text needs. */
const metaOf = (schema: z.ZodType) => (schema.meta() ?? {}) as { labels?: Record<string, string>; input?: string };
const choices = (schema: z.ZodType) => {
  const { labels } = metaOf(schema);
  return Object.values(defOf(schema).entries ?? {}).map((value) => ({ value, label: labels?.[value] ?? value }));
};
const maxLengthOf = (schema: z.ZodType) => (schema as unknown as { maxLength?: number | null }).maxLength ?? 0;

/** An empty value of the schema's shape, for a new list item. */
export function emptyValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, emptyValue(field)]));
    case "array":
      return [];
    case "number":
      return new Date().getFullYear();
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "union":
      return emptyValue(def.options![0]!);
    default:
      return "";
  }
}

/** One value of the document, at `path`, as its schema says. */
export function SchemaField({ schema, path, name }: { schema: z.ZodType; path: string; name: string }) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const def = defOf(schema);
  const label = labelOf(schema, name);
  switch (def.type) {
    case "object":
      return <ObjectFields schema={schema} path={path} legend={path === "" ? undefined : label} />;
    case "array":
      return <ListField element={def.element!} path={path} label={label} error={error} />;
    case "number":
      return <FormField label={label} inputMode="numeric" error={error} {...register(path, { valueAsNumber: true })} />;
    case "enum":
      return <SelectField label={label} error={error} options={choices(schema)} {...register(path)} />;
    case "literal":
      return null;
    case "optional":
      // An optional choice may be left empty: "" is sent as no value at all.
      if (defOf(def.innerType!).type === "enum")
        return (
          <SelectField label={label} error={error} options={choices(def.innerType!)} {...register(path, { setValueAs: (value: string) => value || undefined })}>
            <option value="">Yok</option>
          </SelectField>
        );
      return <SchemaField schema={def.innerType!} path={path} name={name} />;
    case "default":
      return <SchemaField schema={def.innerType!} path={path} name={name} />;
    default:
      if (metaOf(schema).input === "image") return <ImageAddressField label={label} path={path} error={error} />;
      if (metaOf(schema).input === "image-or-video") return <GalleryAddressField label={label} path={path} error={error} />;
      if (metaOf(schema).input === "datetime-local") return <FormField label={label} type="datetime-local" error={error} {...register(path)} />;
      return maxLengthOf(schema) > 200 ? <TextareaField label={label} rows={4} error={error} {...register(path)} /> : <FormField label={label} error={error} {...register(path)} />;
  }
}

/** An image's address: typed, picked from the media library or uploaded into it, as every image field of the admin. */
function ImageAddressField({ label, path, error }: { label: string; path: string; error?: string }) {
  const { register, setValue, control } = useFormContext();
  const address = useWatch({ control, name: path }) as string | undefined;
  // Which item's image, for the buttons' accessible names where a list has several: "2. öğe".
  const positions = [...path.matchAll(/\.(\d+)(?=\.)/g)].map((match) => Number(match[1]) + 1);
  return (
    <UploadField
      kind={IMAGE_UPLOAD}
      label={label}
      error={error}
      uploadFor={positions.length > 0 ? `${label}, ${positions.join(".")}. öğe` : label}
      placeholder="/images/… ya da /media/…"
      previewUrl={address}
      onUploaded={(url) => setValue(path, url, { shouldDirty: true, shouldValidate: true })}
      {...register(path)}
    />
  );
}

/** A gallery item's address: a picture picks from the media library like any image field, a clip's address is typed (videos are not in the library). Its sibling `type` says which. */
function GalleryAddressField({ label, path, error }: { label: string; path: string; error?: string }) {
  const { register, control } = useFormContext();
  const type = useWatch({ control, name: path.replace(/[^.]+$/, "type") }) as string | undefined;
  if (type === "image") return <ImageAddressField label={label} path={path} error={error} />;
  return <FormField label={label} error={error} placeholder="/videos/… .mp4" {...register(path)} />;
}

function ObjectFields({ schema, path, legend }: { schema: z.ZodType; path: string; legend?: string }) {
  const shape = defOf(schema).shape ?? {};
  const fields = Object.entries(shape).map(([key, field]) => <SchemaField key={key} schema={field} path={path ? `${path}.${key}` : key} name={key} />);
  if (legend === undefined) return <div className="grid gap-4">{fields}</div>;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-navy-900">{legend}</legend>
      {fields}
    </fieldset>
  );
}

/** The block's type, for its heading in the list, or the item's number. */
function itemTitle(item: unknown, index: number, label: string) {
  const type = item && typeof item === "object" && "type" in item ? (item.type as BlockType) : undefined;
  return type && type in BLOCK_LABELS ? `${index + 1}. ${BLOCK_LABELS[type]}` : `${label}: ${index + 1}`;
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    "Taşımaya başlamak için boşluk ya da Enter tuşuna basın. Taşırken yukarı ve aşağı ok tuşlarıyla yerini değiştirin; bırakmak için yeniden boşluk ya da Enter tuşuna, vazgeçmek için Escape tuşuna basın.",
};

/** Turkish announcements of a drag (dnd-kit's are English): which item, and at which place of how many. */
function dragAnnouncements(titleOf: (id: UniqueIdentifier) => string, placeOf: (id: UniqueIdentifier) => number, count: number): Announcements {
  const place = (id: UniqueIdentifier) => `${placeOf(id) + 1}. sıra (toplam ${count})`;
  return {
    onDragStart: ({ active }) => `${titleOf(active.id)} tutuldu. Yeri: ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} şimdi ${place(over.id)} üzerinde.` : `${titleOf(active.id)} listenin dışında.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} bırakıldı. Yeni yeri: ${place(over.id)}.` : `${titleOf(active.id)} bırakıldı; yeri değişmedi.`),
    onDragCancel: ({ active }) => `Taşıma iptal edildi. ${titleOf(active.id)} ${place(active.id)} yerinde kaldı.`,
  };
}

/** Whether the user asked for less motion: then an item jumps to its place instead of sliding. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia("(prefers-reduced-motion: reduce)");
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    () => false,
  );
}

/**
 * A list of items (or blocks): add, remove, and reorder by the up/down buttons, by dragging an
 * item's handle with the mouse or a finger, or by the handle from the keyboard (Space, arrows,
 * Space). The order lives in react-hook-form's field array, so the moved order is what is saved.
 */
function ListField({ element, path, label, error }: { element: z.ZodType; path: string; label: string; error?: string }) {
  const { control, formState } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: path });
  const items = (useWatch({ control, name: path }) as unknown[] | undefined) ?? [];
  const union = defOf(element).type === "union" ? (defOf(element).options ?? []) : undefined;
  const [newType, setNewType] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // A small distance before a drag starts, so that a click or a text selection inside the item stays one.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = fields.map((field) => field.id);
  const placeOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const titleOf = (id: UniqueIdentifier) => itemTitle(items[placeOf(id)], placeOf(id), label);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(placeOf(active.id), placeOf(over.id));
  };
  // With a field array, the list's own error (e.g. "En az bir … gerekli") sits at `root`.
  const listError = error ?? (get(formState.errors, `${path}.root`) as { message?: string } | undefined)?.message;
  const schemaOf = (item: unknown) => (union ? (union.find((option) => emptyValue(option) !== null && (emptyValue(option) as { type: string }).type === (item as { type?: string })?.type) ?? union[0]!) : element);
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-navy-900">{label}</legend>
      {listError && <p className="text-sm text-danger-700">{listError}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: dragAnnouncements(titleOf, placeOf, ids.length), screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="grid gap-3">
            {fields.map((field, index) => {
              const item = items[index];
              const title = itemTitle(item, index, label);
              return (
                <SortableItem key={field.id} id={field.id} title={title} reducedMotion={reducedMotion}>
                  {(handle) => (
                    <>
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="flex items-center gap-1 text-sm font-semibold text-navy-900">
                          {handle}
                          {title}
                        </span>
                        <div className="flex gap-1">
                          <IconButton icon={ArrowUp} label={`${title}: yukarı taşı`} disabled={index === 0} onClick={() => move(index, index - 1)} />
                          <IconButton icon={ArrowDown} label={`${title}: aşağı taşı`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} />
                          <IconButton icon={Trash2} tone="danger" label={`${title}: kaldır`} onClick={() => remove(index)} />
                        </div>
                      </div>
                      <SchemaField schema={schemaOf(item)} path={`${path}.${index}`} name={label} />
                    </>
                  )}
                </SortableItem>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="flex flex-wrap items-end gap-2">
        {union && (
          <SelectField label="Eklenecek blok türü" value={newType} onChange={(event) => setNewType(Number(event.target.value))}>
            {union.map((option, index) => (
              <option key={index} value={index}>
                {BLOCK_LABELS[(emptyValue(option) as { type: BlockType }).type]}
              </option>
            ))}
          </SelectField>
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyValue(union ? union[newType]! : element), { shouldFocus: false })}>
          <Plus aria-hidden="true" className="size-4" /> {union ? "Blok ekle" : `${label}: ekle`}
        </Button>
      </div>
    </fieldset>
  );
}

/** One item of a sortable list; its drag handle (a named button) is handed to `children` to place beside the title. */
function SortableItem({ id, title, reducedMotion, children }: { id: string; title: string; reducedMotion: boolean; children: (handle: React.ReactNode) => React.ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: "sıralanabilir öğe" },
    ...(reducedMotion ? { transition: null } : {}),
  });
  const handle = <IconButton ref={setActivatorNodeRef} icon={GripVertical} label={`${title}: sürükleyerek taşı`} className="cursor-grab touch-none" {...attributes} {...listeners} />;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition: reducedMotion ? undefined : transition }}
      className={cn("relative grid gap-3 rounded-md bg-slate-50 p-3", isDragging && "z-10 shadow-lg ring-2 ring-navy-700")}
    >
      {children(handle)}
    </li>
  );
}
