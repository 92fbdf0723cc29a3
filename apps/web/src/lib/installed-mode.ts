/** True when the site runs as an installed app (home-screen icon), not in a browser tab. */
export function isInstalledMode(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
