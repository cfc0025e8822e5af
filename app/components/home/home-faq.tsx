import { FaqAccordion, faqLinkClass } from "~/components/faq-accordion";
import { Link } from "~/components/ui/link";

/** The home's FAQ block: the frequent questions, and the way to the full page. */
export function HomeFaq() {
  return (
    <div className="mx-auto max-w-3xl">
      <FaqAccordion />
      <p className="mt-6 text-center">
        <Link to="/faq" className={faqLinkClass}>
          Ir a las preguntas frecuentes
        </Link>
      </p>
    </div>
  );
}
