import { useEffect, useRef, type ReactNode } from 'react';

/** The signed-out frame: brand, heading, one card. */
export function AuthFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Charla`;
  }, [title]);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 px-4 py-10">
      <div className="flex items-center gap-2 text-brand-700 dark:text-brand-500">
        <img src="/favicon.svg" alt="" className="h-9 w-9" />
        <span className="text-xl font-bold tracking-tight">Charla</span>
      </div>
      <div>
        <h1 ref={heading} className="text-3xl font-bold tracking-tight">
          {title}
        </h1>
        {subtitle ? <p className="mt-2 text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
      </div>
      {children}
    </main>
  );
}
