/** Parts of an author profile or partner page (features/authors, features/partners). */

interface Qualification {
  title: string;
  checkedHow: string;
}

interface ProfileLinkItem {
  label: string;
  url: string;
}

/** The unmissable notice on a demonstration profile of the embedded demo: it describes no real person or business. */
export function DemoProfileNotice({ kind }: { kind: 'author' | 'partner' }) {
  return (
    <div className="demo-notice" role="note">
      <p>
        <strong>{kind === 'author' ? 'Demonstration profile' : 'Demonstration partner page'}:</strong>{' '}
        {kind === 'author' ? 'this person is not real.' : 'this organisation is not real.'} It is sample content of the site’s demo, showing
        how the page looks; its name, role and qualifications are invented and none of it is true.
      </p>
    </div>
  );
}

export function ProfileQualifications({ items }: { items: readonly Qualification[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="qualifications">
      <h2 id="qualifications">Qualifications</h2>
      <ul className="qualification-list">
        {items.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            <br />
            <span className="meta">How we checked: {item.checkedHow}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProfileLinks({ items, heading = 'Links' }: { items: readonly ProfileLinkItem[]; heading?: string }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="profile-links">
      <h2 id="profile-links">{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.url}>
            <a href={item.url} rel="noopener noreferrer" target="_blank">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
