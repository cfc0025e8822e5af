import { data, useActionData } from "react-router";

import { CommentThread } from "~/components/comments/comment-thread";
import { LegalNoticeLink } from "~/components/legal-notice-link";
import { isNotFoundError, PageErrorState } from "~/components/load-error-state";
import { PostArticle } from "~/components/posts/post-article";
import { BackLink } from "~/components/teaching/back-link";
import { FormMessage } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { COMMENTS_ANCHOR } from "~/lib/comments";
import { truncate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { lifeTabHref, POST_LIKE_ANCHOR, POST_MESSAGES, postHref } from "~/lib/post-forms";
import { getViewer } from "~/server/auth/session.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { handlePostPageAction } from "~/server/posts/actions.server";
import { getPost, listPostComments } from "~/server/posts/reads.server";

import type { Route } from "./+types/post";

const NOT_FOUND = POST_MESSAGES.notFound;
const LOAD_ERROR = POST_MESSAGES.loadFailed;

/** A post and one page of its comments, in parallel: two indexed reads. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isUuid(params.postId)) throw data(NOT_FOUND, { status: 404 });
  const postId = params.postId.toLowerCase();
  const viewerId = getViewer(context)?.id ?? null;
  const page = parsePageParam(new URL(request.url).searchParams.get("pagina"));
  let loaded;
  try {
    loaded = await Promise.all([getPost(postId, viewerId), listPostComments(postId, viewerId, page)]);
  } catch (error) {
    console.error(`${LOAD_ERROR} (${postId}):`, error);
    throw data(LOAD_ERROR, { status: 500 });
  }
  const [post, thread] = loaded;
  if (!post) throw data(NOT_FOUND, { status: 404 });
  return { post, thread, signedIn: viewerId !== null };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["me-gusta", "comentar", "eliminar"] as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isUuid(params.postId)) throw data(NOT_FOUND, { status: 404 });
  return handlePostPageAction(request, context, params.postId.toLowerCase());
}

export function meta({ data: loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `${isNotFoundError(error) ? NOT_FOUND : LOAD_ERROR} · UniOpina` }];
  const { post } = loaderData;
  return [
    { title: `${post.title} · Vida Universitaria · UniOpina` },
    { name: "description", content: truncate(post.content.replace(/\s+/g, " "), 160) },
  ];
}

export default function PostRoute({ loaderData }: Route.ComponentProps) {
  const { post, thread, signedIn } = loaderData;
  const result = useActionData<typeof action>();
  const here = postHref(post.id);
  const login = (notice: string) => `/login?aviso=${notice}&redirectTo=${encodeURIComponent(here)}`;
  const likeResult = result?.intent === "me-gusta" ? result : undefined;
  const commentResult = result?.intent === "me-gusta" ? undefined : result;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackLink fallback={lifeTabHref(post.universityId)} />
      <PostArticle
        post={post}
        signedIn={signedIn}
        loginHref={login("like")}
        likeAnchor={POST_LIKE_ANCHOR}
        likeResult={likeResult}
      />
      {!post.isOwn && <LegalNoticeLink kind="post" id={post.id} className="text-right" />}
      <section id={COMMENTS_ANCHOR} aria-labelledby="comentarios-titulo" className="scroll-mt-24 space-y-4">
        <h2 id="comentarios-titulo" className="text-xl font-semibold">
          {`Comentarios (${thread.total})`}
        </h2>
        {commentResult && !commentResult.ok && !signedIn && (
          <FormMessage tone="error">{commentResult.message}</FormMessage>
        )}
        <CommentThread
          target={{ kind: "post", id: post.id }}
          comments={thread.comments}
          total={thread.total}
          signedIn={signedIn}
          loginHref={login("comentar")}
          result={commentResult}
        />
        <Pagination
          page={thread.page}
          pageCount={thread.pageCount}
          anchor={COMMENTS_ANCHOR}
          label="Paginación de comentarios"
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle={NOT_FOUND}
      notFoundMessage="La publicación que buscas no existe o ya no está disponible."
      loadError={LOAD_ERROR}
    />
  );
}
