import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["scripts/**", "tests/**", "bench/**", "*.config.*"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", setTimeout: "readonly", setInterval: "readonly", clearInterval: "readonly", performance: "readonly" } },
    rules: { "no-console": "off" },
  },
  // Features don't reach into each other (bulletproof-react); routes compose them.
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`#app/features/${other}/*`, `../${other}/*`],
              message: "Features must not import each other; compose them in a route or move shared code to app/lib.",
            })),
        },
      ],
    },
  })),
  // Shared layers must not depend on features or routes.
  {
    files: ["app/lib/**", "app/components/ui/**", "app/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["#app/routes/*"], message: "Shared code must not import routes." }] },
      ],
    },
  },
);
