import { describe, expect, it } from "vitest";
import { calculateHdd } from "./hdd-calculator";
import { hddSetupSummary } from "./hdd-quote";

describe("hddSetupSummary", () => {
  it("summarises the setup and the result in Turkish with the calculation's address", () => {
    // 8 × 2000 = 16000 Kbps; 164.79 GB a day; × 30 × 2 = 9887.7 GB; × 1.2 = 11865.2 GB → 12 TB.
    const result = calculateHdd({ channels: "8", raid: "raid10" });
    const url = "https://www.example.com.tr/hdd-hesaplama?kanal=8&raid=raid10";
    expect(hddSetupSummary(result, url)).toBe(
      [
        "Kurulum: 8 kamera, H.265, 1080p (2 MP), 25 fps, kamera başına 2.000 Kbps, 30 gün kayıt, RAID 10.",
        "Sonuç: toplam bit hızı 16.000 Kbps (16 Mbps), günlük 164,8 GB, gereken kapasite 9,9 TB, önerilen kapasite 11,9 TB, önerilen disk 12 TB.",
        `Hesaplama: ${url}`,
      ].join(" "),
    );
  });

  it("names '20TB+' when no single offered disk is large enough", () => {
    const result = calculateHdd({ channels: "16", resolution: "4k" }); // 96000 Kbps, 35.6 TB recommended
    expect(hddSetupSummary(result, "/hdd-hesaplama")).toContain("önerilen kapasite 35,6 TB, önerilen disk 20TB+.");
  });
});
