import { LegalPage, type LegalSection } from "~/components/info/legal-page";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/seo";
import { SITE_CONTACT } from "~/lib/site-contact";

import type { Route } from "./+types/privacy";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Política de privacidad · UniOpina",
    description:
      "Qué datos trata UniOpina, para qué, durante cuánto tiempo (30 días tras la baja, registros 12 meses, facturación 6 años) y cómo ejercer tus derechos de protección de datos.",
  });

const privacyMail = <a href={`mailto:${SITE_CONTACT.privacyEmail}`}>{SITE_CONTACT.privacyEmail}</a>;

const sections: LegalSection[] = [
  {
    id: "responsable",
    title: "Responsable del tratamiento",
    content: (
      <p>
        El responsable de tus datos es UniOpina, con domicilio en Alicante (España). Para cualquier cuestión sobre
        privacidad puedes escribir a {privacyMail}. Los datos completos del titular figuran en el{" "}
        <Link to="/legal-notice">Aviso legal</Link>.
      </p>
    ),
  },
  {
    id: "datos",
    title: "Qué datos tratamos",
    content: (
      <ul>
        <li>
          <strong>Datos de tu cuenta</strong>: nombre y apellidos, correo universitario, contraseña (guardada cifrada,
          nunca en claro), universidad, carrera, si has verificado tu correo y la visibilidad de tu perfil.
        </li>
        <li>
          <strong>Lo que publicas</strong>: reseñas y sus detalles (valoración, dificultad, asistencia…), comentarios,
          publicaciones de vida universitaria, «me gusta», reportes y solicitudes de contenido.
        </li>
        <li>
          <strong>Mensajes que nos envías</strong>: los formularios de contacto y de instituciones (nombre, correo,
          teléfono si lo indicas y el mensaje).
        </li>
        <li>
          <strong>Boletín</strong>: tu correo electrónico y la fecha en que confirmaste la suscripción.
        </li>
        <li>
          <strong>Datos técnicos</strong>: dirección IP, navegador y registros de acceso necesarios para la seguridad
          del servicio, y las cookies que se describen en la <Link to="/cookies">Política de cookies</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: "finalidades",
    title: "Para qué los usamos y con qué base legal",
    content: (
      <ul>
        <li>
          <strong>Prestarte el servicio</strong> (cuenta, reseñas, publicaciones, perfil): es necesario para cumplir las{" "}
          <Link to="/terms">condiciones de uso</Link> que aceptas al registrarte.
        </li>
        <li>
          <strong>Verificar que eres estudiante</strong> de la universidad que indicas, mediante tu correo
          universitario, para que las reseñas sean de primera mano: interés legítimo en la fiabilidad de la plataforma.
        </li>
        <li>
          <strong>Seguridad y moderación</strong> (limitar intentos de acceso, prevenir el spam, revisar reportes):
          interés legítimo y cumplimiento de obligaciones legales.
        </li>
        <li>
          <strong>Responder a tus mensajes</strong> y a las solicitudes de instituciones: tu consentimiento al enviarlos
          y, en su caso, la preparación de un contrato.
        </li>
        <li>
          <strong>Enviarte el boletín</strong>: tu consentimiento, que confirmas desde el correo que te enviamos y
          puedes retirar con el enlace de baja incluido en cada envío.
        </li>
        <li>
          <strong>Medir el uso de la web</strong> de forma agregada: solo con tu consentimiento para las cookies
          analíticas.
        </li>
      </ul>
    ),
  },
  {
    id: "anonimato",
    title: "Reseñas anónimas y privacidad de los profesores",
    content: (
      <>
        <p>
          Tus reseñas y comentarios se muestran siempre de forma anónima: el resto de usuarios nunca ve quién los ha
          escrito. Internamente los relacionamos con tu cuenta solo para que puedas editarlos o eliminarlos y para
          aplicar las normas de la comunidad.
        </p>
        <p>
          Los nombres de los profesores solo se publican cuando han dado su consentimiento o cuando son públicos por su
          cargo docente. Un profesor puede pedirnos en cualquier momento que su nombre deje de mostrarse. Qué tratamos
          sobre el profesorado y cómo oponerse se explica en la{" "}
          <Link to="/informacion-para-profesores">información para el profesorado</Link>.
        </p>
      </>
    ),
  },
  {
    id: "conservacion",
    title: "Cuánto tiempo conservamos tus datos",
    content: (
      <ul>
        <li>Los datos de tu cuenta, mientras la mantengas activa.</li>
        <li>
          Si eliminas tu cuenta, borramos tus datos personales en un plazo máximo de <strong>30 días</strong>. Tus
          reseñas y publicaciones se anonimizan: dejan de estar relacionadas con ninguna persona.
        </li>
        <li>
          Los registros técnicos de acceso y seguridad, hasta <strong>12 meses</strong>.
        </li>
        <li>
          Los datos de facturación de las instituciones que contratan un plan, <strong>6 años</strong>, como exige la
          normativa mercantil y fiscal.
        </li>
        <li>
          Los mensajes de los formularios, el tiempo necesario para atenderlos y, como máximo, 12 meses después de la
          última respuesta.
        </li>
        <li>Tu suscripción al boletín, hasta que te des de baja.</li>
      </ul>
    ),
  },
  {
    id: "destinatarios",
    title: "Con quién los compartimos",
    content: (
      <p>
        No vendemos tus datos ni los cedemos con fines publicitarios. Solo acceden a ellos los proveedores que nos
        prestan servicios técnicos (alojamiento y envío de correo), con contrato de encargo de tratamiento y dentro del
        Espacio Económico Europeo siempre que es posible, y las autoridades cuando la ley lo exige. Si algún proveedor
        tratara datos fuera del Espacio Económico Europeo, lo haría con las garantías que exige el Reglamento General de
        Protección de Datos, como las cláusulas contractuales tipo de la Comisión Europea.
      </p>
    ),
  },
  {
    id: "derechos",
    title: "Tus derechos",
    content: (
      <>
        <p>
          Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y
          portabilidad, y retirar en cualquier momento el consentimiento que nos hayas dado. Desde tu perfil puedes
          descargar una copia de tus datos, cambiar la visibilidad de tu perfil y eliminar tu cuenta; para todo lo
          demás, escribe a {privacyMail}.
        </p>
        <p>
          Respondemos en el plazo de <strong>1 mes</strong> desde que recibimos la solicitud. Si es especialmente
          compleja o recibimos muchas, el plazo puede ampliarse hasta un total de <strong>3 meses</strong> (de 1 a 3
          meses); en ese caso te lo comunicaremos dentro del primer mes, explicando el motivo.
        </p>
        <p>
          Si consideras que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección
          de Datos (
          <a href="https://www.aepd.es" rel="noopener noreferrer">
            www.aepd.es
          </a>
          ).
        </p>
      </>
    ),
  },
  {
    id: "analitica",
    title: "Analítica y cookies",
    content: (
      <p>
        Las cookies analíticas están desactivadas hasta que las aceptas. Si las aceptas, la medición se hace con la{" "}
        <strong>dirección IP anonimizada</strong> y con datos agregados, nunca para crear perfiles publicitarios. Puedes
        cambiar tu elección en cualquier momento en la <Link to="/cookies#preferencias">Política de cookies</Link>.
      </p>
    ),
  },
  {
    id: "seguridad",
    title: "Seguridad",
    content: (
      <p>
        Protegemos tus datos con conexiones cifradas, contraseñas guardadas con algoritmos de resumen seguros, sesiones
        que caducan, límites a los intentos de acceso y permisos mínimos para el personal. Si alguna vez se produjera
        una brecha de seguridad que pusiera en riesgo tus datos, te avisaríamos y lo comunicaríamos a la autoridad de
        control en los plazos legales.
      </p>
    ),
  },
  {
    id: "menores",
    title: "Menores de edad",
    content: (
      <p>
        UniOpina está dirigida a estudiantes universitarios. La edad mínima para registrarse es de{" "}
        <strong>16 años</strong>; por debajo de esa edad, el tratamiento de los datos necesita el consentimiento de la
        madre, el padre o el tutor legal. Si sabemos que una cuenta pertenece a un menor de 16 años sin ese
        consentimiento, la eliminaremos.
      </p>
    ),
  },
  {
    id: "actualizaciones",
    title: "Actualizaciones de esta política",
    content: (
      <p>
        Podemos modificar esta política para reflejar cambios en el servicio o en la ley. Publicaremos siempre la
        versión vigente en esta página, con su fecha de actualización, y te avisaremos por correo o en la web si el
        cambio afecta de forma importante a tus datos.
      </p>
    ),
  },
  {
    id: "contacto",
    title: "Contacto",
    content: (
      <p>
        Para cualquier pregunta sobre privacidad escribe a {privacyMail}. También puedes usar el{" "}
        <Link to="/contact">formulario de contacto</Link> eligiendo el tipo de consulta «General».
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Política de privacidad"
      intro={
        <p>
          En UniOpina la privacidad es la base de todo: las reseñas son anónimas, los perfiles pueden serlo y solo
          guardamos lo necesario para que la plataforma funcione. Aquí te contamos qué datos tratamos, por qué y qué
          puedes hacer con ellos, conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica
          3/2018 de Protección de Datos Personales y garantía de los derechos digitales.
        </p>
      }
      sections={sections}
    />
  );
}
