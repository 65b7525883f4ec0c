import { formatKbps, normaliseHddInput, type HddInput, type HddValues } from "./hdd-calculator";
import { HDD_QUERY_KEYS, hddCalculatorHref } from "./hdd-calculator-url";

const FIELDS = Object.entries(HDD_QUERY_KEYS) as [keyof HddValues, string][];
/** Fields whose change refills the bitrate from the table. */
const BITRATE_SOURCES: readonly string[] = [HDD_QUERY_KEYS.codec, HDD_QUERY_KEYS.resolution, HDD_QUERY_KEYS.fps];
/** How long typing in a number field may pause before the result follows it. */
const TYPING_PAUSE_MS = 350;

/** The fields as typed; the calculator's input rules apply to them afterwards. */
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

/**
 * The HDD calculator on its server markup (ADR 011, ADR 027). Without JavaScript the form is a GET
 * form and the server computes the result from the address. With this, the result follows the
 * fields as they change: the page for the calculation's address is fetched (the server renders the
 * result, so its markup lives in one place) and its results column and announcement replace this
 * page's; the address is replaced, so a reload or a shared link shows the same calculation.
 * Changing the resolution, codec or frame rate refills the bitrate from the table; 'Hesapla'
 * writes the clamped values back into the fields and, on a narrow screen, scrolls to the results.
 */
export function enhanceHddCalculator(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>("form[data-hdd-form]");
  const results = root.querySelector<HTMLElement>("[data-hdd-results]");
  const status = root.querySelector<HTMLElement>("[data-hdd-status]");
  const useTable = root.querySelector<HTMLButtonElement>("button[data-hdd-use-table]");
  if (!form || !results || !status || !useTable) return;
  const bitrate = form.elements.namedItem(HDD_QUERY_KEYS.bitrateKbps) as HTMLInputElement;
  let pending: AbortController | undefined;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;

  const showTableChoice = () => {
    const tableBitrate = tableBitrateOf(readForm(form));
    useTable.hidden = bitrate.value === String(tableBitrate);
    useTable.dataset.bitrate = String(tableBitrate);
    useTable.textContent = `Önerilen değeri kullan (${formatKbps(tableBitrate)})`;
  };

  const calculate = async ({ scroll }: { scroll: boolean }) => {
    clearTimeout(typingTimer);
    pending?.abort();
    const href = hddCalculatorHref(normaliseHddInput(readForm(form)));
    if (href === location.pathname + location.search && results.querySelector("#hdd-results-title")) return;
    const controller = (pending = new AbortController());
    try {
      const response = await fetch(href, { headers: { Accept: "text/html" }, signal: controller.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const fetchedResults = page.querySelector("[data-hdd-results]");
      if (!fetchedResults) throw new Error("no results in the page");
      results.replaceChildren(...fetchedResults.childNodes);
      status.textContent = page.querySelector("[data-hdd-status]")?.textContent ?? "";
      history.replaceState(history.state, "", href);
      if (scroll && results.getBoundingClientRect().top > window.innerHeight * 0.6) {
        const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        results.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
      }
    } catch (error) {
      // A calculation the visitor asked for by 'Hesapla' still happens: as the form would without JavaScript.
      if (scroll && !controller.signal.aborted) location.assign(href);
      else if (!controller.signal.aborted) console.warn("HDD calculation not refreshed", error);
    }
  };

  const onChange = (event: Event) => {
    const source = event.target as HTMLInputElement | HTMLSelectElement;
    if (BITRATE_SOURCES.includes(source.name)) bitrate.value = String(tableBitrateOf(readForm(form)));
    if (source instanceof HTMLInputElement) writeForm(form, normaliseHddInput(readForm(form)));
    showTableChoice();
    void calculate({ scroll: false });
  };
  const onInput = (event: Event) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    showTableChoice();
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => void calculate({ scroll: false }), TYPING_PAUSE_MS);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    writeForm(form, normaliseHddInput(readForm(form)));
    showTableChoice();
    void calculate({ scroll: true });
  };
  const onUseTable = () => {
    bitrate.value = useTable.dataset.bitrate ?? bitrate.value;
    showTableChoice();
    void calculate({ scroll: false });
  };

  showTableChoice();
  form.addEventListener("change", onChange);
  form.addEventListener("input", onInput);
  form.addEventListener("submit", onSubmit);
  useTable.addEventListener("click", onUseTable);
  return () => {
    clearTimeout(typingTimer);
    pending?.abort();
    form.removeEventListener("change", onChange);
    form.removeEventListener("input", onInput);
    form.removeEventListener("submit", onSubmit);
    useTable.removeEventListener("click", onUseTable);
  };
}
