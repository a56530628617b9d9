import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TESTS = ["**/*.test.{ts,tsx}"];

/**
 * An import of a top-level folder (a room), written relative: `../../server/…`.
 * The folder must be followed by a slash, so `../app` (server/app.ts) is not the
 * room app/, and nested rooms are named in full (admin/app/, not server/admin/).
 */
const room = (path, message) => ({ regex: `^(\\.\\./)+${path}/`, message });
const ROOM_MESSAGES = {
  app: "app/ is the public site's code; other rooms reach it through its build (docs/architecture.md).",
  admin: "admin/ is the inbox app; the server serves its build (docs/architecture.md).",
  "admin/app": "admin/app/ is the inbox app; the server serves its build (docs/architecture.md).",
  server:
    "server/ is Node-only server code; browser code and content do not import it (docs/architecture.md).",
  cli: "cli/ is the leads command; nothing else imports it (docs/architecture.md).",
  scripts:
    "scripts/ holds the build steps and project scripts; product code does not import them (docs/architecture.md).",
  tools:
    "tools/ holds the measuring tools; nothing outside tools/ imports them (docs/architecture.md).",
  tests:
    "tests/ is test infrastructure; only tests and the measuring tools import it (docs/architecture.md).",
  content: "shared/ imports no other room, content/ included (docs/architecture.md).",
};
const ENGINE_MESSAGE =
  "server/leads/'s rooms use the store's contract (server/leads/store/store-contract.ts), never an engine (docs/architecture.md).";
const TRAFFIC_MESSAGE =
  "server/traffic/ reads the lead store through its contract (server/leads/store/store-contract.ts) and the connection it opened, never an engine or the form's routes (docs/architecture.md).";
/**
 * app/lib/'s rooms and the other rooms each may import. core/ (loading once, parts on demand,
 * idle time, motion) imports none of them; the rest use core/ and themselves only, so a page's
 * head, the lead form and the visit counter can each change without the others.
 */
const LIB_ROOMS = {
  core: [],
  navigation: ["core"],
  forms: ["core", "counting"],
  seo: ["core"],
  counting: ["core"],
  home: ["core"],
  places: ["core"],
  hours: ["core"],
};
const libDoor = (name) => {
  const closed = Object.keys(LIB_ROOMS).filter((r) => r !== name && !LIB_ROOMS[name].includes(r));
  return {
    regex: `^\\.\\./(${closed.join("|")})/`,
    message: `app/lib/${name}/ may import only ${["itself", ...LIB_ROOMS[name]].join(", ")} of app/lib's rooms (docs/architecture.md).`,
  };
};
/** no-restricted-imports for files that may not import from `rooms` (plus `extra` patterns). */
const notFrom = (rooms, extra = []) => ({
  "no-restricted-imports": [
    "error",
    { patterns: [...rooms.map((r) => room(r, ROOM_MESSAGES[r])), ...extra] },
  ],
});
/** The same rule for a room's own files and, with tests/ allowed, for its tests. */
const boundary = (files, rooms, extra = []) => [
  { files, ignores: TESTS, rules: notFrom(rooms, extra) },
  {
    files: files.map((f) => f.replace(/\*\*$/, "**/*.test.{ts,tsx}")),
    rules: notFrom(
      rooms.filter((r) => r !== "tests"),
      extra,
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "**/.react-router/",
      "node_modules/",
      "data/",
      ".tmp/",
      "test-results/",
      "playwright-report/",
      ".lighthouse/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },

  // Globals by where the code runs: the two apps in the browser (their
  // *.server.ts modules and their tests also in Node), everything else in Node
  // (the browser tests and the measuring tools also hand functions to the page).
  { ignores: ["app/**", "admin/app/**"], languageOptions: { globals: globals.node } },
  { files: ["app/**", "admin/app/**"], languageOptions: { globals: globals.browser } },
  {
    files: ["{app,admin/app}/**/*.server.{ts,tsx}", "{app,admin/app}/**/*.test.{ts,tsx}"],
    languageOptions: { globals: globals.node },
  },
  { files: ["tests/e2e/**", "tools/measure/**"], languageOptions: { globals: globals.browser } },

  // The rooms (docs/architecture.md): who may import whom.
  ...boundary(["app/**"], ["admin", "server", "cli", "scripts", "tools", "tests"]),
  ...Object.keys(LIB_ROOMS).flatMap((name) =>
    boundary(
      [`app/lib/${name}/**`],
      ["admin", "server", "cli", "scripts", "tools", "tests"],
      [libDoor(name)],
    ),
  ),
  // The inbox is a server-rendered app: its loaders and actions use server/.
  ...boundary(["admin/app/**"], ["app", "cli", "scripts", "tools", "tests"]),
  // The command line is built on the server's modules; the server never imports it.
  ...boundary(["server/**"], ["app", "admin/app", "cli", "scripts", "tools", "tests"]),
  ...boundary(["cli/**"], ["app", "admin/app", "scripts", "tools", "tests"]),
  // Inside server/leads, only leads-plugin.ts opens a store's engine; every other room (any
  // folder but store/, a new one included) sees its contract.
  {
    files: ["server/leads/*/**"],
    ignores: [...TESTS, "server/leads/store/**"],
    rules: notFrom(
      ["app", "admin/app", "cli", "scripts", "tools", "tests"],
      [{ regex: "(^|/)store/(sqlite|postgres)/", message: ENGINE_MESSAGE }],
    ),
  },
  // Traffic counting shares the lead database, not the lead code: no engine, no intake or outbox.
  {
    files: ["server/traffic/**"],
    ignores: TESTS,
    rules: notFrom(
      ["app", "admin/app", "cli", "scripts", "tools", "tests"],
      [
        { regex: "(^|/)store/(sqlite|postgres)/", message: TRAFFIC_MESSAGE },
        { regex: "(^|/)leads/(intake|outbox)/", message: TRAFFIC_MESSAGE },
      ],
    ),
  },
  // shared/ imports no other room; content/ only shared/ (the form protocol's paths).
  ...boundary(
    ["shared/**"],
    ["app", "admin", "server", "cli", "scripts", "tools", "tests", "content"],
  ),
  ...boundary(["content/**"], ["app", "admin", "server", "cli", "scripts", "tools", "tests"]),
  // The build steps read content and the server's headers, never the tools or tests.
  ...boundary(["scripts/**"], ["app", "admin", "cli", "tools", "tests"]),
  {
    files: ["tests/**", "deploy/**", "docs/**", "*.{ts,js}", "admin/*.ts"],
    rules: notFrom(["tools"]),
  },
  {
    // The area map's test draws the map with the site's own code
    // (app/lib/places/area-map.server.ts).
    files: ["content/places/area-map.test.ts"],
    rules: notFrom(["admin", "server", "cli", "scripts", "tools"]),
  },
);
