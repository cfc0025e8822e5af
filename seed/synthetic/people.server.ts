/**
 * Synthetic students: verified accounts (user, a password credential, a student profile) of a
 * synthetic career, signing in with the seed's DEMO_PASSWORD. Numbered career by career, so the
 * classmates of student n are the other students of its career's range.
 */
import { sql } from "drizzle-orm";

import type { Step } from "./plan";

export const peopleSteps: Step[] = [
  {
    label: "Estudiantes (cuentas verificadas y perfiles)",
    statements: [
      // The address uses the university's synthetic student domain, as sign-up requires.
      sql`CREATE TEMP TABLE syn_student ON COMMIT DROP AS
        SELECT st.n, pg_temp.synthetic_id('student', st.n::text)::text AS user_id, st.career_n, c.id AS career_id,
               c.university_n, c.university_id, st.idx,
               format('%s %s %s', first_name.body, surname.body, second_surname.body) AS full_name,
               format('estudiante.%s@alumnos.sintetica-%s.example', st.n, c.university_n) AS email,
               p.anchor - interval '1 day' * floor(200 + 520 * pg_temp.unit(h.seed, 0)) AS created_at,
               pg_temp.unit(h.seed, 1) < 0.55 AS is_public,
               pg_temp.unit(h.seed, 1) < 0.55 * 0.25 AS show_email
        FROM (
          SELECT c.first_student + i + 1 AS n, c.n AS career_n, i AS idx
          FROM syn_career c CROSS JOIN LATERAL generate_series(0, c.student_count - 1) AS i
        ) st
          JOIN syn_career c ON c.n = st.career_n CROSS JOIN syn_plan p
          CROSS JOIN LATERAL (SELECT pg_temp.seed('student', st.n::text) AS seed, pg_temp.seed('student-name', st.n::text) AS name_seed) h
          JOIN syn_list first_names ON first_names.list = 'firstName'
          JOIN syn_list surnames ON surnames.list = 'surname'
          JOIN syn_text first_name ON first_name.list = 'firstName' AND first_name.i = floor(first_names.size * pg_temp.unit(h.name_seed, 0))::int
          JOIN syn_text surname ON surname.list = 'surname' AND surname.i = floor(surnames.size * pg_temp.unit(h.name_seed, 1))::int
          JOIN syn_text second_surname ON second_surname.list = 'surname'
            AND second_surname.i = (surname.i + 1 + floor((surnames.size - 1) * pg_temp.unit(h.name_seed, 2))::int) % surnames.size`,
      sql`ALTER TABLE syn_student ADD PRIMARY KEY (n)`,
      sql`ANALYZE syn_student`,
      sql`INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
        SELECT user_id, full_name, email, true, created_at, created_at FROM syn_student`,
      // The same credential row better-auth writes at sign-up, with the seed's password hash.
      sql`INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
        SELECT pg_temp.synthetic_id('account', s.n::text)::text, s.user_id, 'credential', s.user_id, p.password_hash, s.created_at, s.created_at
        FROM syn_student s CROSS JOIN syn_plan p`,
      sql`INSERT INTO user_profiles (id, university_id, career_id, is_university_verified, verification_email, full_name, is_public, show_email, created_at, updated_at)
        SELECT user_id, university_id, career_id, true, email, full_name, is_public, show_email, created_at, created_at FROM syn_student`,
    ],
  },
];
