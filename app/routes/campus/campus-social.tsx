import {
  ActiveMembers,
  CAMPUS_SECTIONS,
  CAMPUS_TABS,
  CampusGate,
  campusHref,
  type CampusTab,
} from "~/components/posts/campus-social";
import { PostFeed } from "~/components/posts/post-feed";
import { ArrowRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { TabLinks } from "~/components/ui/tab-links";
import { PostingAction, type PostingState } from "~/components/university/life-tab";
import { DISCOVER_DAYS, lifeTabHref } from "~/lib/post-forms";
import { getViewer } from "~/server/auth/session.server";
import { parsePageParam } from "~/server/core/pagination.server";
import { decidePostCreation } from "~/server/permissions.server";
import { listActiveMembers, listDiscoverPosts, listUniversityFeed } from "~/server/posts/reads.server";

import type { Route } from "./+types/campus-social";

function parseTab(value: string | null): CampusTab {
  return CAMPUS_TABS.find((tab) => tab === value) ?? "vida-universitaria";
}

/**
 * Campus Social (SPEC §2): 'Vida Universitaria' is the feed of the viewer's university, 50 posts a
 * page; 'Descubrir' the most popular posts of every university this week; 'Comunidad' the
 * university's most active members with a public profile. Visitors see 'Descubrir' and, on the
 * other two, the way to sign in or register. The lists every viewer of a university shares are
 * shared reads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const tab = parseTab(search.get("tab"));
  const page = parsePageParam(search.get("pagina"));
  const viewer = getViewer(context);

  if (tab === "descubrir") {
    return { view: "discover", tab, feed: await listDiscoverPosts(page) } as const;
  }
  if (!viewer || !viewer.profile) return { view: "gate", tab, reason: viewer ? "no-university" : "visitor" } as const;
  const university = { id: viewer.profile.universityId, name: viewer.profile.universityName };
  if (tab === "comunidad") {
    return { view: "community", tab, university, members: await listActiveMembers(university.id) } as const;
  }
  const [feed, decision] = await Promise.all([
    listUniversityFeed({ universityId: university.id, sort: "recent", page }),
    decidePostCreation(viewer, university.id),
  ]);
  const posting: PostingState = decision.allowed ? { mode: "allowed" } : { mode: "refused", message: decision.message };
  return { view: "feed", tab, university, feed, posting } as const;
}

export function meta() {
  return [
    { title: "Campus Social · UniOpina" },
    {
      name: "description",
      content:
        "La vida universitaria de tu campus, las publicaciones más populares de la semana en todas las universidades y los estudiantes más activos.",
    },
  ];
}

export default function CampusSocialRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Campus Social</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Lo que se vive en los campus: publicaciones, conversaciones y las personas que las animan.
        </p>
      </header>
      <TabLinks
        label="Secciones de Campus Social"
        tabs={CAMPUS_SECTIONS.map(({ id, label, icon, href }) => ({
          to: href,
          label,
          icon,
          active: id === loaderData.tab,
        }))}
      />
      <CampusTabContent data={loaderData} />
    </div>
  );
}

function CampusTabContent({ data }: { data: Route.ComponentProps["loaderData"] }) {
  if (data.view === "gate") return <CampusGate reason={data.reason} tab={data.tab} />;
  if (data.view === "discover") {
    return (
      <section aria-labelledby="campus-descubrir" className="flex flex-col gap-4">
        <div>
          <h2 id="campus-descubrir" className="text-xl font-semibold">
            Lo más popular de la semana
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Publicaciones de todas las universidades de los últimos {DISCOVER_DAYS} días, por me gusta y comentarios.
          </p>
        </div>
        <PostFeed
          feed={data.feed}
          label="Publicaciones populares"
          showUniversity
          hrefFor={(page) => campusHref("descubrir", page)}
          empty={{
            title: "Esta semana aún no hay publicaciones.",
            text: "Vuelve en unos días o comparte algo de tu campus.",
          }}
        />
      </section>
    );
  }
  const { university } = data;
  if (data.view === "community") {
    return (
      <section aria-labelledby="campus-comunidad" className="flex flex-col gap-4">
        <div>
          <h2 id="campus-comunidad" className="text-xl font-semibold">
            Comunidad de {university.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Los estudiantes con perfil público que más participan en la vida universitaria.
          </p>
        </div>
        <ActiveMembers members={data.members} universityName={university.name} />
      </section>
    );
  }
  return (
    <section aria-labelledby="campus-vida" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="campus-vida" className="text-xl font-semibold">
            Vida Universitaria de {university.name}
          </h2>
          <Link
            to={lifeTabHref(university.id)}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Filtrar por categoría en la página de la universidad
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
        <PostingAction
          universityId={university.id}
          posting={data.posting}
          loginBack={campusHref("vida-universitaria")}
        />
      </div>
      <PostFeed
        feed={data.feed}
        label="Publicaciones de tu universidad"
        hrefFor={(page) => campusHref("vida-universitaria", page)}
        empty={{
          title: "Aún no hay publicaciones de tu universidad.",
          text: "¡Sé el primero en compartir lo que pasa en tu campus!",
        }}
      />
    </section>
  );
}
