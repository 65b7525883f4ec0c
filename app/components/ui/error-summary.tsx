/**
 * The summary at the top of a form the server refused: its message and, for each wrong field, a
 * link to that field (GOV.UK's pattern). Shown when there is a message or at least one field error.
 */
export function ErrorSummary({ title, errors }: { title: string; errors: { fieldId: string; message: string }[] }) {
  return (
    <div role="alert" className="rounded-md border border-danger-700 bg-red-50 p-4 text-sm text-danger-700">
      <p className="font-semibold">{title}</p>
      {errors.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a href={`#${fieldId}`} className="inline-block py-1 underline">
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
