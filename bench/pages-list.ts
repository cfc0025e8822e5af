/** The pages every benchmark measures, found in the dataset by bench/dataset.ts, and the signed-in student's session. */
import { DEMO_PASSWORD } from "../seed/seed.server";
import type { BenchIds } from "./dataset";

export interface Page {
  name: string;
  path: string;
}

export function publicPages(ids: BenchIds): Page[] {
  return [
    { name: "Portada", path: "/" },
    { name: "Universidad", path: `/universidad/${ids.universityId}` },
    { name: "Universidad · carreras", path: `/universidad/${ids.universityId}?tab=careers` },
    { name: "Universidad · estudiantes", path: `/universidad/${ids.universityId}?tab=students` },
    { name: "Universidad · vida universitaria", path: `/universidad/${ids.universityId}?tab=life` },
    { name: `Carrera (${ids.careerSubjects} asignaturas)`, path: `/career/${ids.careerId}` },
    { name: "Carrera · todas las opiniones de sus estudiantes", path: `/career/${ids.careerId}?opiniones=todas` },
    ...(ids.studentPlanCareerId
      ? [
          {
            name: `Carrera · plan de estudiantes (${ids.studentPlanSubjects} asignaturas)`,
            path: `/career/${ids.studentPlanCareerId}`,
          },
        ]
      : []),
    { name: `Asignatura (${ids.subjectReviews} reseñas)`, path: `/subject/${ids.subjectId}` },
    { name: `Profesor (${ids.professorReviews} reseñas)`, path: `/profesor/${ids.professorId}` },
    // The lists sorted and filtered otherwise than their first view: no stored count, a sort of the target's reviews.
    {
      name: "Asignatura · peor valoradas, dos últimos cursos",
      path: `/subject/${ids.subjectId}?orden=peor&recientes=1`,
    },
    { name: "Profesor · más útiles, página 2", path: `/profesor/${ids.professorId}?orden=utiles&pagina=2` },
    { name: "Comparar · profesor", path: `/comparar?profesores=${ids.professorId}` },
    // Official cut-off marks: the career with the most centres, three careers side by side, «¿Con mi nota?».
    ...(ids.cutoffCareerIds.length > 0
      ? [
          {
            name: `Carrera · notas de corte (${ids.cutoffCentres} centros)`,
            path: `/career/${ids.cutoffCareerIds[0]}`,
          },
          { name: "Comparar · tres carreras", path: `/comparar?carreras=${ids.cutoffCareerIds.join(",")}` },
        ]
      : []),
    { name: "Explorar · carreras con mi nota 9,25", path: "/explorar?tab=carreras&nota=9%2C25" },
    {
      name: "Explorar · con mi nota 7, Andalucía, Ciencias de la Salud",
      path: "/explorar?tab=carreras&nota=7&region=andalucia&rama=ciencias-salud",
    },
    { name: "Perfil público", path: `/perfil-publico/${ids.publicProfileId}` },
    { name: "Iniciar sesión", path: "/login" },
    { name: "Registro", path: "/register" },
    {
      name: `Comentarios de una reseña (${ids.reviewComments})`,
      path: `/resenas/${ids.commentedReviewId}/comentarios`,
    },
    { name: "Acerca de", path: "/about" },
    { name: "Preguntas frecuentes", path: "/faq" },
    { name: "Contacto", path: "/contact" },
    { name: "Para instituciones", path: "/for-institutions" },
    { name: "Términos", path: "/terms" },
    { name: "Privacidad", path: "/privacy" },
    { name: "Cookies", path: "/cookies" },
    { name: "Aviso legal", path: "/legal-notice" },
    { name: "Blog", path: "/blog" },
    { name: "Artículo del blog", path: `/blog/${ids.articleSlug}` },
    { name: "Explorar", path: "/explorar" },
    { name: "Explorar · asignaturas «matematicas»", path: "/explorar?tab=asignaturas&q=matematicas" },
    // The top bar's form without JavaScript: no tab, Explore opens on the best match's.
    { name: "Explorar · «medicina», sin pestaña", path: "/explorar?q=medicina" },
    { name: "Explorar · «psicologia murcia»", path: "/explorar?q=psicologia+murcia" },
    { name: "Explorar · «dercho» (¿Quisiste decir?)", path: "/explorar?q=dercho" },
    {
      name: "Explorar · profesores de una universidad, 4+",
      path: `/explorar?tab=profesores&university=${ids.universityId}&min_rating=4`,
    },
    { name: "Explorar · asignaturas menos difíciles", path: "/explorar?tab=asignaturas&orden=menos-dificiles" },
    {
      name: "Explorar · profesores que volverían a elegir, página 20",
      path: "/explorar?tab=profesores&orden=volverian&page=20",
    },
    { name: "Ranking · universidades", path: "/ranking" },
    { name: "Ranking · asignaturas", path: "/ranking?tab=asignaturas" },
    { name: "Ranking · menos difíciles", path: "/ranking?tab=menos-dificiles" },
    { name: "Ranking · profesores", path: "/ranking?tab=profesores" },
    { name: "Ranking · carreras según sus estudiantes", path: "/ranking?tab=opinion-carreras" },
    {
      name: "Ranking · universidades según sus estudiantes, movilidad",
      path: "/ranking?tab=opinion-universidades&aspecto=movilidad",
    },
    { name: "Agregar contenido", path: "/submit?tipo=profesor" },
    {
      name: "Universidad · vida universitaria, populares",
      path: `/universidad/${ids.universityId}?tab=life&orden=popular`,
    },
    { name: `Publicación (${ids.postComments} comentarios)`, path: `/vida-universitaria/post/${ids.commentedPostId}` },
    // Signed out: the way to sign in; signed in: the student's university feed and members.
    { name: "Campus Social", path: "/campus-social" },
    { name: "Campus Social · descubrir", path: "/campus-social?tab=descubrir" },
    { name: "Campus Social · comunidad", path: "/campus-social?tab=comunidad" },
    // Signed out: the redirect to the login; signed in: the form.
    { name: "Nueva publicación", path: `/universidad/${ids.studentUniversityId}/vida-universitaria/nueva` },
  ];
}

/**
 * The moderator console: signed-in pages only (a visitor is sent to the login page), so
 * they are measured as the demo moderator, without the anonymous rows.
 */
export function moderatorPages(): Page[] {
  return [
    { name: "Moderación · reportes", path: "/moderacion" },
    { name: "Moderación · contenido retenido", path: "/moderacion/contenido" },
    { name: "Moderación · propuestas", path: "/moderacion/propuestas" },
  ];
}

/** Signs the student in through the login form once; the session cookie is reused by every signed-in row. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, redirectTo: "/" }),
    redirect: "manual",
  });
  // As a browser keeps them: a cookie the answer deletes (the login forgets a pending sign-up) is not sent again.
  const cookie = response.headers
    .getSetCookie()
    .filter((line) => !/;\s*max-age=0\s*(;|$)/i.test(line))
    .map((line) => line.split(";")[0]!)
    .join("; ");
  if (response.status !== 302 || !cookie)
    throw new Error(`No se pudo iniciar sesión como ${email}: ${response.status}`);
  return cookie;
}
