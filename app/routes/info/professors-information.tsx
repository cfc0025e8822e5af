import { LegalPage, type LegalSection } from "~/components/info/legal-page";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/seo";
import { SITE_CONTACT } from "~/lib/site-contact";

import type { Route } from "./+types/professors-information";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Información para el profesorado · UniOpina",
    description:
      "Qué datos trata UniOpina sobre el profesorado universitario, de dónde salen, por qué, durante cuánto tiempo y cómo oponerte, corregirlos o pedir que se borren.",
  });

const privacyMail = <a href={`mailto:${SITE_CONTACT.privacyEmail}`}>{SITE_CONTACT.privacyEmail}</a>;

/** Art. 14 of the GDPR: what professors are told, since their data does not come from them. */
const sections: LegalSection[] = [
  {
    id: "datos",
    title: "Qué datos tratamos sobre ti",
    content: (
      <ul>
        <li>
          <strong>Tu nombre</strong>, la universidad y el departamento en que enseñas y las asignaturas que impartes. Tu
          nombre solo se muestra si es público por tu cargo docente o si lo has aceptado; si no, las páginas dicen
          «Profesor Anónimo», también en los buscadores y en los datos que descargan las páginas.
        </li>
        <li>
          <strong>Las opiniones de estudiantes verificados</strong> sobre tu docencia: valoración, dificultad, carga de
          trabajo, si volverían a elegirte, etiquetas y un comentario, y las cifras que resumen esas opiniones.
        </li>
        <li>
          Nada de tu vida privada, tu salud, tus ideas ni tu contacto personal: nuestras normas no permiten publicarlo.
          El filtro automático retiene los datos de contacto y los moderadores retiran lo demás cuando lo detectan o
          alguien lo denuncia.
        </li>
      </ul>
    ),
  },
  {
    id: "origen",
    title: "De dónde salen",
    content: (
      <ul>
        <li>
          De la información pública de las universidades (planes de estudio y guías docentes), con la que los
          estudiantes proponen profesores y asignaturas que revisa un moderador.
        </li>
        <li>
          De las reseñas de estudiantes que han confirmado un correo de tu universidad y están matriculados en una
          carrera en la que impartes clase. Cada estudiante puede dejar una sola reseña por profesor.
        </li>
      </ul>
    ),
  },
  {
    id: "finalidad",
    title: "Por qué y con qué base legal",
    content: (
      <>
        <p>
          Tratamos estos datos por <strong>interés legítimo</strong> (artículo 6.1.f del Reglamento General de
          Protección de Datos): el de los estudiantes y de quienes van a serlo en conocer cómo se imparte una asignatura
          antes de elegirla, y el nuestro en ofrecerles ese servicio.
        </p>
        <p>Antes de hacerlo hemos sopesado ese interés con tus derechos. En resumen:</p>
        <ul>
          <li>
            Los datos se refieren solo a tu actividad docente, que es pública por naturaleza, y no a tu vida privada.
          </li>
          <li>
            Solo opinan estudiantes verificados de tu universidad y carrera; las reseñas se filtran antes de publicarse
            (insultos, amenazas, datos personales) y cualquiera puede <strong>denunciar</strong> una que considere
            ilegal desde la propia reseña.
          </li>
          <li>Tu nombre no se muestra si no es público por tu cargo o si nos pides que no se muestre.</li>
          <li>Puedes oponerte en cualquier momento, y revisamos cada caso (apartado 5).</li>
        </ul>
      </>
    ),
  },
  {
    id: "conservacion",
    title: "Cuánto tiempo",
    content: (
      <ul>
        <li>
          Tu ficha, mientras impartas clase en alguna de las carreras del catálogo; si dejas de hacerlo, puedes pedirnos
          que la borremos.
        </li>
        <li>Las reseñas, mientras sus autores no las borren y cumplan nuestras normas.</li>
      </ul>
    ),
  },
  {
    id: "derechos",
    title: "Cómo oponerte, corregir tus datos o pedir que se borren",
    content: (
      <>
        <p>
          Puedes <strong>oponerte</strong> al tratamiento (artículo 21 del Reglamento) desde tu propia ficha: el enlace
          «Oponerte al tratamiento de tus datos», al pie de la columna de cifras, abre un formulario que no necesita
          cuenta. Cuéntanos qué pides y por qué; un moderador lo revisa en el plazo de un mes y te escribimos con la
          decisión y sus motivos. Si la aceptamos, tu nombre deja de mostrarse en todas las páginas y en los buscadores.
        </p>
        <p>
          Para acceder a tus datos, corregirlos, pedir que se borren o que se limite su uso, o si no encuentras tu ficha
          porque tu nombre no es público, escríbenos a {privacyMail} o desde la{" "}
          <Link to="/contact">página de contacto</Link> eligiendo «Sobre un profesor», a ser posible desde tu correo de
          la universidad. Te responderemos en el plazo de un mes. Y si quieres decidir tú si se muestra tu nombre y
          responder a las reseñas, reclama tu ficha con «Soy este profesor».
        </p>
        <p>
          Si no quedas conforme, puedes reclamar ante la{" "}
          <a href="https://www.aepd.es">Agencia Española de Protección de Datos</a>. Más detalles sobre cómo tratamos
          los datos, en la <Link to="/privacy">Política de privacidad</Link>.
        </p>
      </>
    ),
  },
];

export default function ProfessorsInformationPage() {
  return (
    <LegalPage
      title="Información para el profesorado"
      updated={{ iso: "2026-11-27", label: "27 de noviembre de 2026" }}
      intro={
        <p>
          Si enseñas en una universidad, puede que tengas una ficha en UniOpina con las opiniones de tus estudiantes. Tú
          no nos diste esos datos, así que te explicamos aquí qué tratamos, de dónde sale, por qué, durante cuánto
          tiempo y cómo oponerte.
        </p>
      }
      sections={sections}
    />
  );
}
