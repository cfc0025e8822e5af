/**
 * The product names Spain and Latin America where it speaks to everyone, and a university's forms
 * and study plan use the words of its country: ECTS credits, «cursos» and «Curso 2026-27» in Spain;
 * plain credits, «años» and «Año académico 2026» in Argentina; «Ciclo 2026-2027» in Mexico.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { academicTermsOf, academicYearOf } from "~/lib/academic-terms";

import { useTestApp } from "./support/app";
import { unescapeHtml } from "./support/html";
import { rows, signInNewStudent } from "./support/students";

const { app } = useTestApp();

/** A career with one 6-credit subject at an enabled university of the country `code`. */
async function careerIn(code: string): Promise<{ careerId: string; subjectId: string }> {
  const [university] = await rows<{ id: string }>(
    app,
    sql`SELECT u.id FROM universities u JOIN countries c ON c.id = u.country_id WHERE c.code = ${code} AND u.is_enabled ORDER BY u.id LIMIT 1`,
  );
  const [career] = await rows<{ id: string }>(
    app,
    sql`INSERT INTO careers (name, university_id) VALUES (${`Ingeniería Civil de prueba ${code}`}, ${university!.id}) RETURNING id`,
  );
  const [subject] = await rows<{ id: string }>(
    app,
    sql`INSERT INTO subjects (name, career_id, course_year, semester, credits) VALUES ('Álgebra de prueba', ${career!.id}, 1, 1, 6) RETURNING id`,
  );
  await app.pagesChanged();
  return { careerId: career!.id, subjectId: subject!.id };
}

describe("where the product speaks to everyone", () => {
  it("names Spain and Latin America on the home, the footer and the about page", async () => {
    const home = unescapeHtml(await app.html("/"));
    expect(home).not.toContain("La red social universitaria de España<");
    expect(home.match(/La red social universitaria de España y Latinoamérica/g)?.length).toBe(2);
    expect(unescapeHtml(await app.html("/about"))).toContain(
      "UniOpina es la red social universitaria de España y Latinoamérica",
    );
  });
});

describe("a university's own words", () => {
  it("in Spain: ECTS credits, «cursos» and «Curso 2026-27», on the study plan, the review form and the subject request", async () => {
    const { careerId, subjectId } = await careerIn("ES");
    const plan = unescapeHtml(await app.html(`/career/${careerId}`));
    expect(plan).toContain("6 ECTS");
    expect(plan).toContain("Curso 1");

    const student = await signInNewStudent(app, { careerId });
    const subject = unescapeHtml(await (await student.client.request(`/subject/${subjectId}`)).text());
    const year = academicYearOf(new Date(), academicTermsOf("ES"));
    expect(subject).toContain("Curso académico");
    expect(subject).toContain(">1.º curso</span>");
    expect(subject).toContain(`>Curso ${year}-${String((year + 1) % 100).padStart(2, "0")}</option>`);

    const request = unescapeHtml(await (await student.client.request("/submit?tipo=asignatura")).text());
    expect(request).toContain("Créditos ECTS (opcional)");
    expect(request).toContain(">1.º curso</option>");
  });

  it("in Argentina: plain credits, «años» and «Año académico 2026», and a review of this year is accepted", async () => {
    const { careerId, subjectId } = await careerIn("AR");
    const plan = unescapeHtml(await app.html(`/career/${careerId}`));
    expect(plan).toContain("6 créditos");
    expect(plan).toContain("Año 1");
    expect(plan).not.toContain("ECTS");

    const student = await signInNewStudent(app, { careerId });
    const subject = unescapeHtml(await (await student.client.request(`/subject/${subjectId}`)).text());
    const year = new Date().getUTCFullYear();
    expect(subject).toContain("Año académico");
    expect(subject).toContain(`>Año académico ${year}</option>`);
    expect(subject).not.toContain("Curso académico");
    expect(subject).toContain(">1.º año</span>");

    const written = await student.client.post(`/subject/${subjectId}`, {
      intent: "crear",
      rating: "4",
      academicYear: String(year),
      comment: "Buena materia.",
      workloadBand: "2",
    });
    expect(written.status).toBe(200);
    const page = unescapeHtml(await (await student.client.request(`/subject/${subjectId}`)).text());
    expect(page).toContain(`>Año académico ${year}</span>`);
    // Hours are reported, but an Argentine credit is not an ECTS credit: no sum of what credits mean.
    expect(page).toContain("3–5 h");
    expect(page).not.toContain("h de trabajo en total");
    const planAfter = unescapeHtml(await app.html(`/career/${careerId}`));
    expect(planAfter).toContain("Unas 4 h a la semana fuera de clase");
    expect(planAfter).not.toContain("h de trabajo en total");
    expect(page).toContain("Solo los dos últimos años");
    const classmate = await signInNewStudent(app, { careerId });
    const future = await classmate.client.post(`/subject/${subjectId}`, {
      intent: "crear",
      rating: "4",
      academicYear: String(year + 1),
      comment: "Aún no empezó.",
    });
    expect(future.status).toBe(400);

    const request = unescapeHtml(await (await student.client.request("/submit?tipo=asignatura")).text());
    expect(request).toContain("Créditos (opcional)");
    expect(request).toContain(">1.º año</option>");
    expect(request).not.toContain("ECTS");
  });

  it("in Mexico: the academic year is a «Ciclo» of two calendar years", async () => {
    const { careerId, subjectId } = await careerIn("MX");
    const student = await signInNewStudent(app, { careerId });
    const subject = unescapeHtml(await (await student.client.request(`/subject/${subjectId}`)).text());
    const year = academicYearOf(new Date(), academicTermsOf("MX"));
    expect(subject).toContain("Ciclo escolar");
    expect(subject).toContain(`>Ciclo ${year}-${year + 1}</option>`);
  });
});
