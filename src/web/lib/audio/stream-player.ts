/**
 * Plays the tutor's audio stream through the player worklet at 24 kHz (product.md#realtime-protocol playback
 * 24000 Hz) and reports, on interrupt, which item was playing and how many samples were heard.
 */
import playerWorkletUrl from './player-worklet.ts?worker&url';
import { nextPortEvent } from './audio-errors';
import { PCM_SAMPLE_RATE } from './pcm';

export interface TrackOffset {
  trackId: string | null;
  /** Samples of that track already played. */
  offset: number;
}

export class StreamPlayer {
  private context: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private requests = 0;
  /** Called when playback starts or stops, for the "tutor is speaking" indicator. */
  onPlayingChange: ((playing: boolean) => void) | null = null;

  async connect(): Promise<void> {
    if (this.node) return;
    const context = new AudioContext({ sampleRate: PCM_SAMPLE_RATE });
    this.context = context;
    await context.audioWorklet.addModule(playerWorkletUrl);
    const node = new AudioWorkletNode(context, 'charla-stream-player');
    node.port.addEventListener('message', (message: MessageEvent<{ event: string }>) => {
      if (message.data.event === 'playing') this.onPlayingChange?.(true);
      if (message.data.event === 'idle') this.onPlayingChange?.(false);
    });
    node.port.start();
    node.connect(context.destination);
    this.node = node;
    // Browsers only start sound after a gesture: resume() is called again from clicks and presses.
    void context.resume();
  }

  /** Lets sound start; call from a click or key press. */
  resume(): void {
    void this.context?.resume();
  }

  /** Queues a chunk of an item's audio. */
  add16BitPCM(samples: Int16Array, trackId: string): void {
    if (!this.node) return;
    const copy = samples.slice();
    this.node.port.postMessage({ event: 'write', trackId, buffer: copy }, [copy.buffer]);
  }

  private async ask(event: 'offset' | 'interrupt'): Promise<TrackOffset | null> {
    if (!this.node) return null;
    this.requests += 1;
    const requestId = this.requests;
    const answer = nextPortEvent<{
      event: string;
      requestId: number;
      trackId: string | null;
      offset: number;
    }>(this.node.port, 'offset');
    this.node.port.postMessage({ event, requestId });
    const result = await answer;
    return { trackId: result.trackId, offset: result.offset };
  }

  /** Where playback is, without stopping it. */
  getTrackSampleOffset(): Promise<TrackOffset | null> {
    return this.ask('offset');
  }

  /** Stops playback at once and says what had been heard. */
  interrupt(): Promise<TrackOffset | null> {
    return this.ask('interrupt');
  }

  async close(): Promise<void> {
    this.node?.disconnect();
    await this.context?.close().catch(() => undefined);
    this.node = null;
    this.context = null;
  }
}
