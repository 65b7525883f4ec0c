import { expect, it } from "vitest";
import { isClientDataRequest, pagePath } from "./data-request";

it("tells a page's path from its document and its data request alike", () => {
  expect(pagePath(new Request("https://site.example/kvkk"))).toBe("/kvkk");
  expect(pagePath(new Request("https://site.example/kvkk.data?onizleme=1"))).toBe("/kvkk");
  expect(pagePath(new Request("https://site.example/_root.data"))).toBe("/");
  expect(isClientDataRequest(new Request("https://site.example/kvkk.data"))).toBe(true);
});
