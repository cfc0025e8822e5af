/**
 * Threats to someone's things: a verb of damage and a belonging, read by their stem ("le pincho las
 * ruedas", "le vamos a romper los vidrios", "su despacho va a amanecer destrozado", screening.server.ts,
 * THREAT_PHRASES). `#` starts a comment.
 */
export const DAMAGE_VERBS = String.raw`
pinchar
rayar
romper
quemar
incendiar
destrozar
reventar
destruir
prender   # prender fuego
`;

export const BELONGINGS = String.raw`
coche
carro
auto
moto
bici
bicicleta
camioneta
furgoneta
casa
despacho
oficina
ventana
vidrio
cristal
rueda
neumático
llanta
compu
computadora
portátil
móvil
celular
`;
