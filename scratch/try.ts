import { getGlossary } from '../src/content/glossary';
import { createGrammarChecker } from '../src/server/realtime/local-tutor/grammar/engine';
const t0 = Date.now();
const g = createGrammarChecker(getGlossary());
console.log('build ms', Date.now() - t0);
const bad = process.argv.slice(2).length ? process.argv.slice(2) : [
 'Me gusta los perros.', 'Mi hermana es en casa.', 'Hay mucho gente.', 'Soy 20 años.', 'Yo soy 30 años', 'Estoy hambre.',
 'La problema es grande.', 'El mano.', 'Tengo una foto y el mapa.', 'La agua está fría.', 'La casa es bonito.', 'La casa blanco es grande.',
 'Yo tener dos hermanos.', 'Yo es estudiante.', 'Nosotros va al cine.', 'Voy comer pizza.', 'Voy a el parque.', 'Es la casa de el profesor.',
 'Hoy es frío.', 'Hace muy frío.', 'Está un perro en el parque.', 'Hay el perro en el parque.', 'Veo mi madre los domingos.', 'No tengo algo.',
 'La gente son simpáticos.', 'Gracias para la comida.', '¿Porque estudias español?', 'Me llamo es Ana.', 'Mi llamo Ana.', 'Estoy de México.',
 'Estoy estudiante.', 'Soy cansado.', 'Tengo dos perro.', 'Tengo un rojo coche.', 'Mi hermana esta en casa.', 'Yo gusto el café.', 'Mi gusta la pizza.',
 'Yo me gusta bailar.', 'Me gustan leer.', 'Tengo muy hambre.', 'Es mucho grande.', 'Muchos persona viven aquí.', 'Yo levantarse a las siete.', 'Ella comer pan.', 'Tú tengo un gato.',
 'Ellos tiene una casa.', 'Me duele los pies.', 'Madrid es en España.', '¿De dónde estás?', 'Los casa son grandes.', 'Mis hermano es alto.',
];
for (const s of bad) { const c = g.check(s); console.log(s, '=>', c ? `${c.category} | «${c.wrong}» → «${c.right}» | ${c.corrected} | ${c.explanation.en}` : 'OK'); }
