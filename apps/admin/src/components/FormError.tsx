/**
 * A form's failure (the API's refusal), announced and kept on screen beside what the staff
 * member typed, which stays in the form for another try.
 *
 * @example
 * <FormError message={mutation.error ? errorMessage(mutation.error) : null} />
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
