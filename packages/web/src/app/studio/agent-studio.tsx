import { AgentConfigurator } from './agent-configurator.tsx';
import { AgentGallery } from './agent-gallery.tsx';
import { AgentPlayground } from './agent-playground.tsx';
import { SessionViewer } from './session-viewer.tsx';

/** Paths of the studio under `/agents`. */
export const AGENT_STUDIO_PATH = /^\/agents(?:\/|$)/;

/** The four studio screens by path: gallery, configurator, session viewer, playground. */
export function AgentStudio({ path, navigate }: { path: string; navigate: (to: string) => void }) {
  const parts = path.replace(/\/+$/, '').split('/').slice(2).map(decodeURIComponent);
  const [first, second] = parts;
  if (first === undefined) return <AgentGallery navigate={navigate} />;
  if (first === 'new') return <AgentConfigurator key="new" navigate={navigate} />;
  if (first === 'runs' && second) return <SessionViewer runId={second} navigate={navigate} />;
  if (second === 'playground') return <AgentPlayground name={first} navigate={navigate} />;
  return <AgentConfigurator key={first} name={first} navigate={navigate} />;
}
