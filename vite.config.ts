import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // No source maps in build/client: they would publish the sources (issue 10; tests/security/raw-http.test.ts checks).
  build: { assetsInlineLimit: 0, sourcemap: false },
});
