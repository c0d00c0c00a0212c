import { useEffect, useRef, type ReactNode } from 'react';

/** A screen's frame: its heading takes focus on arrival so keyboard and reader users know where they are. */
export function Page({
  title,
  subtitle,
  children,
  actions,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Charla`;
    heading.current?.focus();
  }, [title]);
  return (
    <main className="mx-auto w-full max-w-5xl px-4 pt-6 pb-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none md:text-3xl"
          >
            {title}
          </h1>
          {subtitle ? <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </main>
  );
}
