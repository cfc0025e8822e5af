/**
 * The rows of an account, built one way for sign-up, the seed and the tests that need a person of
 * a given kind: the user, the password credential better-auth reads at sign-in (so the account
 * signs in through the real form) and, for a student, the profile that says where they study and
 * what others may see.
 */
import type { UserRole } from "~/lib/moderation";
import type { Database } from "~/server/db/client.server";
import * as t from "~/server/db/schema";

export interface AccountFacts {
  id: string;
  /** The id of the credential row. */
  accountId: string;
  name: string;
  email: string;
  /** The hash of the password (better-auth's `hashPassword`). */
  passwordHash: string;
  createdAt: Date;
  /** The address is confirmed (the seed's and the tests' people); a sign-up's waits for its link. */
  confirmed?: boolean;
}

export interface StudentFacts extends AccountFacts {
  universityId: string;
  careerId: string;
  /** Confirmed through the university address: the only students who review. */
  verified?: boolean;
  /** The profile page and the name are shown to others. */
  isPublic?: boolean;
  /** The address is shown on the public profile (only when public). */
  showEmail?: boolean;
}

/** An account without a student profile: a professor's (its profile claimed, professors/claims.server.ts), a moderator's or an admin's. */
export function staffRows(facts: AccountFacts & { role: "professor" | "moderator" | "admin" }) {
  return { ...accountRows(facts, facts.role), profile: null };
}

export function studentRows(facts: StudentFacts) {
  const isPublic = facts.isPublic ?? false;
  const profile = {
    id: facts.id,
    universityId: facts.universityId,
    careerId: facts.careerId,
    isUniversityVerified: facts.verified ?? true,
    verificationEmail: facts.email,
    fullName: facts.name,
    isPublic,
    showEmail: isPublic && (facts.showEmail ?? false),
    createdAt: facts.createdAt,
    updatedAt: facts.createdAt,
  } satisfies typeof t.userProfiles.$inferInsert;
  return { ...accountRows(facts, "student"), profile };
}

export function accountRows(facts: AccountFacts, role: UserRole) {
  const user = {
    id: facts.id,
    name: facts.name,
    email: facts.email,
    emailVerified: facts.confirmed ?? true,
    role,
    createdAt: facts.createdAt,
    updatedAt: facts.createdAt,
  } satisfies typeof t.user.$inferInsert;
  const account = {
    id: facts.accountId,
    accountId: facts.id,
    providerId: "credential",
    userId: facts.id,
    password: facts.passwordHash,
    createdAt: facts.createdAt,
    updatedAt: facts.createdAt,
  } satisfies typeof t.account.$inferInsert;
  return { user, account };
}

/** Writes an account's rows in one transaction. */
export async function insertAccount(
  db: Database,
  rows: ReturnType<typeof studentRows> | ReturnType<typeof staffRows>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(t.user).values(rows.user);
    await tx.insert(t.account).values(rows.account);
    if (rows.profile) await tx.insert(t.userProfiles).values(rows.profile);
  });
}
