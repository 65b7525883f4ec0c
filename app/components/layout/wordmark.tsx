/** The logo: a shield mark and the company name from site settings. */
export function Wordmark({
  companyName,
  inverted = false,
}: {
  companyName: string;
  inverted?: boolean;
}) {
  const [first = companyName, ...rest] = companyName.split(" ");
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg
        viewBox="0 0 32 36"
        width="32"
        height="36"
        aria-hidden="true"
        className="shrink-0"
      >
        <path
          d="M16 1 30 6v11c0 8.6-5.9 15.4-14 18C7.9 32.4 2 25.6 2 17V6z"
          className="fill-navy-900"
        />
        <path
          d="M16 5.2 26 8.8V17c0 6.4-4.1 11.6-10 13.8C10.1 28.6 6 23.4 6 17V8.8z"
          className="fill-accent-600"
        />
        <circle cx="16" cy="17" r="5" className="fill-white" />
        <circle cx="16" cy="17" r="2.2" className="fill-navy-900" />
      </svg>
      <span
        className={`leading-tight whitespace-nowrap ${inverted ? "text-white" : "text-navy-900"}`}
      >
        <span className="block text-lg font-extrabold tracking-tight">
          {first}
        </span>
        {rest.length > 0 && (
          <span
            className={`block text-xs font-medium ${inverted ? "text-navy-100" : "text-slate-600"}`}
          >
            {rest.join(" ")}
          </span>
        )}
      </span>
    </span>
  );
}
