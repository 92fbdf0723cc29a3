import { Component, type ComponentType, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';

interface BoundaryProps {
  children: ReactNode;
  fallback: ComponentType<{ error: unknown }>;
  location: Location;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  location: Location;
}

/** Catches what its routes throw while drawing or loading; forgets it when the address changes. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { caught: null, location: props.location };
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    return this.state.caught ? <Fallback error={this.state.caught.error} /> : children;
  }
}

/**
 * A route's error boundary: an error thrown while its element draws (or its chunk loads) shows `fallback` with
 * that error in the element's place; the next navigation draws the route again.
 */
export function RouteErrorBoundary({ children, fallback }: Omit<BoundaryProps, 'location'>) {
  const location = useLocation();
  return (
    <Boundary location={location} fallback={fallback}>
      {children}
    </Boundary>
  );
}
