/**
 * Valid HTML on every page type: one sample of each page the app serves, fetched
 * through the real request handler (visitor and signed-in variants), checked by the W3C Nu HTML
 * checker in ONE Java process, so the test costs one JVM start however many pages it covers.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setContentStatus } from "~/server/decisions/visibility.server";

import { DEMO_MODERATOR_EMAIL, DEMO_PROFESSOR_EMAIL } from "../seed/seed.server";
import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { eventually } from "./support/eventually";
import { server } from "./support/server-build";
import { DEMO_PASSWORD, rows, signInNewStaff, signInStudent } from "./support/students";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
/** Fetching ~25 pages and one JVM run over them; generous so a busy machine never fails it. */
const VALIDITY_TIMEOUT_MS = 180_000;

interface PageSample {
  /** Also the file name the checker reports, so a message points at the page type. */
  name: string;
  path: string;
  status?: number;
  /** Fetched with this signed-in student's cookies; a visitor otherwise. */
  client?: TestClient;
}

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let app: TestApp;
let workDir: string;
beforeAll(async () => {
  app = await startTestApp();
  workDir = mkdtempSync(path.join(tmpdir(), "uniopina-html-"));
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await app.close();
});

async function firstId(what: string, query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await rows<{ id: string }>(app, query);
  if (!row) throw new Error(`Los datos de demostración no tienen ${what}`);
  return row.id;
}

async function samplePages(): Promise<PageSample[]> {
  const university = await firstId(
    "la Universidad de Alicante",
    sql`SELECT id FROM universities WHERE acronym = 'UA' LIMIT 1`,
  );
  const career = await firstId(
    "carreras de la UA",
    sql`SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id WHERE u.acronym = 'UA' ORDER BY c.name LIMIT 1`,
  );
  const careerWithoutPlan = await firstId(
    "carreras sin plan de estudios",
    sql`SELECT c.id FROM careers c WHERE NOT EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id) ORDER BY c.name LIMIT 1`,
  );
  const careerWithMarks = await firstId(
    "carreras con notas de corte en varios centros",
    sql`SELECT id FROM careers WHERE latest_cutoff IS NOT NULL ORDER BY latest_cutoff_centres DESC, id LIMIT 1`,
  );
  const subject = await firstId(
    "asignaturas con reseñas",
    sql`SELECT id FROM subjects WHERE review_count > 0 ORDER BY review_count DESC, id LIMIT 1`,
  );
  const namedProfessor = await firstId(
    "profesores con nombre público y reseñas",
    sql`SELECT id FROM professors WHERE is_name_public AND review_count > 0 ORDER BY review_count DESC, id LIMIT 1`,
  );
  const hiddenProfessor = await firstId(
    "profesores con nombre privado y reseñas",
    sql`SELECT id FROM professors WHERE NOT is_name_public AND review_count > 0 ORDER BY review_count DESC, id LIMIT 1`,
  );
  const publicProfile = await firstId(
    "perfiles públicos",
    sql`SELECT id FROM user_profiles WHERE is_public ORDER BY id LIMIT 1`,
  );
  const review = await firstId(
    "reseñas con comentarios",
    sql`SELECT id FROM reviews WHERE comments_count > 0 AND user_id IS NOT NULL ORDER BY comments_count DESC, id LIMIT 1`,
  );
  // A visitor who answered the cookie banner: no banner, and the panel shows the saved choice.
  const withConsent = new TestClient(app, "203.0.113.250");
  withConsent.cookies.set("cookie_consent", "n1.f1.a1.p0");
  // A demo student, not a new one: their /profile has reviews, posts and comments, so every section of it is checked.
  const { client: student, id: studentId } = await signInStudent(
    app,
    sql`u.email_verified AND p.is_university_verified AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.id = ${review} AND r.user_id = u.id)`,
  );
  const studentUniversity = await firstId(
    "la universidad del estudiante",
    sql`SELECT university_id AS id FROM user_profiles WHERE id = ${studentId}`,
  );
  const otherUniversity = await firstId(
    "otra universidad",
    sql`SELECT id FROM universities WHERE is_enabled AND id <> ${studentUniversity} ORDER BY name LIMIT 1`,
  );
  const studentCareer = await firstId(
    "la carrera del estudiante",
    sql`SELECT career_id AS id FROM user_profiles WHERE id = ${studentId}`,
  );
  const addedSubject = await firstId(
    "una asignatura añadida por estudiantes",
    sql`INSERT INTO subjects (name, career_id, course_year, semester, added_by_student) VALUES ('Taller de validación', ${studentCareer}, 1, 1, true) RETURNING id`,
  );
  // A career and a professor students added, so the queue of additions shows every kind with its corrections.
  await app.db.execute(
    sql`INSERT INTO careers (name, university_id, added_by_student) VALUES ('Grado de validación', ${studentUniversity}, true)`,
  );
  await app.db.execute(
    sql`INSERT INTO professors (name, university_id, added_by_student) VALUES ('Profesora de Validación', ${studentUniversity}, true)`,
  );
  await app.db.execute(
    sql`INSERT INTO catalog_reports (kind, entity_id, user_id, reason, details) VALUES ('subject', ${addedSubject}, ${studentId}, 'nombre', 'Otro nombre.')`,
  );
  const post = await firstId(
    "publicaciones con comentarios e imagen",
    sql`
    SELECT id FROM university_life_posts WHERE is_published AND comments_count > 0 ORDER BY comments_count DESC, id LIMIT 1`,
  );
  // One post with an image, so the image and its fallback are checked too.
  await app.db.execute(
    sql`UPDATE university_life_posts SET image_url = 'https://images.example.org/campus.jpg' WHERE id = ${post}`,
  );
  // A comment of the student's that the screening held, so /profile shows its section with the note.
  const [heldOwn] = await rows<{ id: string }>(
    app,
    sql`
    INSERT INTO review_comments (review_id, user_id, comment, moderation_status, moderation_note)
    VALUES (${review}, ${studentId}, 'Si quieres los apuntes, llámame al 612 345 678.', 'pending', 'Contiene datos personales (número de teléfono): quítalos.') RETURNING id`,
  );
  // Its decision, appealable, and a warning already appealed: /profile lists both, each has its page, the console its queue.
  const [heldDecision] = await rows<{ id: string }>(
    app,
    sql`
    INSERT INTO moderation_decisions (user_id, target_type, target_id, restriction, rule, facts, source, automated)
    VALUES (${studentId}, 'review_comment', ${heldOwn!.id}, 'held', 'datos_personales', 'Contiene datos personales (número de teléfono): quítalos.', 'screening', true) RETURNING id`,
  );
  const [warningDecision] = await rows<{ id: string }>(
    app,
    sql`
    INSERT INTO moderation_decisions (user_id, target_type, target_id, restriction, rule, facts, source, automated)
    VALUES (${studentId}, 'user', ${studentId}, 'warning', 'respeto', 'Comentarios con insultos a otros estudiantes.', 'moderator', false) RETURNING id`,
  );
  await app.db.execute(
    sql`INSERT INTO moderation_appeals (decision_id, user_id, explanation) VALUES (${warningDecision!.id}, ${studentId}, 'No insulté a nadie: era una cita.')`,
  );
  await app.pagesChanged();

  // The moderator console, with something in every section: the demo moderator, an admin, a held
  // comment, a professor's message and a first entry in the audit log.
  const moderator = new TestClient(app, "203.0.113.251");
  expect((await moderator.signIn(DEMO_MODERATOR_EMAIL, DEMO_PASSWORD)).status).toBe(302);
  const { client: admin } = await signInNewStaff(app, "admin");
  const heldComment = await firstId("comentarios de reseñas", sql`SELECT id FROM review_comments ORDER BY id LIMIT 1`);
  await setContentStatus("review_comment", heldComment, "pending", "Contiene un número de teléfono");
  await app.db.execute(
    sql`INSERT INTO contact_messages (name, email, type, subject, message) VALUES ('Ana', 'ana@ua.es', 'professor', 'Ocultar mi nombre', 'Por favor.')`,
  );
  const reported = await firstId(
    "reseñas reportadas",
    sql`SELECT review_id AS id FROM review_reports WHERE status = 'pending' ORDER BY review_id LIMIT 1`,
  );
  expect(
    (await moderator.post("/moderacion?index", { intent: "descartar", reviewId: reported, motivo: "Nada ofensivo" }))
      .status,
  ).toBe(303);
  const [{ email: studentEmail }] = await rows<{ email: string }>(
    app,
    sql`SELECT email FROM "user" WHERE id = ${studentId}`,
  );
  // A notice of illegal content waiting in its queue, sent like anyone would.
  expect(
    (
      await withConsent.post(`/denunciar/resena/${review}`, {
        reason: "privacidad",
        explanation: "Publica datos personales.",
        name: "Ana",
        email: "ana@example.org",
        goodFaith: "on",
      })
    ).status,
  ).toBe(200);

  // The demo professor account: its /profile, its page with a reply and the reply form, and a claim waiting.
  const professorClient = new TestClient(app, "203.0.113.252");
  expect((await professorClient.signIn(DEMO_PROFESSOR_EMAIL, DEMO_PASSWORD)).status).toBe(302);
  const managed = await firstId(
    "el profesor de la cuenta de demostración",
    sql`SELECT p.id FROM professors p JOIN "user" u ON u.id = p.claimed_by WHERE u.email = ${DEMO_PROFESSOR_EMAIL}`,
  );
  const answered = await firstId(
    "reseñas del profesor",
    sql`SELECT id FROM reviews WHERE professor_id = ${managed} AND moderation_status = 'published' ORDER BY id LIMIT 1`,
  );
  expect(
    (
      await professorClient.post(`/profesor/${managed}`, {
        intent: "responder",
        reviewId: answered,
        reply: "Gracias por la reseña: tomo nota.",
      })
    ).status,
  ).toBe(200);
  const unclaimed = await firstId(
    "profesores sin cuenta",
    sql`SELECT p.id FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.name = 'Universidad de Alicante' AND p.claimed_by IS NULL ORDER BY p.id LIMIT 1`,
  );
  await app.db.execute(
    sql`INSERT INTO "user" (id, name, email, email_verified, role) VALUES ('docente-validez', 'Docente en espera', 'docente.validez@ua.es', true, 'professor')`,
  );
  await app.db.execute(
    sql`INSERT INTO professor_claims (professor_id, user_id, department, due_at) VALUES (${unclaimed}, 'docente-validez', 'Física', now() + interval '7 days')`,
  );
  await app.db.execute(
    sql`INSERT INTO professor_objections (professor_id, request, relationship, explanation, name, email, confirmed_at, due_at) VALUES (${unclaimed}, 'ficha', 'representante', 'Actúo en nombre de la profesora, que no quiere figurar.', 'Docente', 'docente@ua.es', now(), now() + interval '1 month')`,
  );
  // An objection sent like anyone would: the page its e-mailed link opens.
  const objection = {
    relationship: "titular",
    request: "nombre",
    explanation: "No quiero figurar.",
    name: "Docente",
    email: "validez.oposicion@example.org",
  };
  expect((await new TestClient(app, "203.0.113.250").post(`/profesor/${unclaimed}/oposicion`, objection)).status).toBe(
    200,
  );
  const confirmationMail = await eventually(
    () => server.listOutbox().find((mail) => mail.to === objection.email),
    "el correo que confirma la oposición",
  );
  const confirmationLink = /\/profesorado\/oposicion\/confirmar\?token=\S+/.exec(confirmationMail.text)![0];

  return [
    { name: "inicio", path: "/" },
    { name: "soy-este-profesor", path: `/profesor/${unclaimed}/soy-yo` },
    { name: "oposicion-profesor", path: `/profesor/${unclaimed}/oposicion` },
    { name: "oposicion-confirmar", path: confirmationLink },
    {
      name: "oposicion-confirmar-enlace-no-valido",
      path: "/profesorado/oposicion/confirmar?token=no-es-un-token",
      status: 400,
    },
    { name: "perfil-profesor", path: "/profile", client: professorClient },
    { name: "profesor-con-respuesta", path: `/profesor/${managed}`, client: professorClient },
    { name: "moderacion-perfiles", path: "/moderacion/perfiles", client: moderator },
    { name: "inicio-con-sesion", path: "/", client: student },
    { name: "universidad-info", path: `/universidad/${university}` },
    { name: "universidad-carreras", path: `/universidad/${university}?tab=careers` },
    { name: "universidad-estudiantes", path: `/universidad/${university}?tab=students` },
    { name: "universidad-vida", path: `/universidad/${university}?tab=life` },
    { name: "universidad-vida-con-sesion", path: `/universidad/${university}?tab=life`, client: student },
    { name: "carrera", path: `/career/${career}` },
    { name: "carrera-sin-plan", path: `/career/${careerWithoutPlan}` },
    { name: "carrera-con-notas-de-corte", path: `/career/${careerWithMarks}` },
    { name: "asignatura", path: `/subject/${subject}` },
    { name: "asignatura-con-sesion", path: `/subject/${subject}`, client: student },
    { name: "profesor-nombre-publico", path: `/profesor/${namedProfessor}` },
    { name: "profesor-nombre-privado", path: `/profesor/${hiddenProfessor}` },
    { name: "asignatura-resenas-filtradas", path: `/subject/${subject}?orden=peor&recientes=1` },
    { name: "comparar-profesores", path: `/comparar?profesores=${namedProfessor},${hiddenProfessor}` },
    { name: "comparar-asignaturas", path: `/comparar?asignaturas=${subject}` },
    { name: "comparar-vacio", path: "/comparar" },
    { name: "comparar-enlace-no-valido", path: "/comparar?profesores=no-es-un-id", status: 404 },
    { name: "comparar-carreras", path: `/comparar?carreras=${careerWithMarks},${career}` },
    { name: "perfil-publico", path: `/perfil-publico/${publicProfile}` },
    { name: "login", path: "/login" },
    { name: "registro", path: "/register" },
    { name: "perfil", path: "/profile", client: student },
    { name: "decision-recurrible", path: `/profile/decisiones/${heldDecision!.id}`, client: student },
    { name: "decision-recurrida", path: `/profile/decisiones/${warningDecision!.id}`, client: student },
    { name: "resena-comentarios", path: `/resenas/${review}/comentarios` },
    { name: "resena-comentarios-con-sesion", path: `/resenas/${review}/comentarios`, client: student },
    { name: "resena-reportar", path: `/resenas/${review}/reportar` },
    { name: "resena-reportar-con-sesion", path: `/resenas/${review}/reportar`, client: student },
    { name: "denunciar-resena", path: `/denunciar/resena/${review}` },
    { name: "denunciar-no-encontrado", path: "/denunciar/resena/00000000-0000-4000-8000-000000000000", status: 404 },
    { name: "explorar", path: "/explorar" },
    {
      name: "explorar-asignaturas-filtradas",
      path: `/explorar?tab=asignaturas&q=cion&university=${university}&min_rating=2&page=2`,
    },
    { name: "explorar-profesores", path: "/explorar?tab=profesores" },
    { name: "explorar-profesores-volverian", path: "/explorar?tab=profesores&orden=volverian" },
    { name: "explorar-sin-resultados", path: "/explorar?tab=carreras&q=zzzqqq" },
    { name: "explorar-quisiste-decir", path: "/explorar?q=dercho" },
    { name: "explorar-resultados-en-otras-pestanas", path: "/explorar?tab=universidades&q=medicina" },
    { name: "ranking-universidades", path: "/ranking" },
    { name: "ranking-carreras", path: "/ranking?tab=carreras" },
    { name: "ranking-asignaturas", path: "/ranking?tab=asignaturas" },
    { name: "ranking-menos-dificiles", path: "/ranking?tab=menos-dificiles" },
    { name: "ranking-profesores", path: "/ranking?tab=profesores" },
    { name: "agregar", path: "/submit" },
    { name: "agregar-profesor-con-sesion", path: "/submit?tipo=profesor", client: student },
    { name: "agregar-carrera-con-sesion", path: "/submit?tipo=carrera", client: student },
    { name: "agregar-asignatura-con-sesion", path: "/submit?tipo=asignatura", client: student },
    { name: "plan-de-estudios", path: `/career/${studentCareer}/plan`, client: student },
    { name: "plan-de-estudios-sin-sesion", path: `/career/${studentCareer}/plan` },
    { name: "asignatura-anadida-por-estudiantes", path: `/subject/${addedSubject}` },
    { name: "confirmar-asignatura", path: `/subject/${addedSubject}/confirmar`, client: student },
    { name: "anadir-profesor", path: `/subject/${addedSubject}/profesores`, client: student },
    { name: "anadir-profesor-sin-sesion", path: `/subject/${addedSubject}/profesores` },
    { name: "publicacion", path: `/vida-universitaria/post/${post}` },
    { name: "publicacion-con-sesion", path: `/vida-universitaria/post/${post}`, client: student },
    { name: "nueva-publicacion", path: `/universidad/${studentUniversity}/vida-universitaria/nueva`, client: student },
    {
      name: "nueva-publicacion-otra-universidad",
      path: `/universidad/${otherUniversity}/vida-universitaria/nueva`,
      client: student,
    },
    { name: "campus-social", path: "/campus-social" },
    { name: "campus-social-con-sesion", path: "/campus-social", client: student },
    { name: "campus-social-descubrir", path: "/campus-social?tab=descubrir" },
    { name: "campus-social-comunidad-con-sesion", path: "/campus-social?tab=comunidad", client: student },
    { name: "boletin", path: "/newsletter" },
    { name: "boletin-confirmar-enlace-no-valido", path: "/newsletter/confirmar?token=no-es-un-token", status: 400 },
    { name: "boletin-baja-enlace-no-valido", path: "/newsletter/baja?token=no-es-un-token", status: 400 },
    { name: "acerca-de", path: "/about" },
    { name: "preguntas-frecuentes", path: "/faq" },
    { name: "contacto", path: "/contact" },
    { name: "contacto-con-sesion", path: "/contact", client: student },
    { name: "instituciones", path: "/for-institutions" },
    { name: "terminos", path: "/terms" },
    { name: "privacidad", path: "/privacy" },
    { name: "cookies", path: "/cookies" },
    { name: "cookies-con-preferencias", path: "/cookies", client: withConsent },
    { name: "aviso-legal", path: "/legal-notice" },
    { name: "informacion-profesorado", path: "/informacion-para-profesores" },
    { name: "transparencia", path: "/transparencia" },
    { name: "transparencia-periodo-no-valido", path: "/transparencia?periodo=2026-7", status: 400 },
    { name: "donde-acudir", path: "/donde-acudir", client: student },
    { name: "blog", path: "/blog" },
    { name: "blog-categoria", path: "/blog?categoria=estudio" },
    { name: "blog-sin-resultados", path: "/blog?q=ninguna-coincidencia" },
    { name: "articulo-markdown", path: "/blog/presupuesto-de-estudiante" },
    { name: "articulo-html-con-sesion", path: "/blog/como-elegir-carrera-sin-agobiarte", client: student },
    { name: "articulo-no-encontrado", path: "/blog/no-existe", status: 404 },
    { name: "pagina-no-encontrada", path: "/esta/ruta/no/existe", status: 404 },
    { name: "verificar-correo-enlace-no-valido", path: "/verificar-correo?token=no-es-un-token" },
    { name: "cuenta-eliminada", path: "/cuenta-eliminada" },
    { name: "moderacion-reportes", path: "/moderacion", client: moderator },
    { name: "moderacion-contenido", path: "/moderacion/contenido", client: moderator },
    { name: "moderacion-contenido-oculto", path: "/moderacion/contenido?vista=oculto", client: moderator },
    { name: "moderacion-denuncias", path: "/moderacion/denuncias", client: moderator },
    { name: "moderacion-recursos", path: "/moderacion/recursos", client: moderator },
    { name: "moderacion-propuestas", path: "/moderacion/propuestas", client: moderator },
    { name: "moderacion-anadidos", path: "/moderacion/anadidos", client: moderator },
    { name: "aviso-catalogo", path: `/avisar/asignatura/${addedSubject}`, client: student },
    { name: "aviso-catalogo-sin-sesion", path: `/avisar/carrera/${studentCareer}` },
    {
      name: "moderacion-usuarios",
      path: `/moderacion/usuarios?correo=${encodeURIComponent(studentEmail)}`,
      client: admin,
    },
    { name: "moderacion-profesores", path: "/moderacion/profesores?q=mar", client: moderator },
    { name: "moderacion-registro", path: "/moderacion/registro", client: admin },
    { name: "moderacion-sin-permiso", path: "/moderacion", client: student, status: 403 },
  ];
}

async function fetchPage(sample: PageSample): Promise<string> {
  const response = sample.client ? await sample.client.request(sample.path) : await app.request(sample.path);
  const body = await response.text();
  const expected = sample.status ?? 200;
  if (response.status !== expected)
    throw new Error(`GET ${sample.path} (${sample.name}): se esperaba ${expected} y llegó ${response.status}`);
  return body;
}

/** Runs the checker once over all files; it exits 1 when it finds errors, so the exit code is not the verdict. */
function runNuChecker(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && "code" in error && error.code === "ENOENT") {
          reject(
            new Error("No se encuentra `java`: el validador HTML (vnu-jar) necesita Java 17 o posterior en el PATH."),
          );
          return;
        }
        try {
          resolve((JSON.parse(stderr) as { messages: NuMessage[] }).messages);
        } catch {
          reject(new Error(`Salida inesperada del validador:\n${stderr.slice(0, 2000)}`, { cause: error }));
        }
      },
    );
  });
}

describe("HTML validity (W3C Nu checker)", () => {
  it(
    "finds no errors on a sample of every page type, signed out and signed in",
    async () => {
      const samples = await samplePages();
      const files: string[] = [];
      for (const sample of samples) {
        const file = path.join(workDir, `${sample.name}.html`);
        writeFileSync(file, await fetchPage(sample));
        files.push(file);
      }

      const messages = await runNuChecker(files);
      // Page name → its distinct messages (a card repeated 30 times is one line, with its count
      // and the first place it occurs), so a failure reads as the list of errors of each page type.
      const errorsByPage: Record<string, string[]> = {};
      const occurrences = new Map<string, { count: number; firstExtract: string }>();
      for (const message of messages) {
        if (message.type !== "error" && message.type !== "non-document-error") continue;
        const page = message.url ? path.basename(new URL(message.url).pathname, ".html") : "(sin página)";
        const key = `${page}\u0000${message.message}`;
        const seen = occurrences.get(key);
        if (seen) seen.count += 1;
        else occurrences.set(key, { count: 1, firstExtract: message.extract?.trim() ?? "" });
      }
      for (const [key, { count, firstExtract }] of occurrences) {
        const [page, text] = key.split("\u0000") as [string, string];
        (errorsByPage[page] ??= []).push(`${count} × ${text}${firstExtract ? ` — p. ej. ${firstExtract}` : ""}`);
      }
      expect(errorsByPage).toEqual({});
    },
    VALIDITY_TIMEOUT_MS,
  );
});
