import { describe, expect, it } from 'vitest';
import { betaToGa, detectDialect, gaToBeta } from './ga-translation';

describe('GA <-> beta translation', () => {
  it('detects the dialect from session.created', () => {
    expect(
      detectDialect({ type: 'session.created', session: { type: 'realtime', output_modalities: ['audio'] } }),
    ).toBe('ga');
    expect(
      detectDialect({ type: 'session.created', session: { modalities: ['text', 'audio'], voice: 'alloy' } }),
    ).toBe('beta');
  });

  it.each([
    ['response.output_text.delta', 'response.text.delta'],
    ['response.output_audio.delta', 'response.audio.delta'],
    ['response.output_audio_transcript.delta', 'response.audio_transcript.delta'],
    ['response.output_audio_transcript.done', 'response.audio_transcript.done'],
    ['conversation.item.added', 'conversation.item.created'],
    ['response.function_call_arguments.delta', 'response.function_call_arguments.delta'],
  ])('renames %s to %s', (ga, beta) => expect(gaToBeta({ type: ga }).type).toBe(beta));

  it('renames content part types inside items and parts', () => {
    const item = {
      id: 'i',
      type: 'message',
      role: 'assistant',
      content: [{ type: 'output_audio', transcript: 'Hola' }],
    };
    expect(gaToBeta({ type: 'response.output_item.done', item }).item).toEqual({
      ...item,
      content: [{ type: 'audio', transcript: 'Hola' }],
    });
    expect(
      gaToBeta({ type: 'response.content_part.added', part: { type: 'output_text', text: '' } }).part,
    ).toEqual({ type: 'text', text: '' });
  });

  it('turns a beta session.update into the GA session shape', () => {
    const ga = betaToGa({
      event_id: 'e',
      type: 'session.update',
      session: {
        modalities: ['text', 'audio'],
        instructions: 'Hola',
        voice: 'verse',
        input_audio_format: 'pcm16',
        output_audio_format: 'pcm16',
        input_audio_transcription: { model: 'whisper-1' },
        turn_detection: { type: 'server_vad', threshold: 0.5 },
        temperature: 0.8,
        max_response_output_tokens: 4096,
        tools: [],
        tool_choice: 'auto',
      },
    });
    expect(ga.session).toEqual({
      type: 'realtime',
      instructions: 'Hola',
      tools: [],
      tool_choice: 'auto',
      output_modalities: ['audio'],
      max_output_tokens: 4096,
      audio: {
        input: {
          format: { type: 'audio/pcm', rate: 24000 },
          transcription: { model: 'whisper-1' },
          turn_detection: { type: 'server_vad', threshold: 0.5 },
        },
        output: { format: { type: 'audio/pcm', rate: 24000 }, voice: 'verse' },
      },
    });
  });

  it('renames assistant text parts in conversation.item.create and modalities in response.create', () => {
    const item = { type: 'message', role: 'assistant', content: [{ type: 'text', text: 'Hola' }] };
    expect(betaToGa({ type: 'conversation.item.create', item }).item).toEqual({
      ...item,
      content: [{ type: 'output_text', text: 'Hola' }],
    });
    expect(betaToGa({ type: 'response.create', response: { modalities: ['text'] } }).response).toEqual({
      output_modalities: ['text'],
    });
    const user = { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Hola' }] };
    expect(betaToGa({ type: 'conversation.item.create', item: user }).item).toEqual(user);
  });
});
