import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is one small hashed, cached file the client loads once. React
  // Router's default, lazy discovery, instead writes the routes a page matches into every page,
  // matching the route table again for each of the path's prefixes on each render, and asks the
  // server for more on each new link (decision record 005).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
