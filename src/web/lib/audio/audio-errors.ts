/** Audio error texts (product.md#errors-service). */
export const AUDIO_ERRORS = {
  couldNotStartStream: 'Could not start media stream',
  couldNotRequestDevices: 'Could not request user devices',
  timeout: (name: string) => `Timeout waiting for "${name}" audio event (5000ms)`,
} as const;

/** Recording start timeout (product.md#limits). */
export const AUDIO_EVENT_TIMEOUT_MS = 5000;

/** Resolves with the port's next message of the given event, or fails after 5000 ms. */
export function nextPortEvent<T extends { event: string }>(port: MessagePort, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      port.removeEventListener('message', listener);
      reject(new Error(AUDIO_ERRORS.timeout(name)));
    }, AUDIO_EVENT_TIMEOUT_MS);
    const listener = (message: MessageEvent<T>) => {
      if (message.data?.event !== name) return;
      clearTimeout(timer);
      port.removeEventListener('message', listener);
      resolve(message.data);
    };
    port.addEventListener('message', listener);
    port.start();
  });
}
