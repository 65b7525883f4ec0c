import { Calculator, RotateCcw } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { Button, buttonVariants } from "#app/components/ui/button";
import { FormField, SelectField } from "#app/components/ui/form-field";
import {
  autoBitrateKbps,
  BITRATE_LIMITS,
  CHANNEL_LIMITS,
  CODEC_LABELS,
  CODECS,
  DAY_LIMITS,
  FRAME_RATES,
  RAID_FACTORS,
  RAID_LEVELS,
  RESOLUTION_LABELS,
  RESOLUTIONS,
  type HddValues,
  type NumberLimits,
  type RaidLevel,
} from "./hdd-calculator";
import { HDD_CALCULATOR_PATH, HDD_QUERY_KEYS, HDD_SUGGESTED_BITRATE_KEY } from "./hdd-calculator-url";

const decimalFactor = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 });
const RAID_OPTION_LABELS: Record<RaidLevel, string> = {
  none: "RAID yok (tek disk)",
  raid1: `RAID 1: ayna (${decimalFactor.format(RAID_FACTORS.raid1)} kat alan)`,
  raid5: `RAID 5 (${decimalFactor.format(RAID_FACTORS.raid5)} kat alan)`,
  raid6: `RAID 6 (${decimalFactor.format(RAID_FACTORS.raid6)} kat alan)`,
  raid10: `RAID 10 (${decimalFactor.format(RAID_FACTORS.raid10)} kat alan)`,
};

/**
 * The calculator card: a GET form whose field names are the URL's parameters, so it works without
 * JavaScript; the server computes the result from the address. Its behaviour with JavaScript (the
 * result follows the fields, the bitrate refills from the table) is `enhanceHddCalculator`, run on
 * the whole calculator section. The fields are uncontrolled: what a visitor types is never reset.
 */
export function HddCalculatorForm({ values }: { values: HddValues }) {
  return (
    <section aria-labelledby="hdd-form-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="hdd-form-title" className="flex items-center gap-2 text-xl font-bold">
        <Calculator aria-hidden="true" className="size-5 text-accent-600" /> Kayıt Bilgileri
      </h2>
      <form data-hdd-form method="get" action={HDD_CALCULATOR_PATH} noValidate className="mt-5 grid items-start gap-5 sm:grid-cols-2">
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
          {/* Shown by the enhancer when the bitrate differs from the table's; it needs JavaScript. */}
          <button type="button" data-hdd-use-table hidden className="mt-2 text-sm font-semibold text-accent-700 underline-offset-2 hover:underline">
            Önerilen değeri kullan
          </button>
        </div>
        {/* Only when the bitrate is the table's: sent back unchanged, the server takes the table's value for the new choices. */}
        {values.bitrateKbps === autoBitrateKbps(values.resolution, values.codec, values.fps) && (
          <input type="hidden" name={HDD_SUGGESTED_BITRATE_KEY} value={values.bitrateKbps} />
        )}
        <NumberField name={HDD_QUERY_KEYS.days} label="Kayıt süresi (gün)" unit="gün" limits={DAY_LIMITS} defaultValue={values.days} />
        <ChoiceField name={HDD_QUERY_KEYS.raid} label="RAID seviyesi" defaultValue={values.raid} choices={RAID_LEVELS} labelOf={(raid) => RAID_OPTION_LABELS[raid]} />

        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" variant="accent" size="lg">
            <Calculator aria-hidden="true" className="size-5" /> Hesapla
          </Button>
          <SiteLink to={HDD_CALCULATOR_PATH} reloadDocument className={buttonVariants({ variant: "outline", size: "lg" })}>
            <RotateCcw aria-hidden="true" className="size-4" /> Sıfırla
          </SiteLink>
        </div>
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
