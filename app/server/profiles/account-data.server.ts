/**
 * What the privacy policy promises (SPEC §9 Legal): a student can take a copy of everything stored
 * about them, and can delete their account — personal data goes, their reviews and posts stay but
 * are anonymised (no longer linked to anyone).
 */
import { eq, inArray, sql } from "drizzle-orm";

import { lockUniversityAggregate, recomputeUniversityRating } from "~/server/aggregates.server";
import { getDb } from "~/server/db/client.server";
import {
  blogPostComments,
  blogPostLikes,
  blogPosts,
  blogPostSaves,
  contactMessages,
  newsletterSubscriptions,
  professorReviewDetails,
  reviewComments,
  reviewLikes,
  reviewReports,
  reviews,
  session,
  subjectReviewDetails,
  submissions,
  universityLifeComments,
  universityLifeLikes,
  universityLifePosts,
  user,
  userProfiles,
} from "~/server/db/schema";

/** Every row about the user (never the password hash or session tokens), and nobody else's. */
export async function exportUserData(userId: string) {
  const db = getDb();
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return null;
  const ownReviewIds = db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  const [
    [profile],
    reviewRows,
    professorDetails,
    subjectDetails,
    comments,
    likes,
    reports,
    posts,
    postComments,
    postLikes,
    submissionRows,
    sessions,
    newsletter,
    messages,
    blogLikes,
    blogSaves,
    blogComments,
  ] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.id, userId)),
    db.select().from(reviews).where(eq(reviews.userId, userId)),
    db.select().from(professorReviewDetails).where(inArray(professorReviewDetails.reviewId, ownReviewIds)),
    db.select().from(subjectReviewDetails).where(inArray(subjectReviewDetails.reviewId, ownReviewIds)),
    db.select().from(reviewComments).where(eq(reviewComments.userId, userId)),
    db.select().from(reviewLikes).where(eq(reviewLikes.userId, userId)),
    db.select().from(reviewReports).where(eq(reviewReports.userId, userId)),
    db.select().from(universityLifePosts).where(eq(universityLifePosts.userId, userId)),
    db.select().from(universityLifeComments).where(eq(universityLifeComments.userId, userId)),
    db.select().from(universityLifeLikes).where(eq(universityLifeLikes.userId, userId)),
    db.select().from(submissions).where(eq(submissions.userId, userId)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId)),
    db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, account.email)),
    db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.userId} = ${userId} OR ${contactMessages.email} = ${account.email}`),
    db.select().from(blogPostLikes).where(eq(blogPostLikes.userId, userId)),
    db.select().from(blogPostSaves).where(eq(blogPostSaves.userId, userId)),
    db.select().from(blogPostComments).where(eq(blogPostComments.userId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account,
    profile: profile ?? null,
    reviews: reviewRows,
    professorReviewDetails: professorDetails,
    subjectReviewDetails: subjectDetails,
    reviewComments: comments,
    reviewLikes: likes,
    reviewReports: reports,
    posts,
    postComments,
    postLikes,
    submissions: submissionRows,
    sessions,
    newsletterSubscriptions: newsletter,
    contactMessages: messages,
    blogLikes,
    savedArticles: blogSaves,
    articleComments: blogComments,
  };
}

/**
 * Deletes the account in one transaction. Likes are personal and go with it, so the counters they
 * fed are lowered first; reviews, comments, reports and posts lose their author (ON DELETE SET
 * NULL), and the author's university no longer counts those reviews.
 */
export async function deleteAccount(userId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    // The university first, as every review write does (see reviews/writes.server.ts): a review
    // written in another tab meanwhile then queues behind this deletion instead of deadlocking.
    const [profile] = await tx
      .select({ universityId: userProfiles.universityId })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    if (profile) await lockUniversityAggregate(tx, profile.universityId);
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for("update");
    if (!account) return false;

    await tx.execute(sql`
      UPDATE ${reviews} SET likes_count = greatest(likes_count - 1, 0)
      WHERE id IN (SELECT review_id FROM ${reviewLikes} WHERE user_id = ${userId})`);
    await tx.execute(sql`
      UPDATE ${universityLifePosts} SET likes_count = greatest(likes_count - 1, 0)
      WHERE id IN (SELECT post_id FROM ${universityLifeLikes} WHERE user_id = ${userId})`);
    await tx.execute(sql`
      UPDATE ${blogPosts} SET likes_count = greatest(likes_count - 1, 0)
      WHERE id IN (SELECT post_id FROM ${blogPostLikes} WHERE user_id = ${userId})`);
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, account.email));
    await tx
      .delete(contactMessages)
      .where(sql`${contactMessages.userId} = ${userId} OR ${contactMessages.email} = ${account.email}`);
    await tx.delete(user).where(eq(user.id, userId));

    if (profile) await recomputeUniversityRating(tx, profile.universityId);
    return true;
  });
}
