import { useEffect, useRef } from 'react';
import { useEditorStore } from '../../editor/editorStore';

/**
 * A backup opens in backup mode (spec §4); leaving that mode (Escape returns to the prior mode) leaves the backup
 * for the chart's current version.
 */
export function useLeaveBackupMode(showingBackup: boolean, toCurrentVersion: () => void): void {
  const mode = useEditorStore((state) => state.mode);
  const wasBackup = useRef(false);
  const leave = useRef(toCurrentVersion);
  useEffect(() => {
    leave.current = toCurrentVersion;
  });
  useEffect(() => {
    if (!showingBackup) {
      wasBackup.current = false;
      return;
    }
    if (mode === 'backup') wasBackup.current = true;
    else if (wasBackup.current) {
      wasBackup.current = false;
      leave.current();
    }
  }, [mode, showingBackup]);
}
