/** A plain heading for screens built by later work. */
export function Placeholder({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-display text-3xl font-extrabold tracking-tight">{title}</h1>
    </div>
  );
}
