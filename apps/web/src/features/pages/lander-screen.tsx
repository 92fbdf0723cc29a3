import { useParams } from 'react-router';
import { LANDER_NAMES } from '../../routes';
import { NotFoundPage } from './not-found-page';
import { PlaceholderScreen } from './placeholder-screen';

/** /landers/{name}: only the spec's lander names exist. */
export function LanderScreen() {
  const { name } = useParams();
  if (!(LANDER_NAMES as readonly string[]).includes(name ?? '')) return <NotFoundPage />;
  return <PlaceholderScreen />;
}
