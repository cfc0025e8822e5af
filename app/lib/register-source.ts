/**
 * The Ministry's register of degrees, the source of the catalog's list of official degrees. Its
 * licence (Ley 37/2007, Real Decreto 1495/2011) asks that reuse name the source: the about page
 * and every career page with a register code do.
 */
export const REGISTER_SOURCE = {
  name: "Registro de Universidades, Centros y Títulos (RUCT)",
  publisher: "Ministerio de Ciencia, Innovación y Universidades",
  url: "https://www.educacion.gob.es/ruct/home",
} as const;
