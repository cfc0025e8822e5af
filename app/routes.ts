import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table of SPEC §2, one line per route. */
export default [
  index("routes/home.tsx"),
  route("universidad/:id", "routes/university.tsx"),
  route("career/:careerId", "routes/career.tsx"),
  route("subject/:id", "routes/subject.tsx"),
  route("profesor/:id", "routes/professor.tsx"),

  // Resource and form endpoints.
  route("preferencias/tema", "routes/theme.ts"),
  route("newsletter", "routes/newsletter.tsx"),
  route("ir/carrera", "routes/go-to-career.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
