import { useRef } from 'react';
import { PANEL_GROUPS, type PanelGroupId } from '../layout/default-layout';
import type { LayoutControls } from './workspace-layout-provider';

/** Marks the resize handles of the panel groups (react-resizable-panels sets it on each). */
const HANDLE_ATTRIBUTE = 'data-panel-resize-handle-id';

/**
 * Saves a group's sizes when the trader changes them: at the end of a drag, or at once for a
 * step made with the arrow keys on a focused handle. What the group reports when it mounts or
 * follows the window's size is not the trader's choice and is not saved.
 */
export function usePanelSizeSaver(group: PanelGroupId, controls: LayoutControls) {
  const dragging = useRef(false);
  const last = useRef<number[] | null>(null);
  const save = (layout: number[]) => {
    controls.setPanelSizes(group, Object.fromEntries(PANEL_GROUPS[group].map((id, i) => [id, layout[i] ?? 0])));
  };
  return {
    onLayout: (layout: number[]) => {
      last.current = layout;
      if (!dragging.current && document.activeElement?.hasAttribute(HANDLE_ATTRIBUTE) === true) save(layout);
    },
    onDragging: (isDragging: boolean) => {
      const ended = dragging.current && !isDragging;
      dragging.current = isDragging;
      if (ended && last.current !== null) save(last.current);
    },
  };
}
