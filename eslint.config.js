// The rules every module follows; `npm run lint` checks them and `npm test` runs it first.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "bench/results/", "public/", "coverage/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Express types `res.locals` through a global namespace declaration.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    // React's rules where React runs; the tests' helpers named `use…` are not hooks.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The app imports its own modules by their place in app/ (`~/server/…`), never by a relative
    // path, so a module reads the same wherever it moves; React Router's generated route types are
    // the exception (they live beside each route).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.?/(?!\\+types/)",
              message: "Importa los módulos de la aplicación con ~/ (p. ej. ~/server/db/client.server).",
            },
          ],
        },
      ],
    },
  },
);
