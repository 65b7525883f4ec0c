import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The one module that sets the request contexts, and the one feature module that reads them.
const RUNTIME = "app/runtime/runtime.server.ts";
const ADMIN_GUARD = "app/features/auth/guard.server.ts";

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
  //   lib (pure helpers) < domain (the shared kernel) < content, db, http, components, admin < features < composition, routes.
  // Checked on the import text, both as `#app/…` and as a relative path climbing out of the folder.
  ...layerRules(),
  // The seam (ADR 032, docs/architecture.md): the host reaches the app only through its runtime.
  hostRules(),
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
  // The host (server/) is one bundle and React Router's server build another: an app module imported by both would exist twice.
  const notHost = forbid("^(#server/|(\\.\\./)+server/)", "The app never imports the host (server/): the host starts the app through app/runtime.server.ts and hands each request in.");
  // The two request contexts (ADR 038, "The request context, split") are set by the runtime alone; the rest reads them through getServices and getRequestScope.
  const notContextKeys = {
    // `./app-context.server` is how root.tsx and entry.server.tsx, beside it, spell it.
    regex: "^(#app/|(\\.\\./)+|\\./)app-context\\.server$",
    importNames: ["servicesContext", "requestScopeContext"],
    message: "Only the runtime (app/runtime/runtime.server.ts) sets the request contexts: read them with getServices(context) and getRequestScope(context).",
  };
  // Every layer's own list ends with notHost and notContextKeys: a file's last matching block sets its whole list.
  const restrict = (files, patterns, ignores = []) => ({
    files,
    ignores,
    rules: { "no-restricted-imports": ["error", { patterns: [...patterns, notHost, ...(files.includes(RUNTIME) ? [] : [notContextKeys])] }] },
  });
  const notRoutes = forbid(folders("routes", "root", "composition"), "Only routes may import routes, root.tsx or the composition roots.");
  const notContext = forbid(
    folders("app-context\\.server"),
    "Only routes, composition roots and the admin guard read the request context; pass what is needed as arguments (a Pick<AppServices, …> or a feature's own type).",
  );
  const notFeaturesOrDb = forbid(folders("features", "db"), "Components and the client/HTTP plumbing must not know features or the database; pass data in as props or move shared domain code to app/domain.");
  // The wire contract (what the API answers and accepts) lives in app/http; the admin client builds on it, not the reverse.
  const notAdminClient = forbid(folders("admin"), "The wire contract lives in app/http: the HTTP layer must not import the admin client (app/admin); move what both need into app/http.");
  return [
    restrict(["app/**"], []),
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
    restrict(["app/components/**", "app/admin/**"], [notFeaturesOrDb, notRoutes, notContext]),
    restrict(["app/http/**"], [notFeaturesOrDb, notAdminClient, notRoutes, notContext], ["app/http/**/*.server.ts"]),
    // The server half of the HTTP plumbing hands requests to database functions: it may know the database.
    restrict(["app/http/**/*.server.ts"], [forbid(folders("features"), "The HTTP plumbing must not know features; routes compose them."), notAdminClient, notRoutes, notContext]),
    // Typed static copy: it may use the shared kernel's types and pure helpers, nothing that renders or reads.
    restrict(
      ["app/content/**"],
      [
        forbid(folders("components", "features", "db", "http", "admin"), "Content is data: app/content imports only app/domain and app/lib (a shape that content and a component share, like FaqItem, lives in app/domain)."),
        notRoutes,
        notContext,
      ],
      ["app/content/**/*.test.ts"],
    ),
    restrict(["app/db/**"], [
      forbid(folders("features", "http", "admin", "components"), "The database layer must not import features, HTTP or UI code."),
      forbid(folders("runtime", "runtime\\.server"), "The database layer must not import the runtime: the runtime opens the database and hands it on."),
      notRoutes,
      notContext,
    ]),
    // Thin routes (ADR 038): a route calls features and composition roots; the feature's operation reads, writes and audits.
    restrict(["app/routes/**", "app/root.tsx", "app/routes.ts"], [
      // `./db/…` is how root.tsx and routes.ts, beside the folder, would spell it.
      forbid("^(#app/|(\\.\\./)+|\\./)db(/|$)", "Routes do not import the database (app/db): call a feature's operation, which reads, writes, audits and counts rate limits itself."),
    ]),
    // Features don't reach into each other (bulletproof-react); routes and composition roots compose them.
    // Nor do they read the request context: a feature takes what it uses as arguments, the admin guard excepted.
    ...features.map((feature) => restrict([`app/features/${feature}/**`], [...featureRules(feature), notContext], [ADMIN_GUARD])),
    // The admin guard reads who is signed in from the request and notes the actor on the request's state.
    restrict([ADMIN_GUARD], featureRules("auth")),
    restrict([RUNTIME], []),
  ];

  function featureRules(feature) {
    return [
      forbid(`^#app/features/(?!${feature}/)|^\\.\\./(?!${feature}/)[^.]|^(\\.\\./){2,}features/`, "Features must not import each other; compose them in a route or a composition root (app/composition), or move shared code to app/domain or app/lib."),
      notRoutes,
    ];
  }
}

/**
 * server/ (the host: listening, cluster, request hygiene, security headers, the cache-hit path)
 * imports of app/ only pure helpers (app/lib) and the types of the app's entry; the app itself,
 * its database, features, demo content and engine, comes from React Router's server build at run
 * time (server/app-entry.ts). A value imported here would be bundled a second time, with its state.
 */
function hostRules() {
  const reachesIn = "The host reaches the app only through its runtime (app/runtime.server.ts, loaded from the build by server/app-entry.ts); of app/ it may import pure app/lib helpers.";
  return {
    files: ["server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^#app/(?!lib/|runtime\\.server$)", message: reachesIn, caseSensitive: true },
            { regex: "^(\\.\\./)+app/", message: reachesIn, caseSensitive: true },
            {
              regex: "^#app/runtime\\.server$",
              allowTypeImports: true,
              message: "The host imports only types from app/runtime.server.ts; its values come from the built bundle (server/app-entry.ts), so that each module exists once.",
              caseSensitive: true,
            },
          ],
        },
      ],
    },
  };
}
