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
  // The layer rules (ADR 026). Each folder of app/ may import only the layers below it:
  //   lib (pure helpers) < domain (the shared kernel) < db, http, components, admin < features < composition, routes.
  // Checked on the import text, both as `#app/…` and as a relative path climbing out of the folder.
  ...layerRules(),
);

/** An import restriction: any specifier matching `regex`, with the message that says why. */
function forbid(regex, message) {
  return { regex, message };
}

/** Imports of these top-level folders of app/, written as `#app/x/…` or as `../x/…` (any depth). */
function folders(...names) {
  const alternatives = names.join("|");
  return `^(#app/|(\\.\\./)+)(${alternatives})(/|$)`;
}

function layerRules() {
  const restrict = (files, patterns, ignores = []) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } });
  const notRoutes = forbid(folders("routes", "root", "composition"), "Only routes may import routes, root.tsx or the composition roots.");
  const notContext = forbid(folders("app-context\\.server"), "Only routes, composition roots and the admin guard read the request context; pass what is needed as arguments.");
  return [
    restrict(
      ["app/lib/**"],
      [
        forbid(`^#app/(?!lib/)|^\\.\\./`, "app/lib holds pure helpers: it imports nothing else of the app (no domain, feature, route or database code)."),
        forbid("^(node:|drizzle-orm|pg$|@electric-sql/|react-router)", "app/lib holds pure helpers without I/O: no Node built-ins, database drivers or router."),
      ],
      ["app/lib/**/*.test.ts", "app/lib/**/*.server.ts"],
    ),
    restrict(["app/lib/**/*.test.ts", "app/lib/**/*.server.ts"], [forbid(`^#app/(?!lib/)|^\\.\\./`, "app/lib holds pure helpers: it imports nothing else of the app (no domain, feature, route or database code).")]),
    restrict(["app/domain/**"], [
      forbid(folders("features", "db", "http", "admin", "components", "content"), "The shared kernel (app/domain) may import only app/lib: everything else imports it."),
      notRoutes,
      notContext,
    ]),
    restrict(
      ["app/components/**", "app/http/**", "app/admin/**"],
      [
        forbid(folders("features", "db"), "Components and the client/HTTP plumbing must not know features or the database; pass data in as props or move shared domain code to app/domain."),
        notRoutes,
        notContext,
      ],
      ["app/http/**/*.server.ts"],
    ),
    // The server half of the HTTP plumbing hands requests to database functions: it may know the database.
    restrict(["app/http/**/*.server.ts"], [forbid(folders("features"), "The HTTP plumbing must not know features; routes compose them."), notRoutes, notContext]),
    restrict(["app/db/**"], [forbid(folders("features", "http", "admin", "components"), "The database layer must not import features, HTTP or UI code."), notRoutes, notContext]),
    // Features don't reach into each other (bulletproof-react); routes and composition roots compose them.
    ...features.map((feature) =>
      restrict(
        [`app/features/${feature}/**`],
        [
          forbid(`^#app/features/(?!${feature}/)|^\\.\\./(?!${feature}/)[^.]|^(\\.\\./){2,}features/`, "Features must not import each other; compose them in a route or a composition root (app/composition), or move shared code to app/domain or app/lib."),
          notRoutes,
        ],
      ),
    ),
  ];
}
