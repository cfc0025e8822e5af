import { count, desc, eq } from "drizzle-orm";
import { getDb } from "./db/client.server";
import { userProfiles } from "./db/schema";
import { profilePublicId, profilePublicName } from "./privacy.server";

/** A member as others may see it: public profiles carry id and name, private ones nothing. */
export type PublicMember = { id: string; name: string } | { id: null; name: null };

export interface MemberList {
  total: number;
  members: PublicMember[];
}

/** Students of a university or a career, newest first, with the privacy rule applied in SQL. */
export async function listMembers(scope: { universityId: string } | { careerId: string }, limit: number): Promise<MemberList> {
  const db = getDb();
  const where = "universityId" in scope ? eq(userProfiles.universityId, scope.universityId) : eq(userProfiles.careerId, scope.careerId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: profilePublicId, name: profilePublicName })
      .from(userProfiles)
      .where(where)
      .orderBy(desc(userProfiles.createdAt))
      .limit(limit),
    db.select({ total: count() }).from(userProfiles).where(where),
  ]);
  const members = rows.map((row): PublicMember => (row.id && row.name ? { id: row.id, name: row.name } : { id: null, name: null }));
  return { total, members };
}
