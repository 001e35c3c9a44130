/** Keys pressed together, as the legends write them: <kbd>Shift</kbd>+<kbd>Alt</kbd>+<kbd>X</kbd>. */
export function KeyChord({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key, index) => (
        <span key={key}>
          {index === 0 ? null : '+'}
          <kbd>{key}</kbd>
        </span>
      ))}
    </>
  );
}
