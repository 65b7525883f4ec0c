import { Calculator, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button";
import { FormField, SelectField } from "#app/components/ui/form-field";
import {
  BITRATE_LIMITS,
  CHANNEL_LIMITS,
  CODEC_LABELS,
  CODECS,
  DAY_LIMITS,
  formatKbps,
  FRAME_RATES,
  normaliseHddInput,
  RAID_FACTORS,
  RAID_LEVELS,
  RESOLUTION_LABELS,
  RESOLUTIONS,
  type HddInput,
  type HddValues,
  type NumberLimits,
  type RaidLevel,
} from "./hdd-calculator";
import { HDD_CALCULATOR_PATH, HDD_QUERY_KEYS, hddCalculatorHref } from "./hdd-calculator-url";

const decimalFactor = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 });
const RAID_OPTION_LABELS: Record<RaidLevel, string> = {
  none: "RAID yok (tek disk)",
  raid1: `RAID 1: ayna (${decimalFactor.format(RAID_FACTORS.raid1)} kat alan)`,
  raid5: `RAID 5 (${decimalFactor.format(RAID_FACTORS.raid5)} kat alan)`,
  raid6: `RAID 6 (${decimalFactor.format(RAID_FACTORS.raid6)} kat alan)`,
  raid10: `RAID 10 (${decimalFactor.format(RAID_FACTORS.raid10)} kat alan)`,
};

const FIELDS = Object.entries(HDD_QUERY_KEYS) as [keyof HddValues, string][];
/** Fields whose change refills the bitrate from the table. */
const BITRATE_SOURCES: readonly string[] = [HDD_QUERY_KEYS.codec, HDD_QUERY_KEYS.resolution, HDD_QUERY_KEYS.fps];

/** The fields as typed; the calculator's input rules apply to them on 'Hesapla'. */
function readForm(form: HTMLFormElement): HddInput {
  const data = new FormData(form);
  const input: Record<string, string> = {};
  for (const [field, name] of FIELDS) {
    const value = data.get(name);
    if (typeof value === "string") input[field] = value;
  }
  return input;
}

function writeForm(form: HTMLFormElement, values: HddValues) {
  for (const [field, name] of FIELDS) {
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) element.value = String(values[field]);
  }
}

/** The table's bitrate for the chosen resolution, codec and frame rate. */
const tableBitrateOf = (input: HddInput) => normaliseHddInput({ ...input, bitrateKbps: undefined }).bitrateKbps;

function bitrateField(form: HTMLFormElement): HTMLInputElement {
  return form.elements.namedItem(HDD_QUERY_KEYS.bitrateKbps) as HTMLInputElement;
}

type FormStatus = { syncKey: string; edited: boolean; tableBitrate: number; bitrateText: string };

const statusOf = (syncKey: string, values: HddValues): FormStatus => ({
  syncKey,
  edited: false,
  tableBitrate: tableBitrateOf(values),
  bitrateText: String(values.bitrateKbps),
});

/**
 * The calculator card: a GET form whose field names are the URL's parameters, so it works without
 * JavaScript. The fields are uncontrolled, so what a visitor types before the page hydrates is
 * kept. With JavaScript, changing the resolution, codec or frame rate refills the bitrate from the
 * table (it stays editable), and 'Hesapla' applies the input rules, shows the adjusted values and
 * navigates to the canonical, shareable address of the calculation.
 */
export function HddCalculatorForm({ values, calculated, onCalculate }: { values: HddValues; calculated: boolean; onCalculate: () => void }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const currentHref = hddCalculatorHref(values);
  const syncKey = `${calculated}:${currentHref}`;

  const [status, setStatus] = useState(() => statusOf(syncKey, values));
  if (status.syncKey !== syncKey) setStatus(statusOf(syncKey, values));

  // Show the URL's values when it changes (back/forward, 'Sıfırla'); the first render keeps the
  // server's fields and whatever was typed into them before hydration.
  const shownKey = useRef(syncKey);
  useEffect(() => {
    if (shownKey.current === syncKey || !formRef.current) return;
    shownKey.current = syncKey;
    writeForm(formRef.current, values);
  }, [syncKey, values]);

  const refresh = (form: HTMLFormElement) => {
    const input = readForm(form);
    setStatus({
      syncKey,
      edited: calculated && hddCalculatorHref(normaliseHddInput(input)) !== currentHref,
      tableBitrate: tableBitrateOf(input),
      bitrateText: String(input.bitrateKbps ?? ""),
    });
  };

  return (
    <section aria-labelledby="hdd-form-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="hdd-form-title" className="flex items-center gap-2 text-xl font-bold">
        <Calculator aria-hidden="true" className="size-5 text-accent-600" /> Kayıt Bilgileri
      </h2>
      <form
        ref={formRef}
        method="get"
        action={HDD_CALCULATOR_PATH}
        noValidate
        onChange={(event) => {
          const form = event.currentTarget;
          const source = event.target;
          if ((source instanceof HTMLSelectElement || source instanceof HTMLInputElement) && BITRATE_SOURCES.includes(source.name)) {
            bitrateField(form).value = String(tableBitrateOf(readForm(form)));
          }
          refresh(form);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const next = normaliseHddInput(readForm(form));
          writeForm(form, next);
          setStatus(statusOf(syncKey, next));
          onCalculate();
          void navigate(hddCalculatorHref(next), { preventScrollReset: true });
        }}
        className="mt-5 grid items-start gap-5 sm:grid-cols-2"
      >
        <NumberField name={HDD_QUERY_KEYS.channels} label="Kamera (kanal) sayısı" unit="kamera" limits={CHANNEL_LIMITS} defaultValue={values.channels} />
        <ChoiceField name={HDD_QUERY_KEYS.codec} label="Sıkıştırma standardı" defaultValue={values.codec} choices={CODECS} labelOf={(codec) => CODEC_LABELS[codec]} />
        <ChoiceField
          name={HDD_QUERY_KEYS.resolution}
          label="Çözünürlük"
          defaultValue={values.resolution}
          choices={RESOLUTIONS}
          labelOf={(resolution) => RESOLUTION_LABELS[resolution]}
        />
        <ChoiceField name={HDD_QUERY_KEYS.fps} label="Kare hızı" defaultValue={values.fps} choices={FRAME_RATES} labelOf={(fps) => `${fps} fps`} />
        <div className="sm:col-span-2">
          <NumberField
            name={HDD_QUERY_KEYS.bitrateKbps}
            label="Kamera başına bit hızı (Kbps)"
            note="Seçimlerinize göre otomatik doldurulur; kendi cihazınızın değerini yazabilirsiniz."
            unit="Kbps"
            limits={BITRATE_LIMITS}
            defaultValue={values.bitrateKbps}
          />
          {status.bitrateText !== String(status.tableBitrate) && (
            <button
              type="button"
              onClick={(event) => {
                const form = event.currentTarget.form!;
                bitrateField(form).value = String(status.tableBitrate);
                refresh(form);
              }}
              className="mt-2 text-sm font-semibold text-accent-700 underline-offset-2 hover:underline"
            >
              Önerilen değeri kullan ({formatKbps(status.tableBitrate)})
            </button>
          )}
        </div>
        <NumberField name={HDD_QUERY_KEYS.days} label="Kayıt süresi (gün)" unit="gün" limits={DAY_LIMITS} defaultValue={values.days} />
        <ChoiceField name={HDD_QUERY_KEYS.raid} label="RAID seviyesi" defaultValue={values.raid} choices={RAID_LEVELS} labelOf={(raid) => RAID_OPTION_LABELS[raid]} />

        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" variant="accent" size="lg">
            <Calculator aria-hidden="true" className="size-5" /> Hesapla
          </Button>
          <Link
            to={HDD_CALCULATOR_PATH}
            preventScrollReset
            onClick={() => {
              const defaults = normaliseHddInput({});
              if (formRef.current) writeForm(formRef.current, defaults);
              setStatus(statusOf(syncKey, defaults));
            }}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            <RotateCcw aria-hidden="true" className="size-4" /> Sıfırla
          </Link>
        </div>
        {status.edited && (
          <p className="text-sm text-slate-700 sm:col-span-2">
            Değerleri değiştirdiniz; sonuçları güncellemek için <strong>Hesapla</strong> düğmesine basın.
          </p>
        )}
      </form>
    </section>
  );
}

/** A labelled number field; its allowed range (and a note) describe it for screen readers too. */
function NumberField({
  limits,
  unit,
  note,
  ...props
}: {
  name: string;
  label: string;
  unit: string;
  note?: string;
  limits: NumberLimits;
  defaultValue: number;
}) {
  const id = `hdd-${props.name}`;
  const range = `${limits.min} ile ${limits.max.toLocaleString("tr-TR")} ${unit} arası.`;
  return (
    <div>
      <FormField
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        aria-describedby={`${id}-ipucu`}
        {...props}
      />
      <p id={`${id}-ipucu`} className="mt-1 text-sm text-slate-600">
        {note ? `${note} ${range}` : range}
      </p>
    </div>
  );
}

/** A labelled select of fixed choices. */
function ChoiceField<T extends string | number>({
  choices,
  labelOf,
  ...props
}: {
  name: string;
  label: string;
  defaultValue: T;
  choices: readonly T[];
  labelOf: (choice: T) => string;
}) {
  return (
    <SelectField id={`hdd-${props.name}`} {...props}>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </SelectField>
  );
}
