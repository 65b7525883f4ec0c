import { renderToStaticMarkup } from "react-dom/server";
// The ES module build, which the server build bundles and patches/lucide-react+1.75.0.patch changes
// (the package's root entry would load its CommonJS build here).
import ArrowLeft from "lucide-react/icons/arrow-left";
import { describe, expect, it } from "vitest";

const SVG_OPEN = (width: number, extra: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ${extra}>`;
const ARROW_PATHS = `<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>`;

/** What lucide-react 1.75.0 renders without the patch, for each set of props below. */
const EXPECTED = {
  hidden: `${SVG_OPEN(24, `class="lucide lucide-arrow-left size-4" aria-hidden="true"`)}${ARROW_PATHS}</svg>`,
  otherClass: `${SVG_OPEN(24, `class="lucide lucide-arrow-left size-5" aria-hidden="true"`)}${ARROW_PATHS}</svg>`,
  labelled: `${SVG_OPEN(24, `class="lucide lucide-arrow-left size-4" aria-label="Geri"`)}${ARROW_PATHS}</svg>`,
  red: `${SVG_OPEN(24, `class="lucide lucide-arrow-left size-4" aria-hidden="true" style="color:red"`)}${ARROW_PATHS}</svg>`,
  blue: `${SVG_OPEN(24, `class="lucide lucide-arrow-left size-4" aria-hidden="true" style="color:blue"`)}${ARROW_PATHS}</svg>`,
  titled: `${SVG_OPEN(32, `class="lucide lucide-arrow-left"`)}${ARROW_PATHS}<title>Geri</title></svg>`,
};

describe("lucide icons built once per set of props (patches/lucide-react+1.75.0.patch)", () => {
  it("renders what the unpatched icon renders, whichever props an earlier render of the same icon had", () => {
    const renders: [keyof typeof EXPECTED, () => string][] = [
      ["hidden", () => renderToStaticMarkup(<ArrowLeft aria-hidden="true" className="size-4" />)],
      ["otherClass", () => renderToStaticMarkup(<ArrowLeft aria-hidden="true" className="size-5" />)],
      ["labelled", () => renderToStaticMarkup(<ArrowLeft aria-label="Geri" className="size-4" />)],
      ["red", () => renderToStaticMarkup(<ArrowLeft aria-hidden="true" className="size-4" style={{ color: "red" }} />)],
      ["blue", () => renderToStaticMarkup(<ArrowLeft aria-hidden="true" className="size-4" style={{ color: "blue" }} />)],
      ["titled", () => renderToStaticMarkup(<ArrowLeft size={32}><title>Geri</title></ArrowLeft>)],
    ];
    // Twice over, so that every set of props is rendered once more after all the others.
    for (const [name, render] of [...renders, ...renders.toReversed()]) expect(render(), name).toBe(EXPECTED[name]);
  });

  it("keeps nothing of one render's object props for the next", () => {
    const style = { color: "red" };
    expect(renderToStaticMarkup(<ArrowLeft aria-hidden="true" className="size-4" style={style} />)).toBe(EXPECTED.red);
    style.color = "blue";
    expect(renderToStaticMarkup(<ArrowLeft aria-hidden="true" className="size-4" style={style} />)).toBe(EXPECTED.blue);
  });
});
