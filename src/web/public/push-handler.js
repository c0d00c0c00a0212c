/* Charla Web Push: imported into the generated service worker with importScripts.
   A push message carries { kind, title, body, url, tag }; a click opens (or focuses) that screen. */
/* global self */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'Charla', body: event.data ? event.data.text() : '' };
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/dashboard';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Charla', {
      body: data.body || '',
      tag: data.tag || data.kind || 'charla',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url, kind: data.kind || null },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/dashboard',
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        try {
          // Navigate first: it needs no user activation; an uncontrolled window refuses it.
          const navigated = await client.navigate(target);
          await (navigated || client).focus().catch(() => undefined);
          return;
        } catch {
          // Try the next window, else open a new one.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
