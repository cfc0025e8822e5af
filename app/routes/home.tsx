import { data, useRouteLoaderData } from "react-router";

import { ExploreCareerForm } from "~/components/home/explore-career-form";
import { HomeFaq } from "~/components/home/home-faq";
import { EmptyNote, HomeSection } from "~/components/home/home-section";
import { HowItWorks } from "~/components/home/how-it-works";
import { MyPlaces } from "~/components/home/my-places";
import { PlatformStats } from "~/components/home/platform-stats";
import { StudentVoices } from "~/components/home/student-voices";
import { FeaturedProfessorsList, TopCareersList, TopSubjectsList } from "~/components/home/top-lists";
import { PostCard } from "~/components/post-card";
import { ButtonLink } from "~/components/ui/button";
import {
  ArrowRight,
  BadgeCheck,
  Compass,
  MessageSquareHeart,
  ShieldCheck,
  Trophy,
  UserPlus,
  UserRound,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { UniversityCard } from "~/components/university-card";
import { useViewer } from "~/components/use-viewer";
import { ViewerPart } from "~/components/viewer-part";
import { isUuid } from "~/lib/ids";
import { organizationLd, pageMeta, SITE_NAME, siteUrlOf } from "~/lib/seo";
import { SITE_TAGLINE } from "~/lib/site-contact";
import { readerKindIn, type ViewerLayer } from "~/lib/viewer-layer";
import { getViewer } from "~/server/auth/session.server";
import {
  FEATURED_LIMIT,
  getHomeTotals,
  HOME_POSTS_LIMIT,
  type HomeTotals,
  listCareerOptions,
  listFeaturedUniversities,
  listStudentVoices,
  listUniversityChoices,
  NO_UNIVERSITY_CHOICES,
} from "~/server/catalog/home.server";
import { listFeaturedProfessors, listTopCareers, rankSubjects } from "~/server/catalog/rankings.server";
import { orFallback } from "~/server/http/database-outage.server";
import { homeLayer } from "~/server/http/viewer-layers.server";
import { listPosts } from "~/server/posts/reads.server";

import type { Route } from "./+types/home";

const TITLE = "UniOpina · Opiniones de universidades, carreras, asignaturas y profesores";
const DESCRIPTION =
  "Opiniones anónimas de estudiantes verificados sobre universidades, carreras, asignaturas y profesores de España y Latinoamérica. Explora, compara y comparte tu experiencia.";

export function meta(args: Route.MetaArgs) {
  const site = siteUrlOf(args.matches);
  return pageMeta(args, {
    title: TITLE,
    description: DESCRIPTION,
    canonicalPath: "/",
    jsonLd: [{ "@type": "WebSite", name: SITE_NAME, url: `${site}/`, inLanguage: "es" }, organizationLd(site)],
  });
}

const ZERO_TOTALS: HomeTotals = { universities: 0, careers: 0, subjects: 0, professors: 0, reviews: 0, posts: 0 };

/**
 * At most 10 queries, all in parallel, and most of them once per change of the site: the lists
 * every visitor sees (university options, featured lists, posts, voices, the careers of
 * ?universidad=) are shared reads, the totals kept at least a minute; only the signed-in student's
 * university and career are read per request (the home's layer, http/viewer-layers.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const universidad = url.searchParams.get("universidad");
  const requestedUniversityId = isUuid(universidad) ? universidad.toLowerCase() : null;

  const [
    totals,
    universities,
    careers,
    layer,
    featuredUniversities,
    posts,
    topCareers,
    topSubjects,
    professors,
    voices,
  ] = await Promise.all([
    orFallback(getHomeTotals(), ZERO_TOTALS, "Error cargando estadísticas"),
    orFallback(listUniversityChoices(), NO_UNIVERSITY_CHOICES, "Error al cargar la lista de universidades"),
    requestedUniversityId
      ? orFallback(listCareerOptions(requestedUniversityId), [], "Error al cargar la lista de carreras")
      : Promise.resolve([]),
    homeLayer(getViewer(context)),
    orFallback(listFeaturedUniversities(), [], "Error cargando universidades destacadas"),
    orFallback(listPosts({ limit: HOME_POSTS_LIMIT }), [], "Error cargando publicaciones"),
    orFallback(listTopCareers(FEATURED_LIMIT), [], "Error cargando carreras destacadas"),
    orFallback(rankSubjects(FEATURED_LIMIT), [], "Error cargando asignaturas destacadas"),
    orFallback(listFeaturedProfessors(FEATURED_LIMIT), [], "Error cargando profesores destacados"),
    orFallback(listStudentVoices(), [], "Error cargando opiniones de estudiantes"),
  ]);

  const selectedUniversityId =
    requestedUniversityId && universities.ids.has(requestedUniversityId) ? requestedUniversityId : null;

  return data({
    totals,
    explore: {
      universityOptions: universities.markup,
      selectedUniversityId,
      careers: selectedUniversityId ? careers : [],
    },
    ...layer,
    featuredUniversities,
    posts,
    topCareers,
    topSubjects,
    professors,
    voices,
  });
}

/** Buttons on the brand gradient (the shared variants assume a neutral background). */
const onBrandBase =
  "inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-medium transition-colors focus-visible:outline-white";
const onBrandPrimary = `${onBrandBase} bg-white text-brand-700 shadow-lg hover:bg-brand-50`;
const onBrandSecondary = `${onBrandBase} text-white ring-1 ring-inset ring-white/50 hover:bg-white/10`;

const highlights = [
  { icon: BadgeCheck, text: "Solo estudiantes verificados" },
  { icon: ShieldCheck, text: "Reseñas anónimas" },
  { icon: MessageSquareHeart, text: "Gratis para estudiantes" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { totals, explore, featuredUniversities, posts, topCareers, topSubjects, professors, voices } = loaderData;

  return (
    <div className="pb-20">
      {/* Hero */}
      <section
        aria-labelledby="home-title"
        className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-violet-700 pb-24 pt-14 text-white sm:pt-20 dark:from-slate-900 dark:via-indigo-950 dark:to-violet-950"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-32 -top-32 size-96 rounded-full bg-white/10 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-violet-400/20 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
              {SITE_TAGLINE}
            </p>
            <h1
              id="home-title"
              className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl"
            >
              Decide dónde estudiar con opiniones de estudiantes reales
            </h1>
            <p className="mt-5 max-w-xl text-lg text-brand-50 dark:text-slate-300">
              Descubre cómo son de verdad las universidades, carreras, asignaturas y profesores gracias a las
              valoraciones de quienes ya estudian allí. Y cuando te toque, comparte tu experiencia.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ViewerPart name="inicio-cuenta" sameFor={readerKindIn}>
                <JoinOrProfileLink />
              </ViewerPart>
              <Link to="/explorar" className={onBrandSecondary}>
                <Compass className="size-5" aria-hidden="true" />
                Explorar
              </Link>
            </div>
            <ViewerPart name="inicio-lugares" sameFor={placesIn}>
              <PlacesOrHighlights />
            </ViewerPart>
          </div>
          <ExploreCareerForm
            key={explore.selectedUniversityId ?? "none"}
            universityOptions={explore.universityOptions}
            selectedUniversityId={explore.selectedUniversityId}
            careers={explore.careers}
          />
        </div>
      </section>

      <PlatformStats totals={totals} />

      <div className="mt-20 flex flex-col gap-20">
        <HomeSection
          id="universidades-destacadas"
          title="Universidades destacadas"
          labelled={false}
          intro="Las universidades con más valoraciones de sus estudiantes."
          action={
            <ButtonLink to="/explorar" variant="secondary">
              Ver todas
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          }
        >
          {featuredUniversities.length > 0 ? (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {featuredUniversities.map((university) => (
                <li key={university.id}>
                  <UniversityCard university={university} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyNote>Todavía no hay universidades disponibles.</EmptyNote>
          )}
        </HomeSection>

        <HomeSection
          id="vida-universitaria"
          title="Vida universitaria"
          intro="Lo último que comparten los estudiantes en sus campus."
          action={
            <ButtonLink to="/campus-social" variant="secondary">
              Ir a Campus Social
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          }
        >
          {posts.length > 0 ? (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} showUniversity />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyNote>Aún no hay publicaciones. ¡Sé el primero en compartir algo de tu campus!</EmptyNote>
          )}
        </HomeSection>

        <HomeSection
          id="lo-mejor-valorado"
          title="Lo mejor valorado"
          intro="Carreras, asignaturas y profesores que más destacan según los estudiantes."
          action={
            <ButtonLink to="/ranking" variant="secondary">
              Ver Ranking
              <Trophy className="size-4" aria-hidden="true" />
            </ButtonLink>
          }
        >
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <TopCareersList careers={topCareers} />
            <TopSubjectsList subjects={topSubjects} />
            <FeaturedProfessorsList professors={professors} />
          </div>
        </HomeSection>

        <HomeSection
          id="como-funciona"
          title="Cómo funciona"
          intro="Tres pasos para ayudar a otros estudiantes a elegir mejor."
        >
          <HowItWorks />
        </HomeSection>

        {voices.length > 0 && (
          <HomeSection
            id="lo-que-dicen"
            title="Lo que dicen los estudiantes"
            intro="Algunas de las reseñas recientes que más han ayudado a la comunidad. Las reseñas son anónimas."
          >
            <StudentVoices voices={voices} />
          </HomeSection>
        )}

        {/* Sign-up call to action */}
        <section aria-labelledby="home-cta-title" className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-12 text-center text-white shadow-xl sm:px-12 dark:from-brand-900 dark:to-violet-950 dark:ring-1 dark:ring-white/10">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -right-20 -top-20 size-72 rounded-full bg-white/10 blur-3xl"
            />
            <h2 id="home-cta-title" className="relative text-3xl font-bold tracking-tight text-balance">
              Tu opinión ayuda a miles de estudiantes
            </h2>
            <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-50 dark:text-slate-300">
              Únete con tu correo universitario, valora tus asignaturas y profesores y descubre cómo se posiciona tu
              universidad.
            </p>
            <div className="relative mt-8 flex flex-wrap justify-center gap-3">
              <ViewerPart name="inicio-cuenta-final" sameFor={readerKindIn}>
                <JoinOrProfileLink />
              </ViewerPart>
              <Link to="/ranking" className={onBrandSecondary}>
                <Trophy className="size-5" aria-hidden="true" />
                Ver Ranking
              </Link>
            </div>
          </div>
        </section>

        <HomeSection id="preguntas-frecuentes" title="Preguntas frecuentes" centered>
          <HomeFaq />
        </HomeSection>
      </div>
    </div>
  );
}

/** What the hero's places show of a reader's layer: their university and career. */
const placesIn = (layer: ViewerLayer) => JSON.stringify(layer["routes/home"]?.myPlaces ?? null);

/** A signed-in student gets their own university and career where visitors get the selling points. */
function PlacesOrHighlights() {
  const myPlaces = useRouteLoaderData<typeof loader>("routes/home")?.myPlaces;
  if (myPlaces) return <MyPlaces places={myPlaces} />;
  return (
    <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50 dark:text-slate-300">
      {highlights.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-2">
          <Icon className="size-4 text-emerald-300" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** Visitors are invited to sign up; a signed-in student goes to their profile instead. */
function JoinOrProfileLink() {
  const viewer = useViewer();
  return viewer ? (
    <Link to="/profile" className={onBrandPrimary}>
      <UserRound className="size-5" aria-hidden="true" />
      Mi perfil
    </Link>
  ) : (
    <Link to="/register" className={onBrandPrimary}>
      <UserPlus className="size-5" aria-hidden="true" />
      Registrarse
    </Link>
  );
}
