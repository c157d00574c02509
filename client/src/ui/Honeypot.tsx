import { useStableId } from './stableId';

/** A field hidden from people (and from assistive technology) that form-filling scripts tend to complete. */
export function Honeypot(props: { value: string; onChange: (e: React.ChangeEvent<HTMLInputElement>) => void }) {
  const id = useStableId('website');
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
