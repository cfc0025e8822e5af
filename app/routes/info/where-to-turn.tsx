import { PageIntro } from "~/components/info/page-intro";
import { Card } from "~/components/ui/card";
import { plural } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { getViewer } from "~/server/auth/session.server";
import { listUniversityWebsites } from "~/server/catalog/reads.server";
import { type UniversityWithOffices, withOfficePages } from "~/server/catalog/university-offices.server";

import type { Route } from "./+types/where-to-turn";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Dónde acudir si has sufrido acoso o un delito · UniOpina",
    description:
      "A quién contar un acoso, una conducta sexual indebida o un delito en la universidad: la Defensoría Universitaria, la Unidad de Igualdad y la policía.",
  });

/**
 * The universities whose website the catalog knows, with their Defensoría's and Unidad de Igualdad's
 * pages where known (app/server/catalog/university-offices-data.ts), the viewer's first.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const universities = withOfficePages(await listUniversityWebsites());
  const ownId = getViewer(context)?.profile?.universityId ?? null;
  return { own: universities.find((university) => university.id === ownId) ?? null, universities };
}

const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";

const PLACES = "en Estudiantes, en Órganos de gobierno o en la sede electrónica";
const WHERE_THEY_USUALLY_ARE = `suelen estar ${PLACES}`;
const WHERE_IT_USUALLY_IS = `suele estar ${PLACES}`;

/** How to find the offices whose page the catalog does not know, for the viewer's university. */
function howToFind(university: UniversityWithOffices): string | null {
  const missing = [
    university.ombudspersonUrl ? null : "«Defensor universitario»",
    university.equalityUnitUrl ? null : "«Unidad de Igualdad»",
  ].filter((name) => name !== null);
  if (missing.length === 0) return null;
  if (missing.length === 2) return `Busca ${missing.join(" y ")} en su web: ${WHERE_THEY_USUALLY_ARE}.`;
  return `Busca ${missing[0]} en su web: ${WHERE_IT_USUALLY_IS}.`;
}

/** The direct links to a university's offices, where their pages are known. */
function OfficeLinks({ university }: { university: UniversityWithOffices }) {
  return (
    <>
      {university.ombudspersonUrl && (
        <>
          {" · "}
          <a href={university.ombudspersonUrl} className={linkClass}>
            Defensoría
          </a>
        </>
      )}
      {university.equalityUnitUrl && (
        <>
          {" · "}
          <a href={university.equalityUnitUrl} className={linkClass}>
            Unidad de Igualdad
          </a>
        </>
      )}
    </>
  );
}

export default function WhereToTurnPage({ loaderData }: Route.ComponentProps) {
  const { own, universities } = loaderData;
  return (
    <>
      <PageIntro label="Ayuda" title="Dónde acudir si has sufrido acoso o un delito">
        <p>
          Una reseña no es el lugar para denunciar un acoso, una conducta sexual indebida o un delito: nadie puede
          actuar a partir de ella y podría perjudicarte a ti. Estas son las personas que sí pueden hacerlo, y su ayuda
          es gratuita y confidencial.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <Card as="section" aria-labelledby="en-tu-universidad" padding="lg" className="space-y-3">
          <h2 id="en-tu-universidad" className="text-xl font-semibold">
            En tu universidad
          </h2>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>La Defensoría Universitaria</strong> (el Defensor o la Defensora Universitaria) atiende las quejas
              de estudiantes, profesorado y personal sobre cualquier actuación de la universidad o de quienes trabajan
              en ella, con independencia y confidencialidad.
            </li>
            <li>
              <strong>La Unidad de Igualdad</strong> atiende el acoso sexual, el acoso por razón de sexo o de
              orientación sexual y la discriminación, con un protocolo que protege a quien denuncia.
            </li>
          </ul>
          {own ? (
            <>
              <p>
                {"Encontrarás las dos en la web de tu universidad: "}
                <a href={own.website} className={linkClass}>
                  {own.name}
                </a>
                .
              </p>
              {(own.ombudspersonUrl || own.equalityUnitUrl) && (
                <p>
                  {"Sus páginas: "}
                  {own.ombudspersonUrl && (
                    <a href={own.ombudspersonUrl} className={linkClass}>
                      Defensoría Universitaria
                    </a>
                  )}
                  {own.ombudspersonUrl && own.equalityUnitUrl && " y "}
                  {own.equalityUnitUrl && (
                    <a href={own.equalityUnitUrl} className={linkClass}>
                      Unidad de Igualdad
                    </a>
                  )}
                  .
                </p>
              )}
              {howToFind(own) && <p>{howToFind(own)}</p>}
            </>
          ) : (
            <p>Las encontrarás en la web de tu universidad; abajo tienes la de cada una.</p>
          )}
        </Card>
        <Card as="section" aria-labelledby="policia" padding="lg" className="space-y-3">
          <h2 id="policia" className="text-xl font-semibold">
            Si es un delito
          </h2>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>Emergencias: 112.</strong> Si alguien está en peligro ahora.
            </li>
            <li>
              <strong>Policía Nacional: 091</strong> (
              <a href="https://www.policia.es" className={linkClass}>
                policia.es
              </a>
              ) o <strong>Guardia Civil: 062</strong> (
              <a href="https://www.guardiacivil.es" className={linkClass}>
                guardiacivil.es
              </a>
              ), para denunciar un delito.
            </li>
            <li>
              <strong>016</strong>, atención a las víctimas de violencia machista: gratuito, a cualquier hora y sin
              dejar rastro en la factura.
            </li>
            <li>Si estudias fuera de España, acude a la policía o a la fiscalía de tu país.</li>
          </ul>
        </Card>
        {universities.length > 0 && (
          <Card as="section" aria-labelledby="universidades" padding="lg" className="space-y-3">
            <h2 id="universidades" className="text-xl font-semibold">
              La web de cada universidad
            </h2>
            <p>
              Donde conocemos la página de su Defensoría o de su Unidad de Igualdad, la enlazamos junto a la web. Si no
              aparece, busca «Defensor universitario» o «Unidad de Igualdad» en la web de tu universidad:{" "}
              {WHERE_THEY_USUALLY_ARE}.
            </p>
            <details>
              <summary className="cursor-pointer font-medium">{`Ver ${plural(universities.length, "universidad", "universidades")}`}</summary>
              <ul className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
                {universities.map((university) => (
                  <li key={university.id}>
                    <a href={university.website} className={linkClass}>
                      {university.name}
                    </a>
                    <OfficeLinks university={university} />
                  </li>
                ))}
              </ul>
            </details>
          </Card>
        )}
      </div>
    </>
  );
}
