/**
 * The realtime client: transport + conversation reducer + tool registry. It keeps the items,
 * runs the tutor's tool calls and returns their results before asking for the next response
 * (product.md#tutor-tools), and tells the audio layer what to play and when to stop.
 */
import type { ToolRegistry } from '../../../domain/tool-registry';
import { int16ToBase64, samplesToMs } from '../audio/pcm';
import { HANDLED_EVENTS, processEvent } from './event-reducer';
import { RealtimeTransport, type CloseInfo } from './transport';
import type { ConversationItem, ServerEvent } from './types';

export interface RealtimeClientHooks {
  onItems(items: ConversationItem[]): void;
  onClose(info: CloseInfo): void;
  /** An error event from the voice service, or an event the client could not apply. */
  onServiceError(message: string): void;
  onAudio?(itemId: string, samples: Int16Array): void;
  onSpeechStarted?(): void;
  onAssistantDone?(item: ConversationItem): void;
}

export class RealtimeClient {
  private items: ConversationItem[] = [];
  private readonly transport: RealtimeTransport;
  /** Tool results of the current response, sent together once it is done. */
  private toolRuns: Promise<{ call_id: string; output: string }>[] = [];
  /** Since the learner last pressed record: did the server commit audio or start a response itself? */
  private turn = { committed: false, responded: false, speaking: false };

  constructor(
    private readonly tools: ToolRegistry,
    private readonly hooks: RealtimeClientHooks,
  ) {
    this.transport = new RealtimeTransport({
      onEvent: (event) => this.handle(event),
      onClose: (info) => hooks.onClose(info),
    });
  }

  get isConnected(): boolean {
    return this.transport.isConnected;
  }

  /** Connects and configures the session (the relay adds the server-owned prompt and tools). */
  async connect(url: string, session: Record<string, unknown>): Promise<void> {
    await this.transport.connect(url);
    this.transport.send('session.update', {
      session: { ...session, tools: this.tools.list().map((tool) => ({ type: 'function', ...tool })) },
    });
  }

  /** Closes the connection and forgets the conversation (product.md#connection). */
  disconnect(): void {
    this.transport.disconnect();
    this.items = [];
    this.hooks.onItems(this.items);
  }

  /** A typed (or browser-recognised) learner message, then a request for the tutor's reply. */
  sendUserText(text: string): void {
    this.transport.send('conversation.item.create', {
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
    });
    this.transport.send('response.create');
  }

  /** Marks the start of a spoken turn. */
  startTurn(): void {
    this.turn = { committed: false, responded: false, speaking: false };
  }

  appendInputAudio(samples: Int16Array): void {
    if (samples.length > 0)
      this.transport.send('input_audio_buffer.append', { audio: int16ToBase64(samples) });
  }

  /**
   * End of a spoken turn: commit and ask for a response, unless voice detection already did. A
   * phrase still going on at the release is committed even after detection committed an earlier one.
   */
  finishTurn(): void {
    if (!this.turn.committed || this.turn.speaking) this.transport.send('input_audio_buffer.commit');
    if (!this.turn.responded) this.transport.send('response.create');
  }

  /**
   * Hands-free listening turned off: a phrase still being spoken is committed and answered (the
   * server's detection would have waited for its silence); otherwise the buffered silence goes.
   */
  stopHandsFree(): void {
    if (this.turn.speaking) {
      this.transport.send('input_audio_buffer.commit');
      this.transport.send('response.create');
    } else {
      this.transport.send('input_audio_buffer.clear');
    }
  }

  /** Stops the tutor: cancels the response and cuts its item at what was heard (audio_end_ms). */
  cancelResponse(itemId?: string, sampleCount = 0): void {
    this.transport.send('response.cancel');
    const item = this.items.find((candidate) => candidate.id === itemId);
    if (item?.role === 'assistant' && item.formatted.audioSamples > 0)
      this.transport.send('conversation.item.truncate', {
        item_id: item.id,
        content_index: 0,
        audio_end_ms: samplesToMs(sampleCount),
      });
  }

  private handle(event: ServerEvent): void {
    if (event.type === 'error') {
      const error = event.error as { message?: string } | undefined;
      this.hooks.onServiceError(error?.message ?? 'The voice service reported an error.');
      return;
    }
    if (event.type === 'input_audio_buffer.speech_started') this.turn.speaking = true;
    if (event.type === 'input_audio_buffer.committed') {
      this.turn.committed = true;
      this.turn.speaking = false;
    }
    if (event.type === 'response.created') this.turn.responded = true;
    if (event.type === 'response.done') void this.returnToolResults();
    if (!HANDLED_EVENTS.has(event.type)) return;
    let result;
    try {
      result = processEvent(this.items, event);
    } catch (error) {
      this.hooks.onServiceError((error as Error).message);
      return;
    }
    this.items = result.items;
    if (event.type === 'input_audio_buffer.speech_started') this.hooks.onSpeechStarted?.();
    if (result.delta?.audio && result.item) this.hooks.onAudio?.(result.item.id, result.delta.audio);
    if (event.type === 'response.output_item.done' && result.item) {
      if (result.item.type === 'function_call') this.toolRuns.push(this.runTool(result.item));
      else if (result.item.role === 'assistant') this.hooks.onAssistantDone?.(result.item);
    }
    // Audio deltas change only a sample count: re-render on the first one, not on every chunk.
    const firstAudio =
      result.delta?.audio && result.item?.formatted.audioSamples === result.delta.audio.length;
    if (result.item && (!result.delta?.audio || firstAudio)) this.hooks.onItems(this.items);
  }

  private async runTool(item: ConversationItem): Promise<{ call_id: string; output: string }> {
    const tool = item.formatted.tool as NonNullable<ConversationItem['formatted']['tool']>;
    let output: unknown;
    try {
      output = await this.tools.call(
        tool.name,
        JSON.parse(tool.arguments || '{}') as Record<string, unknown>,
      );
    } catch (error) {
      // Arguments that are not JSON: the tutor gets an error result, like any failed tool.
      output = { error: (error as Error).message };
    }
    return { call_id: tool.call_id, output: JSON.stringify(output ?? { ok: true }) };
  }

  /** After a response with tool calls: every result back to the tutor, then one new response. */
  private async returnToolResults(): Promise<void> {
    if (this.toolRuns.length === 0) return;
    const results = await Promise.all(this.toolRuns.splice(0));
    if (!this.transport.isConnected) return;
    for (const result of results)
      this.transport.send('conversation.item.create', { item: { type: 'function_call_output', ...result } });
    this.transport.send('response.create');
  }
}
