import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table of SPEC §2, one line per route. */
export default [
  index("routes/home.tsx"),
  route("universidad/:id", "routes/catalog/university.tsx"),
  route("career/:careerId", "routes/catalog/career.tsx"),
  route("career/:careerId/plan", "routes/catalog/career-plan.tsx"),
  route("subject/:id", "routes/catalog/subject.tsx"),
  route("subject/:id/confirmar", "routes/catalog/subject-confirm.tsx"),
  route("subject/:id/profesores", "routes/catalog/subject-professor.tsx"),
  route("profesor/:id", "routes/catalog/professor.tsx"),
  route("profesor/:id/soy-yo", "routes/catalog/professor-claim.tsx"),
  route("profesor/:id/oposicion", "routes/catalog/professor-objection.tsx"),
  route("avisar/:kind/:id", "routes/catalog/catalog-report.tsx"),
  route("perfil-publico/:userId", "routes/account/public-profile.tsx"),
  route("login", "routes/account/login.tsx"),
  route("register", "routes/account/register.tsx"),
  route("profile", "routes/account/profile.tsx"),
  route("profile/decisiones/:decisionId", "routes/account/decision.tsx"),
  route("blog", "routes/blog/blog.tsx"),
  route("blog/:slug", "routes/blog/article.tsx"),

  // Information and legal pages (SPEC §2 "Other pages").
  route("about", "routes/info/about.tsx"),
  route("faq", "routes/info/faq.tsx"),
  route("contact", "routes/info/contact.tsx"),
  route("for-institutions", "routes/info/for-institutions.tsx"),
  route("terms", "routes/info/terms.tsx"),
  route("privacy", "routes/info/privacy.tsx"),
  route("cookies", "routes/info/cookies.tsx"),
  route("legal-notice", "routes/info/legal-notice.tsx"),
  route("informacion-para-profesores", "routes/info/professors-information.tsx"),
  route("transparencia", "routes/info/transparency.tsx"),
  route("donde-acudir", "routes/info/where-to-turn.tsx"),
  route("explorar", "routes/catalog/explore.tsx"),
  route("ranking", "routes/catalog/ranking.tsx"),
  route("comparar", "routes/catalog/compare.tsx"),
  route("submit", "routes/catalog/submit.tsx"),

  // Campus life: a post, a new post of a university, and the Campus Social feed.
  route("vida-universitaria/post/:postId", "routes/campus/post.tsx"),
  route("universidad/:universityId/vida-universitaria/nueva", "routes/campus/new-post.tsx"),
  route("campus-social", "routes/campus/campus-social.tsx"),

  // Review comments and reports: the pages behind the dialogs (and their form endpoints).
  route("resenas/:reviewId/comentarios", "routes/reviews/review-comments.tsx"),
  route("resenas/:reviewId/reportar", "routes/reviews/review-report.tsx"),

  // Notices of illegal content, open to anyone (Digital Services Act, art. 16).
  route("denunciar/:kind/:id", "routes/info/legal-notice-form.tsx"),

  // The moderator console: moderators and admins only, the audit log admins only.
  route("moderacion", "routes/moderation/console.tsx", [
    index("routes/moderation/reports.tsx"),
    route("contenido", "routes/moderation/content.tsx"),
    route("denuncias", "routes/moderation/legal-notices.tsx"),
    route("recursos", "routes/moderation/appeals.tsx"),
    route("propuestas", "routes/moderation/submissions.tsx"),
    route("anadidos", "routes/moderation/student-additions.tsx"),
    route("usuarios", "routes/moderation/users.tsx"),
    route("profesores", "routes/moderation/professors.tsx"),
    route("perfiles", "routes/moderation/professor-claims.tsx"),
    route("registro", "routes/moderation/audit.tsx"),
  ]),

  // Accounts: confirmation link, password reset, sign-out, data export, deletion notice, development outbox.
  route("verificar-correo", "routes/account/verify-email.tsx"),
  route("olvide-contrasena", "routes/account/forgot-password.tsx"),
  route("restablecer-contrasena", "routes/account/reset-password.tsx"),
  route("logout", "routes/account/logout.ts"),
  route("profile/datos", "routes/account/profile-data.ts"),
  route("cuenta-eliminada", "routes/account/account-deleted.tsx"),
  route("dev/outbox", "routes/resources/dev-outbox.tsx"),
  route("api/sesion", "routes/account/session-check.ts"),

  // Resource and form endpoints.
  route("preferencias/tema", "routes/resources/theme.ts"),
  route("newsletter", "routes/resources/newsletter.tsx"),
  route("newsletter/confirmar", "routes/resources/newsletter-confirm.tsx"),
  route("newsletter/baja", "routes/resources/newsletter-unsubscribe.tsx"),
  route("profesorado/avisos/baja", "routes/resources/review-alerts-unsubscribe.tsx"),
  route("profesorado/oposicion/confirmar", "routes/resources/professor-objection-confirm.tsx"),
  route("ir/carrera", "routes/resources/go-to-career.ts"),
  route("opciones", "routes/resources/options.ts"),
  route("buscar", "routes/resources/search-suggestions.ts"),

  // For search engines: the sitemap index and its pages, and the crawling rules.
  route("sitemap.xml", "routes/resources/sitemap-index.ts"),
  route("sitemaps/:file", "routes/resources/sitemap-page.ts"),
  route("robots.txt", "routes/resources/robots.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
