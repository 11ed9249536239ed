/** The hint and the error under a form field; give the input `aria-describedby` with their ids. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: string | undefined; hintId?: string | undefined; error?: string | undefined; errorId?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
