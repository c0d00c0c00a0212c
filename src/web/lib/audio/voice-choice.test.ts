import { describe, expect, it } from 'vitest';
import { chooseVoice, listenText, pickSpanishVoice } from './voice-choice';

const voice = (lang: string, name = lang) => ({ lang, name });

describe('the voice a Listen button uses', () => {
  it('is the server’s when one is configured, whatever the browser has', () => {
    expect(chooseVoice({ serverVoice: true, browserVoices: [] })).toBe('server');
    expect(chooseVoice({ serverVoice: true, browserVoices: [voice('es-ES')] })).toBe('server');
  });

  it('is the browser’s Spanish voice when the server has none', () => {
    expect(chooseVoice({ serverVoice: false, browserVoices: [voice('en-US'), voice('es-MX')] })).toBe(
      'browser',
    );
    expect(chooseVoice({ serverVoice: false, browserVoices: [voice('es')] })).toBe('browser');
  });

  it('is unavailable when neither the server nor the browser speaks Spanish', () => {
    expect(chooseVoice({ serverVoice: false, browserVoices: [] })).toBe('unavailable');
    expect(
      chooseVoice({ serverVoice: false, browserVoices: [voice('en-GB'), voice('fr-FR'), voice('eu-ES')] }),
    ).toBe('unavailable');
  });
});

describe('the browser’s Spanish voice', () => {
  it('prefers Spain’s Spanish, then any Spanish', () => {
    expect(pickSpanishVoice([voice('es-MX'), voice('es-ES'), voice('en-US')])?.lang).toBe('es-ES');
    expect(pickSpanishVoice([voice('en-US'), voice('es-US')])?.lang).toBe('es-US');
    expect(pickSpanishVoice([voice('es_ES', 'android')])?.name).toBe('android');
  });

  it('does not take a language whose code merely starts with "es"', () => {
    expect(pickSpanishVoice([voice('est-EE'), voice('en-ES')])).toBeNull();
  });
});

describe('what a Listen button reads', () => {
  it('says the word, then its example, as two sentences', () => {
    expect(listenText('playa', 'Me gusta la playa.', 400)).toBe('playa. Me gusta la playa.');
    expect(listenText('¿Qué tal?', '¿Qué tal, Ana?', 400)).toBe('¿Qué tal? ¿Qué tal, Ana?');
  });

  it('says the word alone when there is no example, or it only repeats the word', () => {
    expect(listenText(' hola ', '', 400)).toBe('hola');
    expect(listenText('hola', ' hola ', 400)).toBe('hola');
  });

  it('keeps to the voice’s limit: the word alone when the example would pass it', () => {
    const example = 'a'.repeat(395);
    expect(listenText('playa', example, 400)).toBe('playa');
    expect(listenText('playa', 'a'.repeat(393), 400)).toHaveLength(400);
    expect(listenText('b'.repeat(500), '', 400)).toHaveLength(400);
  });
});
