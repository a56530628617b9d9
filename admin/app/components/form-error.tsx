/** A page's error, said at once to screen readers (role="alert"), or nothing without one. */
export const FormError = ({ error }: { error?: string | null }) =>
  error ? (
    <p role="alert" className="admin-error">
      {error}
    </p>
  ) : null;
