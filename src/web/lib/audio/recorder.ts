/**
 * Microphone capture for the voice session: getUserMedia, then the recorder worklet turning the
 * stream into 24 kHz PCM16 chunks (product.md#connection, product.md#realtime-protocol).
 */
import recorderWorkletUrl from './recorder-worklet.ts?worker&url';
import { AUDIO_ERRORS, AUDIO_EVENT_TIMEOUT_MS, nextPortEvent } from './audio-errors';

/** Why the microphone could not be used: denied, no device, or another failure. */
export type MicrophoneProblem = 'denied' | 'no-device' | 'other';

export class MicrophoneError extends Error {
  override name = 'MicrophoneError';
  constructor(
    readonly problem: MicrophoneProblem,
    message: string,
  ) {
    super(message);
  }
}

function asMicrophoneError(error: unknown): MicrophoneError {
  const name = (error as { name?: string })?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return new MicrophoneError('denied', 'Permission denied: microphone access was blocked.');
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return new MicrophoneError('no-device', 'No microphone was found on this device.');
  return new MicrophoneError('other', (error as Error)?.message || AUDIO_ERRORS.couldNotStartStream);
}

async function openStream(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia)
    throw new MicrophoneError('other', AUDIO_ERRORS.couldNotRequestDevices);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new MicrophoneError('other', AUDIO_ERRORS.couldNotStartStream)),
      AUDIO_EVENT_TIMEOUT_MS * 6,
    );
  });
  try {
    // The permission prompt may wait for the learner; a long timeout, then a plain failure.
    return await Promise.race([
      navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      }),
      timeout,
    ]);
  } catch (error) {
    throw error instanceof MicrophoneError ? error : asMicrophoneError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks for microphone permission (product.md#review-scheduling: Connect asks first) and releases the device. */
export async function requestMicrophone(): Promise<void> {
  const stream = await openStream();
  for (const track of stream.getTracks()) track.stop();
}

export class MicRecorder {
  private stream: MediaStream | null = null;
  private context: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private onChunk: ((samples: Int16Array) => void) | null = null;
  recording = false;

  /** Opens the microphone and the worklet; safe to call again. */
  async begin(): Promise<void> {
    if (this.node) return;
    this.stream = await openStream();
    const context = new AudioContext();
    this.context = context;
    await context.audioWorklet.addModule(recorderWorkletUrl);
    const source = context.createMediaStreamSource(this.stream);
    const node = new AudioWorkletNode(context, 'charla-recorder');
    node.port.addEventListener('message', (message: MessageEvent<{ event: string; data?: Int16Array }>) => {
      if (message.data.event === 'chunk' && message.data.data) this.onChunk?.(message.data.data);
    });
    node.port.start();
    source.connect(node);
    this.node = node;
  }

  /** Streams chunks to `onChunk` until paused; fails if the worklet does not start in 5000 ms. */
  async record(onChunk: (samples: Int16Array) => void): Promise<void> {
    await this.begin();
    const node = this.node as AudioWorkletNode;
    this.onChunk = onChunk;
    await this.context?.resume();
    const started = nextPortEvent(node.port, 'started');
    node.port.postMessage({ event: 'start' });
    await started;
    this.recording = true;
  }

  /** Stops recording; the last partial chunk is delivered before this resolves. */
  async pause(): Promise<void> {
    if (!this.node || !this.recording) return;
    const stopped = nextPortEvent(this.node.port, 'stopped');
    this.node.port.postMessage({ event: 'stop' });
    await stopped;
    this.recording = false;
  }

  /** Releases the microphone. */
  async end(): Promise<void> {
    this.recording = false;
    this.onChunk = null;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.node?.disconnect();
    await this.context?.close().catch(() => undefined);
    this.stream = null;
    this.node = null;
    this.context = null;
  }
}
