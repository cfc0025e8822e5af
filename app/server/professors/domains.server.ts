/**
 * The universities' e-mail domains and whose addresses they are (lib/professor-accounts.ts), as
 * moderators keep them: a domain added or its kind changed, with its audit row. Students register
 * with the domains that are not the staff's; professors claim their profile with the others.
 */
import { sql } from "drizzle-orm";

import type { EmailDomainKind } from "~/lib/professor-accounts";
import { getDb } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";

export type EmailDomainRow = {
  domain: string;
  kind: EmailDomainKind;
  universityName: string;
};

/** Every active domain, by university (the console's list). */
export async function listEmailDomains(): Promise<EmailDomainRow[]> {
  const { rows } = await getDb().execute<EmailDomainRow>(sql`
    SELECT d.domain, d.kind, u.name AS "universityName" FROM email_domains d JOIN universities u ON u.id = d.university_id
    WHERE d.is_active ORDER BY u.name, d.domain`);
  return rows;
}

export class DomainOfAnotherUniversity extends Error {}
export class UnknownUniversity extends Error {}

/** Adds the domain to the university, or sets its kind when it is the university's already; another university's is refused. */
export async function saveEmailDomain(
  actorId: string,
  universityId: string,
  domain: string,
  kind: EmailDomainKind,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const { rows: university } = await tx.execute(sql`SELECT 1 FROM universities WHERE id = ${universityId}`);
    if (university.length === 0) throw new UnknownUniversity();
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO email_domains (university_id, domain, kind) VALUES (${universityId}, ${domain}, ${kind})
      ON CONFLICT (domain) DO UPDATE SET kind = EXCLUDED.kind, is_active = true WHERE email_domains.university_id = EXCLUDED.university_id
      RETURNING id`);
    if (rows.length === 0) throw new DomainOfAnotherUniversity();
    await writeAudit(tx, {
      actorId,
      action: "domain.set",
      targetType: "university",
      targetId: universityId,
      reason: null,
      details: { domain, kind },
    });
  });
}
