// Around a part loaded on demand (React.lazy) that the page can do without: when its chunk cannot be fetched
// (offline, a deploy removed it) the part is left out instead of the error reaching the route's error boundary.
import { Component, type ReactNode } from "react";

export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
