import { LegalPage, type LegalSection } from "~/components/info/legal-page";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/seo";
import { SITE_CONTACT } from "~/lib/site-contact";

import type { Route } from "./+types/terms";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Términos y condiciones · UniOpina",
    description:
      "Condiciones de uso de UniOpina: quién puede registrarse (desde los 16 años), cómo funcionan las reseñas anónimas, las normas de la comunidad, la baja de la cuenta y la ley aplicable.",
  });

const sections: LegalSection[] = [
  {
    id: "objeto",
    title: "Objeto y aceptación",
    content: (
      <>
        <p>
          Estos términos regulan el acceso y el uso de UniOpina, la plataforma en la que estudiantes universitarios de
          España y Latinoamérica valoran universidades, carreras, asignaturas y profesores, y comparten su vida en el
          campus. Al crear una cuenta o publicar contenido aceptas estos términos, junto con la{" "}
          <Link to="/privacy">Política de privacidad</Link> y la <Link to="/cookies">Política de cookies</Link>.
        </p>
        <p>
          Si no estás de acuerdo con alguna de sus condiciones, puedes seguir consultando la información pública, pero
          no debes registrarte ni publicar.
        </p>
      </>
    ),
  },
  {
    id: "servicio",
    title: "Qué ofrece UniOpina",
    content: (
      <>
        <p>UniOpina es gratuito para los estudiantes y permite:</p>
        <ul>
          <li>
            consultar universidades, carreras, asignaturas y profesores, con sus valoraciones medias y el número de
            reseñas;
          </li>
          <li>
            escribir reseñas de las asignaturas y de los profesores de tu carrera, y comentar, valorar o reportar las de
            otros estudiantes;
          </li>
          <li>participar en la vida universitaria de tu campus con publicaciones, comentarios y «me gusta»;</li>
          <li>proponer universidades, carreras o profesores que todavía no aparecen.</li>
        </ul>
        <p>
          Las valoraciones reflejan la experiencia personal de quienes las escriben. No son una evaluación oficial ni
          sustituyen la información de las propias universidades.
        </p>
      </>
    ),
  },
  {
    id: "registro",
    title: "Registro y cuenta",
    content: (
      <>
        <p>
          Para registrarte debes tener <strong>al menos 16 años</strong>. Si tienes menos, solo puedes usar UniOpina con
          el consentimiento de tu madre, padre o tutor legal, que será responsable de tu uso del servicio.
        </p>
        <p>
          Te registras con tu correo universitario, que debes confirmar desde el enlace que te enviamos. Solo las
          cuentas con el correo confirmado pueden publicar reseñas. Al registrarte eliges tu universidad y tu carrera, y
          no podrás cambiarlas después: así cada reseña procede de alguien que estudia realmente lo que valora.
        </p>
        <p>
          Cada persona puede tener una sola cuenta. Eres responsable de que los datos que nos das sean ciertos y de
          mantener tu contraseña en secreto; si crees que alguien ha accedido a tu cuenta, cámbiala y escríbenos.
        </p>
      </>
    ),
  },
  {
    id: "perfil",
    title: "Tu perfil y su visibilidad",
    content: (
      <>
        <p>Tu perfil puede tener tres niveles de visibilidad:</p>
        <ul>
          <li>
            <strong>Público</strong>: tu nombre, tu universidad y tu carrera se muestran a cualquier visitante.
          </li>
          <li>
            <strong>Restringido a tu universidad</strong>: solo los estudiantes verificados de tu universidad ven tu
            nombre. Este nivel estará disponible próximamente; mientras tanto, los perfiles restringidos se tratan como
            privados.
          </li>
          <li>
            <strong>Privado (anónimo)</strong>: apareces como «Perfil Anónimo» en las listas de estudiantes y nadie
            puede abrir tu perfil.
          </li>
        </ul>
        <p>Puedes cambiar entre público y privado cuando quieras desde tu perfil.</p>
      </>
    ),
  },
  {
    id: "resenas",
    title: "Reseñas y contenido que publicas",
    content: (
      <>
        <p>
          Las reseñas son <strong>anónimas para el resto de usuarios</strong>: nunca mostramos quién ha escrito cada
          una, aunque tu perfil sea público. Puedes <strong>editar o eliminar tus propias reseñas</strong> en cualquier
          momento.
        </p>
        <p>
          Solo puedes valorar las asignaturas y los profesores de tu propia carrera y universidad, y una sola vez cada
          uno. Al publicar, te comprometes a que tu reseña:
        </p>
        <ul id="normas">
          <li>
            cuente tu experiencia real y se centre en la docencia, la asignatura o el servicio, no en la vida privada de
            nadie;
          </li>
          <li>no contenga insultos, amenazas, discriminación, acoso ni lenguaje ofensivo;</li>
          <li>
            no incluya datos personales de terceros (teléfonos, direcciones, redes sociales…) ni información que sepas
            que es falsa;
          </li>
          <li>no sea publicidad, spam ni se haya escrito a cambio de una contraprestación;</li>
          <li>
            no sea contrario a la ley ni vulnere derechos de otros, como el honor, la intimidad o la propiedad
            intelectual.
          </li>
        </ul>
        <p>
          Los nombres de los profesores solo se muestran cuando han dado su consentimiento o cuando su nombre es público
          por su cargo docente; en los demás casos aparecen como «Profesor Anónimo» y sus valoraciones siguen visibles.
        </p>
      </>
    ),
  },
  {
    id: "moderacion",
    title: "Moderación y reportes",
    content: (
      <>
        <p>
          Combinamos una revisión automática con la revisión de nuestro equipo. Cualquier usuario puede reportar una
          reseña por spam, contenido inapropiado, lenguaje ofensivo, información falsa u otro motivo, y cualquier
          persona, tenga o no cuenta, puede denunciar un contenido ilegal. Podemos retener o retirar el contenido que
          incumpla estas normas o la ley y, en casos graves o repetidos, advertir o suspender la cuenta responsable.
        </p>
        <p>
          Cada decisión que restringe tu contenido o tu cuenta te la explicamos por correo y en tu perfil: qué hemos
          restringido, qué norma incumple, los hechos y si la ha tomado una persona o la revisión automática. Puedes{" "}
          <strong>recurrirla una vez, en los seis meses siguientes</strong>, desde tu perfil; la revisa una persona del
          equipo distinta de la que decidió y te comunicamos el resultado con sus motivos. También puedes acudir a un
          órgano certificado de resolución extrajudicial de litigios o a los tribunales. Cada semestre publicamos las
          cifras en el <Link to="/transparencia">informe de transparencia</Link>.
        </p>
        <p>
          Las solicitudes para añadir universidades, carreras o profesores (hasta 3 al día) las revisa el equipo antes
          de publicarlas, normalmente en un plazo de 24 a 48 horas.
        </p>
      </>
    ),
  },
  {
    id: "propiedad-intelectual",
    title: "Propiedad intelectual",
    content: (
      <>
        <p>
          El diseño, el código, la marca y los textos propios de UniOpina nos pertenecen o los usamos con licencia. Lo
          que tú escribes sigue siendo tuyo: al publicarlo nos concedes una licencia gratuita, no exclusiva y mundial
          para mostrarlo, reproducirlo y adaptarlo a los formatos de la plataforma mientras esté publicado. Si eliminas
          tu cuenta, tus reseñas permanecen anonimizadas, sin ningún dato que te identifique.
        </p>
      </>
    ),
  },
  {
    id: "baja",
    title: "Baja de la cuenta",
    content: (
      <>
        <p>
          Puedes eliminar tu cuenta cuando quieras desde tu perfil. Tus datos personales se borran en un plazo máximo de{" "}
          <strong>30 días</strong> y tus reseñas se anonimizan, de modo que su valoración sigue contando para las medias
          sin que nadie pueda relacionarla contigo. Antes de irte puedes descargar una copia de tus datos desde tu
          perfil.
        </p>
      </>
    ),
  },
  {
    id: "responsabilidad",
    title: "Responsabilidad",
    content: (
      <>
        <p>
          Cada usuario responde de lo que publica. UniOpina no revisa todas las opiniones antes de su publicación ni
          garantiza que sean exactas, pero actuará con rapidez para retirar el contenido ilícito en cuanto tenga
          conocimiento de él.
        </p>
        <p>
          Trabajamos para que el servicio esté siempre disponible, aunque puede haber interrupciones por mantenimiento o
          por causas ajenas a nosotros. Nada de lo dispuesto en estos términos limita los derechos que te reconoce la
          normativa de consumidores.
        </p>
      </>
    ),
  },
  {
    id: "cambios",
    title: "Cambios en los términos",
    content: (
      <p>
        Podemos actualizar estos términos para adaptarlos a nuevas funciones o a cambios legales. Cuando el cambio sea
        importante te avisaremos con antelación en la web o por correo. La fecha de la última actualización aparece
        siempre al principio de esta página.
      </p>
    ),
  },
  {
    id: "ley-aplicable",
    title: "Ley aplicable y jurisdicción",
    content: (
      <p>
        Estos términos se rigen por la <strong>legislación española</strong>. Para cualquier controversia, las partes se
        someten a los <strong>juzgados y tribunales de Madrid</strong>, salvo que la ley reconozca al usuario, como
        consumidor, el derecho a acudir a los de su propio domicilio.
      </p>
    ),
  },
  {
    id: "contacto",
    title: "Contacto",
    content: (
      <p>
        Si tienes dudas sobre estos términos, escríbenos a{" "}
        <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a> o usa el{" "}
        <Link to="/contact">formulario de contacto</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Términos y condiciones"
      intro={
        <p>
          Queremos que UniOpina sea un lugar útil y respetuoso para elegir y vivir la universidad. Estas son las reglas
          del juego, escritas de la forma más clara posible. Cómo tratamos tus datos se explica en la{" "}
          <Link to="/privacy">Política de privacidad</Link>, y qué cookies usamos, en la{" "}
          <Link to="/cookies">Política de cookies</Link>.
        </p>
      }
      sections={sections}
    />
  );
}
