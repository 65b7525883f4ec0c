#!/usr/bin/env node
/**
 * (Re)generates the SVG placeholder illustrations used by the demo content into public/images/:
 *
 *   products/{name}.svg     one per imageUrl in app/db/seed/demo-products.ts, plus products/placeholder.svg
 *   brands/{slug}.svg       wordmark logos for app/db/seed/demo-brands.ts (240 × 96)
 *   blog/{slug}.svg         cover images for app/db/seed/demo-blog-posts.ts and the sample posts of
 *                           app/content/sample-blog-posts.ts (1200 × 630)
 *   support/{slug}.svg      app icons for app/db/seed/demo-support-apps.ts (256 × 256)
 *   clients/{slug}.svg      client logos for app/content/clients.ts (200 × 80)
 *   services/{name}.svg     gallery images for app/content/services.ts (800 × 600)
 *   districts/{slug}.svg    landing-page images for app/content/districts.ts and service-landings.ts:
 *                           {district}-guvenlik-sistemleri banners (1200 × 500), {district} heroes
 *                           (1200 × 630), and the three service landing banners (fire page 1200 × 630)
 *
 * Each SVG also gets the responsive variant set of the image pipeline (ADR 018), rendered with sharp:
 * {name}-{w}.webp and {name}-{w}.avif for the widths 320/640/960/1280 below the SVG's own width, plus
 * that width (never enlarged), the rule of `variantWidths` in app/lib/image-variants.ts; a unit test
 * checks that every variant it derives exists.
 *
 * The seed and content files are read as text and the few fields needed are picked out with regular
 * expressions, so the script runs with plain `node scripts/generate-placeholders.mjs`.
 *
 * `--videos` also writes the services' placeholder videos, public/videos/services/{name}.mp4: a
 * 4-second H.264 clip of a still frame (rendered with sharp) and a moving progress bar. It needs the
 * `ffmpeg` command (Debian: `apt-get install ffmpeg`), which nothing else in the project uses; the
 * videos are committed, so run it only when a video is added or changed (ADR 012).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { Buffer } from "node:buffer";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SEED_DIR = join(ROOT, "app", "db", "seed");
const CONTENT_DIR = join(ROOT, "app", "content");
const OUT_DIR = join(ROOT, "public", "images");

const NAVY = "#0b1f3a";
const NAVY_2 = "#13315c";
const ORANGE = "#c2410c";
const FONT = "Inter, 'Segoe UI', Arial, sans-serif";

/** Stroke, light fill and accent colours for the line-art on light and on dark backgrounds. */
const ON_LIGHT = { s: NAVY_2, l: "#ffffff", a: ORANGE };
const ON_DARK = { s: "#e2e8f0", l: "#1d3b66", a: ORANGE };

const esc = (text) =>
  String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const range = (n) => Array.from({ length: n }, (_, i) => i);

// ── Device line-art, drawn in a 240 × 160 box ────────────────────────────────
/** @type {Record<string, (c: {s: string, l: string, a: string}) => string>} */
const ICONS = {
  camera: ({ l, a }) =>
    `<path d="M34 118h44v14H34zM56 118l26-20M66 44h142"/><rect x="74" y="52" width="124" height="46" rx="10" fill="${l}"/>` +
    `<rect x="196" y="58" width="12" height="34" rx="3" fill="${a}" stroke="none"/><circle cx="184" cy="75" r="4" fill="${a}" stroke="none"/>`,
  dome: ({ l, a }) =>
    `<path d="M40 50h160M52 50v14h136V50"/><path d="M64 64a56 56 0 0 0 112 0" fill="${l}"/><circle cx="120" cy="86" r="16"/>` +
    `<circle cx="120" cy="86" r="6" fill="${a}" stroke="none"/>`,
  dvr: (c) => recorder(c, range(6).map((i) => `<circle cx="${50 + i * 28}" cy="40" r="5"/>`).join("")),
  nvr: (c) => recorder(c, range(8).map((i) => `<rect x="${38 + i * 22}" y="35" width="12" height="10" rx="1"/>`).join("")),
  monitor: ({ l, a }) =>
    `<rect x="36" y="14" width="168" height="106" rx="6" fill="${l}"/><path d="M120 22v90M46 67h148M120 120v18M88 142h64"/>` +
    `<circle cx="194" cy="112" r="3" fill="${a}" stroke="none"/>`,
  ap: ({ l, a }) =>
    `<path d="M42 118v8a78 20 0 0 0 156 0v-8"/><ellipse cx="120" cy="118" rx="78" ry="20" fill="${l}"/>` +
    `<circle cx="120" cy="118" r="5" fill="${a}" stroke="none"/><path d="M96 80a34 34 0 0 1 48 0M82 64a54 54 0 0 1 76 0M68 48a74 74 0 0 1 104 0"/>`,
  switch: ({ l, a }, ports = 10) => {
    const shown = Math.min(ports, 24);
    const perRow = shown > 12 ? Math.ceil(shown / 2) : shown;
    const step = Math.min(16, 156 / perRow);
    return (
      `<rect x="8" y="52" width="224" height="56" rx="4" fill="${l}"/>` +
      range(shown).map((i) => `<rect x="${20 + (i % perRow) * step}" y="${shown > 12 ? 60 + Math.floor(i / perRow) * 20 : 70}" width="${step - 4}" height="12" rx="1"/>`).join("") +
      `<rect x="186" y="70" width="16" height="12" fill="${a}" stroke="none"/><rect x="208" y="70" width="16" height="12" fill="${a}" stroke="none"/>` +
      `<path d="M186 96h38"/>`
    );
  },
  firewall: ({ l, a }) =>
    `<rect x="40" y="24" width="160" height="112" rx="4" fill="${l}"/><rect x="121.5" y="53.5" width="77" height="25" fill="${a}" stroke="none"/>` +
    `<path d="M40 52h160M40 80h160M40 108h160M80 24v28M160 24v28M120 52v28M80 80v28M160 80v28M120 108v28"/>`,
  router: ({ l, a }) =>
    `<rect x="36" y="94" width="168" height="38" rx="8" fill="${l}"/><path d="M72 94l-10-58M120 94V30M168 94l10-58M110 113h80"/>` +
    `<circle cx="60" cy="113" r="4" fill="${a}" stroke="none"/><circle cx="76" cy="113" r="4" fill="${a}" stroke="none"/>`,
  powerline: ({ l, a }) =>
    [28, 148]
      .map(
        (x) =>
          `<rect x="${x}" y="26" width="64" height="88" rx="12" fill="${l}"/><circle cx="${x + 32}" cy="58" r="14"/>` +
          `<path d="M${x + 26} 58h.1M${x + 38} 58h.1"/><rect x="${x + 24}" y="88" width="16" height="12" rx="1"/>`,
      )
      .join("") + `<path d="M60 114v26h120v-26" stroke="${a}" stroke-dasharray="8 8"/>`,
  extender: ({ l, a }) =>
    `<rect x="88" y="34" width="64" height="96" rx="14" fill="${l}"/><circle cx="120" cy="64" r="5" fill="${a}" stroke="none"/>` +
    `<path d="M104 104h32M72 60a40 40 0 0 0 0 48M56 48a60 60 0 0 0 0 72M168 60a40 40 0 0 1 0 48M184 48a60 60 0 0 1 0 72"/>`,
  keypad: ({ l, a }) =>
    `<rect x="64" y="10" width="112" height="140" rx="12" fill="${l}"/><rect x="78" y="24" width="84" height="28" rx="3"/><path d="M88 38h40"/>` +
    `<circle cx="150" cy="38" r="4" fill="${a}" stroke="none"/>` +
    range(12).map((i) => `<circle cx="${94 + (i % 3) * 26}" cy="${70 + Math.floor(i / 3) * 19}" r="6"/>`).join(""),
  pir: ({ l, a }) =>
    `<path d="M96 56l-60 90M144 56l60 90" stroke-dasharray="6 8"/><rect x="84" y="18" width="72" height="112" rx="18" fill="${l}"/>` +
    `<rect x="96" y="32" width="48" height="40" rx="12" fill="${a}" fill-opacity=".3"/><circle cx="134" cy="112" r="3" fill="${a}" stroke="none"/>`,
  contact: ({ l, a }) =>
    `<path d="M30 152V12h110v140"/><rect x="42" y="24" width="86" height="128" fill="${l}"/><circle cx="116" cy="88" r="5"/>` +
    `<rect x="146" y="62" width="14" height="44" rx="3" fill="${l}"/><rect x="166" y="62" width="14" height="44" rx="3" fill="${a}" stroke="none"/>` +
    `<path d="M192 72a14 14 0 0 1 0 24M204 62a28 28 0 0 1 0 44"/>`,
  siren: ({ l, a }) =>
    `<rect x="66" y="34" width="108" height="108" rx="16" fill="${l}"/><rect x="92" y="18" width="56" height="18" rx="7" fill="${a}" stroke="none"/>` +
    `<path d="M88 70h64M88 88h64M88 106h64M44 66a36 36 0 0 0 0 44M30 54a54 54 0 0 0 0 68M196 66a36 36 0 0 1 0 44M210 54a54 54 0 0 1 0 68"/>`,
  firepanel: ({ l, a }) =>
    `<rect x="48" y="12" width="144" height="136" rx="6" fill="${l}"/><path d="M54 13.5h132v20H54z" fill="${a}" stroke="none"/>` +
    `<rect x="64" y="46" width="112" height="30" rx="3"/>` +
    range(8)
      .map((i) => `<circle cx="${76 + (i % 4) * 29}" cy="${98 + Math.floor(i / 4) * 24}" r="5"${i < 4 ? ` fill="${a}" stroke="none"` : ""}/>`)
      .join(""),
  smoke: ({ l, a }) =>
    `<path d="M16 26h208"/><rect x="64" y="28" width="112" height="30" rx="14" fill="${l}"/><path d="M82 44h64"/>` +
    `<circle cx="160" cy="44" r="4" fill="${a}" stroke="none"/>` +
    `<path d="M96 150c-14-14 10-22-4-38M124 150c-14-14 10-22-4-38M152 150c-14-14 10-22-4-38" stroke="#94a3b8"/>`,
  ipphone: ({ l, a }) =>
    `<rect x="20" y="36" width="40" height="112" rx="16" fill="${l}"/><rect x="70" y="48" width="150" height="100" rx="10" fill="${l}"/>` +
    `<rect x="86" y="60" width="76" height="32" rx="3"/><path d="M176 66h30M176 82h30"/><path d="M176 98h30" stroke="${a}"/>` +
    range(9).map((i) => `<circle cx="${100 + (i % 3) * 20}" cy="${108 + Math.floor(i / 3) * 13}" r="2.5"/>`).join(""),
  dect: ({ l, a }) =>
    `<path d="M70 150h100l-8-22H78z" fill="${l}"/><rect x="96" y="10" width="48" height="116" rx="14" fill="${l}"/>` +
    `<rect x="106" y="24" width="28" height="22" rx="2"/><circle cx="152" cy="140" r="3" fill="${a}" stroke="none"/>` +
    range(9).map((i) => `<circle cx="${108 + (i % 3) * 12}" cy="${62 + Math.floor(i / 3) * 14}" r="2"/>`).join(""),
  ipdect: ({ l, a }) =>
    `<circle cx="76" cy="90" r="34" fill="${l}"/><circle cx="76" cy="90" r="6" fill="${a}" stroke="none"/>` +
    `<path d="M58 44a26 26 0 0 1 36 0M46 30a44 44 0 0 1 60 0"/><rect x="150" y="30" width="44" height="112" rx="14" fill="${l}"/>` +
    `<rect x="160" y="44" width="24" height="20" rx="2"/><path d="M162 82h20M162 96h20M162 110h20"/>`,
  pbx: ({ l, a }) =>
    `<rect x="16" y="30" width="208" height="36" rx="4" fill="${l}"/><rect x="16" y="76" width="208" height="36" rx="4" fill="${l}"/>` +
    range(8).map((i) => `<rect x="${64 + i * 18}" y="42" width="11" height="12" rx="1"/><circle cx="${70 + i * 18}" cy="94" r="4"/>`).join("") +
    `<circle cx="34" cy="48" r="4" fill="${a}" stroke="none"/><circle cx="34" cy="94" r="4" fill="${a}" stroke="none"/>` +
    `<path d="M92 146c12-12 44-12 56 0l-8 8-10-6v-6c-6-2-14-2-20 0v6l-10 6z" fill="${a}" stroke="none"/>`,
  intercom: ({ l, a }) =>
    `<rect x="36" y="14" width="64" height="132" rx="8" fill="${l}"/><circle cx="68" cy="40" r="12"/><circle cx="68" cy="40" r="4" fill="${a}" stroke="none"/>` +
    `<path d="M54 72h28M54 82h28M54 92h28"/><rect x="56" y="110" width="24" height="20" rx="4" fill="${a}" stroke="none"/>` +
    `<rect x="118" y="34" width="104" height="84" rx="8" fill="${l}"/><rect x="128" y="44" width="66" height="64" rx="2"/>` +
    `<circle cx="161" cy="68" r="10"/><path d="M143 106a18 18 0 0 1 36 0M208 56v40"/>`,
  hdd: ({ l, a }) =>
    `<rect x="52" y="8" width="136" height="146" rx="8" fill="${l}"/><circle cx="120" cy="66" r="46"/><circle cx="120" cy="66" r="8"/>` +
    `<path d="M64 20h.1M176 20h.1M64 142h.1"/><path d="M160 132l-34-52" stroke="${a}" stroke-width="6"/>` +
    `<circle cx="160" cy="132" r="7" fill="${a}" stroke="none"/>`,
  desktop: ({ l, a }) =>
    `<rect x="20" y="20" width="64" height="128" rx="6" fill="${l}"/><path d="M34 40h36M34 52h36"/><circle cx="52" cy="126" r="6" fill="${a}" stroke="none"/>` +
    `<rect x="100" y="24" width="124" height="84" rx="6" fill="${l}"/><path d="M162 108v22M136 134h52"/>`,
  horn: ({ l, a }) =>
    `<path d="M64 96v40M44 140h40"/><path d="M52 64h24l76-36v104l-76-36H52z" fill="${l}"/><path d="M60 64v32"/>` +
    `<path d="M176 60a34 34 0 0 1 0 40M192 46a54 54 0 0 1 0 68" stroke="${a}"/>`,
  cable: ({ l, a }) =>
    `<circle cx="88" cy="78" r="56" fill="${l}"/><circle cx="88" cy="78" r="38"/><circle cx="88" cy="78" r="20"/>` +
    `<path d="M144 78c20 0 24 30 40 30"/><rect x="184" y="96" width="36" height="26" rx="3" fill="${a}" fill-opacity=".3"/>` +
    `<path d="M194 104v10M202 104v10M210 104v10"/>`,
  rack: ({ l, a }, units = 42) => {
    const shelves = Math.max(3, Math.round(units / 6));
    const height = Math.min(150, 40 + shelves * 15);
    return (
      `<rect x="72" y="${154 - height}" width="96" height="${height}" rx="4" fill="${l}"/><path d="M84 ${154 - height}v${height}M156 ${154 - height}v${height}"/>` +
      range(shelves - 1)
        .map((i) => `<rect x="90" y="${166 - height + i * 15}" width="60" height="9" rx="2"/><circle cx="142" cy="${170.5 - height + i * 15}" r="2" fill="${a}" stroke="none"/>`)
        .join("")
    );
  },
  psu: ({ l, a }) =>
    `<rect x="8" y="70" width="224" height="18" fill="#cbd5e1" stroke="none"/><rect x="68" y="16" width="104" height="128" rx="6" fill="${l}"/>` +
    range(5).map((i) => `<circle cx="${86 + i * 17}" cy="32" r="5"/>`).join("") +
    `<rect x="84" y="54" width="72" height="46" rx="3"/><circle cx="92" cy="124" r="6"/><circle cx="150" cy="124" r="4" fill="${a}" stroke="none"/>`,
  placeholder: ({ l, a }) =>
    `<rect x="50" y="18" width="140" height="112" rx="10" fill="${l}"/><circle cx="90" cy="54" r="12" fill="${a}" stroke="none"/>` +
    `<path d="M58 118l40-40 26 26 18-18 40 32"/>`,
  search: ({ l, a }) =>
    `<circle cx="100" cy="70" r="44" fill="${l}"/><path d="M132 102l44 44" stroke-width="10"/><path d="M78 86l22-30 22 30z"/>` +
    `<circle cx="78" cy="86" r="5" fill="${a}" stroke="none"/><circle cx="100" cy="56" r="5" fill="${a}" stroke="none"/><circle cx="122" cy="86" r="5" fill="${a}" stroke="none"/>`,
  play: ({ l, a }) =>
    `<rect x="36" y="22" width="168" height="116" rx="10" fill="${l}"/><path d="M106 50v44l38-22z" fill="${a}" stroke="none"/>` +
    `<path d="M52 118h136"/><path d="M52 118h56" stroke="${a}"/>`,
  cloud: ({ l, a }) =>
    `<path d="M70 122a30 30 0 0 1 4-60 42 42 0 0 1 80-8 32 32 0 0 1 20 68z" fill="${l}"/><circle cx="120" cy="96" r="12"/>` +
    `<circle cx="120" cy="96" r="4" fill="${a}" stroke="none"/>`,
  bell: ({ l, a }) =>
    `<path d="M84 116V80a36 36 0 0 1 72 0v36l12 12H72z" fill="${l}"/><path d="M108 140a12 12 0 0 0 24 0"/>` +
    `<circle cx="156" cy="46" r="11" fill="${a}" stroke="none"/>`,
  house: ({ l, a }) =>
    `<path d="M68 66v76h104V66" fill="${l}"/><path d="M52 78l68-56 68 56M104 90a22 22 0 0 1 32 0M94 80a36 36 0 0 1 52 0"/>` +
    `<rect x="106" y="104" width="28" height="38" fill="${a}" stroke="none"/>`,
  mobile: ({ l, a }) =>
    `<rect x="84" y="8" width="72" height="144" rx="12" fill="${l}"/><path d="M110 20h20"/>` +
    `<path d="M104 62c0 24 16 40 36 40l6-10-12-8-6 6c-8-4-12-8-16-16l6-6-8-12z" fill="${a}" stroke="none"/>`,
  sign: ({ l, a }) =>
    `<path d="M120 110v40M96 150h48"/><rect x="46" y="14" width="148" height="96" rx="6" fill="${l}"/>` +
    `<path d="M48 16h144v10H48z" fill="${a}" stroke="none"/><rect x="78" y="40" width="54" height="28" rx="6"/><path d="M132 48l20-9v30l-20-9M76 86h88M76 98h56"/>`,
  barrier: ({ l, a }) =>
    `<rect x="24" y="62" width="36" height="84" rx="4" fill="${l}"/><path d="M16 146h52"/><rect x="60" y="72" width="160" height="14" rx="7" fill="${l}"/>` +
    range(4).map((i) => `<rect x="${76 + i * 36}" y="73.5" width="16" height="11" fill="${a}" stroke="none"/>`).join("") +
    `<circle cx="42" cy="86" r="5" fill="${a}" stroke="none"/>`,
  turnstile: ({ l, a }) =>
    `<rect x="40" y="40" width="52" height="106" rx="6" fill="${l}"/><rect x="148" y="40" width="52" height="106" rx="6" fill="${l}"/>` +
    `<circle cx="120" cy="78" r="10"/><path d="M120 78h-28M120 78l18-22M120 78l18 22"/><rect x="54" y="54" width="24" height="16" rx="2" fill="${a}" stroke="none"/>`,
  face: ({ l, a }) =>
    `<rect x="72" y="10" width="96" height="140" rx="10" fill="${l}"/><rect x="84" y="24" width="72" height="80" rx="4"/>` +
    `<circle cx="120" cy="56" r="14"/><path d="M98 92a22 22 0 0 1 44 0"/><path d="M88 30v10M88 30h10M152 30v10M152 30h-10" stroke="${a}"/>` +
    `<circle cx="120" cy="126" r="8" fill="${a}" stroke="none"/>`,
  ptz: ({ l, a }) =>
    `<path d="M96 8h48v22H96zM120 30v10"/><path d="M68 40h104v26H68z" fill="${l}"/><path d="M76 66a44 44 0 0 0 88 0" fill="${l}"/>` +
    `<rect x="100" y="78" width="40" height="30" rx="8"/><circle cx="120" cy="93" r="8" fill="${a}" stroke="none"/>` +
    range(6).map((i) => `<circle cx="${60 + i * 24}" cy="136" r="3" fill="${a}" stroke="none"/>`).join(""),
  fisheye: ({ l, a }) =>
    `<ellipse cx="120" cy="92" rx="92" ry="40" fill="${l}"/><path d="M28 92v10a92 40 0 0 0 184 0V92"/>` +
    `<circle cx="120" cy="92" r="26"/><circle cx="120" cy="92" r="12" fill="${a}" stroke="none"/>` +
    range(8).map((i) => `<circle cx="${120 + 58 * Math.cos((i * Math.PI) / 4)}" cy="${92 + 24 * Math.sin((i * Math.PI) / 4)}" r="3"/>`).join(""),
  cube: ({ l, a }) =>
    `<rect x="76" y="20" width="88" height="100" rx="16" fill="${l}"/><circle cx="120" cy="62" r="26"/><circle cx="120" cy="62" r="10" fill="${a}" stroke="none"/>` +
    `<path d="M98 104h44M88 120l-10 30h84l-10-30"/><path d="M176 40a20 20 0 0 1 0 30M188 30a36 36 0 0 1 0 50"/>`,
  ceiling: ({ l, a }) =>
    `<path d="M16 30h208"/><path d="M56 32a64 64 0 0 0 128 0z" fill="${l}"/><circle cx="120" cy="62" r="16" fill="${a}" fill-opacity=".3"/>` +
    `<path d="M60 110l-30 40M120 100v50M180 110l30 40" stroke-dasharray="6 8"/>`,
  glass: ({ l, a }) =>
    `<rect x="28" y="14" width="120" height="132" rx="4" fill="${l}"/><path d="M88 14v132M28 80h120"/>` +
    `<path d="M52 34l14 20-10 10 16 12" stroke="${a}"/><rect x="168" y="50" width="44" height="60" rx="8" fill="${l}"/>` +
    `<circle cx="190" cy="72" r="8"/><path d="M180 96h20"/>`,
  water: ({ l, a }) =>
    `<rect x="62" y="40" width="116" height="64" rx="12" fill="${l}"/><circle cx="150" cy="64" r="5" fill="${a}" stroke="none"/><path d="M80 60h40"/>` +
    `<path d="M88 104v16M152 104v16"/><path d="M20 140c20-10 40 10 60 0s40-10 60 0 40 10 60 0 20-6 20-6" stroke="${a}"/>` +
    `<path d="M200 20c-10 14-14 22-14 28a14 14 0 0 0 28 0c0-6-4-14-14-28z" fill="${a}" fill-opacity=".3"/>`,
  doorpanel: ({ l, a }) =>
    `<rect x="74" y="6" width="92" height="148" rx="8" fill="${l}"/><circle cx="120" cy="30" r="11"/><circle cx="120" cy="30" r="4" fill="${a}" stroke="none"/>` +
    `<rect x="88" y="50" width="64" height="24" rx="2"/>` +
    range(12).map((i) => `<rect x="${88 + (i % 3) * 22}" y="${82 + Math.floor(i / 3) * 14}" width="18" height="9" rx="2"/>`).join("") +
    `<rect x="100" y="140" width="40" height="8" rx="2" fill="${a}" stroke="none"/>`,
  minipc: ({ l, a }) =>
    `<rect x="40" y="56" width="160" height="60" rx="12" fill="${l}"/><path d="M56 100h40M56 88h24"/>` +
    `<circle cx="178" cy="86" r="6" fill="${a}" stroke="none"/><path d="M70 116l-6 14M170 116l6 14"/>` +
    `<rect x="80" y="24" width="80" height="20" rx="4"/>`,
  amp: ({ l, a }) =>
    `<rect x="12" y="40" width="216" height="80" rx="6" fill="${l}"/>` +
    range(5).map((i) => `<circle cx="${44 + i * 34}" cy="72" r="11"/><path d="M${44 + i * 34} 72l6-7"/>`).join("") +
    `<rect x="28" y="98" width="110" height="8" rx="2"/><circle cx="204" cy="102" r="5" fill="${a}" stroke="none"/>`,
  speaker: ({ l, a }) =>
    `<path d="M16 26h208"/><circle cx="120" cy="88" r="62" fill="${l}"/><circle cx="120" cy="88" r="44"/>` +
    `<circle cx="120" cy="88" r="14" fill="${a}" fill-opacity=".3"/>` +
    range(6).map((i) => `<path d="M${76 + i * 18} 60v56"/>`).join(""),
  mic: ({ l, a }) =>
    `<rect x="40" y="112" width="160" height="34" rx="8" fill="${l}"/>` +
    range(4).map((i) => `<rect x="${58 + i * 28}" y="122" width="18" height="12" rx="2"/>`).join("") +
    `<circle cx="180" cy="128" r="5" fill="${a}" stroke="none"/><path d="M120 112V60c0-16 10-26 26-30"/>` +
    `<rect x="140" y="10" width="22" height="34" rx="11" fill="${a}" fill-opacity=".3" transform="rotate(30 151 27)"/>`,
  fiber: ({ l, a }) =>
    `<circle cx="84" cy="80" r="58" fill="${l}"/><circle cx="84" cy="80" r="22"/>` +
    range(8).map((i) => `<circle cx="${84 + 40 * Math.cos((i * Math.PI) / 4)}" cy="${80 + 40 * Math.sin((i * Math.PI) / 4)}" r="6"${i % 2 ? "" : ` fill="${a}" stroke="none"`}/>`).join("") +
    `<path d="M142 80c24 0 30 34 56 34"/><path d="M198 114l22 0" stroke="${a}" stroke-width="6"/>`,
};

function recorder({ l, a }, backPanel) {
  return (
    `<rect x="20" y="28" width="200" height="24" rx="4" fill="${l}"/>${backPanel}` +
    `<rect x="20" y="58" width="200" height="50" rx="6" fill="${l}"/><path d="M30 108v6M210 108v6M120 76h84M120 90h84"/>` +
    `<circle cx="40" cy="83" r="4" fill="${a}" stroke="none"/><circle cx="54" cy="83" r="4" fill="${a}" stroke="none"/>`
  );
}

/** The line-art, placed at (x, y) and scaled from its 240 × 160 box; `figure` sizes the drawings that count (switch ports, rack units). */
function drawIcon(name, colors, x, y, scale, strokeWidth = 3, figure = undefined) {
  const draw = ICONS[name] ?? ICONS.placeholder;
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colors.s}" stroke-width="${strokeWidth}" ` +
    `stroke-linecap="round" stroke-linejoin="round">${draw(colors, figure)}</g>`
  );
}

function svgOpen(width, height, label) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${esc(label)}"><title>${esc(label)}</title>`
  );
}

// ── Products ────────────────────────────────────────────────────────────────
/** imageUrl name → [line-art, the key figure in large type, a line of detail], in the order of demo-products.ts. */
const PRODUCT_PICTURES = {
  "kamera-2mp-bullet": ["camera", "2 MP Bullet", "3,6 mm · IR 30 m"],
  "kamera-4mp-dome": ["dome", "4 MP Dome", "2,8 mm · IR 30 m · IK10"],
  "kamera-4mp-bullet-motorize": ["camera", "4 MP Bullet", "2,8–12 mm motorize · IR 50 m"],
  "kamera-8mp-4k-bullet": ["camera", "8 MP 4K Bullet", "4 mm · IR 40 m"],
  "kamera-4mp-renkli-gece": ["camera", "4 MP Renkli Gece", "Bullet · 4 mm"],
  "kamera-4mp-balik-gozu": ["fisheye", "4 MP Balık Gözü", "360° panoramik"],
  "kamera-2mp-ptz": ["ptz", "2 MP PTZ", "25× optik zoom · IR 100 m"],
  "kamera-4mp-wifi-kup": ["cube", "4 MP Wi-Fi Küp", "İki yönlü ses"],
  "kamera-2mp-dome": ["dome", "2 MP Dome", "3,6 mm · IR 20 m"],
  "xvr-4-kanal": ["dvr", "4 Kanal XVR", "5 MP Lite · 1 HDD"],
  "xvr-8-kanal": ["dvr", "8 Kanal XVR", "1080p · 1 HDD"],
  "xvr-16-kanal": ["dvr", "16 Kanal XVR", "4K · 2 HDD"],
  "dvr-8-kanal": ["dvr", "8 Kanal DVR", "1080N"],
  "nvr-4-kanal": ["nvr", "4 Kanal NVR", "Mini · 4 port PoE · 1 HDD"],
  "nvr-8-kanal": ["nvr", "8 Kanal NVR", "4K · 8 port PoE · 1 HDD"],
  "nvr-16-kanal": ["nvr", "16 Kanal NVR", "4K · 2 HDD"],
  "nvr-32-kanal": ["nvr", "32 Kanal NVR", "12 MP · 4 HDD · RAID"],
  "monitor-22-inc": ["monitor", "22 inç Monitör", "Full HD · HDMI / VGA / BNC"],
  "monitor-32-inc": ["monitor", "32 inç 4K Monitör", "7/24 çalışma"],
  "switch-4-2-port-poe": ["switch", "4+2 Port PoE", "10/100 · 60 W"],
  "switch-5-port": ["switch", "5 Port Gigabit", "Masaüstü"],
  "switch-8-port-poe": ["switch", "8 Port PoE+", "Gigabit · 2 SFP · 120 W"],
  "switch-16-port-poe": ["switch", "16 Port PoE+", "Gigabit · 2 SFP · 250 W"],
  "switch-24-port-poe": ["switch", "24 Port PoE+", "Yönetilebilir · 4 SFP · 370 W"],
  "switch-48-port": ["switch", "48 Port L2+", "Yönetilebilir · 4 SFP+ 10G"],
  "switch-8-port-endustriyel": ["switch", "8 Port Endüstriyel", "PoE · DIN ray"],
  "ap-ax1800-tavan": ["ap", "Wi-Fi 6 AX1800", "Tavan tipi · PoE"],
  "ap-ax3000-dis-ortam": ["ap", "Wi-Fi 6 AX3000", "Dış ortam · IP67"],
  "ap-ac1200-duvar": ["ap", "Wi-Fi 5 AC1200", "Duvar tipi"],
  "firewall-masaustu": ["firewall", "Firewall 1,5 Gbps", "Masaüstü · 5 Gigabit port"],
  "firewall-1u-rack": ["firewall", "Firewall 10 Gbps", "1U rack · 8 Gigabit + 2 SFP+"],
  "modem-router-vdsl": ["router", "VDSL Modem Router", "Wi-Fi 6 · AX1800"],
  "router-4g-lte": ["router", "4G LTE Router", "Wi-Fi · SIM kartlı"],
  "powerline-av1000": ["powerline", "AV1000 Powerline", "Gigabit · 2'li kit"],
  "powerline-av600": ["powerline", "AV600 Powerline", "Wi-Fi · priz geçişli"],
  "menzil-genisletici-ac1200": ["extender", "AC1200 Menzil", "Çift bantlı Wi-Fi"],
  "menzil-genisletici-ax1500": ["extender", "AX1500 Wi-Fi 6", "Mesh uyumlu menzil genişletici"],
  "alarm-paneli-8-bolge": ["keypad", "8 Bölge Alarm", "Kablolu · LCD tuş takımı"],
  "alarm-paneli-16-bolge": ["keypad", "16 Bölge Hibrit", "GSM / GPRS modüllü"],
  "alarm-paneli-kablosuz-64": ["keypad", "64 Kablosuz Bölge", "Wi-Fi + 4G alarm paneli"],
  "alarm-paneli-32-bolge-ip": ["keypad", "32 Bölge IP Alarm", "Ethernet haberleşme"],
  "alarm-paneli-4-bolge": ["keypad", "4 Bölge Alarm", "Telefon hatlı"],
  "pir-kablolu-12-m": ["pir", "PIR 12 m", "Kablolu · evcil hayvan bağışıklı"],
  "pir-kablosuz-868": ["pir", "Kablosuz PIR", "868 MHz"],
  "pir-perde-dis-ortam": ["pir", "Perde PIR", "Dış ortam · IP65"],
  "pir-tavan-360": ["ceiling", "360° Tavan PIR", "Tavan tipi hareket dedektörü"],
  "kontak-manyetik-kablosuz": ["contact", "Manyetik Kontak", "Kablosuz · kapı / pencere"],
  "dedektor-cam-kirilma": ["glass", "Cam Kırılma 9 m", "Akustik dedektör"],
  "dedektor-cift-teknoloji": ["pir", "PIR + Mikrodalga", "Çift teknolojili hareket"],
  "dedektor-su-baskini": ["water", "Su Baskını", "Kablosuz dedektör"],
  "siren-dis-ortam-115-db": ["siren", "115 dB Siren", "Dış ortam · flaşörlü · akülü"],
  "siren-ic-ortam-105-db": ["siren", "105 dB Mini Siren", "İç ortam"],
  "siren-kablosuz-868": ["siren", "Kablosuz Siren", "Dış ortam · 868 MHz"],
  "yangin-paneli-2-bolge": ["firepanel", "2 Bölge Yangın", "Konvansiyonel panel"],
  "yangin-paneli-8-bolge": ["firepanel", "8 Bölge Yangın", "Konvansiyonel panel"],
  "yangin-paneli-2-loop": ["firepanel", "2 Loop Adresli", "250 adres / loop"],
  "duman-dedektoru-konvansiyonel": ["smoke", "Optik Duman", "Konvansiyonel dedektör"],
  "sicaklik-dedektoru": ["smoke", "Sıcaklık Dedektörü", "Sabit ve artış hızlı"],
  "duman-dedektoru-adresli": ["smoke", "Adresli Duman", "Optik · adreslenebilir"],
  "multi-sensor-dedektor": ["smoke", "Multi Sensör", "Duman + ısı · adreslenebilir"],
  "ip-telefon-2-hat": ["ipphone", "2 Hatlı IP Telefon", "SIP · PoE · LCD ekran"],
  "ip-telefon-6-hat": ["ipphone", "6 Hatlı IP Telefon", "Gigabit · renkli ekran"],
  "ip-telefon-goruntulu": ["ipphone", "Görüntülü IP Telefon", "7 inç dokunmatik ekran"],
  "dect-telefon": ["dect", "DECT Telefon", "Eller serbest · arayan numara"],
  "dect-telefon-seti": ["dect", "DECT Seti 2 Ahize", "Telsiz telefon seti"],
  "ip-dect-tek-hucre": ["ipdect", "Tek Hücre IP DECT", "Baz istasyonu · 10 SIP hesabı"],
  "ip-dect-cok-hucre": ["ipdect", "Çok Hücre IP DECT", "Baz istasyonu · kesintisiz dolaşım"],
  "ip-dect-el-terminali": ["dect", "IP DECT El Terminali", "IP65 · renkli ekran"],
  "ip-santral-20-dahili": ["pbx", "20 Dahili Santral", "IP · 10 eş zamanlı çağrı"],
  "ip-santral-hibrit-50": ["pbx", "50 Dahili Hibrit", "4 FXO + 8 FXS"],
  "ip-santral-rack-500": ["pbx", "500 Dahili Santral", "Rack tipi · 2 E1/PRI"],
  "diafon-ip-7-inc": ["intercom", "7 inç IP Diafon", "Tek daire seti"],
  "diafon-analog-4-telli": ["intercom", "4 Telli Analog", "7 inç görüntülü diafon"],
  "zil-paneli-12-daire": ["doorpanel", "12 Daire Zil Paneli", "IP · kartlı geçiş"],
  "diafon-ic-unite-10-inc": ["intercom", "10 inç İç Ünite", "Dokunmatik IP diafon"],
  "disk-4-tb": ["hdd", "4 TB Disk", "3,5 inç · 5400 rpm · güvenlik / NAS"],
  "disk-8-tb": ["hdd", "8 TB NAS Disk", "3,5 inç · 7200 rpm · 256 MB"],
  "disk-12-tb": ["hdd", "12 TB NAS Disk", "Kurumsal · 7200 rpm"],
  "mini-pc-i5": ["minipc", "Mini PC Core i5", "16 GB RAM · 512 GB SSD"],
  "vms-is-istasyonu-i7": ["desktop", "VMS İstasyonu i7", "32 GB RAM · 4 ekran çıkışı"],
  "ofis-bilgisayari-i3": ["desktop", "Ofis PC Core i3", "8 GB RAM"],
  "anons-amfi-120-w": ["amp", "120 W Mikser Amfi", "100 V hat · 4 bölge"],
  "tavan-hoparloru-6-w": ["speaker", "6 W Tavan Hoparlörü", "100 V · 6,5 inç"],
  "horn-hoparlor-30-w": ["horn", "30 W Horn Hoparlör", "100 V · IP66"],
  "anons-mikrofonu": ["mic", "Anons Mikrofonu", "Masaüstü · 4 bölge seçici"],
  "kablo-cat6-utp": ["cable", "Cat6 U/UTP 305 m", "23 AWG"],
  "kablo-cat6-ftp-dis-ortam": ["cable", "Cat6 F/FTP 305 m", "Dış ortam"],
  "kablo-fiber-8-damar": ["fiber", "8 Damar Fiber", "Tek mod OS2 · zırhlı"],
  "rack-27u": ["rack", "27U Rack", "600 × 600 zemin tipi"],
  "rack-42u": ["rack", "42U Rack", "600 × 800 zemin tipi"],
  "rack-47u": ["rack", "47U Sunucu Rack", "800 × 1000 zemin tipi"],
  "din-ray-12-v-60-w": ["psu", "12 V DC 60 W", "DIN ray güç kaynağı"],
  "din-ray-24-v-120-w": ["psu", "24 V DC 120 W", "DIN ray güç kaynağı"],
  "din-ray-48-v-240-w": ["psu", "48 V DC 240 W", "DIN ray güç kaynağı"],
};

/** A font size at which `text` fits `width` px (bold sans-serif: about 0.62 em a character), at most `max`. */
function fittedSize(text, width, max) {
  return Math.min(max, Math.floor(width / (text.length * 0.62)));
}

/**
 * A demo product's picture (800 × 600): its own drawing on a light ground and, on a navy band, its
 * key figure in type large enough to read on a phone's card ("4 MP Dome", "8 Kanal NVR") with a line
 * of detail. No caption about what the real photo should show: the figure says what the product is.
 */
function productSvg(art, headline, detail, label) {
  const figure = Number(/\d+/.exec(headline)?.[0]) || undefined;
  return (
    svgOpen(800, 600, label) +
    `<rect width="800" height="600" fill="#f1f5f9"/><circle cx="400" cy="220" r="180" fill="#e2e8f0"/>` +
    drawIcon(art, ON_LIGHT, 184, 76, 1.8, 3, figure) +
    `<rect y="420" width="800" height="4" fill="${ORANGE}"/><rect y="424" width="800" height="176" fill="${NAVY}"/>` +
    `<text x="400" y="506" text-anchor="middle" font-family="${FONT}" font-size="${fittedSize(headline, 720, 68)}" font-weight="700" fill="#fff">${esc(headline)}</text>` +
    `<text x="400" y="562" text-anchor="middle" font-family="${FONT}" font-size="${fittedSize(detail, 720, 32)}" fill="#cbd5e1">${esc(detail)}</text></svg>`
  );
}

/** The picture of a product without an image (PLACEHOLDER_IMAGE). */
function noImageSvg() {
  return (
    svgOpen(800, 600, "Ürün görseli yok") +
    `<rect width="800" height="600" fill="#f1f5f9"/><circle cx="400" cy="260" r="200" fill="#e2e8f0"/>` +
    drawIcon("placeholder", ON_LIGHT, 160, 100, 2) +
    `<rect y="516" width="800" height="4" fill="${ORANGE}"/><rect y="520" width="800" height="80" fill="${NAVY}"/>` +
    `<text x="400" y="574" text-anchor="middle" font-family="${FONT}" font-size="36" font-weight="700" fill="#f8fafc">Görsel yok</text></svg>`
  );
}

// ── Brands ──────────────────────────────────────────────────────────────────
/** Geometric marks in a 56 × 56 box, themed per brand slug. */
const MARKS = {
  eye: `<circle cx="28" cy="28" r="24" fill="${NAVY}"/><circle cx="28" cy="28" r="12" fill="#fff"/><circle cx="28" cy="28" r="6" fill="${ORANGE}"/>`,
  record: `<rect x="4" y="4" width="48" height="48" rx="10" fill="${NAVY}"/><circle cx="28" cy="28" r="10" fill="${ORANGE}"/>`,
  castle: `<path d="M4 52V12h10v8h8v-8h12v8h8v-8h10v40z" fill="${NAVY}"/><rect x="22" y="34" width="12" height="18" fill="${ORANGE}"/>`,
  waves:
    `<path d="M4 22c8-8 16-8 24 0s16 8 24 0" fill="none" stroke="${NAVY_2}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M4 38c8-8 16-8 24 0s16 8 24 0" fill="none" stroke="${ORANGE}" stroke-width="6" stroke-linecap="round"/>`,
  flame: `<rect width="56" height="56" rx="12" fill="${NAVY}"/><path d="M28 8c3 10 16 16 16 28a16 16 0 0 1-32 0c0-7 3-11 7-14 0 7 3 10 7 10-3-9 0-17 2-24z" fill="${ORANGE}"/>`,
  shield:
    `<path d="M28 3l22 8v16c0 14-10 22-22 26C16 49 6 41 6 27V11z" fill="${NAVY}"/>` +
    `<path d="M18 28l7 7 13-14" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  handset: `<circle cx="28" cy="28" r="26" fill="${NAVY}"/><path d="M17 15c0 15 9 24 24 24l3-7-7-5-4 4c-4-2-7-5-9-9l4-4-5-7z" fill="${ORANGE}"/>`,
  door: `<rect x="10" y="4" width="36" height="48" rx="3" fill="${NAVY}"/><rect x="16" y="10" width="16" height="12" rx="2" fill="${ORANGE}"/><circle cx="38" cy="32" r="3" fill="${ORANGE}"/>`,
  disks: `<path d="M6 14v28c0 5 10 9 22 9s22-4 22-9V14z" fill="${NAVY}"/><ellipse cx="28" cy="14" rx="22" ry="8" fill="${ORANGE}"/>`,
  lines: `<rect x="4" y="4" width="48" height="48" rx="8" fill="${NAVY}"/><path d="M14 20h28M14 28h28M14 36h16" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="40" cy="36" r="4" fill="${ORANGE}"/>`,
  bolt: `<circle cx="28" cy="28" r="26" fill="${NAVY}"/><path d="M31 8L16 31h11l-3 17 16-24H29z" fill="${ORANGE}"/>`,
  sound:
    `<path d="M6 22h10l14-12v36L16 34H6z" fill="${NAVY}"/>` +
    `<path d="M38 18a14 14 0 0 1 0 20M44 10a26 26 0 0 1 0 36" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-linecap="round"/>`,
};
const MARK_FALLBACKS = ["eye", "record", "shield", "bolt", "lines", "disks"];

/** Brand slug → [mark, tagline]. Unknown brands get a fallback mark and no tagline. */
const BRAND_STYLE = {
  optivizyon: ["eye", "GÜVENLİK KAMERALARI"],
  kaydera: ["record", "KAYIT SİSTEMLERİ"],
  agkale: ["castle", "AĞ ALTYAPISI"],
  dalgalink: ["waves", "KABLOSUZ AĞ"],
  alevgard: ["flame", "YANGIN ALGILAMA"],
  bekcitek: ["shield", "ALARM SİSTEMLERİ"],
  telvira: ["handset", "HABERLEŞME"],
  kapigor: ["door", "GÖRÜNTÜLÜ DİAFON"],
  veriyuva: ["disks", "DEPOLAMA"],
  hatkur: ["lines", "KABLO & KABİNET"],
  gucay: ["bolt", "GÜÇ KAYNAKLARI"],
  sesvar: ["sound", "ANONS SİSTEMLERİ"],
};

function brandSvg(name, slug, index) {
  const [mark, tagline] = BRAND_STYLE[slug] ?? [MARK_FALLBACKS[index % MARK_FALLBACKS.length], ""];
  const size = Math.min(28, Math.floor(146 / (name.length * 0.6)));
  return (
    svgOpen(240, 96, `${name} marka logosu`) +
    `<g transform="translate(14 20)">${MARKS[mark]}</g>` +
    `<text x="82" y="${tagline ? 52 : 58}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${NAVY}">${esc(name)}</text>` +
    (tagline
      ? `<text x="83" y="70" font-family="${FONT}" font-size="8.5" font-weight="600" letter-spacing=".6" fill="#64748b">${esc(tagline)}</text>`
      : "") +
    `</svg>`
  );
}

// ── Blog ────────────────────────────────────────────────────────────────────
/** Blog slug → [line-art, what the real cover photo should show]. */
const BLOG_IMAGES = {
  "ip-kamera-secerken-nelere-dikkat-etmelisiniz": ["camera", "Bina cephesine monte edilmiş dış ortam IP kamera"],
  "kamera-kayitlari-kac-gun-saklanmali-hdd-kapasitesi-nasil-hesaplanir": ["hdd", "Disk yuvası açık NVR kayıt cihazı ve sabit diskler"],
  "yangin-algilama-sistemlerinde-yonetmelik-ve-temel-kurallar": ["smoke", "Tavana monte edilmiş yangın dedektörü"],
  "mobil-bildirimli-alarm-sistemi-nasil-calisir": ["keypad", "Alarm tuş takımı ve bildirim gelen akıllı telefon"],
  "kamera-aglari-icin-poe-switch-planlama-rehberi": ["switch", "Rack kabinette kablolanmış PoE switch"],
  "is-yerinde-guvenlik-kamerasi-ve-kvkk-bilgilendirme-levhasi-rehberi": ["sign", "İş yeri girişinde kamera bilgilendirme levhası"],
  // The sample posts shown while no post is published.
  "cctv-kamera-sistemi-kurulumunda-ilk-adimlar": ["dome", "Tavana monte edilmiş dome kamera ve kurulum ekibi"],
  "kucuk-ofisler-icin-guvenilir-network-altyapisi": ["switch", "Ofis rack kabinindeki switch ve patch panel"],
  "yangin-algilama-sisteminde-dedektor-turleri": ["smoke", "Yan yana duman ve ısı dedektörleri"],
  "alarm-sistemi-secerken-kablolu-mu-kablosuz-mu": ["keypad", "Duvara monte alarm paneli ve kablosuz dedektör"],
  "akilli-ev-sistemleriyle-guvenligi-bir-arada-yonetmek": ["house", "Akıllı ev uygulaması açık bir telefon"],
  "guvenlik-teknolojilerinde-yapay-zeka-destekli-analiz": ["camera", "İnsan ve araç algılama kutuları çizilmiş kamera görüntüsü"],
};

function blogIconFor(slug) {
  const rules = [
    [/yangin|dedektor/, "smoke"],
    [/kvkk|levha/, "sign"],
    [/switch|poe|network|ag/, "switch"],
    [/alarm/, "keypad"],
    [/disk|hdd|kayit/, "hdd"],
    [/kamera|cctv/, "camera"],
  ];
  return rules.find(([pattern]) => pattern.test(slug))?.[1] ?? "placeholder";
}

function wrap(text, max) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + " " + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function blogSvg(title, slug) {
  const [icon, photo] = BLOG_IMAGES[slug] ?? [blogIconFor(slug), "Konuyla ilgili uygulama fotoğrafı"];
  const lines = wrap(title, 20).slice(0, 5);
  const top = 200;
  const titleText = lines.map((line, i) => `<tspan x="80" y="${top + i * 56}">${esc(line)}</tspan>`).join("");
  const barY = top + (lines.length - 1) * 56 + 32;
  return (
    svgOpen(1200, 630, `Blog kapak görseli: ${title} (gerçek fotoğrafta: ${photo})`) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${NAVY_2}"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#g)"/><circle cx="900" cy="310" r="230" fill="#fff" fill-opacity=".05"/>` +
    drawIcon(icon, ON_DARK, 660, 150, 2) +
    `<rect x="80" y="100" width="84" height="32" rx="4" fill="${ORANGE}"/>` +
    `<text x="122" y="122" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" letter-spacing="2" fill="#fff">BLOG</text>` +
    `<text font-family="${FONT}" font-size="44" font-weight="700" fill="#fff">${titleText}</text>` +
    `<rect x="80" y="${barY}" width="96" height="6" fill="${ORANGE}"/></svg>`
  );
}

// ── Support apps ────────────────────────────────────────────────────────────
function supportIconFor(slug) {
  const rules = [
    [/vms|istemci/, "monitor"],
    [/arama/, "search"],
    [/nvr|yapilandirma/, "nvr"],
    [/panel|programlama/, "keypad"],
    [/santral|konsol/, "pbx"],
    [/oynatici|player/, "play"],
    [/bulut|cloud/, "cloud"],
    [/alarm/, "bell"],
    [/diafon|intercom/, "intercom"],
    [/akilli-ev|ev$/, "house"],
    [/softphone|telefon/, "mobile"],
    [/mobil|kamera/, "dome"],
  ];
  return rules.find(([pattern]) => pattern.test(slug))?.[1] ?? "placeholder";
}

function supportSvg(name, slug, type) {
  const kind = type === "software" ? "PC yazılımı" : "mobil uygulama";
  return (
    svgOpen(256, 256, `${name} simgesi (${kind})`) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY_2}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>` +
    `<rect width="256" height="256" rx="56" fill="url(#g)"/>` +
    drawIcon(supportIconFor(slug), ON_DARK, 28, 56, 0.8333, 4.5) +
    `<rect x="104" y="214" width="48" height="6" rx="3" fill="${ORANGE}"/></svg>`
  );
}

// ── Clients (app/content/clients.ts) ────────────────────────────────────────
const CLIENT_MARKS = ["shield", "eye", "castle", "waves", "lines", "bolt", "door", "disks", "record", "sound", "flame", "handset"];

function initials(name) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("")
    .toLocaleUpperCase("tr-TR");
}

/** A small stable number from a text, so neighbouring logos get different marks. */
function hashOf(text) {
  return [...text].reduce((hash, char) => (hash * 31 + char.codePointAt(0)) % 9973, 7);
}

/** A placeholder client logo: a mark or a monogram, the name and the sector. */
function clientSvg(name, sector) {
  const hash = hashOf(name);
  const mark =
    hash % 3 === 0
      ? `<rect x="4" y="4" width="48" height="48" rx="${hash % 2 ? 24 : 10}" fill="${hash % 4 === 1 ? NAVY_2 : NAVY}"/>` +
        `<text x="28" y="36" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="#fff">${esc(initials(name))}</text>`
      : MARKS[CLIENT_MARKS[hash % CLIENT_MARKS.length]];
  const lines = wrap(name, 14).slice(0, 2);
  const size = lines.some((line) => line.length > 12) ? 14 : 16;
  const top = lines.length === 1 ? 38 : 30;
  const nameText = lines.map((line, i) => `<tspan x="66" y="${top + i * (size + 2)}">${esc(line)}</tspan>`).join("");
  const tagY = top + (lines.length - 1) * (size + 2) + 16;
  return (
    svgOpen(200, 80, `${name} logosu`) +
    `<g transform="translate(6 12)">${mark}</g>` +
    `<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${NAVY}">${nameText}</text>` +
    `<text x="66" y="${tagY}" font-family="${FONT}" font-size="8" font-weight="600" letter-spacing=".5" fill="#64748b">${esc(sector.toLocaleUpperCase("tr-TR"))}</text></svg>`
  );
}

// ── Services (app/content/services.ts) ──────────────────────────────────────
/** Line-art for a gallery file name, by the first rule that matches. */
const SERVICE_ART_RULES = [
  [/mobil-izleme|aydinlatma/, "mobile"],
  [/izleme-odasi|gecis-raporu/, "monitor"],
  [/kayit-cihazi/, "nvr"],
  [/okul$|koridor/, "dome"],
  [/^kamera/, "camera"],
  [/paneli$/, "firepanel"],
  [/ihbar|siren/, "siren"],
  [/^yangin/, "smoke"],
  [/rack/, "rack"],
  [/fiber|kablo/, "cable"],
  [/kablosuz/, "ap"],
  [/switch/, "switch"],
  [/guvenlik-duvari/, "firewall"],
  [/ip-santral/, "pbx"],
  [/ip-telefon/, "ipphone"],
  [/dect/, "dect"],
  [/^akilli/, "house"],
  [/pir/, "pir"],
  [/^alarm/, "keypad"],
  [/turnike/, "turnstile"],
  [/bariyer/, "barrier"],
  [/yuz-tanima/, "face"],
  [/diafon|zil-paneli/, "intercom"],
  [/kapisi/, "contact"],
  [/^erisim/, "keypad"],
  [/^anons/, "horn"],
];

function serviceArt(name) {
  return SERVICE_ART_RULES.find(([pattern]) => pattern.test(name))?.[1] ?? "placeholder";
}

function captionLines(text, max, x, firstY, lineHeight, maxLines = 3) {
  return wrap(text, max)
    .slice(0, maxLines)
    .map((line, i) => `<tspan x="${x}" y="${firstY + i * lineHeight}">${esc(line)}</tspan>`)
    .join("");
}

/** A gallery placeholder, captioned with what the real photo should show (its alt text). */
function serviceImageSvg(name, alt) {
  return (
    svgOpen(800, 600, `Yer tutucu görsel: ${alt}`) +
    `<rect width="800" height="600" fill="#f1f5f9"/><circle cx="400" cy="240" r="190" fill="#e2e8f0"/>` +
    drawIcon(serviceArt(name), ON_LIGHT, 184, 96, 1.8) +
    `<rect y="476" width="800" height="4" fill="${ORANGE}"/><rect y="480" width="800" height="120" fill="${NAVY}"/>` +
    `<text text-anchor="middle" font-family="${FONT}" font-size="24" fill="#f8fafc">${captionLines(`Fotoğraf: ${alt}`, 52, 400, 530, 34)}</text></svg>`
  );
}

/** The still frame of a placeholder video (640 × 360). */
function serviceVideoFrameSvg(name, alt) {
  return (
    svgOpen(640, 360, `Yer tutucu video: ${alt}`) +
    `<rect width="640" height="360" fill="${NAVY}"/><circle cx="470" cy="170" r="130" fill="#fff" fill-opacity=".05"/>` +
    `<text x="28" y="40" font-family="${FONT}" font-size="14" font-weight="700" letter-spacing="2" fill="${ORANGE}">TEMSİLİ VİDEO</text>` +
    drawIcon(serviceArt(name), ON_DARK, 350, 70, 1.2) +
    `<text font-family="${FONT}" font-size="22" font-weight="700" fill="#fff">${captionLines(alt, 26, 28, 110, 30, 5)}</text></svg>`
  );
}

/** Renders the frame with sharp and encodes 4 s of it, with a progress bar, as H.264 MP4 (no audio). */
async function writeServiceVideo(name, alt) {
  const { default: sharp } = await import("sharp");
  const work = mkdtempSync(join(tmpdir(), "service-video-"));
  try {
    const frame = join(work, "frame.png");
    await sharp(Buffer.from(serviceVideoFrameSvg(name, alt))).png().toFile(frame);
    const outDir = join(ROOT, "public", "videos", "services");
    mkdirSync(outDir, { recursive: true });
    const out = join(outDir, `${name}.mp4`);
    // The same input gives the same bytes: no encoder tag, no creation time.
    execFileSync("ffmpeg", [
      "-hide_banner", "-loglevel", "error", "-y",
      "-loop", "1", "-framerate", "10", "-i", frame,
      "-f", "lavfi", "-i", "color=c=0xc2410c:s=640x6:r=10",
      "-filter_complex", "[0][1]overlay=x='-w+w*t/4':y=H-h:shortest=0,format=yuv420p",
      "-t", "4", "-r", "10",
      "-c:v", "libx264", "-profile:v", "main", "-preset", "veryslow", "-crf", "30", "-tune", "stillimage",
      "-movflags", "+faststart", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-an",
      out,
    ]);
    return statSync(out).size;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ── District landing pages ──────────────────────────────────────────────────
/** A landing banner: navy gradient, the page's title in large type, three device drawings. */
function landingSvg(width, height, kicker, title, icons, label) {
  const lines = wrap(title, 22).slice(0, 3);
  const top = Math.round(height / 2) - (lines.length - 1) * 32;
  const titleText = lines.map((line, i) => `<tspan x="80" y="${top + i * 64}">${esc(line)}</tspan>`).join("");
  return (
    svgOpen(width, height, label) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${NAVY_2}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width - 260}" cy="${height / 2}" r="${height / 2 - 30}" fill="#fff" fill-opacity=".05"/>` +
    icons.map((icon, i) => drawIcon(icon, ON_DARK, 700 + (i % 2) * 220, [30, height / 2 - 88, height - 220][i], 1.1)).join("") +
    `<rect x="80" y="${top - 110}" width="${kicker.length * 12 + 32}" height="32" rx="4" fill="${ORANGE}"/>` +
    `<text x="96" y="${top - 88}" font-family="${FONT}" font-size="16" font-weight="700" letter-spacing="2" fill="#fff">${esc(kicker)}</text>` +
    `<text font-family="${FONT}" font-size="52" font-weight="700" fill="#fff">${titleText}</text>` +
    `<rect x="80" y="${top + (lines.length - 1) * 64 + 36}" width="96" height="6" fill="${ORANGE}"/></svg>`
  );
}

function districtEntries() {
  const source = readFileSync(join(CONTENT_DIR, "districts.ts"), "utf8");
  const records = matchAll(source, /slug: "([a-z]+)",\s*name: "([^"]+)"/g);
  const systems = matchAll(source, /hasSystemsPage: (true|false)/g).map((m) => m[1] === "true");
  if (records.length !== systems.length) throw new Error("districts.ts: every record needs slug, name and hasSystemsPage");
  return records.map((m, i) => ({ slug: m[1], name: m[2], hasSystemsPage: systems[i] }));
}

function serviceLandingEntries() {
  const source = readFileSync(join(CONTENT_DIR, "service-landings.ts"), "utf8");
  return matchAll(source, /slug: "([a-z-]+)",\s*title: "([^"]+)"[\s\S]*?height: (\d+)/g).map((m) => ({ slug: m[1], title: m[2], height: Number(m[3]) }));
}

const LANDING_ICONS = {
  "kocaeli-alarm-sistemleri": ["keypad", "pir", "siren"],
  "kocaeli-yangin-ihbar-sistemi": ["firepanel", "smoke", "bell"],
  "kocaeli-kamera-sistemleri": ["camera", "dome", "nvr"],
};

function writeLandingImages() {
  const districts = districtEntries();
  const landings = serviceLandingEntries();
  if (districts.length !== 13 || landings.length !== 3) throw new Error("expected 13 district records and 3 service landings");
  for (const { slug, name, hasSystemsPage } of districts) {
    write("districts", slug, landingSvg(1200, 630, "KOCAELİ", `${name} Güvenlik Şirketleri`, ["house", "camera", "keypad"], `${name} güvenlik şirketleri görseli`));
    if (hasSystemsPage) {
      const title = `${name} Güvenlik Sistemleri`;
      write("districts", `${slug}-guvenlik-sistemleri`, landingSvg(1200, 500, "KOCAELİ", title, ["camera", "siren", "smoke"], `${title} görseli`));
    }
  }
  for (const { slug, title, height } of landings) {
    write("districts", slug, landingSvg(1200, height, "HİZMET", title, LANDING_ICONS[slug] ?? ["camera", "keypad", "smoke"], `${title} görseli`));
  }
  return districts.length + districts.filter((d) => d.hasSystemsPage).length + landings.length;
}

// ── Reading the seed files ──────────────────────────────────────────────────
const readSeed = (file) => readFileSync(join(SEED_DIR, file), "utf8");

function matchAll(source, pattern) {
  return [...source.matchAll(pattern)];
}

/** Every demo product's name and image name; an image shared by two products is refused (each has its own). */
function productEntries() {
  const entries = matchAll(readSeed("demo-products.ts"), /\bname: "([^"]+)",[\s\S]*?imageUrl: img\("([a-z0-9-]+)"\)/g).map((m) => ({ name: m[1], image: m[2] }));
  const seen = new Set();
  for (const { image } of entries) {
    if (seen.has(image)) throw new Error(`products/${image}.svg is used by two demo products`);
    seen.add(image);
  }
  return entries;
}

function brandEntries() {
  return matchAll(readSeed("demo-brands.ts"), /name:\s*"([^"]+)"[\s\S]*?logoUrl:\s*"\/images\/brands\/([a-z0-9-]+)\.svg"/g).map((m) => ({
    name: m[1],
    slug: m[2],
  }));
}

function blogEntries() {
  const samples = readFileSync(join(ROOT, "app", "content", "sample-blog-posts.ts"), "utf8");
  return [readSeed("demo-blog-posts.ts"), samples].flatMap((source) =>
    matchAll(source, /title:\s*"([^"]+)",(?:\s*metaTitle:\s*"[^"]*",)?\s*slug:\s*"([a-z0-9-]+)"/g).map((m) => ({ title: m[1], slug: m[2] })),
  );
}

function supportEntries() {
  const pattern = /type:\s*"(software|mobile-app)",\s*name:\s*"([^"]+)"[\s\S]*?imageUrl:\s*(?:icon\("([a-z0-9-]+)"\)|"\/images\/support\/([a-z0-9-]+)\.svg")/g;
  return matchAll(readSeed("demo-support-apps.ts"), pattern).map((m) => ({ type: m[1], name: m[2], slug: m[3] ?? m[4] }));
}

function clientEntries() {
  const source = readFileSync(join(CONTENT_DIR, "clients.ts"), "utf8");
  return matchAll(source, /client\("([a-z0-9-]+)",\s*"([^"]+)",\s*"([^"]+)"\)/g).map((m) => ({ slug: m[1], name: m[2], sector: m[3] }));
}

function serviceMediaEntries(kind) {
  const source = readFileSync(join(CONTENT_DIR, "services.ts"), "utf8");
  return matchAll(source, new RegExp(`\\b${kind}\\("([a-z0-9-]+)",\\s*"([^"]+)"\\)`, "g")).map((m) => ({ name: m[1], alt: m[2] }));
}

// ── Main ────────────────────────────────────────────────────────────────────
/** Every SVG written by this run, rendered to its raster variants at the end. */
const written = [];

function write(dir, name, svg) {
  const target = join(OUT_DIR, dir);
  mkdirSync(target, { recursive: true });
  writeFileSync(join(target, `${name}.svg`), svg + "\n");
  written.push({ dir, name, svg });
  const bytes = Buffer.byteLength(svg);
  if (bytes > 3500) console.warn(`warning: ${dir}/${name}.svg is ${bytes} bytes`);
}

// The upload pipeline's settings (app/features/media/media.server.ts) and widths (app/lib/image-variants.ts).
const IMAGE_WIDTHS = [320, 640, 960, 1280];
const WEBP_OPTIONS = { quality: 80 };
const AVIF_OPTIONS = { quality: 50, effort: 2 };

/** What each folder's drawings also get, besides the variants: a 1200 × 630 sharing image (`socialImageUrl` in image-variants.ts). */
const SOCIAL_IMAGE = { width: 1200, height: 630 };
const SOCIAL_FOLDERS = new Set(["products", "blog"]);

/**
 * Removes what an earlier run wrote and this one did not: every raster variant and sharing image, and
 * every SVG no longer written (a renamed demo image), so public/images holds exactly this run's files.
 */
function removeStaleFiles() {
  const current = new Set(written.map(({ dir, name }) => `${dir}/${name}.svg`));
  for (const dir of readdirSync(OUT_DIR)) {
    for (const file of readdirSync(join(OUT_DIR, dir))) {
      const stale = /-(\d+|og)\.(webp|avif|png|jpg)$/.test(file) || (file.endsWith(".svg") && !current.has(`${dir}/${file}`));
      if (stale) rmSync(join(OUT_DIR, dir, file));
    }
  }
}

/** Renders every SVG just written to its raster variants, and the products' and posts' sharing images. */
async function writeRasterVariants() {
  const { default: sharp } = await import("sharp");
  removeStaleFiles();
  let bytes = 0;
  let files = 0;
  const save = (dir, file, data) => {
    writeFileSync(join(OUT_DIR, dir, file), data);
    bytes += data.byteLength;
    files++;
  };
  for (const { dir, name, svg } of written) {
    const own = Math.min(Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)[1]), IMAGE_WIDTHS.at(-1));
    for (const width of [...IMAGE_WIDTHS.filter((candidate) => candidate < own), own]) {
      const raster = sharp(Buffer.from(svg)).resize({ width });
      save(dir, `${name}-${width}.webp`, await raster.clone().webp(WEBP_OPTIONS).toBuffer());
      save(dir, `${name}-${width}.avif`, await raster.clone().avif(AVIF_OPTIONS).toBuffer());
    }
    if (SOCIAL_FOLDERS.has(dir) && name !== "placeholder") {
      // Link previews (WhatsApp, Facebook, X, LinkedIn) show no SVG: a PNG of 1200 × 630, the picture
      // contained on navy (a post's cover already has that size).
      const social = sharp(Buffer.from(svg)).resize({ ...SOCIAL_IMAGE, fit: "contain", background: NAVY });
      save(dir, `${name}-og.png`, await social.png({ palette: true, compressionLevel: 9 }).toBuffer());
    }
  }
  return { files, bytes };
}

async function main() {
  const products = productEntries();
  const brands = brandEntries();
  const posts = blogEntries();
  const apps = supportEntries();
  const clients = clientEntries();
  const serviceImages = serviceMediaEntries("image");
  const serviceVideos = serviceMediaEntries("video");
  for (const [what, list] of Object.entries({ products, brands, posts, apps, clients, serviceImages, serviceVideos })) {
    if (list.length === 0) throw new Error(`No ${what} found in app/db/seed or app/content; has the file format changed?`);
  }

  for (const { name, image } of products) {
    const picture = PRODUCT_PICTURES[image];
    if (!picture) throw new Error(`products/${image}.svg (${name}) has no entry in PRODUCT_PICTURES`);
    const [art, headline, detail] = picture;
    write("products", image, productSvg(art, headline, detail, `${name} (tanıtım görseli)`));
  }
  write("products", "placeholder", noImageSvg());

  brands.forEach(({ name, slug }, index) => write("brands", slug, brandSvg(name, slug, index)));
  for (const { title, slug } of posts) write("blog", slug, blogSvg(title, slug));
  for (const { type, name, slug } of apps) write("support", slug, supportSvg(name, slug, type));

  for (const { slug, name, sector } of clients) write("clients", slug, clientSvg(name, sector));
  for (const { name, alt } of serviceImages) {
    if (serviceArt(name) === "placeholder") console.warn(`warning: no line-art for services/${name}.svg, using the neutral placeholder`);
    write("services", name, serviceImageSvg(name, alt));
  }

  const landingImages = writeLandingImages();

  console.log(
    `Wrote ${landingImages} landing, ${products.length + 1} product, ${brands.length} brand, ${posts.length} blog, ${apps.length} support, ` +
      `${clients.length} client and ${serviceImages.length} service SVGs to ${OUT_DIR}`,
  );

  const raster = await writeRasterVariants();
  console.log(`Wrote ${raster.files} WebP, AVIF and sharing (PNG) images (${(raster.bytes / 1024 / 1024).toFixed(1)} MB)`);

  if (process.argv.includes("--videos")) {
    for (const { name, alt } of serviceVideos) {
      const bytes = await writeServiceVideo(name, alt);
      console.log(`Wrote public/videos/services/${name}.mp4 (${bytes} bytes)`);
    }
  }
}

await main();
