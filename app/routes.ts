import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table of SPEC §2, one line per route. */
export default [
  index("routes/home.tsx"),
  route("universidad/:id", "routes/university.tsx"),
  route("career/:careerId", "routes/career.tsx"),
  route("subject/:id", "routes/subject.tsx"),
  route("profesor/:id", "routes/professor.tsx"),
  route("perfil-publico/:userId", "routes/public-profile.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("profile", "routes/profile.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),

  // Information and legal pages (SPEC §2 "Other pages").
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("for-institutions", "routes/for-institutions.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("legal-notice", "routes/legal-notice.tsx"),
  route("explorar", "routes/explore.tsx"),
  route("ranking", "routes/ranking.tsx"),
  route("submit", "routes/submit.tsx"),

  // Campus life: a post, a new post of a university, and the Campus Social feed.
  route("vida-universitaria/post/:postId", "routes/post.tsx"),
  route("universidad/:universityId/vida-universitaria/nueva", "routes/new-post.tsx"),
  route("campus-social", "routes/campus-social.tsx"),

  // Review comments and reports: the pages behind the dialogs (and their form endpoints).
  route("resenas/:reviewId/comentarios", "routes/review-comments.tsx"),
  route("resenas/:reviewId/reportar", "routes/review-report.tsx"),

  // The moderator console: moderators and admins only, the audit log admins only.
  route("moderacion", "routes/moderation.tsx", [
    index("routes/moderation-reports.tsx"),
    route("contenido", "routes/moderation-content.tsx"),
    route("propuestas", "routes/moderation-submissions.tsx"),
    route("usuarios", "routes/moderation-users.tsx"),
    route("profesores", "routes/moderation-professors.tsx"),
    route("registro", "routes/moderation-audit.tsx"),
  ]),

  // Accounts: confirmation link, password reset, sign-out, data export, deletion notice, development outbox.
  route("verificar-correo", "routes/verify-email.tsx"),
  route("olvide-contrasena", "routes/forgot-password.tsx"),
  route("restablecer-contrasena", "routes/reset-password.tsx"),
  route("logout", "routes/logout.ts"),
  route("profile/datos", "routes/profile-data.ts"),
  route("cuenta-eliminada", "routes/account-deleted.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("api/sesion", "routes/session-check.ts"),

  // Resource and form endpoints.
  route("preferencias/tema", "routes/theme.ts"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirmar", "routes/newsletter-confirm.tsx"),
  route("newsletter/baja", "routes/newsletter-unsubscribe.tsx"),
  route("ir/carrera", "routes/go-to-career.ts"),
  route("opciones", "routes/options.ts"),
  route("buscar", "routes/search-suggestions.ts"),

  // For search engines: the sitemap index and its pages, and the crawling rules.
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:file", "routes/sitemap-page.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
