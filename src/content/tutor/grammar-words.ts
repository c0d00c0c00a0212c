/**
 * Word lists behind the tutor's grammar rules: facts of Spanish a teacher would name, kept
 * apart from the rule code so the rules stay general (a rule reads "a state takes estar";
 * this file says which adjectives are states).
 */

/** Feminine nouns with a stressed first "a": el agua, un aula, but las aguas, la misma agua. */
export const STRESSED_A_NOUNS = new Set([
  'agua', 'hambre', 'águila', 'ala', 'alma', 'arma', 'aula', 'área', 'ave', 'hacha', 'habla',
  'hada', 'asma', 'arpa', 'ancla', 'alba', 'haba', 'alga', 'ansia', 'acta', 'arca', 'asa', 'aria', 'hampa', 'alza',
]);

/** Nouns whose gender surprises learners (the ending suggests the other one). */
export const GENDER_EXCEPTIONS = new Set([
  'problema', 'día', 'mano', 'foto', 'mapa', 'radio', 'agua', 'tema', 'idioma', 'programa',
  'sistema', 'clima', 'planeta', 'sofá', 'moto', 'hambre', 'aula', 'drama', 'poema', 'dilema',
  'esquema', 'síntoma', 'diploma', 'pijama', 'tranvía', 'sistema', 'cometa', 'fantasma',
  'idioma', 'programa', 'telegrama', 'crucigrama', 'holograma',
]);

/** Nouns whose gender changes the meaning or varies by region: never "corrected". */
export const EITHER_GENDER_NOUNS = new Set([
  'capital', 'cura', 'orden', 'frente', 'cometa', 'papa', 'parte', 'mar', 'arte', 'azúcar',
  'internet', 'radio', 'calor', 'color', 'final', 'corte', 'guía', 'policía', 'batería', 'cólera',
  'coma', 'editorial', 'pendiente', 'margen', 'sartén', 'pareja', 'modelo', 'testigo', 'joven',
  'bebé', 'estudiante', 'artista', 'periodista', 'turista', 'dentista', 'cantante',
]);

/** Adjectives that describe a state or feeling: with them, "soy/es" should be "estoy/está". */
export const STATE_ADJECTIVES = new Set([
  'cansado', 'ocupado', 'preocupado', 'enfadado', 'enojado', 'contento', 'emocionado',
  'resfriado', 'enamorado', 'embarazada', 'embarazado', 'sentado', 'muerto', 'roto', 'lleno',
  'vacío', 'enfermo', 'harto', 'agotado', 'estresado', 'mojado', 'sucio', 'limpio', 'desnudo',
  'despierto', 'dormido', 'sorprendido', 'asustado', 'confundido', 'equivocado',
]);

/** Nouns of "tener" expressions: tengo hambre, not *estoy hambre. */
export const TENER_NOUNS = new Set(['hambre', 'sed', 'frío', 'calor', 'sueño', 'miedo', 'prisa', 'razón', 'suerte']);
/** Of those, the ones that may also describe a thing with estar (el café está frío). */
export const TENER_NOUNS_ALSO_THINGS = new Set(['frío', 'calor']);

/** Weather nouns of "hace": hace frío, hace sol. */
export const WEATHER_NOUNS = new Set(['frío', 'calor', 'sol', 'viento', 'fresco', 'buen tiempo', 'mal tiempo']);

/** Events take "ser" for where they happen: la fiesta es en mi casa. */
export const EVENT_NOUNS = new Set([
  'fiesta', 'reunión', 'concierto', 'boda', 'clase', 'examen', 'partido', 'cena', 'comida',
  'cita', 'conferencia', 'cumpleaños', 'celebración', 'ceremonia', 'evento', 'espectáculo',
  'función', 'entrevista', 'curso', 'desfile', 'feria', 'festival', 'misa', 'almuerzo',
  'desayuno', 'exposición', 'carrera', 'competición', 'torneo', 'juego', 'obra', 'película',
]);

/** Nouns for people (objects of ver, visitar… take the personal "a"). */
export const PERSON_NOUNS = new Set([
  'madre', 'padre', 'hermano', 'hermana', 'hijo', 'hija', 'abuelo', 'abuela', 'tío', 'tía',
  'primo', 'prima', 'amigo', 'amiga', 'novio', 'novia', 'esposo', 'esposa', 'marido', 'mujer',
  'profesor', 'profesora', 'jefe', 'jefa', 'vecino', 'vecina', 'médico', 'médica', 'compañero',
  'compañera', 'niño', 'niña', 'padres', 'abuelos', 'hijos', 'hermanos', 'amigos', 'familia',
  'doctor', 'doctora', 'mamá', 'papá', 'bebé', 'sobrino', 'sobrina', 'cliente', 'gente',
]);
/** Verbs whose person object takes the personal "a": veo a mi madre. */
export const PERSONAL_A_VERBS = new Set([
  'ver', 'visitar', 'conocer', 'llamar', 'ayudar', 'amar', 'esperar', 'buscar', 'escuchar',
  'invitar', 'abrazar', 'besar', 'extrañar', 'echar de menos', 'querer', 'cuidar', 'saludar',
]);

/** Professions, for "soy profesor" (not *estoy profesor). */
export const PROFESSION_NOUNS = new Set([
  'estudiante', 'profesor', 'profesora', 'médico', 'médica', 'doctor', 'doctora', 'ingeniero',
  'ingeniera', 'enfermero', 'enfermera', 'abogado', 'abogada', 'camarero', 'camarera',
  'programador', 'programadora', 'cocinero', 'cocinera', 'policía', 'arquitecto', 'arquitecta',
  'periodista', 'dentista', 'artista', 'músico', 'música', 'actor', 'actriz', 'escritor',
  'escritora', 'vendedor', 'vendedora', 'secretario', 'secretaria', 'contable', 'piloto',
  'bombero', 'bombera', 'taxista', 'cantante', 'científico', 'científica', 'jubilado', 'jubilada',
]);

/** Nationalities, for "soy mexicano" (not *estoy mexicano). */
export const NATIONALITY_ADJECTIVES = new Set([
  'mexicano', 'español', 'inglés', 'americano', 'estadounidense', 'canadiense', 'australiano',
  'alemán', 'francés', 'italiano', 'chino', 'japonés', 'colombiano', 'argentino', 'peruano',
  'chileno', 'cubano', 'venezolano', 'brasileño', 'portugués', 'irlandés', 'escocés', 'ruso',
  'indio', 'coreano', 'británico', 'holandés', 'sueco', 'ecuatoriano', 'uruguayo', 'guatemalteco',
]);

/** Colours go after the noun: un coche rojo. */
export const COLOUR_ADJECTIVES = new Set([
  'rojo', 'azul', 'verde', 'amarillo', 'negro', 'blanco', 'gris', 'rosa', 'naranja', 'morado',
  'marrón', 'violeta', 'celeste', 'dorado', 'plateado',
]);

/** Adjectives also used as adverbs (trabaja rápido), never checked for agreement after a noun. */
export const ADVERBIAL_ADJECTIVES = new Set([
  'rápido', 'lento', 'claro', 'alto', 'bajo', 'fuerte', 'duro', 'mejor', 'peor', 'demasiado',
  'bastante', 'solo', 'medio', 'mismo', 'todo', 'mucho', 'poco', 'tanto', 'junto', 'barato', 'caro',
  'temprano', 'tarde', 'primero', 'último', 'derecho', 'recto', 'fijo', 'seguro',
]);

/** Nouns of time: "está una semana en Madrid" is not a case for "hay". */
export const TIME_NOUNS = new Set(['semana', 'hora', 'día', 'mes', 'año', 'rato', 'momento', 'tarde', 'noche', 'mañana', 'minuto', 'vez']);

/** Number words from 2 up, for "dos perros" and "tengo veinte años". */
export const NUMBER_WORDS = new Set([
  'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce',
  'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte',
  'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis',
  'veintisiete', 'veintiocho', 'veintinueve', 'treinta', 'cuarenta', 'cincuenta', 'sesenta',
  'setenta', 'ochenta', 'noventa', 'cien', 'ciento', 'mil', 'muchos', 'pocos', 'varios',
]);
