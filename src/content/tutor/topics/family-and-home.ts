/** Family and home: relatives, pets, the house. */
import type { Topic } from '../types';
import { q } from './question';

export const FAMILY_AND_HOME: Topic = {
  id: 'family',
  name: { es: 'la familia', en: 'family' },
  keywords: ['familia', 'herman', 'padre', 'madre', 'hijo', 'hija', 'abuel', 'primo', 'prima', 'tio', 'tia', 'perro', 'gato', 'mascota', 'casa', 'piso', 'esposo', 'esposa', 'marido', 'mujer', 'papa', 'mama'],
  questions: [
    q('siblings', 'basic', ['¿Tienes hermanos?', 'Do you have brothers or sisters?'], ['¿Tienes un hermano?', 'Do you have a brother?'], ['Sí, tengo un hermano y una hermana.', 'Yes, I have a brother and a sister.']),
    q('family-size', 'basic', ['¿Tu familia es grande o pequeña?', 'Is your family big or small?'], ['¿Tu familia es grande?', 'Is your family big?'], ['Mi familia es pequeña.', 'My family is small.']),
    q('pets', 'basic', ['¿Tienes mascotas?', 'Do you have pets?'], ['¿Tienes perro o gato?', 'Do you have a dog or a cat?'], ['Tengo una gata, Luna.', 'I have a cat, Luna.']),
    q('home', 'basic', ['¿Vives en una casa o en un piso?', 'Do you live in a house or a flat?'], ['¿Tu casa es grande?', 'Is your home big?'], ['Vivo en un piso pequeño.', 'I live in a small flat.']),
    q('live-with', 'basic', ['¿Con quién vives?', 'Who do you live with?'], ['¿Vives con tu familia?', 'Do you live with your family?'], ['Vivo con mi gata.', 'I live with my cat.']),
    q('parents-live', 'basic', ['¿Dónde viven tus padres?', 'Where do your parents live?'], ['¿Tus padres viven cerca?', 'Do your parents live nearby?'], ['Mis padres viven en Sevilla.', 'My parents live in Seville.']),
    q('family-weekend', 'richer', ['¿Qué hacéis juntos en familia?', 'What do you do together as a family?'], ['¿Comes con tu familia?', 'Do you eat with your family?'], ['Comemos juntos los domingos.', 'We eat together on Sundays.']),
    q('childhood-home', 'richer', ['¿Cómo era la casa de tu infancia?', 'What was your childhood home like?'], ['¿Dónde vivías en tu infancia?', 'Where did you live in your childhood?'], ['Mi casa era vieja, con un patio lleno de flores.', 'My house was old, with a patio full of flowers.']),
    q('family-tradition', 'richer', ['¿Tu familia tiene alguna tradición especial?', 'Does your family have any special tradition?'], ['¿Celebráis algo en familia?', 'Do you celebrate anything as a family?'], ['En Navidad cocinamos todos juntos.', 'At Christmas we all cook together.']),
  ],
  facts: [
    { keywords: ['perro'], line: { es: '¡Los perros son muy buenos amigos!', en: 'Dogs are very good friends!' } },
    { keywords: ['gato'], line: { es: '¡Yo también tengo una gata!', en: 'I have a cat too!' } },
    { keywords: ['abuel'], line: { es: 'Los abuelos siempre cuentan historias bonitas.', en: 'Grandparents always tell lovely stories.' } },
  ],
  words: [
    { word: 'los padres', definition: 'parents' },
    { word: 'el hermano', definition: 'brother' },
    { word: 'la mascota', definition: 'pet' },
    { word: 'el piso', definition: 'flat; apartment' },
    { word: 'los abuelos', definition: 'grandparents' },
  ],
};
