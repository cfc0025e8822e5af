/**
 * Synthetic universities, careers, subjects and professors. Rows are numbered 1..count in
 * temporary tables (syn_university, syn_career, syn_subject, syn_professor) that keep, for every
 * parent, the contiguous range of its children: career c owns subjects first_subject+1 ..
 * first_subject+subject_count. Later steps find "a subject of this student's career" by arithmetic
 * on those ranges instead of searching.
 *
 * A word from a list (syn_text) is picked by joining syn_list for the list's size, then the entry
 * floor(size × a random number).
 */
import { sql } from "drizzle-orm";

import type { Step } from "./plan";

export const catalogSteps: Step[] = [
  {
    label: "Universidades sintéticas",
    statements: [
      // A university's weight sets how many careers it gets (50–150 of a total of 100 on average).
      sql`CREATE TEMP TABLE syn_university ON COMMIT DROP AS
        WITH weighted AS (
          SELECT n, pg_temp.seed('university', n::text) AS seed,
                 50 + floor(100 * pg_temp.unit(pg_temp.seed('university', n::text), 0))::bigint AS weight
          FROM generate_series(1, (SELECT universities FROM syn_plan)) AS n
        ), cumulative AS (
          SELECT *, (sum(weight) OVER (ORDER BY n))::bigint - weight AS weight_before, (sum(weight) OVER ())::bigint AS total_weight
          FROM weighted
        )
        SELECT u.n, pg_temp.synthetic_id('university', u.n::text) AS id, u.seed,
               pg_temp.split_point(p.careers, u.weight_before, u.total_weight) AS first_career,
               pg_temp.split_point(p.careers, u.weight_before + u.weight, u.total_weight)
                 - pg_temp.split_point(p.careers, u.weight_before, u.total_weight) AS career_count,
               0::bigint AS first_student, 0::bigint AS student_count
        FROM cumulative u CROSS JOIN syn_plan p`,
      sql`ANALYZE syn_university`,
      // Invented names and towns, a '.example' domain (reserved, never anyone's): nobody can take
      // them for real universities. Four in five are Spanish, the rest spread over the seed's countries.
      sql`INSERT INTO universities (id, name, acronym, city, country_id, website, description, foundation_year, is_public_institution, created_at)
        SELECT u.id, format('Universidad Sintética de %s %s', city.body, u.n), format('US%s', u.n), city.body,
               CASE WHEN pg_temp.unit(u.seed, 1) < 0.8 THEN spain.id
                    ELSE abroad.ids[1 + floor(pg_temp.unit(u.seed, 2) * cardinality(abroad.ids))::int] END,
               format('https://sintetica-%s.example', u.n),
               'Universidad inventada para las pruebas de carga: sus carreras, profesores, estudiantes y reseñas son datos sintéticos.',
               1950 + floor(70 * pg_temp.unit(u.seed, 3))::int, u.n % 4 <> 0, p.anchor - interval '3 years'
        FROM syn_university u CROSS JOIN syn_plan p
          JOIN syn_list cities ON cities.list = 'city'
          JOIN syn_text city ON city.list = 'city' AND city.i = (u.n - 1) % cities.size
          CROSS JOIN (SELECT id FROM countries WHERE code = 'ES') spain
          CROSS JOIN (SELECT array_agg(id ORDER BY code) AS ids FROM countries WHERE code <> 'ES') abroad`,
      sql`INSERT INTO email_domains (university_id, domain)
        SELECT id, format('alumnos.sintetica-%s.example', n) FROM syn_university`,
    ],
  },
  {
    label: "Carreras",
    statements: [
      // Careers are numbered university by university, each a copy of one of the seed's real
      // degrees, taken in turn so a university offers them all. A career's weight (25–250,
      // squared so most are small and a few large) sets its share of the subjects, professors
      // and students: study plans of 5 to 50 subjects, about one professor per two subjects.
      sql`CREATE TEMP TABLE syn_career ON COMMIT DROP AS
        WITH numbered AS (
          SELECT u.first_career + i AS n, u.n AS university_n, u.id AS university_id, i - 1 AS idx
          FROM syn_university u CROSS JOIN LATERAL generate_series(1, u.career_count) AS i
        ), weighted AS (
          SELECT *, pg_temp.seed('career', n::text) AS seed,
                 25 + floor(225 * pg_temp.unit(pg_temp.seed('career', n::text), 0) ^ 2)::bigint AS weight
          FROM numbered
        ), cumulative AS (
          SELECT *, (sum(weight) OVER (ORDER BY n))::bigint - weight AS weight_before, (sum(weight) OVER ())::bigint AS total_weight
          FROM weighted
        )
        SELECT c.n, pg_temp.synthetic_id('career', c.n::text) AS id, c.seed, c.university_n, c.university_id, c.idx,
               d.name AS degree, d.field, d.area, d.duration_years, d.own_department,
               pg_temp.split_point(p.subjects, c.weight_before, c.total_weight) AS first_subject,
               pg_temp.split_point(p.subjects, c.weight_before + c.weight, c.total_weight) - pg_temp.split_point(p.subjects, c.weight_before, c.total_weight) AS subject_count,
               pg_temp.split_point(p.professors, c.weight_before, c.total_weight) AS first_professor,
               pg_temp.split_point(p.professors, c.weight_before + c.weight, c.total_weight) - pg_temp.split_point(p.professors, c.weight_before, c.total_weight) AS professor_count,
               pg_temp.split_point(p.students, c.weight_before, c.total_weight) AS first_student,
               pg_temp.split_point(p.students, c.weight_before + c.weight, c.total_weight) - pg_temp.split_point(p.students, c.weight_before, c.total_weight) AS student_count
        FROM cumulative c CROSS JOIN syn_plan p
          JOIN syn_list degrees ON degrees.list = 'degree'
          JOIN syn_degree d ON d.i = (c.university_n + c.idx) % degrees.size`,
      sql`ALTER TABLE syn_career ADD PRIMARY KEY (n)`,
      sql`ANALYZE syn_career`,
      // A university's students are its careers' students, which are numbered one after another.
      sql`UPDATE syn_university u SET first_student = c.first_student, student_count = c.student_count
        FROM (SELECT university_n, min(first_student) AS first_student, sum(student_count)::bigint AS student_count FROM syn_career GROUP BY university_n) c
        WHERE c.university_n = u.n`,
      // The number keeps every name unique and marks it as synthetic.
      sql`INSERT INTO careers (id, name, university_id, description, duration_years, area, campus, modalidad, plazas_ofertadas, precio_credito_1, is_enabled, created_at)
        SELECT c.id, format('%s (sintético %s)', c.degree, c.n), c.university_id,
               'Carrera inventada para las pruebas de carga, con un plan de estudios tomado de un grado real.', c.duration_years, c.area, 'Campus principal',
               CASE WHEN pg_temp.unit(c.seed, 1) < 0.9 THEN 'Presencial' ELSE 'Semipresencial' END,
               40 + 10 * floor(20 * pg_temp.unit(c.seed, 2))::int, round((12 + 30 * pg_temp.unit(c.seed, 3))::numeric, 2),
               true, p.anchor - interval '3 years'
        FROM syn_career c CROSS JOIN syn_plan p`,
    ],
  },
  {
    label: "Asignaturas",
    statements: [
      // The study plan of the career's degree, spread over the career's size: subject idx is
      // the pool's entry idx × pool / count, in plan order. A plan longer than the degree's pool
      // repeats entries, numbered ("Anatomía Humana II").
      sql`CREATE TEMP TABLE syn_subject ON COMMIT DROP AS
        SELECT c.first_subject + i + 1 AS n, c.n AS career_n, i AS idx, c.subject_count, c.field,
               i * pool.size / c.subject_count AS pool_i,
               (i - ((i * pool.size / c.subject_count) * c.subject_count + pool.size - 1) / pool.size)::int AS repetition
        FROM syn_career c JOIN syn_list pool ON pool.list = 'subject:' || c.field
          CROSS JOIN LATERAL generate_series(0, c.subject_count - 1) AS i`,
      sql`ALTER TABLE syn_subject ADD PRIMARY KEY (n)`,
      sql`ANALYZE syn_subject`,
      sql`INSERT INTO subjects (id, name, career_id, course_year, semester, credits, category_id, created_at)
        SELECT pg_temp.synthetic_id('subject', s.n::text), ps.name || CASE WHEN s.repetition > 0 THEN ' ' || repeat('I', s.repetition + 1) ELSE '' END,
               pg_temp.synthetic_id('career', s.career_n::text), ps.course_year, ps.semester, ps.credits, category.id, p.anchor - interval '3 years'
        FROM syn_subject s CROSS JOIN syn_plan p
          JOIN syn_pool_subject ps ON ps.field = s.field AND ps.i = s.pool_i
          LEFT JOIN subject_categories category ON category.name = ps.category`,
    ],
  },
  {
    label: "Profesores y docencia",
    statements: [
      sql`CREATE TEMP TABLE syn_professor ON COMMIT DROP AS
        SELECT c.first_professor + i + 1 AS n, c.n AS career_n, i AS idx
        FROM syn_career c CROSS JOIN LATERAL generate_series(0, c.professor_count - 1) AS i`,
      sql`ALTER TABLE syn_professor ADD PRIMARY KEY (n)`,
      sql`ANALYZE syn_professor`,
      // Obviously fictional names (the seed's: a first name and two different invented surnames);
      // about a third keep their name private. Professor j teaches subject j of the career (below)
      // and belongs to that subject's department; those who teach none, to the degree's own.
      sql`INSERT INTO professors (id, name, is_name_public, university_id, department, description, created_at)
        SELECT pg_temp.synthetic_id('professor', pr.n::text), format('%s %s %s', first_name.body, surname.body, second_surname.body),
               pg_temp.unit(h.seed, 0) < 0.65, c.university_id, coalesce(ps.department, c.own_department),
               CASE WHEN pg_temp.unit(h.seed, 1) < 0.7 THEN bio.body END, p.anchor - interval '3 years'
        FROM syn_professor pr JOIN syn_career c ON c.n = pr.career_n CROSS JOIN syn_plan p
          LEFT JOIN syn_subject s ON s.career_n = pr.career_n AND s.idx = pr.idx
          LEFT JOIN syn_pool_subject ps ON ps.field = s.field AND ps.i = s.pool_i
          CROSS JOIN LATERAL (SELECT pg_temp.seed('professor', pr.n::text) AS seed, pg_temp.seed('professor-name', pr.n::text) AS name_seed) h
          JOIN syn_list first_names ON first_names.list = 'firstName'
          JOIN syn_list surnames ON surnames.list = 'surname'
          JOIN syn_list bios ON bios.list = 'bio'
          JOIN syn_text first_name ON first_name.list = 'firstName' AND first_name.i = floor(first_names.size * pg_temp.unit(h.name_seed, 0))::int
          JOIN syn_text surname ON surname.list = 'surname' AND surname.i = floor(surnames.size * pg_temp.unit(h.name_seed, 1))::int
          JOIN syn_text second_surname ON second_surname.list = 'surname'
            AND second_surname.i = (surname.i + 1 + floor((surnames.size - 1) * pg_temp.unit(h.name_seed, 2))::int) % surnames.size
          JOIN syn_text bio ON bio.list = 'bio' AND bio.i = floor(bios.size * pg_temp.unit(h.seed, 2))::int`,
      // Subject idx of a career is taught by professor idx mod pool of the same career (so
      // professor j teaches subject j whenever j < the number of subjects: the review steps rely
      // on it); three in ten subjects have a second, practical-classes teacher.
      sql`INSERT INTO subject_professors (subject_id, professor_id, role)
        SELECT pg_temp.synthetic_id('subject', s.n::text),
               pg_temp.synthetic_id('professor', (c.first_professor + (s.idx + teacher) % c.professor_count + 1)::text),
               CASE WHEN teacher = 1 THEN 'Prácticas'
                    WHEN pg_temp.unit(h.seed, 1) < 0.6 THEN 'Profesor'
                    WHEN pg_temp.unit(h.seed, 1) < 0.8 THEN 'Coordinador'
                    ELSE 'Prácticas' END
        FROM syn_subject s JOIN syn_career c ON c.n = s.career_n
          CROSS JOIN LATERAL (SELECT pg_temp.seed('teaching', s.n::text) AS seed) h
          CROSS JOIN LATERAL generate_series(0, CASE WHEN c.professor_count >= 2 AND pg_temp.unit(h.seed, 0) < 0.3 THEN 1 ELSE 0 END) AS teacher
        WHERE c.professor_count > 0`,
    ],
  },
];
