/** A spinning circle drawn with base.css: the shell shows it before a screen has loaded (docs/decisions/035). */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="wc-loading">
      <span role="progressbar" aria-label={label} className="wc-spinner">
        <svg viewBox="22 22 44 44">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
