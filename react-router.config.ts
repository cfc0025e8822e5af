import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is one hashed, cached file (2.5 KB brotli) the client loads once.
  // React Router's default, lazy discovery, instead writes the routes a page matches into every
  // page, matching the route table again for each of the path's prefixes on each render (6 % of
  // a subject page's CPU, bench/README.md), and asks the server for more on each new link.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
