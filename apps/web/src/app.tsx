import { useEffect, useState } from 'react';

interface SettingsResponse {
  settings: { name: string; index_title: string };
}

/** Placeholder shell until the web app issue: shows that the site and its settings load. */
export function App() {
  const [settings, setSettings] = useState<SettingsResponse['settings'] | null>(null);
  useEffect(() => {
    fetch('/api/settings.php')
      .then((response) => response.json() as Promise<SettingsResponse>)
      .then((body) => {
        setSettings(body.settings);
        document.title = body.settings.index_title;
      })
      .catch(() => setSettings(null));
  }, []);
  return (
    <main>
      <h1>{settings?.name ?? '…'}</h1>
      <p>{settings?.index_title}</p>
    </main>
  );
}
