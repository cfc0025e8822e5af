/**
 * Where a university's Defensoría Universitaria (its ombudsperson, «Sindicatura de Greuges» in the
 * Universitat de València) and its Unidad de Igualdad (equality unit) have their page, keyed by the
 * university's website as in universities.ts. Each address was read in a stored public copy of that
 * very page, consulted on 2026-11-28; `source` quotes what the page says it is. None is guessed: a
 * university missing here, or missing one of the two, gets on /donde-acudir the words to find them.
 */
type OfficePage = { url: string; source: string };

type UniversityOffices = { ombudsperson?: OfficePage; equalityUnit?: OfficePage };

export const UNIVERSITY_OFFICES: Record<string, UniversityOffices> = {
  "https://www.uniovi.es": {
    ombudsperson: {
      url: "https://portalesweb.uniovi.es/web/defensor%C3%ADa-universitaria",
      source: "«Bienvenido/a a la oficina de la Defensora Universitaria» (Universidad de Oviedo)",
    },
  },
  "https://www.ucm.es": {
    ombudsperson: {
      url: "https://www.ucm.es/quien-puede-acudir",
      source: "«¿Quién puede acudir? … a la Defensora del Universitario» (Universidad Complutense de Madrid)",
    },
  },
  "https://www.uah.es": {
    ombudsperson: {
      url: "https://uah.es/es/conoce-la-uah/organizacion-y-gobierno/defensor-universitario",
      source:
        "«El Defensor Universitario de la Universidad de Alcalá es … el órgano unipersonal» (Universidad de Alcalá)",
    },
  },
  "https://www.usj.es": {
    ombudsperson: {
      url: "https://usj.es/conocenos/defensor-universitario",
      source:
        "«El Defensor Universitario es el órgano encargado de velar por … la comunidad universitaria» (Universidad San Jorge)",
    },
  },
  "https://www.uv.es": {
    ombudsperson: {
      url: "https://www.uv.es/uvweb/sindicatura-universitaria-greuges/ca/presentar-una-reclamacio-1285996462728.html",
      source: "«Sindicatura Universitària de Greuges»: cómo presentar una reclamación (Universitat de València)",
    },
  },
  "https://www.uvigo.gal": {
    equalityUnit: {
      url: "https://novo.uvigo.gal/campus/igualdade/igualdade-uvigo",
      source: "«A igualdade na UVigo … Unidad de Igualdad, Edificio Ernestina Otero» (Universidade de Vigo)",
    },
  },
  "https://www.unia.es": {
    equalityUnit: {
      url: "https://unia.es/igualdad/unidad-de-igualdad-unia",
      source: "«Unidad de igualdad UNIA» (Universidad Internacional de Andalucía)",
    },
  },
  "https://www.ual.es": {
    equalityUnit: {
      url: "http://igualdad.ual.es/index.php/protocolo-de-acoso",
      source:
        "«Protocolo para la prevención y el tratamiento del acoso sexual … de la Universidad de Almería», en la web de su Unidad de Igualdad",
    },
  },
};
