import { LegalPage, type LegalSection } from "~/components/info/legal-page";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/seo";
import { SITE_CONTACT } from "~/lib/site-contact";

import type { Route } from "./+types/legal-notice";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Aviso legal · UniOpina",
    description:
      "Aviso legal de UniOpina: datos del titular, finalidad del sitio, condiciones de uso, propiedad intelectual, responsabilidad y legislación aplicable.",
  });

const sections: LegalSection[] = [
  {
    id: "titular",
    title: "Datos del titular",
    content: (
      <>
        <p>
          En cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico
          (LSSI-CE):
        </p>
        <dl>
          <dt>Titular</dt>
          <dd>UniOpina</dd>
          <dt>Domicilio</dt>
          <dd>Alicante (España)</dd>
          <dt>Correo electrónico</dt>
          <dd>
            <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>
          </dd>
          <dt>Sitio web</dt>
          <dd>uniopina.es</dd>
        </dl>
        <p>
          Los datos registrales del titular (denominación social, NIF e inscripción en el Registro Mercantil) se
          publicarán en este apartado en cuanto la sociedad titular quede constituida; hasta entonces puedes
          solicitarlos en la dirección de correo indicada.
        </p>
      </>
    ),
  },
  {
    id: "finalidad",
    title: "Finalidad del sitio",
    content: (
      <p>
        UniOpina es una red social universitaria que reúne las opiniones de estudiantes sobre universidades, carreras,
        asignaturas y profesores de España y Latinoamérica, un espacio de vida universitaria por campus, un blog con
        información útil para estudiantes y servicios para instituciones educativas.
      </p>
    ),
  },
  {
    id: "condiciones",
    title: "Condiciones de uso",
    content: (
      <>
        <p>
          El acceso a la información pública es libre y gratuito. El registro y la publicación de contenido se rigen por
          los <Link to="/terms">Términos y condiciones</Link>. Quien use el sitio se compromete a hacerlo de forma
          lícita y respetuosa, sin publicar contenido que vulnere derechos de terceros, sin intentar acceder a áreas o
          datos ajenos y sin dañar o sobrecargar el servicio.
        </p>
        <p>UniOpina puede retirar contenidos o limitar el acceso a quien incumpla estas condiciones.</p>
      </>
    ),
  },
  {
    id: "propiedad-intelectual",
    title: "Propiedad intelectual e industrial",
    content: (
      <p>
        La marca UniOpina, el diseño del sitio, su código y los textos propios son titularidad de UniOpina o se usan con
        licencia, y están protegidos por la normativa de propiedad intelectual e industrial. No está permitida su
        reproducción, distribución o transformación con fines comerciales sin autorización. Las marcas y nombres de las
        universidades pertenecen a sus titulares y se citan solo para identificarlas. Las opiniones publicadas
        pertenecen a sus autores, que conceden a UniOpina la licencia descrita en los términos.
      </p>
    ),
  },
  {
    id: "responsabilidad",
    title: "Limitación de responsabilidad",
    content: (
      <>
        <p>
          Las opiniones de los usuarios expresan su experiencia personal y no la posición de UniOpina. Los datos de
          universidades y carreras proceden de fuentes públicas y pueden no estar actualizados: comprueba siempre la
          información oficial antes de tomar decisiones sobre tus estudios.
        </p>
        <p>
          UniOpina no responde de los daños derivados de un uso indebido del sitio, de interrupciones técnicas ajenas a
          su control ni del contenido de las webs externas enlazadas. Cuando tenga conocimiento efectivo de un contenido
          ilícito publicado por un usuario, lo retirará con diligencia.
        </p>
      </>
    ),
  },
  {
    id: "proteccion-datos",
    title: "Protección de datos",
    content: (
      <p>
        Tratamos los datos personales conforme al Reglamento General de Protección de Datos y a la Ley Orgánica 3/2018.
        Toda la información está en la <Link to="/privacy">Política de privacidad</Link> y en la{" "}
        <Link to="/cookies">Política de cookies</Link>.
      </p>
    ),
  },
  {
    id: "modificaciones",
    title: "Modificaciones",
    content: (
      <p>
        UniOpina puede modificar este aviso legal, el diseño y los contenidos del sitio en cualquier momento. La versión
        vigente es la publicada en esta página, con su fecha de actualización.
      </p>
    ),
  },
  {
    id: "ley-aplicable",
    title: "Legislación aplicable y jurisdicción",
    content: (
      <p>
        Este aviso legal se rige por la <strong>legislación española</strong>. Cualquier controversia se someterá a los{" "}
        <strong>juzgados y tribunales de Madrid</strong>, sin perjuicio del fuero que la ley reconozca a los
        consumidores.
      </p>
    ),
  },
];

export default function LegalNoticePage() {
  return (
    <LegalPage
      title="Aviso legal"
      intro={<p>Este aviso recoge quién está detrás de UniOpina y las condiciones generales para usar el sitio web.</p>}
      sections={sections}
    />
  );
}
