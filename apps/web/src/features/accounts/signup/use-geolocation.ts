import { useCallback, useEffect, useState } from 'react';
import { GEOLOCATION_MAX_AGE_MS, type TGeocode } from '@app/shared';
import { geocode } from './signup.queries';

/** Geolocation permission (spec point 4): unsupported, unknown, or the browser's own state. */
export type TGeolocationPermission = 'unsupported' | 'unknown' | PermissionState;

export interface GeolocationState {
  permission: TGeolocationPermission;
  /** undefined: not asked yet; false: asked and no place found (stored as false, spec point 7). */
  place: TGeocode | false | undefined;
  locating: boolean;
  /** Asks the browser for the position; `onPlace` hears the place found, or false. */
  locate(onPlace?: (place: TGeocode | false) => void): void;
}

export function useGeolocation(): GeolocationState {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [permission, setPermission] = useState<TGeolocationPermission>(supported ? 'unknown' : 'unsupported');
  const [place, setPlace] = useState<TGeocode | false | undefined>(undefined);
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    if (!supported || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    const update = () => status && setPermission(status.state);
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((answer) => {
        status = answer;
        update();
        status.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, [supported]);

  const locate = useCallback(
    (onPlace?: (place: TGeocode | false) => void) => {
      if (!supported) return;
      setLocating(true);
      navigator.geolocation.getCurrentPosition(
        (position) => {
          setPermission('granted');
          void geocode(position.coords.latitude, position.coords.longitude).then((found) => {
            setPlace(found);
            setLocating(false);
            onPlace?.(found);
          });
        },
        (error) => {
          if (error.code === error.PERMISSION_DENIED) setPermission('denied');
          setPlace(false);
          setLocating(false);
          onPlace?.(false);
        },
        { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: 15_000 },
      );
    },
    [supported],
  );

  return { permission, place, locating, locate };
}
