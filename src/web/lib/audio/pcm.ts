/** PCM16 and base64 helpers: the realtime audio format is 24 kHz 16-bit PCM in base64 (product.md#realtime-protocol). */

/** Playback and capture rate of the voice session (product.md#realtime-protocol: playback 24000 Hz). */
export const PCM_SAMPLE_RATE = 24_000;

/** A float sample in [-1, 1] as a 16-bit integer, clamped (the recorder worklet's conversion). */
export function floatToPcm16(sample: number): number {
  const s = Math.max(-1, Math.min(1, sample));
  return s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
}

/** A 16-bit integer sample back to a float in [-1, 1] (the player worklet's conversion). */
export function pcm16ToFloat(value: number): number {
  return value < 0 ? value / 0x8000 : value / 0x7fff;
}

/** Little-endian PCM16 bytes as base64 (what input_audio_buffer.append carries). */
export function int16ToBase64(samples: Int16Array): string {
  const bytes = new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
  let binary = '';
  // In slices: String.fromCharCode with a whole chunk at once would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** base64 PCM16 (response.audio.delta) to samples; an odd trailing byte is dropped. */
export function base64ToInt16(base64: string): Int16Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length - (binary.length % 2));
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Int16Array(bytes.buffer);
}

/** Samples to milliseconds at 24 kHz (audio_end_ms of conversation.item.truncate). */
export function samplesToMs(samples: number, rate = PCM_SAMPLE_RATE): number {
  return Math.floor((samples / rate) * 1000);
}
