import { describe, expect, it } from 'vitest';
import { clozesOf, fieldText, revealClozes } from './field-text';

describe('fieldText', () => {
  it('drops tags, turns line breaks into spaces and decodes entities', () => {
    expect(fieldText('<div><b>el&nbsp;perro</b><br>the&nbsp;dog</div>').text).toBe('el perro the dog');
    expect(fieldText('&iquest;Qu&eacute; tal?&#32;&#xF1;o&ntilde;o &amp; &lt;3').text).toBe(
      '¿Qué tal? ñoño & <3',
    );
    expect(fieldText('a<br/>b<p>c</p>d').text).toBe('a b c d');
  });

  it('parts words at headings and at block tags with attributes, one space between them', () => {
    expect(fieldText('<h2>Saludos</h2>hola<p class="ejemplo">¿Qué tal?</p>').text).toBe(
      'Saludos hola ¿Qué tal?',
    );
    expect(fieldText('uno</p>\n\n<p>dos').text).toBe('uno dos');
  });

  it('decodes numeric entities in decimal and in hex of either case, up to the last code point', () => {
    expect(fieldText('&#XE1;rbol, &#xe9;l, &#241;o&#xF1;o').text).toBe('árbol, él, ñoño');
    expect(fieldText('&#x1F600; &#xD7FF; &#xE000; &#x10FFFF;').text).toBe(
      '\u{1F600} \uD7FF \uE000 \u{10FFFF}',
    );
  });

  it('takes sounds out of the text and lists them', () => {
    expect(fieldText('hola [sound:hola.mp3]')).toEqual({ text: 'hola', sounds: ['hola.mp3'] });
    expect(fieldText('[sound:a b.ogg]<br>[sound:c.mp3]')).toEqual({ text: '', sounds: ['a b.ogg', 'c.mp3'] });
    expect(fieldText('hola[sound: hola.mp3 ]adiós[sound: ]')).toEqual({
      text: 'hola adiós',
      sounds: ['hola.mp3'],
    });
  });

  it('leaves unknown and impossible entities as written, and drops scripts', () => {
    expect(fieldText('&bogus; &#1114112;').text).toBe('&bogus; &#1114112;');
    expect(fieldText('sí<script>alert(1)</script><style>.a{}</style>').text).toBe('sí');
    expect(fieldText('sí<script>\nalert("hola mundo");\n</script >').text).toBe('sí');
  });

  it('leaves the null character and surrogate halves as written', () => {
    expect(fieldText('&#0; &#xD800; &#xdfff; &#55296;').text).toBe('&#0; &#xD800; &#xdfff; &#55296;');
  });
});

describe('clozes', () => {
  it('reads each answer once, with its hint, and reveals the sentence', () => {
    const text = '{{c1::Hola::hello}}, ¿cómo {{c2::estás}}? {{c3::hola}}';
    expect(clozesOf(text)).toEqual([
      { answer: 'Hola', hint: 'hello' },
      { answer: 'estás', hint: '' },
    ]);
    expect(revealClozes(text)).toBe('Hola, ¿cómo estás? hola');
  });

  it('trims answers and hints, and reveals with one space between words', () => {
    expect(clozesOf('{{c1:: buenos días :: good morning }}')).toEqual([
      { answer: 'buenos días', hint: 'good morning' },
    ]);
    expect(revealClozes(' {{c1::Buenos}}  días, {{c2::señora}} ')).toBe('Buenos días, señora');
  });

  it('finds none in plain text', () => {
    expect(clozesOf('sin huecos')).toEqual([]);
    expect(revealClozes('sin huecos')).toBe('sin huecos');
  });
});
