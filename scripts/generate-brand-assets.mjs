// Generates the favicon set, web manifest and default Open Graph image (1200×630) from the
// shield mark and the default company name. Run once and commit the output in public/;
// run again after the identity changes: `npm run assets:brand`.
import { writeFile } from "node:fs/promises";
import { Buffer } from "node:buffer";
import sharp from "sharp";

const NAVY = "#0b1f3a";
const ORANGE = "#c2410c";
const COMPANY = "Örnek Güvenlik Sistemleri";
const TAGLINE = ["Güvenlik kamerası, alarm, yangın algılama", "ve network sistemleri · Kocaeli"];

const shield = (x, y, scale) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M16 1 30 6v11c0 8.6-5.9 15.4-14 18C7.9 32.4 2 25.6 2 17V6z" fill="${NAVY}"/>
    <path d="M16 5.2 26 8.8V17c0 6.4-4.1 11.6-10 13.8C10.1 28.6 6 23.4 6 17V8.8z" fill="${ORANGE}"/>
    <circle cx="16" cy="17" r="5" fill="#fff"/><circle cx="16" cy="17" r="2.2" fill="${NAVY}"/>
  </g>`;

const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 36">${shield(0, 0, 1)}</svg>\n`;
const squareIcon = (size, padding) => {
  const scale = (size - padding * 2) / 36;
  const x = (size - 32 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#ffffff"/>${shield(x, padding, scale)}</svg>`,
  );
};
const ogSvg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="${NAVY}"/>
  <rect y="600" width="1200" height="30" fill="${ORANGE}"/>
  <rect x="80" y="150" width="190" height="214" rx="24" fill="#ffffff"/>
  ${shield(95, 157, 5)}
  <text x="320" y="215" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${COMPANY.split(" ")[0]}</text>
  <text x="320" y="280" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${COMPANY.split(" ").slice(1).join(" ")}</text>
  <text x="320" y="345" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#bccde6">${TAGLINE[0]}</text>
  <text x="320" y="385" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#bccde6">${TAGLINE[1]}</text>
  <text x="320" y="455" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#ffedd5">Ücretsiz keşif · 7/24 teknik destek</text>
</svg>`);

/** An ICO file holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

await writeFile("public/favicon.svg", faviconSvg);
await writeFile("public/favicon.ico", icoFromPng(await sharp(squareIcon(32, 1)).png().toBuffer(), 32));
await sharp(squareIcon(180, 18)).png().toFile("public/apple-touch-icon.png");
await sharp(squareIcon(192, 20)).png().toFile("public/icon-192.png");
await sharp(squareIcon(512, 56)).png().toFile("public/icon-512.png");
await sharp(ogSvg).png({ compressionLevel: 9 }).toFile("public/og-default.png");
await writeFile(
  "public/site.webmanifest",
  `${JSON.stringify(
    {
      name: COMPANY,
      short_name: "Örnek Güvenlik",
      lang: "tr",
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: NAVY,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log("brand assets written to public/");
