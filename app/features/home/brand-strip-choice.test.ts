import { describe, expect, it } from "vitest";
import { chosenBrands } from "./brand-strip-choice";

const brands = [{ slug: "ajax" }, { slug: "dalgalink" }, { slug: "optivizyon" }];

describe("the home page's brand strip choice", () => {
  it("shows every active brand unless staff chose some", () => {
    expect(chosenBrands("all", ["optivizyon"], brands)).toEqual(brands);
    expect(chosenBrands(undefined, undefined, brands)).toEqual(brands);
  });

  it("shows the chosen brands in the chosen order, skipping a short name no active brand has", () => {
    expect(chosenBrands("chosen", ["optivizyon", "yok-boyle", "ajax"], brands)).toEqual([{ slug: "optivizyon" }, { slug: "ajax" }]);
  });
});
