import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { counterDrift, NO_DRIFT } from "../support/counters";
import { openTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return result.rows as T[];
}

describe("seed", () => {
  it("keeps the demo student the README names, verified, in a career with subjects to review", async () => {
    const [student] = await rows<{ career: string; verified: boolean; subjects: number }>(sql`
      SELECT c.name AS career, p.is_university_verified AS verified, (SELECT count(*)::int FROM subjects s WHERE s.career_id = c.id) AS subjects
      FROM "user" u JOIN user_profiles p ON p.id = u.id JOIN careers c ON c.id = p.career_id
      WHERE u.email = 'carmen.navarredo.calcedano197@alumni.uv.es'`);
    expect(student).toMatchObject({ career: "Grado en Derecho", verified: true });
    expect(student!.subjects).toBeGreaterThan(10);
  });

  it("loads the real catalog: ≥ 70 Spanish and ≥ 10 Latin-American universities with e-mail domains", async () => {
    const [counts] = await rows<{ spain: number; latam: number; without_domain: number }>(sql`
      SELECT count(*) FILTER (WHERE c.code = 'ES')::int AS spain,
             count(*) FILTER (WHERE c.code <> 'ES')::int AS latam,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = u.id))::int AS without_domain
      FROM universities u JOIN countries c ON c.id = u.country_id`);
    expect(counts.spain).toBeGreaterThanOrEqual(70);
    expect(counts.latam).toBeGreaterThanOrEqual(10);
    expect(counts.without_domain).toBeLessThan(5);
  });

  it("gives at least 6 universities real degrees with study plans", async () => {
    const [{ universities }] = await rows<{ universities: number }>(sql`
      SELECT count(DISTINCT c.university_id)::int AS universities FROM careers c WHERE EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id)`);
    expect(universities).toBeGreaterThanOrEqual(6);
  });

  it("mixes public and private names for professors and profiles", async () => {
    const [mix] = await rows<{
      public_professors: number;
      private_professors: number;
      public_profiles: number;
      private_profiles: number;
    }>(sql`
      SELECT (SELECT count(*) FROM professors WHERE is_name_public)::int AS public_professors,
             (SELECT count(*) FROM professors WHERE NOT is_name_public)::int AS private_professors,
             (SELECT count(*) FROM user_profiles WHERE is_public)::int AS public_profiles,
             (SELECT count(*) FROM user_profiles WHERE NOT is_public)::int AS private_profiles`);
    for (const value of Object.values(mix)) expect(value).toBeGreaterThan(10);
  });

  it("stores counters and averages equal to what the rows say", async () => {
    expect(await counterDrift(database.db)).toEqual(NO_DRIFT);
  });

  it("makes demo students real, verified accounts with a password credential", async () => {
    const [accounts] = await rows<{ users: number; verified: number; credentials: number }>(sql`
      SELECT count(*)::int AS users,
             count(*) FILTER (WHERE u.email_verified)::int AS verified,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM account a WHERE a.user_id = u.id AND a.provider_id = 'credential' AND a.password IS NOT NULL))::int AS credentials
      FROM "user" u`);
    expect(accounts.users).toBeGreaterThan(100);
    expect(accounts.verified).toBe(accounts.users);
    expect(accounts.credentials).toBe(accounts.users);
  });
});
